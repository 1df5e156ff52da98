import FileSafety
import Foundation
import JSONReader
import JSONSchema
import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs
import SystemCalls
import Testing
import TranslationInterchange

@testable import oscat

/// The wording of translator-file, project-file, file-write and schema-load errors through the
/// String Catalog: every case is worded in every UI locale, English matches the libraries' own
/// wording, and each language has its own text.
@Suite struct InterchangeWordingTests {
    static let position = SourcePosition(line: 3, column: 7, offset: 40)

    /// One sample of every reader reason.
    static let parseReasons: [InterchangeParseError.Reason] = [
        .invalidUTF8, .noRootElement, .expectedRootElement, .contentAfterRootElement, .forbiddenXMLCharacter(7),
        .unclosedXMLDeclaration, .unsupportedEncoding("ISO-8859-1"), .documentTypeDeclaration, .doubleHyphenInComment,
        .unclosedComment, .misplacedXMLDeclaration, .unclosedProcessingInstruction, .endsInsideElement("file", openedAt: position),
        .unexpectedMarkupDeclaration, .nestingTooDeep(limit: 256), .cdataEndInText, .expectedElement, .unclosedCDATA,
        .unclosedTag("xliff"), .expectedAttributeSeparator, .duplicateAttribute("id", afterNamespaceResolution: false),
        .duplicateAttribute("p:x", afterNamespaceResolution: true), .expectedEquals(attribute: "version"),
        .emptyNamespaceBinding(prefix: "p"), .mismatchedEndTag(found: "xliff", open: "file", openedAt: position),
        .expectedClosingAngle, .undeclaredPrefix("p"), .invalidQualifiedName("a:b:c"), .expectedQuotedValue,
        .lessThanInAttributeValue, .unclosedAttributeValue, .malformedCharacterReference, .forbiddenCharacterReference,
        .bareAmpersand, .undefinedEntity("nbsp"), .expectedName, .notXLIFF(root: "html"), .unsupportedXLIFFVersion("2.0"),
        .noFileElement, .missingSourceLanguage, .wrongSourceLanguage("de"), .missingTargetLanguage,
        .unknownTargetLanguage("de"), .differentTargetLanguage("fr", first: "cs"), .duplicateUnitID("ui/a", firstAt: position),
        .noTargetLanguage, .unitWithoutID, .unitWithoutSource(id: "ui/a"), .inlineMarkup(element: "target", child: "g"),
        .noHeaderEntry, .noLanguageField, .unknownLanguage("de"), .unsupportedCharset("ISO-8859-2"),
        .pluralFormsMismatch(declared: 2, language: "cs", expected: 4, header: "nplurals=4; plural=n;"),
        .pluralFormsMismatch(declared: nil, language: "sv", expected: 2, header: "nplurals=2; plural=(n != 1);"),
        .duplicateContext("ui/a", firstAt: position), .pluralIndexOutOfRange(index: 4, language: "cs", count: 4),
        .entryWithoutMsgid, .pluralEntryWithoutForms, .msgidWithoutMsgstr, .indexedMsgstrWithoutPlural,
        .continuationWithoutKeyword, .unknownKeyword("msgfoo"), .expectedString(after: "msgctxt"), .misplacedContext,
        .secondMsgid, .misplacedMsgidPlural, .msgstrWithoutMsgid, .duplicateMsgstr(index: nil), .duplicateMsgstr(index: 2),
        .msgstrOutOfOrder(index: 1), .backslashAtLineEnd, .hexEscapeWithoutDigits, .byteEscapeTooLarge, .unknownEscape("q"),
        .escapedControlCharacter(7), .controlCharacter(0x1B), .unclosedString, .textAfterString,
    ]

    static let projectProblems: [ProjectFileProblem] = [
        .unreadable, .json(JSONParseError(reason: .leadingZero, position: position)),
        .stringCatalog(.notAnObject(.strings)),
        .catalogFolder([CatalogDiagnostic(problem: .noCatalogFiles, file: "Catalog")]),
        .unknownUnit("ui/a"), .entryNotFound(pointer: "/strings/a", unitID: "ui/a"),
        .cannotSetTranslation(language: "cs", pointer: "/codecs/0/summary", unitID: "catalog/h264/summary"),
    ]

