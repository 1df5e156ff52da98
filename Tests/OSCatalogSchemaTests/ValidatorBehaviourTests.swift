import Diagnostics
import Foundation
import JSONReader
import OSCatalog
import OSCatalogSchema
import TestSupport
import Testing

/// The validator's API: diagnostics, the report, options, determinism and the date helpers.
@Suite struct ValidatorBehaviourTests {
    typealias Support = ValidationTestSupport

    func validate(_ names: [String], _ options: ValidationOptions = ValidationOptions(), today: CatalogDate? = nil) throws -> Report<
        ValidationProblem
    > {
        let files = try names.map { try Support.fixture("invalid", $0) }
        return try Support.validator(options).validate(files: files, today: try today ?? Support.fixedToday())
    }

    @Test func descriptionIsFileLineColumnSeverityMessageAndRule() {
        let diagnostic = Diagnostic(
            file: "Catalog/tools.json", line: 12, column: 7, severity: .warning,
            reason: .translationsMissing(entry: .named(.tool, id: "xcode"), field: "summary", languages: [.swedish]),
            rule: .translationMissing, pointer: JSONPointer(tokens: ["tools", "0", "summary"]))
        #expect(
            diagnostic.description
                == "Catalog/tools.json:12:7: warning: tool 'xcode': 'summary' has no text in Swedish (sv) [translation-missing]")
        #expect(diagnostic.ruleID == "translation-missing")
    }

    @Test func missingTranslationsBecomeWarningsWhenAllowed() throws {
        let strict = try validate(["translation-missing-sv.json"])
        #expect(strict.errorCount == 1 && strict.warningCount == 0)

        let lenient = try validate(["translation-missing-item.json"], ValidationOptions(allowMissingTranslations: true))
        #expect(lenient.errorCount == 0)
        #expect(lenient.warningCount == 1)
        #expect(lenient.diagnostics.allSatisfy { $0.rule == .translationMissing && $0.severity == .warning })
        #expect(!lenient.failed(strict: false))
        #expect(lenient.failed(strict: true))
        #expect(lenient.diagnostics.first?.description.contains(": warning: ") == true)
    }

    @Test func aMissingEnglishTextStaysAnErrorWhenTranslationsMayBeMissing() throws {
        let report = try validate(["translation-missing-en.json"], ValidationOptions(allowMissingTranslations: true))
        #expect(report.errorCount == 1)
        #expect(report.diagnostics.first?.rule == .translationMissing)
        #expect(report.failed(strict: false))
    }

    @Test func reportCountsAndSummary() throws {
        let report = try validate(["https-url.json", "translation-missing-sv.json"], ValidationOptions(allowMissingTranslations: true))
        #expect(report.fileCount == 2)
        #expect(report.errorCount >= 1 && report.warningCount == 1)
        #expect(report.summary == "2 files checked: \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), 1 warning")
        #expect(Report<ValidationProblem>(diagnostics: [], fileCount: 1).summary == "1 file checked: no problems")
        #expect(!Report<ValidationProblem>(diagnostics: [], fileCount: 1).failed(strict: true))
    }

    @Test func reportSortsByFileLineColumnAndRuleAndDropsRepetitions() {
        func make(_ file: String, _ line: Int, _ column: Int, _ rule: ValidationRule) -> Diagnostic<ValidationProblem> {
            Diagnostic(
                file: file, line: line, column: column, severity: .error, reason: .idNotKebabCase(entry: .named(.tool, id: "m")), rule: rule
            )
        }
        let report = Report<ValidationProblem>(
            diagnostics: [
                make("b.json", 1, 1, .schema), make("a.json", 2, 1, .schema), make("a.json", 1, 5, .uniqueID),
                make("a.json", 1, 5, .reference), make("a.json", 1, 5, .reference), make("a.json", 1, 3, .schema),
            ], fileCount: 2)
        #expect(
            report.diagnostics.map { "\($0.file):\($0.line):\($0.column):\($0.ruleID)" } == [
                "a.json:1:3:schema", "a.json:1:5:reference", "a.json:1:5:unique-id", "a.json:2:1:schema", "b.json:1:1:schema",
            ])
        #expect(report.diagnostics(of: .reference).count == 1)
    }

    @Test func theOrderOfFilesDoesNotMatter() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Support.fixtures.appendingPathComponent("invalid").path)
            .filter { $0.hasSuffix(".json") && $0 != "expectations.json" }.sorted()
        let forward = try validate(names)
        var random = SplitMix64(seed: 42)
        let shuffled = try validate(names.shuffled(using: &random))
        #expect(forward == shuffled)
        // Every fixture holds the same ids, so together they clash.
        #expect(!forward.diagnostics(of: .uniqueID).isEmpty)
        // Syntax errors leave entries unread, so rules that need the whole catalog are skipped.
        #expect(forward.diagnostics(of: .uncitedSource).isEmpty)
        #expect(forward.diagnostics(of: .reference).isEmpty)
        #expect(forward.diagnostics(of: .jsonSyntax).count == 7)
    }

    @Test func referencesAreCheckedAcrossFiles() throws {
        let minimal = try Support.fixture("valid", "minimal.json")
        guard let document = try? JSONReader.parse(minimal.bytes), var top = document.objectValue,
            let frameworks = top.removeValue(forKey: "frameworks")
        else {
            Issue.record("cannot split the minimal catalog")
            return
        }
        let files = [
            CatalogFile(path: "Catalog/frameworks.json", bytes: Array(JSONWriter.write(.object([("frameworks", frameworks)])).utf8)),
            CatalogFile(path: "Catalog/rest.json", bytes: Array(JSONWriter.write(JSONValue(.object(top))).utf8)),
        ]
        let report = try Support.validator().validate(files: files, today: try Support.fixedToday())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func futureDateMarginIsConfigurable() throws {
        // The minimal catalog without its source's year (2015), so only iOS 8's release date is late.
        let original = try Support.fixture("valid", "minimal.json")
        let text = String(decoding: original.bytes, as: UTF8.self).replacingOccurrences(of: "\"year\": 2015,", with: "")
            .replacingOccurrences(of: "\"asOf\": \"2015-04-16\"", with: "\"asOf\": \"2014-01-01\"")
        let minimal = CatalogFile(path: original.path, bytes: Array(text.utf8))
        let dayBeforeIOS8 = try #require(CatalogDate(year: 2014, month: 9, day: 16))
        let tight = try Support.validator(ValidationOptions(futureDateMarginDays: 0)).validate(files: [minimal], today: dayBeforeIOS8)
        #expect(tight.diagnostics.map(\.rule) == [.futureDate])
        #expect(tight.diagnostics.first?.message == "version 'ios-8': 'released' 2014-09-17 is more than 0 days after today (2014-09-16)")
        let negative = try Support.validator(ValidationOptions(futureDateMarginDays: -5)).validate(files: [minimal], today: dayBeforeIOS8)
        #expect(negative == tight)
        let oneDay = try Support.validator(ValidationOptions(futureDateMarginDays: 1)).validate(files: [minimal], today: dayBeforeIOS8)
        #expect(oneDay.diagnostics.isEmpty)
        let huge = try Support.validator(ValidationOptions(futureDateMarginDays: Int.max)).validate(files: [minimal], today: dayBeforeIOS8)
        #expect(huge.diagnostics.isEmpty)
        let year = try Support.validator(ValidationOptions(futureDateMarginDays: 0)).validate(files: [original], today: dayBeforeIOS8)
        #expect(
            year.diagnostics.map(\.message).first
                == "source 'seed-thesis': 'year' 2015 is after 2014, the year of today (2014-09-16) plus 0 days")
        #expect(ValidationOptions().futureDateMarginDays == 366)
    }

    @Test func todayUTCIsTheCalendarDayInUTC() throws {
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 0))?.description == "1970-01-01")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 86_399.9))?.description == "1970-01-01")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: -0.5))?.description == "1969-12-31")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 20_240 * 86_400 + 3_600))?.description == "2025-06-01")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 951_782_400))?.description == "2000-02-29")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 2_932_896 * 86_400))?.description == "9999-12-31")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 2_932_897 * 86_400)) == nil)
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: -719_162 * 86_400))?.description == "0001-01-01")
        #expect(CatalogDate.todayUTC(now: Date(timeIntervalSince1970: 1e300)) == nil)
        #expect(CatalogDate.todayUTC(now: Date.distantPast) == nil)
        #expect(CatalogDate.todayUTC() != nil)
    }

    @Test func noFilesIsAnError() throws {
        let report = try Support.validator().validate(files: [], today: try Support.fixedToday())
        #expect(report.errorCount == 1)
        #expect(report.diagnostics.first?.rule == .structure)
        #expect(report.diagnostics.first.map { $0.line >= 1 && $0.column >= 1 } == true)
    }

    @Test func ruleIDsAreStableKebabCaseAndDescribed() {
        let ids = ValidationRule.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 27)
        for rule in ValidationRule.allCases {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty)
            #expect(ValidationRule(rawValue: rule.id) == rule)
        }
    }

    @Test func textRulesCheckEveryLanguageAndListItem() throws {
        let minimal = try Support.fixture("valid", "minimal.json")
        let text = String(decoding: minimal.bytes, as: UTF8.self)
            .replacingOccurrences(of: "\"Apptillägg.\"", with: "\"Apptillägg. \"")
            .replacingOccurrences(of: "\"Fiches de personnes.\"", with: "\"Fiches de\\tpersonnes.\"")
        let report = try Support.validator().validate(
            files: [CatalogFile(path: "t.json", bytes: Array(text.utf8))], today: try Support.fixedToday())
        #expect(report.diagnostics.map(\.rule) == [.textWhitespace, .textWhitespace])
        #expect(
            report.diagnostics.map(\.message) == [
                "version 'ios-8': 'highlights[0].sv' ends with white space",
                "framework 'address-book': 'capabilities[0].fr' contains a line break or tab at character 10",
            ])
    }
}
