import FileSafety
import OSCatalog
import TemplateEngine

/// Why a site build failed; every message names the file or folder concerned. A failed build
/// leaves the previous site as it was.
public enum SiteBuildError: Error, Sendable, CustomStringConvertible {
    /// The templates folder does not exist.
    case templatesNotFound(String)
    /// A required template or asset is missing.
    case missingTemplate(String)
    /// A file cannot be read (or is not UTF-8 text where text is needed).
    case unreadable(String)
    /// A template has a syntax error, or names something its model lacks.
    case template(TemplateError)
    /// A catalog id cannot be a file name (it would leave the output folder or hide a file).
    case unsafePath(String)
    /// The page's body has a different number of entry headings than the page has anchors:
    /// a template dropped or added a `###` heading.
    case anchorMismatch(page: String, headings: Int, anchors: Int)
    /// The output folder exists, is not empty, and was not made by `oscat build`.
    case foreignOutputDirectory(String)
    /// The output path exists but is not a folder.
    case outputNotADirectory(String)
    /// Writing the site failed (disk full, no permission …); the previous site is intact.
    /// `reason` is what the system said (its English text shows in ``description``).
    case writeFailed(path: String, reason: SystemErrorCode)

    /// The problem in English, for logs and tests; the CLI words it in the user's language.
    public var description: String {
        switch self {
        case .templatesNotFound(let path):
            "\(path): error: templates folder not found"
        case .missingTemplate(let path):
            "\(path): error: required template file missing"
        case .unreadable(let path):
            "\(path): error: cannot read the file as UTF-8 text"
        case .template(let error):
            error.description
        case .unsafePath(let id):
            "error: the id '\(id)' cannot name a page: ids must be lower-case letters, digits, '-' and '.'"
        case .anchorMismatch(let page, let headings, let anchors):
            "\(page): error: the page has \(headings) entry headings (###) but \(anchors) entries"
        case .foreignOutputDirectory(let path):
            "\(path): error: the folder is not empty and was not made by oscat build; choose an empty or new folder"
        case .outputNotADirectory(let path):
            "\(path): error: not a folder"
        case .writeFailed(let path, let reason):
            "\(path): error: cannot write the site (\(reason)); the previous site is unchanged"
        }
    }
}
