import Locales
import OSCatalogLocalization

/// One unit of work of a site build, run on any core: a page in one locale, or (HTML) one
/// locale's files that are not pages (search indexes and feed).
enum SiteJob: Sendable {
    /// The page `PageID` in the locale.
    case page(LocaleID, PageID)
    /// The locale's search indexes and release feed.
    case localeFiles(LocaleID)
}
