import JSONReader
import OSCatalog
import OSCatalogLocalization
import TranslationInterchange

extension LocalizedStrings {
    /// `path:line:col: error: message` for a malformed translator's file, worded in the user's
    /// language (the severity word stays English so editors and CI can parse it).
    func line(for error: InterchangeParseError) -> String {
        let place = error.path.map { "\($0):\(error.position)" } ?? error.position.description
        return "\(place): error: \(message(for: error.reason))"
    }

    /// The lines for a failed export or import, in the user's language.
    func lines(for error: InterchangeError) -> [String] {
        switch error {
        case .parse(let error):
            return [line(for: error)]
        case .projectFile(_, _, .catalogFolder(let diagnostics)) where !diagnostics.isEmpty:
            return diagnostics.map(line(for:))
        case .projectFile(let path, let position, let problem):
            let place = position.map { "\(path):\($0)" } ?? path
            return ["\(place): error: \(message(for: problem))"]
        case .sourceLanguage:
            return ["error: \(errorExportSourceLanguage)"]
        case .forbiddenCharacter(let unitID, let scalar):
            return ["error: \(interchangeForbiddenCharacter(unitID, JSONParseError.uPlus(scalar)))"]
        case .write(let error, let rolledBack, let notRestored):
            var text = line(for: error)
            if !rolledBack.isEmpty { text += " (\(interchangeRestored(rolledBack.joined(separator: ", "))))" }
            if !notRestored.isEmpty { text += " (\(interchangeNotRestored(notRestored.joined(separator: ", "))))" }
            return [text]
        }
    }

    /// What is wrong with a project file, in the user's language.
    func message(for problem: ProjectFileProblem) -> String {
        switch problem {
        case .unreadable: projectFileUnreadable
        case .json(let error): message(for: error.reason)
        case .stringCatalog(let reason): message(for: reason)
        case .catalogFolder(let diagnostics): diagnostics.map { message(for: $0.problem) }.joined(separator: "; ")
        case .unknownUnit(let id): projectFileUnknownUnit(id)
        case .entryNotFound(let pointer, let id): projectFileEntryNotFound(pointer, id)
        case .cannotSetTranslation(let language, let pointer, let id): projectFileCannotSetTranslation(language, pointer, id)
        }
    }

