import Locales
import OSCatalogLocalization

/// One unit of work of a site build, run on any core: a page in one locale, or (HTML) one
/// locale's files that are not pages (search indexes and feed; the JSON API's documents).
enum SiteJob: Sendable {
    /// The page `PageID` in the locale.
    case page(LocaleID, PageID)
    /// The locale's search indexes and release feed.
    case localeFiles(LocaleID)
    /// The locale's documents of the JSON API.
    case api(LocaleID)
}