    static let writeReasons: [FileWriteError.Reason] = [
        .notARegularFile, .cannotCreateTemporaryFile(system: SystemErrorCode(number: ErrorNumber.EACCES)),
        .tooManyNameCollisions, .cannotWrite(system: SystemErrorCode(number: ErrorNumber.ENOSPC)),
        .cannotSetPermissions(system: SystemErrorCode(number: ErrorNumber.EPERM)),
        .cannotFlush(system: SystemErrorCode(number: ErrorNumber.EIO)), .cannotClose(system: SystemErrorCode(number: ErrorNumber.EIO)),
        .cannotReplace(system: SystemErrorCode(number: ErrorNumber.EROFS)), .cannotReadAgain, .changedSinceRead,
        .aborted(detail: "injected"),
    ]

    static let stringCatalogReasons: [StringCatalogError.Reason] = [
        .invalidJSON(JSONParseError(reason: .invalidUTF8, position: position)), .notAnObject(.file), .notAnObject(.strings),
        .notAnObject(.entry("a")), .notAnObject(.member("localizations", key: "a")), .missingMember("sourceLanguage"),
        .notAString("state"), .unsupportedVariations(key: "a"), .pluralWithoutStringUnit(key: "a", category: "few"),
        .localizationWithoutText(key: "a"), .stringUnitWithoutValue(key: "a"),
        .placeholderNumberTooLarge(key: "a", placeholder: "%10$lld"),
    ]

    static let allowlistReasons: [IdenticalAllowlistError.Reason] = [
        .invalidJSON(JSONParseError(reason: .leadingZero, position: position)), .notAnObject, .unitsNotAnObject,
        .notAnArrayOfStrings(member: "strings", unit: nil), .notAnArrayOfStrings(member: "units", unit: "ui/a"), .unknownKey("string"),
    ]

    static let schemaLoadReasons: [SchemaLoadError.Reason] =
        [
            .unsupportedKeyword("unevaluatedProperties", suggestion: nil), .unsupportedKeyword("requird", suggestion: "required"),
            .unsupportedFormat("email"), .unsupportedDialect("http://json-schema.org/draft-07/schema#"),
            .notASchema(found: "number"), .invalidPattern("("),
            .duplicateIdentifier("urn:a"), .unknownDocument(reference: "a.json", resolved: "a.json"),
            .unknownDocument(reference: "a.json", resolved: "urn:x:a.json"), .unresolvableFragment(reference: "#/x", resolved: "urn:a#/x"),
            .referenceCycle(path: ["#/$defs/a", "#/$defs/b"]),
            .unreadableFile(JSONFileError(path: "a.json", kind: .parse(JSONParseError(reason: .leadingZero, position: position)))),
        ] + SchemaLoadError.ExpectedKeywordValue.allCases.map { .invalidKeywordValue(keyword: "minLength", expected: $0) }
        + [
            .invalidIdentifier(keyword: "$id", value: "a#b", problem: .idWithFragment),
            .invalidIdentifier(keyword: "$anchor", value: "1a", problem: .invalidAnchorName),
        ]

    /// Every error number with a key of its own, and one without (worded by its C name).
    static let systemErrors: [SystemErrorCode] =
        LocalizedStrings.systemErrorKeys.keys.sorted().map { SystemErrorCode(number: $0) }
        + [SystemErrorCode(number: ErrorNumber.ETXTBSY)]

    /// Every worded sample in `strings`' locale, with the library's English for comparison
    /// (nil where the command-line wording is its own).
    static func wordings(_ strings: LocalizedStrings) -> [(text: String, english: String?)] {
        parseReasons.map { (strings.message(for: $0), $0.description) }
            + projectProblems.map { (strings.message(for: $0), $0.description) }
            + writeReasons.map { (strings.message(for: $0), $0.description) }
            + stringCatalogReasons.map { (strings.message(for: $0), $0.description) }
            + allowlistReasons.map { (strings.message(for: $0), $0.description) }
            + schemaLoadReasons.map { (strings.message(for: $0), nil) }
            + schemaLoadReasons.compactMap { reason in
                guard case .invalidKeywordValue = reason else { return nil }
                return (strings.message(for: reason), reason.message)
            }
            + systemErrors.map { code in
                let english = LocalizedStrings.systemErrorKeys[code.number] == nil ? "\(code.text) (\(code.symbolicName ?? ""))" : code.text
                return (strings.message(for: code), english)
            }
            + ["string", "number", "boolean", "list", "object"].map { (strings.templateTypeName($0), $0) }
    }