    /// What is wrong with a translator's file, in the user's language. Names, ids, characters
    /// and positions stay as written.
    func message(for reason: InterchangeParseError.Reason) -> String {
        switch reason {
        case .invalidUTF8: interchangeInvalidUtf8
        case .noRootElement: interchangeNoRootElement
        case .expectedRootElement: interchangeExpectedRootElement
        case .contentAfterRootElement: interchangeContentAfterRoot
        case .forbiddenXMLCharacter(let scalar): interchangeForbiddenXMLCharacter(JSONParseError.uPlus(scalar))
        case .unclosedXMLDeclaration: interchangeUnclosedXMLDeclaration
        case .unsupportedEncoding(let value): interchangeUnsupportedEncoding(value)
        case .documentTypeDeclaration: interchangeDoctype
        case .doubleHyphenInComment: interchangeDoubleHyphenInComment
        case .unclosedComment: interchangeUnclosedComment
        case .misplacedXMLDeclaration: interchangeMisplacedXMLDeclaration
        case .unclosedProcessingInstruction: interchangeUnclosedProcessingInstruction
        case .endsInsideElement(let name, let openedAt): interchangeEndsInsideElement(name, openedAt.description)
        case .unexpectedMarkupDeclaration: interchangeUnexpectedMarkupDeclaration
        case .nestingTooDeep(let limit): interchangeNestingTooDeep(countLevels(limit))
        case .cdataEndInText: interchangeCdataEndInText
        case .expectedElement: interchangeExpectedElement
        case .unclosedCDATA: interchangeUnclosedCdata
        case .unclosedTag(let name): interchangeUnclosedTag(name)
        case .expectedAttributeSeparator: interchangeExpectedAttributeSeparator
        case .duplicateAttribute(let name, false): interchangeDuplicateAttribute(name)
        case .duplicateAttribute(let name, true): interchangeDuplicateAttributeNamespaced(name)
        case .expectedEquals(let name): interchangeExpectedEquals(name)
        case .emptyNamespaceBinding(let prefix): interchangeEmptyNamespaceBinding(prefix)
        case .mismatchedEndTag(let found, let open, let openedAt):
            interchangeMismatchedEndTag(found, open, openedAt.description)
        case .expectedClosingAngle: interchangeExpectedClosingAngle
        case .undeclaredPrefix(let prefix): interchangeUndeclaredPrefix(prefix)
        case .invalidQualifiedName(let name): interchangeInvalidQualifiedName(name)
        case .expectedQuotedValue: interchangeExpectedQuotedValue
        case .lessThanInAttributeValue: interchangeLessThanInAttribute
        case .unclosedAttributeValue: interchangeUnclosedAttributeValue
        case .malformedCharacterReference: interchangeMalformedCharacterReference
        case .forbiddenCharacterReference: interchangeForbiddenCharacterReference
        case .bareAmpersand: interchangeBareAmpersand
        case .undefinedEntity(let name): interchangeUndefinedEntity(name)
        case .expectedName: interchangeExpectedName
        case .notXLIFF(let root): interchangeNotXliff(root)
        case .unsupportedXLIFFVersion(let version): interchangeUnsupportedXliffVersion(version)
        case .noFileElement: interchangeNoFileElement
        case .missingSourceLanguage: interchangeMissingSourceLanguage
        case .wrongSourceLanguage(let code): interchangeWrongSourceLanguage(code)
        case .missingTargetLanguage: interchangeMissingTargetLanguage
        case .unknownTargetLanguage(let code): interchangeUnknownTargetLanguage(code)
        case .differentTargetLanguage(let code, let first): interchangeDifferentTargetLanguage(code, first)
        case .duplicateUnitID(let id, let first): interchangeDuplicateUnitID(id, first.description)
        case .noTargetLanguage: interchangeNoTargetLanguage
        case .unitWithoutID: interchangeUnitWithoutID
        case .unitWithoutSource(let id): interchangeUnitWithoutSource(id)
        case .inlineMarkup(let element, let child): interchangeInlineMarkup(element, child)
        case .noHeaderEntry: interchangeNoHeaderEntry
        case .noLanguageField: interchangeNoLanguageField
        case .unknownLanguage(let code): interchangeUnknownLanguage(code)
        case .unsupportedCharset(let charset): interchangeUnsupportedCharset(charset)
        case .pluralFormsMismatch(let declared, let language, let expected, let header):
            interchangePluralFormsMismatch(declared.map(String.init) ?? "?", language, String(expected), header)
        case .duplicateContext(let id, let first): interchangeDuplicateContext(id, first.description)
        case .pluralIndexOutOfRange(let index, let language, let count):
            interchangePluralIndexOutOfRange(String(index), language, String(count), String(count - 1))
        case .entryWithoutMsgid: interchangeEntryWithoutMsgid
        case .pluralEntryWithoutForms: interchangePluralEntryWithoutForms
        case .msgidWithoutMsgstr: interchangeMsgidWithoutMsgstr
        case .indexedMsgstrWithoutPlural: interchangeIndexedMsgstrWithoutPlural
        case .continuationWithoutKeyword: interchangeContinuationWithoutKeyword
        case .unknownKeyword(let keyword): interchangeUnknownKeyword(keyword)
        case .expectedString(let keyword): interchangeExpectedString(keyword)
        case .misplacedContext: interchangeMisplacedContext
        case .secondMsgid: interchangeSecondMsgid
        case .misplacedMsgidPlural: interchangeMisplacedMsgidPlural
        case .msgstrWithoutMsgid: interchangeMsgstrWithoutMsgid
        case .duplicateMsgstr(let index): interchangeDuplicateMsgstr("msgstr" + (index.map { "[\($0)]" } ?? ""))
        case .msgstrOutOfOrder(let index): interchangeMsgstrOutOfOrder(String(index), String(index - 1))
        case .backslashAtLineEnd: interchangeBackslashAtLineEnd
        case .hexEscapeWithoutDigits: interchangeHexEscapeWithoutDigits
        case .byteEscapeTooLarge: interchangeByteEscapeTooLarge
        case .unknownEscape(let escape): interchangeUnknownEscape("\\" + escape)
        case .escapedControlCharacter(let scalar): interchangeEscapedControlCharacter(JSONParseError.uPlus(scalar))
        case .controlCharacter(let scalar): interchangeControlCharacter(JSONParseError.uPlus(scalar))
        case .unclosedString: interchangeUnclosedString
        case .textAfterString: interchangeTextAfterString
        }
    }
}
