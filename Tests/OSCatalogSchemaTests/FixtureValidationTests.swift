import Foundation
import JSONReader
import OSCatalog
import OSCatalogSchema
import Testing

/// The invalid fixtures (each the valid minimal catalog with one deliberate defect) and what each
/// must produce, from `Fixtures/invalid/expectations.json` (written with the fixtures by
/// `Fixtures/generate.py`, which computes positions independently of the validator).
@Suite struct FixtureValidationTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var rule: String
        var line: Int
        var column: Int
        var schemaValid: Bool
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        let url = ValidationTestSupport.fixtures.appendingPathComponent("invalid/expectations.json")
        guard let document = try? JSONReader.parseFile(at: url), let object = document.objectValue else { return [] }
        return object.members.compactMap { member in
            guard let rule = member.value["rule"]?.stringValue, let line = member.value["line"]?.intValue,
                let column = member.value["column"]?.intValue, let schemaValid = member.value["schemaValid"]?.boolValue
            else { return nil }
            return Expectation(file: member.key, rule: rule, line: line, column: column, schemaValid: schemaValid)
        }
    }()

    @Test func thereAreEnoughFixturesAndEveryOneHasAnExpectation() throws {
        #expect(Self.expectations.count >= 45)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: ValidationTestSupport.fixtures.appendingPathComponent("invalid").path
        )
        .filter { $0.hasSuffix(".json") && $0 != "expectations.json" }
        #expect(Set(names) == Set(Self.expectations.map(\.file)))
    }

    @Test func everyRuleHasAFixture() {
        let covered = Set(Self.expectations.map(\.rule))
        for rule in ValidationRule.allCases {
            #expect(covered.contains(rule.id), "no fixture for rule \(rule.id)")
        }
        #expect(covered.isSubset(of: Set(ValidationRule.allCases.map(\.id))))
    }

    @Test func theMinimalCatalogIsValid() throws {
        let report = try ValidationTestSupport.validator().validate(
            files: [try ValidationTestSupport.fixture("valid", "minimal.json")], today: try ValidationTestSupport.fixedToday())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(!report.failed(strict: true))
    }

    @Test(arguments: FixtureValidationTests.expectations)
    func fixtureYieldsExactlyItsExpectedDiagnostic(_ expectation: Expectation) throws {
        let file = try ValidationTestSupport.fixture("invalid", expectation.file)
        let report = try ValidationTestSupport.validator().validate(files: [file], today: try ValidationTestSupport.fixedToday())
        let listing = report.diagnostics.map(\.description).joined(separator: "\n")
        #expect(report.diagnostics.count == 1, "\(listing)")
        let diagnostic = report.diagnostics.first
        #expect(diagnostic?.ruleID == expectation.rule, "\(listing)")
        #expect(diagnostic?.line == expectation.line, "\(listing)")
        #expect(diagnostic?.column == expectation.column, "\(listing)")
        #expect(diagnostic?.severity == .error)
        #expect(report.failed(strict: false))
    }

    @Test(arguments: FixtureValidationTests.expectations)
    func schemaValidityIsAsDeclared(_ expectation: Expectation) throws {
        let file = try ValidationTestSupport.fixture("invalid", expectation.file)
        let schemas = try ValidationTestSupport.schemas.get()
        let valid = (try? JSONReader.parse(file.bytes)).map { schemas.fileSchema.isValid($0) } ?? false
        #expect(valid == expectation.schemaValid)
    }
}
