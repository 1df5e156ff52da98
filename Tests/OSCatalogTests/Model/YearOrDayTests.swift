import Testing

@testable import OSCatalog

@Suite struct YearOrDayTests {
    @Test func readsAYearOrADayAndNothingElse() {
        #expect(YearOrDay(text: "2008") == .year(2008))
        #expect(YearOrDay(text: "2021-01-01") == .day(CatalogDate(year: 2021, month: 1, day: 1)!))
        for text in ["2008-03", "08", "20080", "2015-02-30", " 2008", "two", "", "0999"] {
            #expect(YearOrDay(text: text) == nil, "\(text)")
        }
    }

    @Test func aBareYearSortsBeforeTheDaysOfItsYear() throws {
        let year = try #require(YearOrDay(text: "2015"))
        let day = try #require(YearOrDay(text: "2015-06-08"))
        #expect(year < day)
        #expect(day < YearOrDay.year(2016))
        #expect(day.year == 2015 && day.description == "2015-06-08" && year.description == "2015")
    }
}

@Suite struct DeveloperProgramTests {
    @Test func latestPricesKeepTheNewestOfEachCurrencyInFirstSeenOrder() throws {
        let catalog = try CatalogFixtures.load(CatalogFixtures.catalogJSON)
        let program = try #require(catalog.programs.first)
        #expect(program.prices.count == 3)
        let latest = program.latestPrices.map { "\($0.price.amount) \($0.price.currency) \($0.asOf)" }
        #expect(latest == ["109 EUR 2016-01-01", "99 USD 2014-01-01"])
    }
}
