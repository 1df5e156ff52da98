import JSONReader
import OSCatalog
import OSCatalogLocalization

extension UIStrings {
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
            return ["error: \(self(.errorExportSourceLanguage))"]
        case .forbiddenCharacter(let unitID, let scalar):
            return ["error: \(self(.interchangeForbiddenCharacter, unitID, JSONParseError.uPlus(scalar)))"]
        case .write(let error, let rolledBack, let notRestored):
            var text = line(for: error)
            if !rolledBack.isEmpty { text += " (\(self(.interchangeRestored, rolledBack.joined(separator: ", "))))" }
            if !notRestored.isEmpty { text += " (\(self(.interchangeNotRestored, notRestored.joined(separator: ", "))))" }
            return [text]
        }
    }

    /// What is wrong with a project file, in the user's language.
    func message(for problem: ProjectFileProblem) -> String {
        switch problem {
        case .unreadable: self(.projectFileUnreadable)
        case .json(let error): message(for: error.reason)
        case .stringCatalog(let reason): message(for: reason)
        case .catalogFolder(let diagnostics): diagnostics.map { message(for: $0.problem) }.joined(separator: "; ")
        case .unknownUnit(let id): self(.projectFileUnknownUnit, id)
        case .entryNotFound(let pointer, let id): self(.projectFileEntryNotFound, pointer, id)
        case .cannotSetTranslation(let language, let pointer, let id): self(.projectFileCannotSetTranslation, language, pointer, id)
        }
    }

    /// What is wrong with a translator's file, in the user's language. Names, ids, characters
    /// and positions stay as written.
    func message(for reason: InterchangeParseError.Reason) -> String {
        switch reason {
        case .invalidUTF8: self(.interchangeInvalidUtf8)
        case .noRootElement: self(.interchangeNoRootElement)
        case .expectedRootElement: self(.interchangeExpectedRootElement)
        case .contentAfterRootElement: self(.interchangeContentAfterRoot)
        case .forbiddenXMLCharacter(let scalar): self(.interchangeForbiddenXmlCharacter, JSONParseError.uPlus(scalar))
        case .unclosedXMLDeclaration: self(.interchangeUnclosedXmlDeclaration)
        case .unsupportedEncoding(let value): self(.interchangeUnsupportedEncoding, value)
        case .documentTypeDeclaration: self(.interchangeDoctype)
        case .doubleHyphenInComment: self(.interchangeDoubleHyphenInComment)
        case .unclosedComment: self(.interchangeUnclosedComment)
        case .misplacedXMLDeclaration: self(.interchangeMisplacedXmlDeclaration)
        case .unclosedProcessingInstruction: self(.interchangeUnclosedProcessingInstruction)
        case .endsInsideElement(let name, let openedAt): self(.interchangeEndsInsideElement, name, openedAt.description)
        case .unexpectedMarkupDeclaration: self(.interchangeUnexpectedMarkupDeclaration)
        case .nestingTooDeep(let limit): self(.interchangeNestingTooDeep, count(.countLevels, limit))
        case .cdataEndInText: self(.interchangeCdataEndInText)
        case .expectedElement: self(.interchangeExpectedElement)
        case .unclosedCDATA: self(.interchangeUnclosedCdata)
        case .unclosedTag(let name): self(.interchangeUnclosedTag, name)
        case .expectedAttributeSeparator: self(.interchangeExpectedAttributeSeparator)
        case .duplicateAttribute(let name, false): self(.interchangeDuplicateAttribute, name)
        case .duplicateAttribute(let name, true): self(.interchangeDuplicateAttributeNamespaced, name)
        case .expectedEquals(let name): self(.interchangeExpectedEquals, name)
        case .emptyNamespaceBinding(let prefix): self(.interchangeEmptyNamespaceBinding, prefix)
        case .mismatchedEndTag(let found, let open, let openedAt):
            self(.interchangeMismatchedEndTag, found, open, openedAt.description)
        case .expectedClosingAngle: self(.interchangeExpectedClosingAngle)
        case .undeclaredPrefix(let prefix): self(.interchangeUndeclaredPrefix, prefix)
        case .invalidQualifiedName(let name): self(.interchangeInvalidQualifiedName, name)
        case .expectedQuotedValue: self(.interchangeExpectedQuotedValue)
        case .lessThanInAttributeValue: self(.interchangeLessThanInAttribute)
        case .unclosedAttributeValue: self(.interchangeUnclosedAttributeValue)
        case .malformedCharacterReference: self(.interchangeMalformedCharacterReference)
        case .forbiddenCharacterReference: self(.interchangeForbiddenCharacterReference)
        case .bareAmpersand: self(.interchangeBareAmpersand)
        case .undefinedEntity(let name): self(.interchangeUndefinedEntity, name)
        case .expectedName: self(.interchangeExpectedName)
        case .notXLIFF(let root): self(.interchangeNotXliff, root)
        case .unsupportedXLIFFVersion(let version): self(.interchangeUnsupportedXliffVersion, version)
        case .noFileElement: self(.interchangeNoFileElement)
        case .missingSourceLanguage: self(.interchangeMissingSourceLanguage)
        case .wrongSourceLanguage(let code): self(.interchangeWrongSourceLanguage, code)
        case .missingTargetLanguage: self(.interchangeMissingTargetLanguage)
        case .unknownTargetLanguage(let code): self(.interchangeUnknownTargetLanguage, code)
        case .differentTargetLanguage(let code, let first): self(.interchangeDifferentTargetLanguage, code, first)
        case .duplicateUnitID(let id, let first): self(.interchangeDuplicateUnitID, id, first.description)
        case .noTargetLanguage: self(.interchangeNoTargetLanguage)
        case .unitWithoutID: self(.interchangeUnitWithoutID)
        case .unitWithoutSource(let id): self(.interchangeUnitWithoutSource, id)
        case .inlineMarkup(let element, let child): self(.interchangeInlineMarkup, element, child)
        case .noHeaderEntry: self(.interchangeNoHeaderEntry)
        case .noLanguageField: self(.interchangeNoLanguageField)
        case .unknownLanguage(let code): self(.interchangeUnknownLanguage, code)
        case .unsupportedCharset(let charset): self(.interchangeUnsupportedCharset, charset)
        case .pluralFormsMismatch(let declared, let language, let expected, let header):
            self(.interchangePluralFormsMismatch, declared.map(String.init) ?? "?", language, String(expected), header)
        case .duplicateContext(let id, let first): self(.interchangeDuplicateContext, id, first.description)
        case .pluralIndexOutOfRange(let index, let language, let count):
            self(.interchangePluralIndexOutOfRange, String(index), language, String(count), String(count - 1))
        case .entryWithoutMsgid: self(.interchangeEntryWithoutMsgid)
        case .pluralEntryWithoutForms: self(.interchangePluralEntryWithoutForms)
        case .msgidWithoutMsgstr: self(.interchangeMsgidWithoutMsgstr)
        case .indexedMsgstrWithoutPlural: self(.interchangeIndexedMsgstrWithoutPlural)
        case .continuationWithoutKeyword: self(.interchangeContinuationWithoutKeyword)
        case .unknownKeyword(let keyword): self(.interchangeUnknownKeyword, keyword)
        case .expectedString(let keyword): self(.interchangeExpectedString, keyword)
        case .misplacedContext: self(.interchangeMisplacedContext)
        case .secondMsgid: self(.interchangeSecondMsgid)
        case .misplacedMsgidPlural: self(.interchangeMisplacedMsgidPlural)
        case .msgstrWithoutMsgid: self(.interchangeMsgstrWithoutMsgid)
        case .duplicateMsgstr(let index): self(.interchangeDuplicateMsgstr, "msgstr" + (index.map { "[\($0)]" } ?? ""))
        case .msgstrOutOfOrder(let index): self(.interchangeMsgstrOutOfOrder, String(index), String(index - 1))
        case .backslashAtLineEnd: self(.interchangeBackslashAtLineEnd)
        case .hexEscapeWithoutDigits: self(.interchangeHexEscapeWithoutDigits)
        case .byteEscapeTooLarge: self(.interchangeByteEscapeTooLarge)
        case .unknownEscape(let escape): self(.interchangeUnknownEscape, "\\" + escape)
        case .escapedControlCharacter(let scalar): self(.interchangeEscapedControlCharacter, JSONParseError.uPlus(scalar))
        case .controlCharacter(let scalar): self(.interchangeControlCharacter, JSONParseError.uPlus(scalar))
        case .unclosedString: self(.interchangeUnclosedString)
        case .textAfterString: self(.interchangeTextAfterString)
        }
    }
}
