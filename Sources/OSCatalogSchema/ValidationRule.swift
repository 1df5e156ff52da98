/// The checks `oscat validate` runs. Each has a stable id (the raw value), printed in brackets
/// after every message (`… [unique-id]`), so scripts and people can tell the checks apart and look
/// them up in `docs/VALIDATION.md`.
public enum ValidationRule: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A file is not valid JSON (RFC 8259): trailing comma, duplicate key, bad UTF-8, …
    case jsonSyntax = "json-syntax"
    /// A file does not satisfy the catalog JSON Schema (`Catalog/schema/catalog.schema.json`).
    case schema = "schema"
    /// The loader could not read a value the schema accepts (such as an integer too large for
    /// the model), or the loader found a structural problem the schema did not report there.
    case structure = "structure"
    /// Two entries share an id; ids are unique across the whole catalog.
    case uniqueID = "unique-id"
    /// A reference (`layer`, `introduced`, `deprecated`, `removed`, `replacedBy`, `related`)
    /// names no entry of the right kind.
    case reference = "reference"
    /// A citation names a source that the catalog does not have.
    case unknownSource = "unknown-source"
    /// A source that no entry cites.
    case uncitedSource = "uncited-source"
    /// An entry other than a source cites no source.
    case citationRequired = "citation-required"
    /// A citation's locator repeats the cited source's title instead of naming a place in it.
    case citationLocator = "citation-locator"
    /// One entry's citations name the same source twice.
    case citationRepeat = "citation-repeat"
    /// A source is not one document a reader can open: a public reference without a URL or with
    /// a site's front page for one, or an SDK header without its SDK version.
    case sourceDocument = "source-document"
    /// Versions are not strictly increasing by major number and by release date.
    case versionOrder = "version-order"
    /// A version is released before it was announced.
    case releaseAfterAnnouncement = "release-after-announcement"
    /// A version's point releases belong to another major, are out of version or date order,
    /// or one is dated after today.
    case releaseOrder = "release-order"
    /// A tool's releases are out of date order, an Xcode's iOS SDK is not a recorded iOS
    /// release, or a Swift version names an Xcode the catalog does not list.
    case toolReleases = "tool-releases"
    /// A version's support status is dated after today or before the version's release, or
    /// says updates no longer ship while a release is dated after it.
    case supportStatus = "support-status"
    /// A framework's `introduced`, `deprecated` and `removed` versions are out of order.
    case lifecycleOrder = "lifecycle-order"
    /// A framework names a replacement but is neither deprecated nor removed.
    case replacementWithoutDeprecation = "replacement-without-deprecation"
    /// A date (or a source's year) lies beyond today plus the allowed margin.
    case futureDate = "future-date"
    /// A codec's support fact (playback, capture, encode) is dated before the format was introduced.
    case mediaSupport = "media-support"
    /// A retired developer program ends before it started.
    case programDates = "program-dates"
    /// A codec's limits are not positive, implausible, half a frame size, or not on a video codec.
    case codecLimits = "codec-limits"
    /// A URL is not an https URL.
    case httpsURL = "https-url"
    /// A text is empty, padded with white space, has white space twice in a row, or holds a line
    /// break or tab.
    case textWhitespace = "text-whitespace"
    /// An id is not kebab-case, is longer than 64 characters, or is not safe as a file name.
    case idFormat = "id-format"
    /// A localized text lacks one of the five catalog languages.
    case translationMissing = "translation-missing"
    /// Reader text (a summary, highlight, capability, benefit, detail or note) talks about a
    /// source document instead of the platform; such remarks belong in `sourceNotes`.
    case sourceMention = "source-mention"

    /// Whether canonical form depends on what the rule checks, so that `oscat fmt` writes
    /// nothing while it fails: a file must parse and fit the schema (an entry's keys and
    /// collection are known, its sort fields have the right types: a layer's `position`, a
    /// version's `major`, a codec's `kind`), and the facts entries are ordered by must be whole
    /// and unambiguous: every service's `layer` names a layer (`reference`), ids are unique
    /// (`unique-id`), no two versions share a major (`version-order`), and every number reads
    /// into the model (`structure`: a `position` of `1e400` does not).
    public var guardsCanonicalForm: Bool {
        switch self {
        case .jsonSyntax, .schema, .structure, .uniqueID, .reference, .versionOrder: true
        default: false
        }
    }

    /// The stable id, as printed in diagnostics (`unique-id`).
    public var id: String { rawValue }

    /// The stable id.
    public var description: String { rawValue }

    /// A one-line English description of what the rule checks.
    public var summary: String {
        switch self {
        case .jsonSyntax: "every file is strict RFC 8259 JSON in UTF-8 (no trailing commas, no duplicate keys)"
        case .schema: "every file satisfies the catalog JSON Schema (Catalog/schema/catalog.schema.json)"
        case .structure: "every value the schema accepts can be read into the catalog model"
        case .uniqueID: "every id is unique across the whole catalog"
        case .reference: "every reference to a version, layer or framework names an existing entry of that kind"
        case .unknownSource: "every citation names an existing source"
        case .uncitedSource: "every source is cited by at least one entry"
        case .citationRequired: "every entry except a source cites at least one source"
        case .citationLocator: "a citation's locator names a place in the source (section, page, paragraph, header symbol), never its title"
        case .citationRepeat: "an entry cites each source once; several places in one source share one locator"
        case .sourceDocument: "a source is one document: public references have a URL naming it, SDK headers their SDK version"
        case .versionOrder: "versions increase strictly both by major number and by release date"
        case .releaseAfterAnnouncement: "no version is released before it was announced"
        case .toolReleases:
            "a tool's releases are in date order, every Xcode's iOS SDK is a recorded iOS release, and every Swift version's Xcode is a recorded Xcode release"
        case .supportStatus:
            "a version's support status is dated no later than today and no earlier than its release, and no release is dated after a status that says updates no longer ship"
        case .releaseOrder:
            "a version's point releases begin on its release day, belong to its major, follow each other by version and by date, and none is dated after today"
        case .lifecycleOrder: "a framework is introduced no later than it is deprecated, and deprecated no later than it is removed"
        case .replacementWithoutDeprecation: "only a deprecated or removed framework names a replacement (replacedBy)"
        case .futureDate: "no date lies more than the margin (366 days by default) after today"
        case .programDates: "a retired developer program ends no earlier than it started"
        case .mediaSupport: "no playback, capture or encode fact of a media format is dated before the release that introduced the format"
        case .codecLimits: "codec limits are positive and plausible, give width and height together, and appear only on video codecs"
        case .httpsURL: "every URL is an https URL"
        case .textWhitespace: "no text is empty, padded, has two white-space characters in a row, or holds a line break or tab"
        case .idFormat: "every id is kebab-case, at most 64 characters long and safe as a file name"
        case .translationMissing: "every localized text has all five languages (en, cs, fr, ru, sv)"
        case .sourceMention: "reader text names no source document (thesis, tutorial, lab …); remarks about sources go in sourceNotes"
        }
    }

    /// Orders rules by id, for the order of diagnostics at one position.
    public static func < (lhs: ValidationRule, rhs: ValidationRule) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
