import JSONReader
import Locales

/// The file formats translators exchange: what `oscat l10n export --format` writes and
/// `oscat l10n import` reads.
public enum InterchangeFormat: String, Sendable, Hashable, CaseIterable {
    /// XLIFF 1.2, as Xcode exports it (`.xliff`, `.xlf`).
    case xliff
    /// GNU gettext PO (`.po`).
    case po

    /// The usual file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .xliff: "xliff"
        case .po: "po"
        }
    }

    /// The format of a file: XLIFF when its first character other than whitespace or a byte
    /// order mark is `<`, PO otherwise (PO files start with `#`, `msgid` or a blank line).
    public static func detect(_ bytes: [UInt8]) -> InterchangeFormat {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        let first = rest.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "<") ? .xliff : .po
    }
}

/// A translator's file, read: its target language and what it says about each unit.
///
/// Read one with ``read(_:path:)``; plan its import into oscat's project with `TranslationProject.plan(_:options:)`
/// (OSCatalogLocalization).
public struct InterchangeDocument: Sendable {
    /// The format it was read from.
    public var format: InterchangeFormat
    /// The target language (XLIFF `target-language`, PO `Language`).
    public var language: CatalogLanguage
    /// The entries in file order. A plural unit has one entry per plural category.
    public var entries: [InterchangeEntry]
    /// The file's path as given to ``read(_:path:)``, for reports; nil for bytes without a name.
    public var path: String?

    /// Creates a document.
    public init(format: InterchangeFormat, language: CatalogLanguage, entries: [InterchangeEntry], path: String? = nil) {
        self.format = format
        self.language = language
        self.entries = entries
        self.path = path
    }

    /// Reads an XLIFF 1.2 or PO file (detected with ``InterchangeFormat/detect(_:)``).
    /// - Parameters:
    ///   - bytes: The file's content, UTF-8 (a leading byte order mark is skipped).
    ///   - path: The name used in errors, as given on the command line.
    /// - Throws: ``InterchangeParseError`` at the first problem, with its `line:col`.
    public static func read(_ bytes: [UInt8], path: String? = nil) throws(InterchangeParseError) -> InterchangeDocument {
        var document =
            switch InterchangeFormat.detect(bytes) {
            case .xliff: try XLIFFReader.read(bytes, path: path)
            case .po: try POReader.read(bytes, path: path)
            }
        document.path = path
        return document
    }
}

/// What a translator's file says about one unit, or about one plural category of a plural unit.
public struct InterchangeEntry: Sendable, Hashable {
    /// The unit's id (``ExportItem/unitID`` in a file the writers wrote), without any plural suffix.
    public var unitID: String
    /// The plural category, for an entry of a plural unit.
    public var category: PluralCategory?
    /// The id as written in the file (XLIFF `id`, PO `msgctxt`), for reports.
    public var writtenID: String
    /// The English text as written in the file, if any.
    public var source: String?
    /// The translation; empty when the file leaves the unit untranslated.
    public var target: String
    /// Whether the file marks the translation as not final (XLIFF `needs-*` states, PO `fuzzy`).
    public var needsReview: Bool
    /// The fingerprint of the English text the file was exported from, if the file kept it.
    public var fingerprint: String?
    /// Where the entry starts in the file.
    public var position: SourcePosition

    /// Creates an entry.
    public init(
        unitID: String, category: PluralCategory? = nil, writtenID: String? = nil, source: String?, target: String,
        needsReview: Bool = false, fingerprint: String? = nil, position: SourcePosition = .start
    ) {
        self.unitID = unitID
        self.category = category
        self.writtenID = writtenID ?? unitID
        self.source = source
        self.target = target
        self.needsReview = needsReview
        self.fingerprint = fingerprint
        self.position = position
    }
}
