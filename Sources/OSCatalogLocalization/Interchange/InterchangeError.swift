import FileSafety
import JSONReader
import OSCatalog
import StringCatalogs
import TranslationInterchange

/// Why exporting, planning or applying a translation round trip failed. Nothing has been
/// written when one of these is thrown (see ``TranslationProject/apply(_:)`` for the one
/// exception, a failed write after others succeeded, which is rolled back).
public enum InterchangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The translator's file is malformed.
    case parse(InterchangeParseError)
    /// A project file (`Localizable.xcstrings`, a catalog file, `fingerprints.json`) cannot be
    /// read or is not what it should be; `position` is set when the problem has one.
    case projectFile(path: String, position: SourcePosition?, problem: ProjectFileProblem)
    /// English is the source language: there is nothing to export for it or import into it.
    case sourceLanguage
    /// A text to export holds a character that the formats cannot carry (XML 1.0 forbids
    /// U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE and U+FFFF; PO uses the same rule).
    case forbiddenCharacter(unitID: String, scalar: UInt32)
    /// Writing a file failed. `rolledBack` lists the files already written that were restored
    /// to their previous content; `notRestored` those that could not be.
    case write(FileWriteError, rolledBack: [String], notRestored: [String])

    /// A one-line English description, with `path:line:col` where there is one.
    public var description: String {
        switch self {
        case .parse(let error):
            return error.description
        case .projectFile(let path, let position, let problem):
            let message = problem.description
            if let position { return "\(path):\(position): error: \(message)" }
            return "\(path): error: \(message)"
        case .sourceLanguage:
            return "error: English is the source language; choose a target language (cs, fr, ru, sv)"
        case .forbiddenCharacter(let unitID, let scalar):
            return "error: unit '\(unitID)' contains \(JSONParseError.uPlus(scalar)), "
                + "a control character that XLIFF (XML 1.0) and PO cannot carry"
        case .write(let error, let rolledBack, let notRestored):
            var text = error.description
            if !rolledBack.isEmpty { text += " (restored: \(rolledBack.joined(separator: ", ")))" }
            if !notRestored.isEmpty { text += " (NOT restored: \(notRestored.joined(separator: ", ")))" }
            return text
        }
    }
}

/// What is wrong with a project file (see ``InterchangeError/projectFile(path:position:problem:)``),
/// independent of wording: ``description`` words it in English for library users, and the
/// command-line tool words it in the user's language.
public enum ProjectFileProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable
    /// The file is not valid JSON.
    case json(JSONParseError)
    /// The String Catalog is valid JSON but not a String Catalog oscat can read.
    case stringCatalog(StringCatalogError.Reason)
    /// The catalog folder or some of its files cannot be read: the loader's diagnostics.
    case catalogFolder([CatalogDiagnostic])
    /// A unit of the plan is not in the project.
    case unknownUnit(String)
    /// The String Catalog has no entry at `pointer` for unit `unitID`.
    case entryNotFound(pointer: String, unitID: String)
    /// The localized text at `pointer` (unit `unitID`) cannot take a `language` value.
    case cannotSetTranslation(language: String, pointer: String, unitID: String)

    /// A one-line English description.
    public var description: String {
        switch self {
        case .unreadable: "cannot read the file"
        case .json(let error): error.message
        case .stringCatalog(let reason): reason.description
        case .catalogFolder(let diagnostics): diagnostics.map(\.message).joined(separator: "; ")
        case .unknownUnit(let id): "unit '\(id)' is not in the project"
        case .entryNotFound(let pointer, let id): "cannot find '\(pointer)' for unit '\(id)'"
        case .cannotSetTranslation(let language, let pointer, let id):
            "cannot set '\(language)' of the localized text at '\(pointer)' (unit '\(id)')"
        }
    }
}
