import FileSafety
import JSONReader
import JSONSchema
import OSCatalog
import OSCatalogLocalization

extension UIStrings {
    /// `path: error: message` for a file that could not be written, in the user's language,
    /// the system's reason (e.g. "Permission denied") included.
    func line(for error: FileWriteError) -> String {
        "\(error.path): error: \(message(for: error.reason))"
    }

    /// Why a file could not be written, in the user's language.
    func message(for reason: FileWriteError.Reason) -> String {
        switch reason {
        case .notARegularFile: self(.fileWriteNotARegularFile)
        case .cannotCreateTemporaryFile(let system): self(.fileWriteCannotCreateTemporary, message(for: system))
        case .tooManyNameCollisions: self(.fileWriteTooManyNameCollisions)
        case .cannotWrite(let system): self(.fileWriteCannotWrite, message(for: system))
        case .cannotSetPermissions(let system): self(.fileWriteCannotSetPermissions, message(for: system))
        case .cannotFlush(let system): self(.fileWriteCannotFlush, message(for: system))
        case .cannotClose(let system): self(.fileWriteCannotClose, message(for: system))
        case .cannotReplace(let system): self(.fileWriteCannotReplace, message(for: system))
        case .cannotReadAgain: self(.fileWriteCannotReadAgain)
        case .changedSinceRead: self(.fileWriteChangedSinceRead)
        case .aborted(let detail): self(.fileWriteAborted, detail)
        }
    }

    /// What is wrong with a String Catalog, in the user's language; keys and member names as written.
    func message(for reason: StringCatalogError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject(.file): self(.stringsFileNotAnObject)
        case .notAnObject(.strings): self(.stringsFileMemberNotAnObject, "strings")
        case .notAnObject(.entry(let key)): self(.stringsFileEntryNotAnObject, key)
        case .notAnObject(.member(let name, let key)): self(.stringsFileMemberOfEntryNotAnObject, name, key)
        case .missingMember(let name): self(.stringsFileMissingMember, name)
        case .notAString(let name): self(.stringsFileNotAString, name)
        case .unsupportedVariations(let key): self(.stringsFileUnsupportedVariations, key)
        case .pluralWithoutStringUnit(let key, let category): self(.stringsFilePluralWithoutStringUnit, key, category)
        case .localizationWithoutText(let key): self(.stringsFileLocalizationWithoutText, key)
        case .stringUnitWithoutValue(let key): self(.stringsFileStringUnitWithoutValue, key)
        case .placeholderNumberTooLarge(let key, let placeholder):
            self(.stringsFilePlaceholderNumberTooLarge, key, placeholder, String(FormatString.maximumArgumentNumber))
        }
    }

    /// What is wrong with the glossary, in the user's language; keys and values as written.
    func message(for reason: GlossaryError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject(let member): self(.stringsFileMemberNotAnObject, member)
        case .notAnArray(let member): self(.glossaryNotAnArray, member)
        case .notAString(let member): self(.glossaryNotAString, member)
        case .notAnArrayOfStrings(let member): self(.glossaryNotAnArrayOfStrings, member)
        case .missingKey(let member): self(.stringsFileMissingMember, member)
        case .unknownKey(let key, let expected): self(.glossaryUnknownKey, key, expected.map { "'\($0)'" }.joined(separator: ", "))
        case .unknownKind(let kind): self(.glossaryUnknownKind, kind)
        case .duplicateTerm(let id): self(.glossaryDuplicateTerm, id)
        case .unknownTerm(let id): self(.glossaryUnknownTerm, id)
        case .unknownLanguage(let code): self(.glossaryUnknownLanguage, code)
        }
    }

    /// What is wrong with the identical-to-English allowlist, in the user's language.
    func message(for reason: IdenticalAllowlistError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject: self(.allowlistNotAnObject)
        case .unitsNotAnObject: self(.stringsFileMemberNotAnObject, "units")
        case .notAnArrayOfStrings(_, let unit?): self(.allowlistUnitLanguagesNotAnArray, unit)
        case .notAnArrayOfStrings(let member, nil): self(.allowlistNotAnArrayOfStrings, member)
        case .unknownKey(let key): self(.allowlistUnknownKey, key)
        }
    }

    /// One `file:line:col: error: message` line per problem of a schema that cannot be loaded,
    /// in the user's language.
    func lines(for error: SchemaLoadError) -> [String] {
        error.problems.map { problem in
            if case .unreadableFile(let file) = problem.reason { return line(for: file) }
            return "\(problem.location.sourceReference): error: \(message(for: problem.reason))"
        }
    }

    /// `path[:line:col]: error: message` for a JSON file that cannot be read or parsed.
    func line(for error: JSONFileError) -> String {
        switch error.kind {
        case .io(let reason):
            "\(error.path): error: \(self(.problemUnreadable, error.errorNumber.map { message(for: SystemErrorCode(number: $0)) } ?? reason))"
        case .parse(let parse): "\(error.path):\(parse.position): error: \(message(for: parse.reason))"
        }
    }

    /// Why a schema cannot be loaded, in the user's language. Keywords, URIs and patterns stay
    /// as written.
    func message(for reason: SchemaLoadError.Reason) -> String {
        switch reason {
        case .unsupportedKeyword(let keyword, let suggestion):
            self(.schemaLoadUnsupportedKeyword, keyword) + didYouMean(suggestion)
        case .unsupportedFormat(let format):
            self(.schemaLoadUnsupportedFormat, format, SchemaLoadError.supportedFormats.joined(separator: ", "))
        case .unsupportedDialect(let dialect): self(.schemaLoadUnsupportedDialect, dialect)
        case .invalidKeywordValue(let keyword, let expected): self(.schemaLoadInvalidKeywordValue, keyword, wording(expected))
        case .notASchema(let found): self(.schemaLoadNotASchema, typeName(found))
        case .invalidPattern(let pattern): self(.schemaLoadInvalidPattern, pattern)
        case .invalidIdentifier(let keyword, let value, let problem): self(.schemaLoadInvalidIdentifier, keyword, value, wording(problem))
        case .duplicateIdentifier(let uri): self(.schemaLoadDuplicateIdentifier, uri)
        case .unknownDocument(let reference, let resolved) where reference == resolved:
            self(.schemaLoadUnknownDocument, reference)
        case .unknownDocument(let reference, let resolved): self(.schemaLoadUnknownDocumentResolved, reference, resolved)
        case .unresolvableFragment(let reference, let resolved): self(.schemaLoadUnresolvableFragment, reference, resolved)
        case .referenceCycle(let path): self(.schemaLoadReferenceCycle, path.joined(separator: " → "))
        case .unreadableFile(let error): line(for: error)
        }
    }
}