    /// The case name of a reason: the label of its payload, or the whole value when it has none
    /// (these reasons describe themselves in English, so `String(describing:)` is no case name).
    static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)"
    }

    @Test func theSamplesCoverEveryCase() {
        #expect(Set(Self.parseReasons.map(Self.caseName)).count == 76)
        #expect(Set(Self.writeReasons.map(Self.caseName)).count == 11)
        #expect(Set(Self.projectProblems.map(Self.caseName)).count == 7)
        #expect(Set(Self.stringCatalogReasons.map(Self.caseName)).count == 9)
        #expect(Set(Self.allowlistReasons.map(Self.caseName)).count == 5)
        #expect(Set(Self.schemaLoadReasons.map(Self.caseName)).count == 12)
    }

    @Test(arguments: LocaleID.all)
    func everyCaseIsWordedCompletely(_ locale: LocaleID) {
        for (text, _) in Self.wordings(LocalizedStrings(locale: locale)) {
            #expect(!text.isEmpty)
            // No placeholder left unfilled: `fill` leaves one without its argument as written.
            #expect(FormatString(text).placeholders.isEmpty, "\(locale): \(text)")
            for key in UIStringTable.embedded.catalog.entries.keys where key.contains(".") {
                #expect(!text.contains(key), "\(locale): \(text)")
            }
            if locale == .pseudo { #expect(text.contains("⟦"), "\(text)") }
        }
    }

    @Test func englishIsTheLibrariesWording() {
        for (text, english) in Self.wordings(LocalizedStrings(language: .english)) {
            if let english { #expect(text == english) }
        }
    }

    @Test func everyLanguageHasItsOwnWording() {
        let english = Self.wordings(LocalizedStrings(language: .english)).map(\.text)
        for language in CatalogLanguage.allCases where language != .english {
            let translated = Self.wordings(LocalizedStrings(language: language)).map(\.text)
            let same = zip(english, translated).filter { $0 == $1 }.map(\.0)
            #expect(same.isEmpty, "\(language): \(same)")
        }
    }

    @Test func sentences() {
        let czech = LocalizedStrings(language: .czech)
        #expect(czech.message(for: InterchangeParseError.Reason.unknownEscape("q")) == "neznámá escape sekvence '\\q'")
        #expect(
            czech.line(for: InterchangeParseError(path: "cs.po", position: Self.position, reason: .msgidWithoutMsgstr))
                == "cs.po:3:7: error: msgid bez msgstr")
        #expect(czech.message(for: FileWriteError.Reason.notARegularFile) == "není běžný soubor")
        let russian = LocalizedStrings(language: .russian)
        #expect(
            russian.message(for: InterchangeParseError.Reason.nestingTooDeep(limit: 256)) == "элементы вложены глубже, чем на 256 уровней")
        let french = LocalizedStrings(language: .french)
        #expect(french.message(for: ProjectFileProblem.unknownUnit("ui/a")) == "l’unité 'ui/a' n’est pas dans le projet")
        #expect(
            french.message(for: InterchangeParseError.Reason.unknownTargetLanguage("de"))
                == "langue cible 'de' inconnue\u{A0}; attendu\u{A0}: cs, fr, ru ou sv")
        let swedish = LocalizedStrings(language: .swedish)
        #expect(swedish.templateTypeName("list") == "lista")
        #expect(
            swedish.lines(for: InterchangeError.forbiddenCharacter(unitID: "ui/bell", scalar: 7))
                == ["error: enheten 'ui/bell' innehåller U+0007, ett styrtecken som varken XLIFF (XML 1.0) eller PO kan bära"])
    }
}
