import FileSafety
import JSONReader
import JSONSchema
import OSCatalog
import OSCatalogLocalization
import StringCatalogs

extension LocalizedStrings {
    /// `path: error: message` for a file that could not be written, in the user's language,
    /// the system's reason (e.g. "Permission denied") included.
    func line(for error: FileWriteError) -> String {
        "\(error.path): error: \(message(for: error.reason))"
    }

    /// Why a file could not be written, in the user's language.
    func message(for reason: FileWriteError.Reason) -> String {
        switch reason {
        case .notARegularFile: fileWriteNotARegularFile
        case .cannotCreateTemporaryFile(let system): fileWriteCannotCreateTemporary(message(for: system))
        case .tooManyNameCollisions: fileWriteTooManyNameCollisions
        case .cannotWrite(let system): fileWriteCannotWrite(message(for: system))
        case .cannotSetPermissions(let system): fileWriteCannotSetPermissions(message(for: system))
        case .cannotFlush(let system): fileWriteCannotFlush(message(for: system))
        case .cannotClose(let system): fileWriteCannotClose(message(for: system))
        case .cannotReplace(let system): fileWriteCannotReplace(message(for: system))
        case .cannotReadAgain: fileWriteCannotReadAgain
        case .changedSinceRead: fileWriteChangedSinceRead
        case .aborted(let detail): fileWriteAborted(detail)
        }
    }

    /// What is wrong with a String Catalog, in the user's language; keys and member names as written.
    func message(for reason: StringCatalogError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject(.file): stringsFileNotAnObject
        case .notAnObject(.strings): stringsFileMemberNotAnObject("strings")
        case .notAnObject(.entry(let key)): stringsFileEntryNotAnObject(key)
        case .notAnObject(.member(let name, let key)): stringsFileMemberOfEntryNotAnObject(name, key)
        case .missingMember(let name): stringsFileMissingMember(name)
        case .notAString(let name): stringsFileNotAString(name)
        case .unsupportedVariations(let key): stringsFileUnsupportedVariations(key)
        case .pluralWithoutStringUnit(let key, let category): stringsFilePluralWithoutStringUnit(key, category)
        case .localizationWithoutText(let key): stringsFileLocalizationWithoutText(key)
        case .stringUnitWithoutValue(let key): stringsFileStringUnitWithoutValue(key)
        case .placeholderNumberTooLarge(let key, let placeholder):
            stringsFilePlaceholderNumberTooLarge(key, placeholder, String(FormatString.maximumArgumentNumber))
        }
    }

    /// What is wrong with the glossary, in the user's language; keys and values as written.
    func message(for reason: GlossaryError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject(let member): stringsFileMemberNotAnObject(member)
        case .notAnArray(let member): glossaryNotAnArray(member)
        case .notAString(let member): glossaryNotAString(member)
        case .notAnArrayOfStrings(let member): glossaryNotAnArrayOfStrings(member)
        case .missingKey(let member): stringsFileMissingMember(member)
        case .unknownKey(let key, let expected): glossaryUnknownKey(key, expected.map { "'\($0)'" }.joined(separator: ", "))
        case .unknownKind(let kind): glossaryUnknownKind(kind)
        case .duplicateTerm(let id): glossaryDuplicateTerm(id)
        case .unknownTerm(let id): glossaryUnknownTerm(id)
        case .unknownLanguage(let code): glossaryUnknownLanguage(code)
        }
    }

    /// What is wrong with the identical-to-English allowlist, in the user's language.
    func message(for reason: IdenticalAllowlistError.Reason) -> String {
        switch reason {
        case .invalidJSON(let error): message(for: error.reason)
        case .notAnObject: allowlistNotAnObject
        case .unitsNotAnObject: stringsFileMemberNotAnObject("units")
        case .notAnArrayOfStrings(_, let unit?): allowlistUnitLanguagesNotAnArray(unit)
        case .notAnArrayOfStrings(let member, nil): allowlistNotAnArrayOfStrings(member)
        case .unknownKey(let key): allowlistUnknownKey(key)
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
            "\(error.path): error: \(problemUnreadable(error.errorNumber.map { message(for: SystemErrorCode(number: $0)) } ?? reason))"
        case .parse(let parse): "\(error.path):\(parse.position): error: \(message(for: parse.reason))"
        }
    }

    /// Why a schema cannot be loaded, in the user's language. Keywords, URIs and patterns stay
    /// as written.
    func message(for reason: SchemaLoadError.Reason) -> String {
        switch reason {
        case .unsupportedKeyword(let keyword, let suggestion):
            schemaLoadUnsupportedKeyword(keyword) + didYouMean(suggestion)
        case .unsupportedFormat(let format):
            schemaLoadUnsupportedFormat(format, SchemaLoadError.supportedFormats.joined(separator: ", "))
        case .unsupportedDialect(let dialect): schemaLoadUnsupportedDialect(dialect)
        case .invalidKeywordValue(let keyword, let expected): schemaLoadInvalidKeywordValue(keyword, wording(expected))
        case .notASchema(let found): schemaLoadNotASchema(typeName(found))
        case .invalidPattern(let pattern): schemaLoadInvalidPattern(pattern)
        case .invalidIdentifier(let keyword, let value, let problem): schemaLoadInvalidIdentifier(keyword, value, wording(problem))
        case .duplicateIdentifier(let uri): schemaLoadDuplicateIdentifier(uri)
        case .unknownDocument(let reference, let resolved) where reference == resolved:
            schemaLoadUnknownDocument(reference)
        case .unknownDocument(let reference, let resolved): schemaLoadUnknownDocumentResolved(reference, resolved)
        case .unresolvableFragment(let reference, let resolved): schemaLoadUnresolvableFragment(reference, resolved)
        case .referenceCycle(let path): schemaLoadReferenceCycle(path.joined(separator: " → "))
        case .unreadableFile(let error): line(for: error)
        }
    }
}
