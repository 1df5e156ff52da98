import JSONReader

extension InterchangeParseError {
    /// What is wrong with a translator's file, independent of wording: the reader produces a
    /// reason, ``description`` words it in English for library users, and the command-line
    /// tool words it in the user's language. Names, values and positions a reason carries are
    /// as written in the file.
    public enum Reason: Sendable, Equatable {
        // MARK: Text encoding

        /// The bytes are not valid UTF-8.
        case invalidUTF8

        // MARK: XML

        /// There is no element at all.
        case noRootElement
        /// Something other than an element where the root element must start.
        case expectedRootElement
        /// Content after the root element's end tag.
        case contentAfterRootElement
        /// A character XML 1.0 forbids (the value of the Unicode scalar).
        case forbiddenXMLCharacter(UInt32)
        /// `<?xml` without its closing `?>`.
        case unclosedXMLDeclaration
        /// The XML declaration names an encoding other than UTF-8.
        case unsupportedEncoding(String)
        /// A `<!DOCTYPE …>` (not supported: no entities beyond the predefined ones).
        case documentTypeDeclaration
        /// `--` inside a comment.
        case doubleHyphenInComment
        /// A comment without its closing `-->`.
        case unclosedComment
        /// `<?xml …?>` after the start of the file.
        case misplacedXMLDeclaration
        /// A processing instruction without its closing `?>`.
        case unclosedProcessingInstruction
        /// The file ends before the end tag of `element`, opened at `openedAt`.
        case endsInsideElement(String, openedAt: SourcePosition)
        /// `<!` in element content that starts neither a comment nor a CDATA section.
        case unexpectedMarkupDeclaration
        /// Elements nested deeper than `limit` levels.
        case nestingTooDeep(limit: Int)
        /// `]]>` in text.
        case cdataEndInText
        /// An element was expected.
        case expectedElement
        /// A CDATA section without its closing `]]>`.
        case unclosedCDATA
        /// The start tag of element `name` is not closed.
        case unclosedTag(String)
        /// After a name or an attribute, neither whitespace nor `>` nor `/>`.
        case expectedAttributeSeparator
        /// An attribute given twice; `afterNamespaceResolution` when the names differ only in
        /// their prefixes.
        case duplicateAttribute(String, afterNamespaceResolution: Bool)
        /// An attribute name without `=` after it.
        case expectedEquals(attribute: String)
        /// `xmlns:prefix=""`.
        case emptyNamespaceBinding(prefix: String)
        /// The end tag `found` does not match the open element `open` (opened at `openedAt`).
        case mismatchedEndTag(found: String, open: String, openedAt: SourcePosition)
        /// `>` was expected.
        case expectedClosingAngle
        /// A namespace prefix without a declaration.
        case undeclaredPrefix(String)
        /// A name that is not a valid qualified name (`prefix:local`).
        case invalidQualifiedName(String)
        /// An attribute value without quotes.
        case expectedQuotedValue
        /// `<` in an attribute value.
        case lessThanInAttributeValue
        /// An attribute value without its closing quote.
        case unclosedAttributeValue
        /// A character reference (`&#…;`) that is not well formed.
        case malformedCharacterReference
        /// A character reference naming a character XML 1.0 forbids.
        case forbiddenCharacterReference
        /// `&` that does not start a reference.
        case bareAmpersand
        /// `&name;` other than the five predefined entities.
        case undefinedEntity(String)
        /// A name was expected.
        case expectedName

        // MARK: XLIFF

        /// The root element (its qualified name) is not `<xliff>`.
        case notXLIFF(root: String)
        /// An XLIFF version other than 1.2.
        case unsupportedXLIFFVersion(String)
        /// No `<file>` element.
        case noFileElement
        /// A `<file>` without `source-language`.
        case missingSourceLanguage
        /// A source language other than English.
        case wrongSourceLanguage(String)
        /// A `<file>` without `target-language`.
        case missingTargetLanguage
        /// A target language oscat does not translate into.
        case unknownTargetLanguage(String)
        /// A `<file>` whose target language differs from the first file's (`first`, a code).
        case differentTargetLanguage(String, first: String)
        /// A trans-unit id given twice, first at `firstAt`.
        case duplicateUnitID(String, firstAt: SourcePosition)
        /// No target language anywhere in the file.
        case noTargetLanguage
        /// A `<trans-unit>` without `id`.
        case unitWithoutID
        /// A `<trans-unit>` without `<source>`.
        case unitWithoutSource(id: String)
        /// Markup (`child`) inside `element`, where only plain text is supported.
        case inlineMarkup(element: String, child: String)

