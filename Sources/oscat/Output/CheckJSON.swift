import AppCheck
import CatalogPresentation
import Diagnostics
import JSONReader
import OSCatalog

/// The JSON document of `oscat check --format json` (docs/schemas/check.schema.json): the
/// deployment target and its origin, the counts, the frameworks used, the lowest release
/// they allow, what `--drop-ios` would allow, the other modules, and the findings.
enum CheckJSON {
    static func document(_ result: CheckResult, catalog: Catalog, message: (Diagnostic<CheckFinding>) -> String) -> String {
        let target = result.target
        var origin: [(String, JSONValue)]
        switch target.origin {
        case .option:
            origin = [("kind", .string("option"))]
        case .project(let declared, let count):
            origin = [
                ("kind", .string(declared.origin.kind.rawValue)), ("file", .string(declared.origin.file)),
                ("line", .number(declared.origin.line)), ("column", .number(declared.origin.column)),
                ("target", declared.origin.target.map(JSONValue.string) ?? .null),
                ("configuration", declared.origin.configuration.map(JSONValue.string) ?? .null),
                ("declarations", .number(count)),
            ]
        }
        let targetValue: JSONValue = .object([
            ("version", .string(target.point.id)), ("name", .string(target.point.name)), ("written", .string(target.written)),
            ("origin", .object(origin)),
        ])
        func use(_ use: FrameworkUse) -> JSONValue {
            .object([
                ("id", .string(use.framework.id)), ("name", .string(use.framework.name)), ("module", .string(use.use.module)),
                ("layer", .string(use.framework.layerID)), ("introduced", .string(use.framework.introducedID)),
                ("deprecated", use.framework.deprecatedID.map(JSONValue.string) ?? .null),
                ("removed", use.framework.removedID.map(JSONValue.string) ?? .null),
                ("file", .string(use.use.first.file)), ("line", .number(use.use.first.line)),
                ("column", .number(use.use.first.column)), ("files", .number(use.use.files)),
                ("conditional", .bool(use.use.isConditionalOnly)),
            ])
        }
        var after: [(String, JSONValue)] = [
            ("frameworks", .array(result.frameworks.map(use))),
            ("lowestAllowed", result.lowestAllowed.map { .string($0.id) } ?? .null),
        ]
        if let raised = result.raisedTarget {
            after.append(
                (
                    "raisedTarget",
                    .object([("version", .string(raised.id)), ("guardsThatCouldGo", .array(result.guardsThatCouldGo.map(use)))])
                ))
        }
        after.append(
            (
                "otherModules",
                .array(
                    result.otherModules.map { module in
                        .object([
                            ("module", .string(module.module)), ("file", .string(module.first.file)),
                            ("line", .number(module.first.line)), ("column", .number(module.first.column)),
                            ("files", .number(module.files)),
                        ])
                    })
            ))
        return DiagnosticJSONEncoder(
            command: "check", listKey: "findings", includesPointer: false, schemaVersion: JSONOutput.schemaVersion,
            countedSeverities: [.error, .warning, .note]
        ).encode(
            result.report, before: [("target", targetValue), ("files", .number(result.report.checkedCount))], after: after,
            leading: { diagnostic in
                diagnostic.detail.frameworkID.map { [("framework", .string($0))] } ?? []
            }, message: message)
    }
}
