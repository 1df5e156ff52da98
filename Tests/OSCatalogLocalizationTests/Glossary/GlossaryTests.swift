import Foundation
import Locales
import OSCatalog
import TestSupport
import Testing

@testable import OSCatalogLocalization

/// Reading the glossary file, matching terms in texts, and the TBX and CSV exports.
@Suite struct GlossaryTests {
    static let sample = """
        {
          "terms": [
            {"id": "control-center", "en": "Control Center", "variants": ["Control Centre"], "otherSenses": ["Control Center framework"], "kind": "feature",
             "note": "The system panel <swiped> down & open",
             "cs": {"approved": "Ovládací centrum", "accepted": ["ovládací centr", "ovládacího centr", "ovládacím centr"], "rejected": ["Control Center", "kontrolní centrum"],
                    "source": "https://support.apple.com/cs-cz/guide/iphone/iph59095ec58/ios"},
             "fr": {"approved": "Centre de contrôle", "rejected": ["Control Center"]},
             "ru": {"approved": "Пункт управления", "accepted": ["пункт управлени", "пункте управлени", "пункта управлени"]},
             "sv": {"approved": "Kontrollcenter", "accepted": ["kontrollcent"]}},
            {"id": "deprecated", "en": "deprecated", "kind": "term",
             "cs": {"approved": "zastaralý", "accepted": ["zastaral"]},
             "fr": {"approved": "obsolète", "accepted": ["obsolèt"], "rejected": ["déprécié"]},
             "ru": {"approved": "устаревший", "accepted": ["устаревш"]},
             "sv": {"approved": "föråldrad", "accepted": ["föråldra"], "rejected": ["utfasad"]}}
          ],
          "exceptions": [{"unit": "ui/x", "language": "fr", "term": "deprecated", "why": "quotes Apple's French page"}]
        }
        """

    static func glossary() throws -> Glossary { try Glossary(bytes: Array(sample.utf8)) }

    @Test func readsTermsRenderingsAndExceptions() throws {
        let glossary = try Self.glossary()
        #expect(glossary.terms.map(\.id) == ["control-center", "deprecated"])
        let center = glossary.terms[0]
        #expect(center.kind == .feature && center.isCaseSensitive && center.variants == ["Control Centre"])
        #expect(center.renderings[.czech]?.rejected == ["Control Center", "kontrolní centrum"])
        #expect(center.renderings[.french]?.accepted == [])
        #expect(center.position.line == 3)
        #expect(!glossary.terms[1].isCaseSensitive)
        #expect(glossary.excepts(unitID: "ui/x", language: .french, termID: "deprecated"))
        #expect(!glossary.excepts(unitID: "ui/x", language: .czech, termID: "deprecated"))
    }

