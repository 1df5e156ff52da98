import JSONReader
import OSCatalog
import OSCatalogLocalization

extension LocalizedStrings {
    /// A catalog problem in the user's language (the core words it in English only).
    func message(for problem: CatalogProblem) -> String {
        switch problem {
        case .unreadable(let reason):
            return problemUnreadable(message(for: reason))
        case .noCatalogFiles:
            return problemNoCatalogFiles
        case .notInCatalog(let missing, let isFolder):
            return isFolder ? problemNotCatalogFolder(missing) : problemNotInCatalogFolder(missing)
        case .invalidJSON(let reason):
            return message(for: reason)
        case .wrongType(let field, let expected, let found):
            return problemWrongType(field, wording(expected), found)
        case .missingField(let field):
            return problemMissingField(field)
        case .unknownField(let field, let suggestion):
            return problemUnknownField(field) + didYouMean(suggestion)
        case .unknownCollection(let key, let suggestion):
            let valid = EntityKind.allCases.map(\.collectionKey).sorted().joined(separator: ", ")
            return problemUnknownCollection(key, valid) + didYouMean(suggestion)
        case .invalidValue(let field, let value, let expected):
            return problemInvalidValue(value, field, wording(expected))
        case .duplicateID(let id, let first):
            return problemDuplicateID(id, first.description)
        case .unknownReference(let field, let id, let kind, let suggestion):
            return problemUnknownReference(field, kindName(kind), id) + didYouMean(suggestion)
        case .missingEnglish(let field):
            return problemMissingEnglish(field)
        }
    }

    /// Why a catalog file or folder cannot be read, in the user's language: each kind of file
    /// in its own words.
    func message(for reason: CatalogProblem.UnreadableReason) -> String {
        switch reason {
        case .system(let code): message(for: code)
        case .noSuchDirectory: unreadableNoSuchDirectory
        case .noSuchFileOrFolder: unreadableNoSuchFileOrFolder
        case .directory: unreadableDirectory
        case .fifo: unreadableFIFO
        case .socket: unreadableSocket
        case .device: unreadableDevice
        case .symlinkLoop: unreadableSymlinkLoop
        case .permissionDenied: unreadablePermissionDenied
        }
    }

    /// What a field must hold, in the user's language.
    func wording(_ expectation: CatalogProblem.Expectation) -> String {
        switch expectation {
        case .object: expectObject
        case .array: expectArray
        case .arrayOfObjects: expectArrayOfObjects
        case .string: expectString
        case .integer: expectInteger
        case .number: expectNumber
        case .arrayOfStrings: expectArrayOfStrings
        case .localizedText: expectLocalizedText
        case .arrayOfLocalizedTexts: expectArrayOfLocalizedTexts
        case .citation: expectCitation
        case .arrayOfCitations: expectArrayOfCitations
        case .date: expectDate
        case .yearOrDate: expectYearOrDate
        case .boolean: expectBoolean
        case .oneOf(let values): expectOneOf(values.joined(separator: ", "))
        }
    }

    /// `path:line:col: error: message`, worded in the user's language (the severity word stays
    /// English so editors and CI can parse it).
    func line(for diagnostic: CatalogDiagnostic) -> String {
        let place = diagnostic.location.map(\.description) ?? diagnostic.file
        return "\(place): \(diagnostic.severity.rawValue): \(message(for: diagnostic))"
    }

    /// The message of `diagnostic` in the user's language, with the entries not checked
    /// because of it (on the root cause of a file that cannot be read as a whole).
    func message(for diagnostic: CatalogDiagnostic) -> String {
        let text = message(for: diagnostic.problem)
        guard let unchecked = diagnostic.referrersNotChecked else { return text }
        let consequence =
            unchecked.files == 1
            ? countReferrersNotChecked(unchecked.entries) : countReferrersNotCheckedSeveral(unchecked.entries)
        return problemWithConsequence(text, consequence)
    }
}
