import Foundation
import JSONReader
import TestSupport
import Testing

@testable import JSONSchema

/// Runs the JSON Schema Test Suite (draft 2020-12) files for the supported keywords from
/// `../shared/testdata/json-schema-2020-12` (or `$OSCAT_TESTDATA`).
///
/// Every test case must pass, except those whose schema uses something outside the supported
/// subset — a keyword such as `$dynamicRef` or `unevaluatedProperties`, a `format` other than
/// `date` and `uri`, or a `$ref` to a remote document such as the 2020-12 meta-schema, which is
/// never fetched. Those are skipped, with the reason printed; any other load error fails. Each
/// file prints `name: passed/total`, e.g. `type.json: 80/80`, followed by the skipped cases and
/// why (skipped cases are not counted in the total).
///
/// When the folder is absent the tests print a notice and pass, except on CI (`CI=true`), where
/// the suite is required.
@Suite("JSON Schema Test Suite conformance")
struct ConformanceTests {
    /// The files that must pass in full (apart from skipped cases).
    static let requiredFiles = [
        "type.json", "enum.json", "const.json", "properties.json", "required.json",
        "additionalProperties.json", "patternProperties.json", "propertyNames.json", "items.json",
        "prefixItems.json", "contains.json", "minContains.json", "maxContains.json", "minItems.json",
        "maxItems.json", "uniqueItems.json", "minLength.json", "maxLength.json", "pattern.json",
        "minimum.json", "maximum.json", "exclusiveMinimum.json", "exclusiveMaximum.json",
        "multipleOf.json", "minProperties.json", "maxProperties.json", "dependentRequired.json",
        "dependentSchemas.json", "allOf.json", "anyOf.json", "oneOf.json", "not.json",
        "if-then-else.json", "ref.json", "defs.json", "boolean_schema.json",
        "infinite-loop-detection.json", "anchor.json",
        "optional/format/date.json", "optional/format/uri.json",
        "optional/float-overflow.json", "optional/bignum.json", "optional/ecmascript-regex.json",
        "optional/non-bmp-regex.json", "optional/id.json",
    ]

    /// Files that exist only in some versions of the suite: run when present.
    static let filesRunIfPresent: Set<String> = [
        "optional/format/date.json", "optional/format/uri.json", "optional/float-overflow.json",
        "optional/bignum.json", "optional/ecmascript-regex.json", "optional/non-bmp-regex.json",
        "optional/id.json", "anchor.json",
    ]

    /// Draft 2020-12 (and older) keywords outside the supported subset: a schema that uses one is skipped.
    static let keywordsOutsideSubset: Set<String> = [
        "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$recursiveRef", "$recursiveAnchor",
        "unevaluatedProperties", "unevaluatedItems", "contentEncoding", "contentMediaType",
        "contentSchema", "dependencies", "definitions",
    ]

    /// The result of one file.
    struct FileResult {
        var passed = 0
        var total = 0
        var skipped: [String] = []
        var skippedCases = 0
        var failures: [String] = []
    }

    /// Why a group's schema is outside the subset, or nil when its load error is a real failure.
    static func skipReason(_ error: SchemaLoadError) -> String? {
        var reasons: [String] = []
        for problem in error.problems {
            switch problem.reason {
            case .unsupportedKeyword(let keyword, _) where keywordsOutsideSubset.contains(keyword):
                reasons.append("uses \(keyword)")
            case .unsupportedFormat(let format):
                reasons.append("uses format '\(format)'")
            case .unknownDocument(_, let resolved):
                let scheme = URIReference(parsing: resolved).scheme?.lowercased()
                guard scheme == "http" || scheme == "https" else { return nil }
                reasons.append("remote $ref to \(resolved)")
            default:
                return nil
            }
        }
        return Array(Set(reasons)).sorted().joined(separator: ", ")
    }

    static func run(file: URL, name: String) throws -> FileResult {
        var result = FileResult()
        let groups = try JSONReader.parseFile(at: file)
        for (g, group) in (groups.arrayValue ?? []).enumerated() {
            let description = group["description"]?.stringValue ?? "group \(g)"
            let tests = group["tests"]?.arrayValue ?? []
            guard let schemaValue = group["schema"] else {
                result.failures.append("\(description): no schema")
                continue
            }
            let uri = "https://conformance.oscat.invalid/\(name.replacingOccurrences(of: "/", with: "-"))/\(g).json"
            let schema: Schema
            do {
                var registry = SchemaRegistry()
                try registry.add(schemaValue, uri: uri)
                schema = try registry.schema(uri)
            } catch {
                result.total += tests.count
                if let reason = skipReason(error) {
                    result.skipped.append("\(description) (\(tests.count) \(tests.count == 1 ? "case" : "cases")): \(reason)")
                    result.total -= tests.count
                    result.skippedCases += tests.count
                } else {
                    result.failures.append("\(description): schema failed to load: \(error.description)")
                }
                continue
            }
            for test in tests {
                result.total += 1
                let testDescription = test["description"]?.stringValue ?? "?"
                guard let data = test["data"], let expected = test["valid"]?.boolValue else {
                    result.failures.append("\(description) / \(testDescription): malformed test")
                    continue
                }
                let errors = Validator().validate(data, against: schema)
                let quick = Validator().isValid(data, against: schema)
                if errors.isEmpty == expected && quick == expected {
                    result.passed += 1
                } else {
                    var detail = "expected \(expected ? "valid" : "invalid")"
                    if quick != errors.isEmpty { detail += "; isValid and validate disagree" }
                    if !errors.isEmpty { detail += "; got: " + errors.map(\.description).joined(separator: " | ") }
                    result.failures.append("\(description) / \(testDescription): \(detail)")
                }
            }
        }
        return result
    }

    /// The suite folder, or nil when it is absent.
    static func suiteFolder() -> URL? {
        let folder = jsonSchemaTestdataFolder()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return folder
    }

    @Test(arguments: ConformanceTests.requiredFiles)
    func suiteFile(_ name: String) throws {
        guard let folder = Self.suiteFolder() else {
            try Requirement.missing(
                "JSON Schema Test Suite folder not found at \(jsonSchemaTestdataFolder().path) (set OSCAT_TESTDATA to override)")
        }
        let file = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            if Self.filesRunIfPresent.contains(name) {
                print("\(name): not present in this version of the suite; skipped")
            } else {
                Issue.record("\(name) is missing from \(folder.path)")
            }
            return
        }
        let result = try Self.run(file: file, name: name)
        var report = "\(name): \(result.passed)/\(result.total)"
        if !result.skipped.isEmpty {
            report += " (\(result.skippedCases) skipped: " + result.skipped.joined(separator: "; ") + ")"
        }
        print(report)
        for failure in result.failures {
            Issue.record("\(name): \(failure)")
        }
        #expect(result.passed == result.total, "\(name): \(result.passed)/\(result.total)")
    }
}