    @Test(
        arguments: [
            (#"{"terms": 3}"#, "'terms' must be an array", 1, 11),
            (#"{"terms": [], "extra": 1}"#, "unknown key 'extra' (expected '$comment', 'terms', 'exceptions')", 1, 15),
            (#"{"terms": [{"id": "a", "en": "A", "kind": "feature"}]}"#, "'cs' is missing", 1, 12),
            (#"{"terms": [{"id": "a", "en": "A", "kind": "word"}]}"#, "unknown kind 'word' (expected 'feature', 'term' or 'keep')", 1, 43),
            ("{\"terms\": [\n  {}]", "unexpected end of input; expected ',' or '}'", 2, 6),
        ] as [(String, String, Int, Int)])
    func problemsNameTheirPosition(text: String, message: String, line: Int, column: Int) {
        #expect(throws: GlossaryError.self) { try Glossary(bytes: Array(text.utf8)) }
        do {
            _ = try Glossary(bytes: Array(text.utf8))
        } catch {
            #expect(error.message == message)
            #expect(error.position.line == line && error.position.column == column, "\(error)")
        }
    }

    @Test func duplicateTermsAndUnknownExceptionTermsAreErrors() throws {
        let rendering = #"{"approved": "x"}"#
        let term =
            #"{"id": "a", "en": "A", "kind": "term", "cs": \#(rendering), "fr": \#(rendering), "ru": \#(rendering), "sv": \#(rendering)}"#
        let twice = "{\"terms\": [\(term), \(term)]}"
        let second = twice.utf8.count - term.utf8.count - 2
        #expect(throws: GlossaryError(position: .init(line: 1, column: second + 1, offset: second), reason: .duplicateTerm("a"))) {
            try Glossary(bytes: Array(twice.utf8))
        }
        let exception = #"{"unit": "ui/x", "language": "cs", "term": "b", "why": "w"}"#
        #expect(throws: GlossaryError.self) { try Glossary(bytes: Array("{\"terms\": [\(term)], \"exceptions\": [\(exception)]}".utf8)) }
    }

    @Test(
        arguments: [
            // English without the term: nothing to check.
            ("The system panel", "Systémový panel", GlossaryMatch.fine),
            // Approved rendering, inflected.
            ("Open Control Center to switch.", "Otevřete Ovládací centrum a přepněte.", .fine),
            ("Added to Control Center in iOS 11.", "Přidáno do ovládacího centra v iOS 11.", .fine),
            // The English variant spelling counts too.
            ("Open Control Centre.", "Otevřete Control Center.", .rejected(found: "Control Center")),
            ("Open Control Center.", "Otevřete kontrolní centrum.", .rejected(found: "kontrolní centrum")),
            ("Open Control Center.", "Otevřete panel.", .missing),
            // Features match with their capitals: "control center" in lower case is not the feature.
            ("a control center for the app", "řídicí středisko aplikace", .fine),
            // A code span is not running text.
            ("See `Control Center`.", "Viz `Control Center`.", .fine),
            // The term in another sense (here a product name) is not checked.
            ("The Control Center framework.", "Framework Control Center.", .fine),
            ("The Control Center framework and Control Center.", "Framework Control Center.", .rejected(found: "Control Center")),
        ] as [(String, String, GlossaryMatch)])
    func matchesTheFeatureInCzech(english: String, czech: String, expected: GlossaryMatch) throws {
        let term = try Self.glossary().terms[0]
        let rendering = try #require(term.renderings[.czech])
        #expect(GlossaryMatch.of(term, rendering: rendering, english: english, translation: czech) == expected)
    }

    /// Feature names match with their capitals, but a sentence may start with one whose own
    /// first letter is small: Swedish "Nyckelkoder (passkeys) i Safari" slipped through once.
    @Test(
        arguments: [
            ("Passkeys in Safari", "Nyckelkoder (passkeys) i Safari", GlossaryMatch.rejected(found: "passkeys")),
            ("Passkeys in Safari", "Nyckelkoder i Safari", .rejected(found: "nyckelkoder")),
            ("Passkeys in Safari", "Lösennycklar i Safari", .fine),
            ("Sign in with passkeys.", "Logga in med lösennycklar.", .fine),
            ("Multi-touch user interface", "Multitouchgränssnitt", .rejected(found: "multitouch")),
            ("Multi-touch user interface", "Multi-Touch-gränssnitt", .fine),
            // Only the first letter: "PASSKEYS" is not the name as written.
            ("PASSKEYS", "NYCKELKODER", .fine),
        ] as [(String, String, GlossaryMatch)])
    func aSentenceMayStartWithAFeatureName(english: String, swedish: String, expected: GlossaryMatch) throws {
        let glossary = try Glossary(
            bytes: Array(
                """
                {"terms": [
                  {"id": "passkeys", "en": "passkeys", "variants": ["passkey"], "kind": "feature",
                   "cs": {"approved": "přístupové klíče"}, "fr": {"approved": "clés d’identification"}, "ru": {"approved": "ключи доступа"},
                   "sv": {"approved": "lösennycklar", "accepted": ["lösennyck"], "rejected": ["passkeys", "nyckelkoder"]}},
                  {"id": "multi-touch", "en": "Multi-Touch", "variants": ["multi-touch", "multitouch"], "kind": "keep",
                   "cs": {"approved": "Multi-Touch"}, "fr": {"approved": "Multi-Touch"}, "ru": {"approved": "Multi-Touch"},
                   "sv": {"approved": "Multi-Touch", "accepted": ["multi-touch"], "rejected": ["multitouch"]}}
                ], "exceptions": []}
                """.utf8))
        let term = try #require(glossary.terms.first { english.lowercased().contains($0.english.lowercased().prefix(5)) })
        let rendering = try #require(term.renderings[.swedish])
        #expect(GlossaryMatch.of(term, rendering: rendering, english: english, translation: swedish) == expected)
    }

    @Test(
        arguments: [
            ("UIWebView is deprecated.", "UIWebView est obsolète.", GlossaryMatch.fine),
            ("Deprecated in iOS 9.", "Obsolètes depuis iOS 9.", .fine),
            ("Deprecated in iOS 9.", "Déprécié depuis iOS 9.", .rejected(found: "déprécié")),
            ("Two deprecated classes.", "Deux classes dépréciées.", .rejected(found: "déprécié")),
            ("It was deprecated.", "Elle a été remplacée.", .missing),
            // Whole words only in English: "undeprecated" is not the term, nor is an identifier.
            ("undeprecated", "x", .fine),
            ("Marked with API_DEPRECATED.", "Marqué avec API_DEPRECATED.", .fine),
        ] as [(String, String, GlossaryMatch)])
    func matchesTheTermInFrenchInAnyCase(english: String, french: String, expected: GlossaryMatch) throws {
        let term = try Self.glossary().terms[1]
        let rendering = try #require(term.renderings[.french])
        #expect(GlossaryMatch.of(term, rendering: rendering, english: english, translation: french) == expected)
    }

    @Test func tbxIsWellFormedForXmllint() throws {
        let bytes = GlossaryExport.tbx(try Self.glossary())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tbx type=\"TBX-Basic\""))
        #expect(text.contains("<descrip type=\"definition\">The system panel &lt;swiped&gt; down &amp; open</descrip>"))
        #expect(
            text.contains(
                "<term>kontrolní centrum</term>\n            <termNote type=\"administrativeStatus\">deprecatedTerm-admn-sts</termNote>"))
        let file = try ScratchFolder.file("glossary", suffix: ".tbx")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--noout", file.path])
        #expect(outcome.status == 0 && outcome.output.isEmpty, "\(outcome.output)")
    }

