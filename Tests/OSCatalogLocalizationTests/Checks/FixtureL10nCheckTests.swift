import Diagnostics
import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import Testing

/// The broken fixtures (each a clean fixture with one deliberate defect) and the single finding
/// each must produce, from `Fixtures/broken/expectations.json` (written with the fixtures by
/// `Fixtures/generate.py`, which computes positions and fingerprints independently of the
/// checker).
@Suite struct FixtureL10nCheckTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var rule: String
        var unit: String
        var language: String
        var severity: String
        var line: Int
        var column: Int
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        let url = L10nCheckTestSupport.fixtures.appendingPathComponent("broken/expectations.json")
        guard let document = try? JSONReader.parseFile(at: url), let object = document.objectValue else { return [] }
        return object.members.compactMap { member in
            let value = member.value
            guard let rule = value["rule"]?.stringValue, let unit = value["unit"]?.stringValue,
                let language = value["language"]?.stringValue, let severity = value["severity"]?.stringValue,
                let line = value["line"]?.intValue, let column = value["column"]?.intValue
            else { return nil }
            return Expectation(
                file: member.key, rule: rule, unit: unit, language: language, severity: severity, line: line, column: column)
        }
    }()

    /// The checker of the fixtures. The fixture glossary (`Fixtures/glossary.json`) is used for
    /// the clean fixtures and the `glossary-term` ones; a broken text of another rule often
    /// loses its glossary term as well, which is not the defect it shows.
    static func checker(withGlossary: Bool = true) throws -> L10nChecker {
        L10nChecker(
            options: L10nCheckOptions(
                allowlist: try L10nCheckTestSupport.fixtureAllowlist(),
                glossary: withGlossary ? try L10nCheckTestSupport.fixtureGlossary() : Glossary()))
    }

    @Test func thereAreEnoughFixturesAndEveryOneHasAnExpectation() throws {
        #expect(Self.expectations.count >= 25)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: L10nCheckTestSupport.fixtures.appendingPathComponent("broken").path
        )
        .filter {
            ($0.hasSuffix(".json") || $0.hasSuffix(".xcstrings")) && $0 != "expectations.json" && !$0.hasSuffix(".fingerprints.json")
        }
        #expect(Set(names) == Set(Self.expectations.map(\.file)))
    }

    @Test func everyRuleHasAFixture() {
        let covered = Set(Self.expectations.map(\.rule))
        for rule in L10nRule.allCases {
            #expect(covered.contains(rule.id), "no fixture for rule \(rule.id)")
        }
        #expect(covered.isSubset(of: Set(L10nRule.allCases.map(\.id))))
    }

    @Test(arguments: ["Localizable.xcstrings", "catalog.json"])
    func theCleanFixturesHaveNoFindingsInStrictMode(_ name: String) throws {
        let corpus = try L10nCheckTestSupport.fixtureCorpus("clean", name)
        #expect(corpus.units.count >= 5)
        let fingerprints = try L10nCheckTestSupport.fixtureFingerprints("clean", name, corpus: corpus)
        let report = try Self.checker().check(corpus: corpus, fingerprints: fingerprints)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(!report.failed(strict: true))
        #expect(report.summary == "\(corpus.units.count) units checked: no problems")
    }

    @Test(arguments: FixtureL10nCheckTests.expectations)
    func fixtureYieldsExactlyItsExpectedFinding(_ expectation: Expectation) throws {
        let corpus = try L10nCheckTestSupport.fixtureCorpus("broken", expectation.file)
        let fingerprints = try L10nCheckTestSupport.fixtureFingerprints("broken", expectation.file, corpus: corpus)
        let report = try Self.checker(withGlossary: expectation.rule == L10nRule.glossaryTerm.id)
            .check(corpus: corpus, fingerprints: fingerprints)
        let listing = report.diagnostics.map(\.description).joined(separator: "\n")
        #expect(report.diagnostics.count == 1, "\(listing)")
        let finding = try #require(report.diagnostics.first)
        #expect(finding.ruleID == expectation.rule, "\(listing)")
        #expect(finding.unitID == expectation.unit, "\(listing)")
        #expect(finding.language == expectation.language, "\(listing)")
        #expect(finding.severity.rawValue == expectation.severity, "\(listing)")
        #expect(finding.line == expectation.line && finding.column == expectation.column, "\(listing)")
        #expect(finding.file == "Fixtures/broken/\(expectation.file)")
        #expect(finding.message.hasPrefix("\(expectation.unit) (\(expectation.language)): "))
        #expect(report.failed(strict: true))
        #expect(report.failed(strict: false) == (expectation.severity == "error"))
    }
}
