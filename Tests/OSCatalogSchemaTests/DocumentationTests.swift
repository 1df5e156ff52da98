import Foundation
import OSCatalogSchema
import TestSupport
import Testing

/// `docs/VALIDATION.md` documents every rule, and its example messages are the ones the
/// validator really produces for the fixtures.
@Suite struct DocumentationTests {
    static let document: String = {
        let url = SharedTestdata.packageRoot.appendingPathComponent("docs/VALIDATION.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func everyRuleHasASection() {
        for rule in ValidationRule.allCases {
            #expect(Self.document.contains("### `\(rule.id)`"), "docs/VALIDATION.md has no section for \(rule.id)")
        }
    }

    @Test func everyRuleHasAnExampleMessageThatAFixtureProduces() throws {
        var produced: [ValidationRule: Set<String>] = [:]
        for expectation in FixtureValidationTests.expectations {
            let file = try ValidationTestSupport.fixture("invalid", expectation.file)
            let report = try ValidationTestSupport.validator().validate(files: [file], today: try ValidationTestSupport.fixedToday())
            for diagnostic in report.diagnostics {
                produced[diagnostic.rule, default: []].insert(
                    "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
            }
        }
        for rule in ValidationRule.allCases {
            let messages = produced[rule] ?? []
            #expect(
                messages.contains { Self.document.contains($0) },
                "docs/VALIDATION.md quotes no message that the fixtures produce for \(rule.id); they produce: \(messages.sorted())")
        }
    }
}