        // MARK: PO

        /// No header entry (`msgid ""`).
        case noHeaderEntry
        /// The header has no `Language` field.
        case noLanguageField
        /// The header's language is not one oscat translates into.
        case unknownLanguage(String)
        /// The header declares a charset other than UTF-8.
        case unsupportedCharset(String)
        /// `Plural-Forms` declares `declared` forms (nil when unreadable), but `language` has
        /// `expected` (`header` is the header oscat writes).
        case pluralFormsMismatch(declared: Int?, language: String, expected: Int, header: String)
        /// A msgctxt given twice, first at `firstAt`.
        case duplicateContext(String, firstAt: SourcePosition)
        /// `msgstr[index]` beyond the `count` plural forms of `language`.
        case pluralIndexOutOfRange(index: Int, language: String, count: Int)
        /// An entry without msgid.
        case entryWithoutMsgid
        /// An entry with msgid_plural but without indexed msgstr.
        case pluralEntryWithoutForms
        /// msgid without msgstr.
        case msgidWithoutMsgstr
        /// `msgstr[N]` in an entry without msgid_plural.
        case indexedMsgstrWithoutPlural
        /// A string line with no keyword before it.
        case continuationWithoutKeyword
        /// A keyword PO does not have (as written).
        case unknownKeyword(String)
        /// A keyword without a string after it.
        case expectedString(after: String)
        /// msgctxt after msgid, or twice.
        case misplacedContext
        /// A second msgid in one entry.
        case secondMsgid
        /// msgid_plural before msgid, or twice.
        case misplacedMsgidPlural
        /// msgstr before msgid.
        case msgstrWithoutMsgid
        /// A second msgstr (`index` nil) or `msgstr[index]`.
        case duplicateMsgstr(index: Int?)
        /// `msgstr[index]` before `msgstr[index - 1]`.
        case msgstrOutOfOrder(index: Int)
        /// `\` at the end of a line.
        case backslashAtLineEnd
        /// `\x` without hex digits.
        case hexEscapeWithoutDigits
        /// A numeric escape above `\177` (a byte of a multi-byte character).
        case byteEscapeTooLarge
        /// An escape PO does not have (the character after the backslash).
        case unknownEscape(String)
        /// An escape that decodes to a control character (the Unicode scalar).
        case escapedControlCharacter(UInt32)
        /// A control character (the Unicode scalar) in a string.
        case controlCharacter(UInt32)
        /// A string not closed on its line.
        case unclosedString
        /// Text after a string on its line.
        case textAfterString