    @Test func csvRowsHoldEverythingTheGlossarySays() throws {
        let glossary = try Self.glossary()
        let rows = GlossaryExport.rows(glossary)
        #expect(rows.count == 8)
        #expect(rows.allSatisfy { $0.count == GlossaryExport.columns.count })
        // Rebuild the glossary from the rows alone: nothing is lost.
        var rebuilt: [Glossary.Term] = []
        for row in rows {
            let split = { (cell: String) in cell.isEmpty ? [] : cell.components(separatedBy: GlossaryExport.listSeparator) }
            let language = try #require(CatalogLanguage(rawValue: row[6]))
            let rendering = Glossary.Rendering(
                approved: row[7], accepted: split(row[8]), rejected: split(row[9]), source: row[10].isEmpty ? nil : row[10])
            if rebuilt.last?.id != row[0] {
                rebuilt.append(
                    Glossary.Term(
                        id: row[0], english: row[2], variants: split(row[3]), otherSenses: split(row[4]),
                        kind: try #require(Glossary.Kind(rawValue: row[1])), note: row[5].isEmpty ? nil : row[5], renderings: [:]))
            }
            rebuilt[rebuilt.count - 1].renderings[language] = rendering
        }
        let original = glossary.terms.map { term in
            var term = term
            term.position = .start
            return term
        }
        #expect(rebuilt == original)
    }
}
