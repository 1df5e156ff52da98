import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

/// Formatting is deterministic by construction (explicit locale identifiers, the Gregorian
/// calendar and UTC, no shared formatter); these tests check the results are also the same
/// when computed concurrently. Running all formatting tests under other `TZ` and `LANG`
/// values (docs/LOCALIZATION.md, "Locale-aware formatting") checks the environment side.
@Suite struct FormattingDeterminismTests {
    /// One of everything, for one locale.
    static func sample(_ locale: LocaleID) -> [String] {
        let dates = [(2007, 6, 29), (2024, 2, 29), (2023, 12, 31), (2024, 1, 1)].compactMap {
            CatalogDate(year: $0.0, month: $0.1, day: $0.2)
        }
        return dates.map { LocaleFormatting.date($0, locale: locale) }
            + dates.map { LocaleFormatting.date($0, locale: locale, style: .medium) }
            + [LocaleFormatting.integer(1_234_567, locale: locale), LocaleFormatting.decimal("1234.5", locale: locale) ?? "nil"]
            + [LocaleFormatting.price(amount: "99", currency: "EUR", locale: locale)]
            + LocaleFormatting.sorted(["Ibis", "Chata", "Hra", "Åsa", "Zebra", "Жук"], locale: locale)
    }

    @Test func concurrentCallsAgree() async {
        let expected = Dictionary(uniqueKeysWithValues: LocaleID.all.map { ($0.description, Self.sample($0)) })
        let results = await withTaskGroup(of: (String, [String]).self) { group in
            for round in 0..<48 {
                let locale = LocaleID.all[round % LocaleID.all.count]
                group.addTask { (locale.description, Self.sample(locale)) }
            }
            var results: [(String, [String])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 48)
        for (tag, sample) in results { #expect(sample == expected[tag], "\(tag)") }
    }

    /// Days at the edges of the UTC day do not move, whatever the local time zone (a
    /// formatter in the process's zone west or east of UTC would show the day before or after).
    @Test func yearBoundariesStayPut() throws {
        let newYear = try #require(CatalogDate(year: 2024, month: 1, day: 1))
        let newYearsEve = try #require(CatalogDate(year: 2023, month: 12, day: 31))
        #expect(LocaleFormatting.date(newYear, locale: .language(.swedish)) == "1 januari 2024")
        #expect(LocaleFormatting.date(newYearsEve, locale: .language(.swedish)) == "31 december 2023")
    }
}
