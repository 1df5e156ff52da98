import Diagnostics
import Foundation
import JSONReader
import Locales
import OSCatalogLocalization
import Testing

/// The report (order, counts, strictness), the allowlist file, and the statistics.
@Suite struct L10nReportAndStatisticsTests {
    static func finding(
        _ file: String, _ line: Int, _ column: Int, _ rule: L10nRule, _ language: String, _ unit: String = "ui/a",
        _ severity: Severity = .error
    ) -> Diagnostic<L10nProblem> {
        Diagnostic(
            unitID: unit, file: file, line: line, column: column, language: language, severity: severity, rule: rule,
            reason: .translationState("m"))
    }

    @Test func findingsAreSortedAndUnique() {
        let a = Self.finding("b.json", 2, 1, .stale, "cs", "ui/a", .warning)
        let b = Self.finding("a.json", 9, 9, .encoding, "fr")
        let c = Self.finding("b.json", 2, 1, .encoding, "sv")
        let d = Self.finding("b.json", 2, 1, .encoding, "cs")
        let report = Report(diagnostics: [a, b, c, d, a], checkedCount: 3)
        #expect(report.diagnostics == [b, d, c, a])
        #expect(report.errorCount == 3)
        #expect(report.warningCount == 1)
        #expect(report.failed(strict: false))
        #expect(report.summary == "3 units checked: 3 errors, 1 warning")
        #expect(report.diagnostics(of: .stale) == [a])
        #expect(a.description == "b.json:2:1: warning: ui/a (cs): the state is 'm', not 'translated'; review the translation [stale]")
        let warnings = Report(diagnostics: [a], checkedCount: 1)
        #expect(!warnings.failed(strict: false))
        #expect(warnings.failed(strict: true))
    }