        /// A clear English sentence for the reason.
        public var description: String {
            switch self {
            case .invalidUTF8: "the file is not valid UTF-8"
            case .noRootElement: "the file has no root element"
            case .expectedRootElement: "expected the root element"
            case .contentAfterRootElement: "content after the root element"
            case .forbiddenXMLCharacter(let scalar): "character \(JSONParseError.uPlus(scalar)) is not allowed in XML 1.0"
            case .unclosedXMLDeclaration: "the XML declaration is not closed"
            case .unsupportedEncoding(let value): "the file is declared as '\(value)'; only UTF-8 is supported"
            case .documentTypeDeclaration: "document type declarations are not supported"
            case .doubleHyphenInComment: "'--' is not allowed inside a comment"
            case .unclosedComment: "the comment is not closed"
            case .misplacedXMLDeclaration: "an XML declaration is only allowed at the very start of the file"
            case .unclosedProcessingInstruction: "the processing instruction is not closed"
            case .endsInsideElement(let name, let openedAt): "the file ends inside <\(name)> (opened at \(openedAt))"
            case .unexpectedMarkupDeclaration: "unexpected `<!` in element content"
            case .nestingTooDeep(let limit): "elements are nested more than \(limit) levels deep"
            case .cdataEndInText: "']]>' is not allowed in text"
            case .expectedElement: "expected an element"
            case .unclosedCDATA: "the CDATA section is not closed"
            case .unclosedTag(let name): "the tag <\(name)> is not closed"
            case .expectedAttributeSeparator: "expected whitespace, '>' or '/>'"
            case .duplicateAttribute(let name, false): "attribute '\(name)' appears twice"
            case .duplicateAttribute(let name, true): "attribute '\(name)' appears twice (after namespace resolution)"
            case .expectedEquals(let name): "expected '=' after attribute '\(name)'"
            case .emptyNamespaceBinding(let prefix): "namespace prefix '\(prefix)' cannot be bound to an empty name"
            case .mismatchedEndTag(let found, let open, let openedAt): "</\(found)> does not close <\(open)> (opened at \(openedAt))"
            case .expectedClosingAngle: "expected '>'"
            case .undeclaredPrefix(let prefix): "namespace prefix '\(prefix)' is not declared"
            case .invalidQualifiedName(let name): "'\(name)' is not a valid qualified name"
            case .expectedQuotedValue: "expected a quoted attribute value"
            case .lessThanInAttributeValue: "'<' is not allowed in an attribute value"
            case .unclosedAttributeValue: "the attribute value is not closed"
            case .malformedCharacterReference: "malformed character reference"
            case .forbiddenCharacterReference: "the character reference names a character XML 1.0 does not allow"
            case .bareAmpersand: "'&' must start a reference such as `&amp;`"
            case .undefinedEntity(let name): "undefined entity `&\(name);`"
            case .expectedName: "expected a name"
            case .notXLIFF(let root): "the root element is <\(root)>, not an XLIFF <xliff>"
            case .unsupportedXLIFFVersion(let version): "XLIFF version \(version) is not supported; export XLIFF 1.2"
            case .noFileElement: "the file has no <file> element"
            case .missingSourceLanguage: "<file> has no source-language"
            case .wrongSourceLanguage(let code): "the source language is '\(code)'; oscat's source language is English (en)"
            case .missingTargetLanguage: "<file> has no target-language"
            case .unknownTargetLanguage(let code): "unknown target language '\(code)'; expected cs, fr, ru or sv"
            case .differentTargetLanguage(let code, let first): "target language '\(code)' differs from the first file's (\(first))"
            case .duplicateUnitID(let id, let first): "trans-unit id '\(id)' appears twice (first at \(first))"
            case .noTargetLanguage: "the file has no target language"
            case .unitWithoutID: "<trans-unit> has no id"
            case .unitWithoutSource(let id): "<trans-unit id=\"\(id)\"> has no <source>"
            case .inlineMarkup(let element, let child):
                "<\(element)> contains <\(child)>; inline markup is not supported, write plain text"
            case .noHeaderEntry: "the file has no header entry (msgid \"\") giving its Language"
            case .noLanguageField: "the header has no Language field"
            case .unknownLanguage(let code): "unknown language '\(code)' in the header; expected cs, fr, ru or sv"
            case .unsupportedCharset(let charset): "the header declares charset '\(charset)'; only UTF-8 is supported"
            case .pluralFormsMismatch(let declared, let language, let expected, let header):
                "Plural-Forms has nplurals=\(declared.map(String.init) ?? "?"), but oscat's \(language) forms are \(expected) (\(header))"
            case .duplicateContext(let id, let first): "msgctxt '\(id)' appears twice (first at \(first))"
            case .pluralIndexOutOfRange(let index, let language, let count):
                "msgstr[\(index)]: \(language) has \(count) plural forms, msgstr[0] to msgstr[\(count - 1)]"
            case .entryWithoutMsgid: "the entry has no msgid"
            case .pluralEntryWithoutForms: "an entry with msgid_plural needs msgstr[0], msgstr[1] …"
            case .msgidWithoutMsgstr: "msgid without msgstr"
            case .indexedMsgstrWithoutPlural: "msgstr[N] without msgid_plural"
            case .continuationWithoutKeyword: "a string continuation without a keyword before it"
            case .unknownKeyword(let keyword): "unknown keyword '\(keyword)'"
            case .expectedString(let keyword): "expected a string after '\(keyword)'"
            case .misplacedContext: "msgctxt must come first, once"
            case .secondMsgid: "a second msgid in one entry"
            case .misplacedMsgidPlural: "msgid_plural must follow msgid, once"
            case .msgstrWithoutMsgid: "msgstr without msgid"
            case .duplicateMsgstr(let index): "a second msgstr\(index.map { "[\($0)]" } ?? "")"
            case .msgstrOutOfOrder(let index): "msgstr[\(index)] before msgstr[\(index - 1)]"
            case .backslashAtLineEnd: "a backslash at the end of the line"
            case .hexEscapeWithoutDigits: "'\\x' needs hex digits"
            case .byteEscapeTooLarge: "byte escapes above \\177 are not supported; write the character itself"
            case .unknownEscape(let escape): "unknown escape '\\\(escape)'"
            case .escapedControlCharacter(let scalar):
                "the escape gives \(JSONParseError.uPlus(scalar)), a control character that cannot be imported"
            case .controlCharacter(let scalar): "\(JSONParseError.uPlus(scalar)) is a control character that cannot be imported"
            case .unclosedString: "the string is not closed on its line"
            case .textAfterString: "unexpected text after the string"
            }
        }
    }
}
