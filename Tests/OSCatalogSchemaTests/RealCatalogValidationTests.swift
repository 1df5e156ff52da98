import Diagnostics
import Foundation
import OSCatalog
import OSCatalogSchema
import Testing

/// The real catalog (`Catalog/*.json` with `Catalog/schema`) must pass every rule, without a
/// single warning.
@Suite struct RealCatalogValidationTests {
    @Test func theRealCatalogHasNoErrorsAndNoWarnings() throws {
        let files = try ValidationTestSupport.realCatalogFiles()
        #expect(files.count >= 8)
        let clock = ContinuousClock()
        var report: Report<ValidationProblem>?
        let elapsed = try clock.measure {
            // The day the point releases were last brought up to date: none may lie after it.
            report = try ValidationTestSupport.validator().validate(
                files: files, today: try #require(CatalogDate(year: 2026, month: 12, day: 1)))
        }
        print("validated the real catalog (\(files.count) files) in \(elapsed)")
        let diagnostics = report?.diagnostics ?? []
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(50).map(\.description).joined(separator: "\n"))")
        #expect(report?.failed(strict: true) == false)
        #expect(report?.fileCount == files.count)
    }

    @Test func theRealCatalogIsValidToday() throws {
        let today = try #require(CatalogDate.todayUTC())
        let report = try ValidationTestSupport.validator().validate(files: try ValidationTestSupport.realCatalogFiles(), today: today)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(20).map(\.description).joined(separator: "\n"))")
    }
}
