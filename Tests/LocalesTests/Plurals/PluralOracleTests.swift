import Foundation
import Locales
import TestSupport
import Testing

/// Compares our plural categories with an oracle file written by `Scripts/check-plurals`, which
/// asks Python Babel (an independent CLDR implementation) for the category of every number.
/// Runs only when `OSCAT_PLURAL_ORACLE` names that file; prints one line per mismatch and the
/// summary `plural-oracle: N cases, M mismatches`, which the script reads.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct PluralOracleTests {
    /// The oracle file: `{"babel": …, "cldr": …, "cases": [{"locale", "number", "category"}]}`.
    struct Oracle: Decodable {
        struct Case: Decodable {
            let locale: String
            let number: String
            let category: String
        }

        let babel: String
        let cldr: String
        let cases: [Case]
    }

    static let oraclePath: String? = {
        guard let path = ProcessInfo.processInfo.environment["OSCAT_PLURAL_ORACLE"], !path.isEmpty else { return nil }
        return path
    }()

    @Test(.enabled(if: oraclePath != nil, "OSCAT_PLURAL_ORACLE is not set; Scripts/check-plurals sets it to compare with Python Babel"))
    func agreesWithBabel() throws {
        let path = try #require(Self.oraclePath)
        let oracle = try JSONDecoder().decode(Oracle.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var mismatches: [String] = []
        for entry in oracle.cases {
            let ours: String
            if let locale = LocaleID(tag: entry.locale), let category = locale.pluralRules.category(forDecimal: entry.number) {
                ours = category.rawValue
            } else {
                ours = "(unreadable)"
            }
            if ours != entry.category {
                mismatches.append("plural-oracle: mismatch \(entry.locale) \(entry.number): Babel \(entry.category), ours \(ours)")
            }
        }
        for line in mismatches.prefix(200) { print(line) }
        print("plural-oracle: \(oracle.cases.count) cases, \(mismatches.count) mismatches (Babel \(oracle.babel), CLDR \(oracle.cldr))")
        #expect(!oracle.cases.isEmpty)
        #expect(Set(oracle.cases.map(\.locale)) == Set(CatalogLanguage.allCases.map(\.code)))
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(oracle.cases.count) cases differ from Babel")
    }
}
