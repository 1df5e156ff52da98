import JSONReader
import JSONSchema
import Locales
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema
import StringCatalogs
import Testing

@testable import oscat

/// The wording of diagnostics through the String Catalog: every reason of every kind is worded
/// in every UI locale, English matches the libraries' own wording, and the translations are
/// real sentences.
@Suite struct DiagnosticWordingTests {
    /// Every worded text of every sample, in `strings`' locale.
    static func wordings(_ strings: LocalizedStrings) -> [String] {
        DiagnosticSamples.parseReasons.map { strings.message(for: $0) }
            + DiagnosticSamples.schemaReasons.map { strings.message(for: $0, at: DiagnosticSamples.pointer) }
            + DiagnosticSamples.validationMessages.map { strings.message(for: $0) }
            + DiagnosticSamples.l10nMessages.map { strings.message(for: $0) }
    }

    /// The case name of a reason (`unexpectedCharacter`), for coverage checks.
    static func caseName(_ value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    @Test func theSamplesCoverEveryCase() {
        #expect(
            Set(DiagnosticSamples.parseReasons.map(Self.caseName)) == [
                "emptyInput", "unexpectedEndOfInput", "unexpectedCharacter", "invalidUTF8", "byteOrderMark", "unpairedSurrogate",
                "invalidEscape", "controlCharacterInString", "invalidNumber", "leadingZero", "trailingComma", "duplicateKey",
                "trailingContent", "nestingTooDeep",
            ])
        // Every variant of the reader's facts has a sample: all expectations at the end of the
        // input or at a character, both marks, every number problem.
        #expect(DiagnosticSamples.parseReasons.count == DiagnosticSamples.malformedJSON.count)
        #expect(Set(DiagnosticSamples.parseReasons).count == DiagnosticSamples.malformedJSON.count)
        #expect(Set(DiagnosticSamples.schemaReasons.map(Self.caseName)).count == 30)
        #expect(Set(DiagnosticSamples.validationMessages.map(Self.caseName)).count == 43)
        #expect(Set(DiagnosticSamples.l10nMessages.map(Self.caseName)).count == 20)
    }

    @Test(arguments: LocaleID.all)
    func everyReasonIsWordedCompletely(_ locale: LocaleID) {
        let strings = LocalizedStrings(locale: locale)
        let texts = Self.wordings(strings)
        let withoutQuotedPlaceholders = texts.count - DiagnosticSamples.l10nMessages.count
        for (index, text) in texts.enumerated() {
            #expect(!text.isEmpty)
            // No placeholder left unfilled (the l10n samples quote placeholders as data, so they
            // are exempt) and no key shown in place of a missing text.
            if index < withoutQuotedPlaceholders {
                #expect(FormatString(text).placeholders.isEmpty, "\(locale): \(text)")
            }
            for key in UIStringTable.embedded.catalog.entries.keys where key.contains(".") {
                #expect(!text.contains(key), "\(locale): \(text)")
            }
            if locale == .pseudo { #expect(text.contains("⟦"), "\(text)") }
        }
    }

    @Test func englishIsTheLibrariesWording() {
        let english = LocalizedStrings(language: .english)
        for reason in DiagnosticSamples.parseReasons {
            #expect(english.message(for: reason) == JSONParseError.defaultMessage(for: reason))
        }
        for reason in DiagnosticSamples.schemaReasons {
            #expect(
                english.message(for: reason, at: DiagnosticSamples.pointer)
                    == ValidationError.message(for: reason, at: DiagnosticSamples.pointer))
        }
        for message in DiagnosticSamples.validationMessages {
            #expect(english.message(for: message) == message.englishText)
        }
        for message in DiagnosticSamples.l10nMessages {
            #expect(english.message(for: message) == message.englishText)
        }
    }

    @Test func everyLanguageHasItsOwnWording() {
        let english = Self.wordings(LocalizedStrings(language: .english))
        for language in CatalogLanguage.allCases where language != .english {
            let translated = Self.wordings(LocalizedStrings(language: language))
            // Only texts made of values alone (a pointer and a value) may read as in English.
            let same = zip(english, translated).filter { $0 == $1 }.map(\.0)
            #expect(same.isEmpty, "\(language): \(same)")
        }
    }

    @Test func czechSentences() {
        let czech = LocalizedStrings(language: .czech)
        #expect(czech.message(for: .trailingComma(in: .array)) == "nadbytečná čárka před ']'")
        #expect(
            czech.message(for: .unexpectedCharacter(found: "x", expected: .commaOrClosingBrace))
                == "neočekávaný znak 'x'; očekáváno: ',' nebo '}'")
        #expect(
            czech.message(
                for: .formatMismatch(value: "'2013-02-30'", format: "date", detail: .dayBeyondMonth(year: 2013, month: 2, days: 28)),
                at: DiagnosticSamples.pointer)
                == "'2013-02-30' není platné datum (únor 2013 má 28 dní)")
        #expect(
            czech.message(
                for: ValidationMessage.translationsMissing(
                    entry: DiagnosticSamples.framework, field: "summary", languages: [.czech, .swedish]))
                == "framework 'address-book': 'summary' nemá text v jazycích: čeština (cs) a švédština (sv)")
        #expect(czech.message(for: L10nMessage.missingTranslation(.swedish)) == "chybí text (švédština)")
    }

    @Test func russianAndFrenchCounts() {
        let russian = LocalizedStrings(language: .russian)
        #expect(russian.message(for: .tooFewItems(count: 0, minimum: 1), at: .root) == "в массиве 0 элементов — меньше минимума 1")
        #expect(russian.message(for: .tooFewItems(count: 3, minimum: 5), at: .root) == "в массиве 3 элемента — меньше минимума 5")
        let french = LocalizedStrings(language: .french)
        // French puts a no-break space before ':' and ';'.
        #expect(french.message(for: .emptyInput(whitespaceOnly: false)) == "entrée vide\u{A0}; une valeur JSON est attendue")
    }
}
