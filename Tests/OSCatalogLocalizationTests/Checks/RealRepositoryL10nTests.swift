import Diagnostics
import Foundation
import Locales
import OSCatalogLocalization
import Testing

/// The real translations (`Localization/Localizable.xcstrings` and `Catalog/*.json`, with the
/// recorded fingerprints and the real allowlist) must pass every check in strict mode: not a
/// single error or warning.
@Suite struct RealRepositoryL10nTests {
    @Test func theRealRepositoryIsCleanInStrictMode() throws {
        let repository = try L10nCheckTestSupport.realRepository()
        #expect(repository.corpus.units.count > 1000)
        let clock = ContinuousClock()
        var report: Report<L10nProblem>?
        let elapsed = clock.measure {
            report = L10nChecker(options: L10nCheckOptions(allowlist: repository.allowlist, glossary: repository.glossary))
                .check(corpus: repository.corpus, fingerprints: repository.fingerprints)
        }
        print(
            "checked \(repository.corpus.units.count) units in \(elapsed)"
                + (repository.hasFingerprintFile ? "" : " (no Localization/fingerprints.json yet: baseline computed)"))
        let findings = report?.diagnostics ?? []
        if !findings.isEmpty {
            Issue.record("\(findings.count) findings:\n\(findings.prefix(100).map(\.description).joined(separator: "\n"))")
        }
        #expect(report?.failed(strict: true) == false)
    }

    @Test func theRealStatisticsAddUp() throws {
        let repository = try L10nCheckTestSupport.realRepository()
        let rows = L10nStatistics.compute(repository.corpus, fingerprints: repository.fingerprints)
        let totals = rows.filter { $0.kind == nil }
        #expect(totals.map(\.language) == CatalogLanguage.allCases)
        for total in totals {
            let parts = rows.filter { $0.kind != nil && $0.language == total.language }
            #expect(parts.reduce(0) { $0 + $1.units } == total.units)
            #expect(parts.reduce(0) { $0 + $1.translated } == total.translated)
            #expect(total.units == repository.corpus.units.count)
        }
        let kinds = Set(rows.compactMap(\.kind))
        #expect(kinds == [.ui, .versions, .layers, .services, .frameworks, .codecs, .programs, .tools, .sources])
    }
}