    @Test func ruleIDsAreStable() {
        #expect(
            L10nRule.allCases.map(\.id) == [
                "unknown-locale", "missing-translation", "empty-text", "surrounding-whitespace", "placeholder-syntax",
                "placeholder-mismatch", "plural-categories", "identical-to-english", "stale", "unverified", "translation-state",
                "verbatim-token", "markdown-structure", "encoding", "french-spacing", "quotation-marks", "glossary-term",
            ])
        #expect(L10nRule(id: "stale") == .stale)
        #expect(L10nRule(id: "nope") == nil)
        #expect(
            L10nRule.allCases.filter { $0.defaultSeverity == .warning } == [
                .identicalToEnglish, .stale, .unverified, .translationState, .frenchSpacing, .quotationMarks, .glossaryTerm,
            ])
    }

    @Test func theReportSummarisesEachLanguage() throws {
        let corpus = try L10nCheckTestSupport.fixtureCorpus("broken", "translation-state-cs.xcstrings")
        var store = SourceFingerprintStore()
        store.recordAll(corpus)
        let report = L10nChecker().check(corpus: corpus, fingerprints: store)
        let locales = L10nLocaleSummary.summaries(of: report, corpus: corpus)
        #expect(locales.map(\.language) == CatalogLanguage.allCases)
        let czech = try #require(locales.first { $0.language == .czech })
        #expect(czech.units == corpus.units.count)
        #expect(czech.translated == corpus.units.count - 1)
        #expect(czech.warnings == 2)  // translation-state, and oscat %@ identical without the fixture allowlist
        #expect(czech.errors == 0)
        #expect(locales.first { $0.language == .english }?.translated == corpus.units.count)
    }

    @Test func theCheckIsDeterministic() throws {
        let corpus = try L10nCheckTestSupport.fixtureCorpus("clean", "Localizable.xcstrings")
        let first = L10nChecker().check(corpus: corpus, fingerprints: SourceFingerprintStore())
        for _ in 0..<3 {
            let shuffled = TranslationCorpus(units: corpus.units.shuffled())
            #expect(L10nChecker().check(corpus: shuffled, fingerprints: SourceFingerprintStore()) == first)
        }
        #expect(first.diagnostics(of: .unverified).count == corpus.units.count * 4)
    }

    // MARK: - Allowlist file

    @Test func theAllowlistFileIsReadStrictly() throws {
        let file = #"{"$comment": "x", "strings": ["ID"], "tokens": ["iOS"], "units": {"ui/a": ["fr", "*"]}}"#
        let allowlist = try IdenticalAllowlist(bytes: Array(file.utf8))
        #expect(allowlist.strings == ["ID"])
        #expect(allowlist.tokens == ["iOS"])
        #expect(allowlist.allows(unitID: "ui/a", language: "cs"))
        #expect(!allowlist.allows(unitID: "ui/b", language: "cs"))
        #expect(throws: IdenticalAllowlistError.self) { try IdenticalAllowlist(bytes: Array(#"{"string": []}"#.utf8)) }
        #expect(throws: IdenticalAllowlistError.self) { try IdenticalAllowlist(bytes: Array(#"{"strings": [1]}"#.utf8)) }
        #expect(throws: IdenticalAllowlistError.self) { try IdenticalAllowlist(bytes: Array(#"{"units": []}"#.utf8)) }
        #expect(throws: IdenticalAllowlistError.self) { try IdenticalAllowlist(bytes: Array("[".utf8)) }
        do {
            _ = try IdenticalAllowlist(bytes: Array("{\n  \"unit\": {}\n}".utf8))
        } catch {
            #expect(error.position.line == 2 && error.position.column == 3)
            #expect(error.message.contains("unknown key 'unit'"))
        }
    }

    @Test func theRealAllowlistParsesAndNamesExistingUnits() throws {
        let repository = try L10nCheckTestSupport.realRepository()
        let ids = Set(repository.corpus.units.map(\.id))
        for (unit, languages) in repository.allowlist.units {
            #expect(ids.contains(unit), "the allowlist names \(unit), which does not exist")
            #expect(languages.isSubset(of: ["cs", "fr", "ru", "sv", "*"]), "\(unit): \(languages)")
        }
    }

    // MARK: - Statistics

    @Test func kindsComeFromTheCollection() throws {
        let catalog = try L10nCheckTestSupport.fixtureCorpus("clean", "catalog.json")
        #expect(Set(catalog.units.map(\.kind)) == [.layers, .frameworks])
        let strings = try L10nCheckTestSupport.fixtureCorpus("clean", "Localizable.xcstrings")
        #expect(Set(strings.units.map(\.kind)) == [.ui])
        let odd = TranslationUnit(
            id: "catalog/x/summary", domain: .catalog, context: "", file: "f.json",
            pointer: JSONPointer(tokens: ["gadgets", "0", "summary"]), translations: [:])
        #expect(odd.kind == .other)
    }

    @Test func statisticsCountPerKindAndLanguage() throws {
        let strings = try L10nCheckTestSupport.fixtureCorpus("broken", "missing-translation-ru.xcstrings")
        let catalog = try L10nCheckTestSupport.fixtureCorpus("broken", "empty-text-cs.json")
        let corpus = TranslationCorpus(units: strings.units + catalog.units)
        var store = SourceFingerprintStore()
        store.recordAll(corpus)
        store.fingerprints["catalog/cocoa-touch/highlights/0"]?["fr"] = "0000000000000000"
        store.fingerprints["ui/label.layer"]?["sv"] = nil
        let rows = L10nStatistics.compute(corpus, fingerprints: store)
        #expect(
            rows.map { $0.kind?.rawValue ?? "all" } == Array(repeating: "ui", count: 5) + Array(repeating: "layers", count: 5)
                + Array(repeating: "frameworks", count: 5) + Array(repeating: "all", count: 5))
        #expect(rows.prefix(5).map(\.language) == CatalogLanguage.allCases)
        let ui = strings.units.count
        func row(_ kind: TranslationKind?, _ language: CatalogLanguage) throws -> L10nStatistics.Row {
            try #require(rows.first { $0.kind == kind && $0.language == language })
        }
        #expect(try row(.ui, .russian).translated == ui - 1)
        #expect(try row(.ui, .russian).missing == 1)
        #expect(try row(.ui, .swedish).unverified == 1)
        #expect(try row(.layers, .czech).units == 3)
        #expect(try row(.layers, .czech).translated == 2)
        #expect(try row(.layers, .czech).missing == 1)
        #expect(try row(.layers, .czech).percentText == "66.6")
        #expect(try row(.layers, .french).stale == 1)
        #expect(try row(.layers, .english).stale == 0)
        #expect(try row(nil, .russian).units == corpus.units.count)
        #expect(try row(nil, .russian).translated == corpus.units.count - 1)
        #expect(try row(nil, .english).percentText == "100.0")
        #expect(try row(.layers, .english).sourceWords == 9 + 9 + 5)
        let plain = L10nStatistics.compute(corpus)
        #expect(plain.allSatisfy { $0.stale == nil && $0.unverified == nil })
        #expect(L10nStatistics.compute(TranslationCorpus(units: [])).map(\.percentText) == Array(repeating: "100.0", count: 5))
    }

    @Test func percentagesRoundDown() {
        let row = L10nStatistics.Row(
            kind: nil, language: .czech, units: 1000, translated: 999, missing: 1, needsReview: 0, stale: nil, unverified: nil,
            sourceWords: 0)
        #expect(row.percentText == "99.9")
        #expect(abs(row.coverage - 0.999) < 1e-12)
    }
}

/// docs/LOCALIZATION.md documents every rule: a row in the rules table and an entry below it.
@Suite struct L10nDocumentationTests {
    @Test func everyRuleIsDocumented() throws {
        let url = L10nCheckTestSupport.root.appendingPathComponent("docs/LOCALIZATION.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for rule in L10nRule.allCases {
            #expect(text.contains("| `\(rule.id)` | \(rule.defaultSeverity.rawValue)"), "no table row for \(rule.id)")
            let headings = text.split(separator: "\n").filter { $0.hasPrefix("#### ") }
            #expect(headings.contains { $0.contains("`\(rule.id)`") }, "no section for \(rule.id)")
        }
    }
}
