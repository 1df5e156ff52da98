import JSONReader
import OSCatalog

extension UIStrings {
    /// A catalog problem in the user's language (the core words it in English only).
    func message(for problem: CatalogProblem) -> String {
        switch problem {
        case .unreadable(let reason):
            return self(.problemUnreadable, message(for: reason))
        case .noCatalogFiles:
            return self(.problemNoCatalogFiles)
        case .notInCatalog(let missing, let isFolder):
            return self(isFolder ? .problemNotCatalogFolder : .problemNotInCatalogFolder, missing)
        case .invalidJSON(let reason):
            return message(for: reason)
        case .wrongType(let field, let expected, let found):
            return self(.problemWrongType, field, wording(expected), found)
        case .missingField(let field):
            return self(.problemMissingField, field)
        case .unknownField(let field, let suggestion):
            return self(.problemUnknownField, field) + didYouMean(suggestion)
        case .unknownCollection(let key, let suggestion):
            let valid = EntityKind.allCases.map(\.collectionKey).sorted().joined(separator: ", ")
            return self(.problemUnknownCollection, key, valid) + didYouMean(suggestion)
        case .invalidValue(let field, let value, let expected):
            return self(.problemInvalidValue, value, field, wording(expected))
        case .duplicateID(let id, let first):
            return self(.problemDuplicateID, id, first.description)
        case .unknownReference(let field, let id, let kind, let suggestion):
            return self(.problemUnknownReference, field, kindName(kind), id) + didYouMean(suggestion)
        case .missingEnglish(let field):
            return self(.problemMissingEnglish, field)
        }
    }

    /// Why a catalog file or folder cannot be read, in the user's language: each kind of file
    /// in its own words.
    func message(for reason: CatalogProblem.UnreadableReason) -> String {
        switch reason {
        case .system(let code): message(for: code)
        case .noSuchDirectory: self(.unreadableNoSuchDirectory)
        case .noSuchFileOrFolder: self(.unreadableNoSuchFileOrFolder)
        case .directory: self(.unreadableDirectory)
        case .fifo: self(.unreadableFIFO)
        case .socket: self(.unreadableSocket)
        case .device: self(.unreadableDevice)
        case .symlinkLoop: self(.unreadableSymlinkLoop)
        case .permissionDenied: self(.unreadablePermissionDenied)
        }
    }

    /// What a field must hold, in the user's language.
    func wording(_ expectation: CatalogProblem.Expectation) -> String {
        switch expectation {
        case .object: self(.expectObject)
        case .array: self(.expectArray)
        case .arrayOfObjects: self(.expectArrayOfObjects)
        case .string: self(.expectString)
        case .integer: self(.expectInteger)
        case .number: self(.expectNumber)
        case .arrayOfStrings: self(.expectArrayOfStrings)
        case .localizedText: self(.expectLocalizedText)
        case .arrayOfLocalizedTexts: self(.expectArrayOfLocalizedTexts)
        case .citation: self(.expectCitation)
        case .arrayOfCitations: self(.expectArrayOfCitations)
        case .date: self(.expectDate)
        case .yearOrDate: self(.expectYearOrDate)
        case .boolean: self(.expectBoolean)
        case .oneOf(let values): self(.expectOneOf, values.joined(separator: ", "))
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
        let key: UIKey = unchecked.files == 1 ? .countReferrersNotChecked : .countReferrersNotCheckedSeveral
        return self(.problemWithConsequence, text, count(key, unchecked.entries))
    }

    /// The localized lower-case name of an entry kind.
    func kindName(_ kind: EntityKind) -> String {
        switch kind {
        case .version: self(.kindVersion)
        case .layer: self(.kindLayer)
        case .service: self(.kindService)
        case .framework: self(.kindFramework)
        case .codec: self(.kindCodec)
        case .program: self(.kindProgram)
        case .tool: self(.kindTool)
        case .source: self(.kindSource)
        }
    }
}
