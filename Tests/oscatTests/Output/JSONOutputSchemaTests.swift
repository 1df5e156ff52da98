import ArgumentParsing
import CatalogPresentation
import Foundation
import JSONReader
import JSONSchema
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// End-to-end: every document `--format json` prints validates against its published schema
/// in docs/schemas/ (with our own JSONSchema module; Scripts/check-json-output does the same
/// with Python's jsonschema), starts with `schemaVersion`, and every command that offers
/// `--format json` has a schema and representative invocations here.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct JSONOutputSchemaTests {
    /// The folder of the published schemas.
    static let schemaFolder = OscatProcess.packageRoot.appendingPathComponent("docs/schemas")

    /// The commands whose `--format` offers `json`, read from the command tree.
    static let jsonCommands: [LeafCommand] = {
        let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))
        return LeafCommand.all.filter { leaf in
            var spec = root
            for word in leaf.path {
                guard let next = spec.subcommands.first(where: { $0.name == word }) else { return false }
                spec = next
            }
            return spec.options.contains { option in
                guard option.long == OptionName.format.rawValue, case .value(_, let choices?, _) = option.kind else { return false }
                return choices.contains(OutputFormat.json.rawValue)
            }
        }
    }()

    /// The schema file of a command: its words joined by hyphens (`l10n-check.schema.json`).
    static func schemaFile(_ leaf: LeafCommand) -> String {
        leaf.path.joined(separator: "-") + ".schema.json"
    }

    /// Stands for a copy of the catalog with a schema error and a missing translation, so that
    /// `validate` and `l10n check` print diagnostics too.
    static let brokenCatalog = "<broken catalog>"

    /// The example app of `oscat check`'s tests.
    static let exampleApp = OscatProcess.packageRoot.appendingPathComponent("Tests/AppCheckTests/Fixtures/ExampleApp").path

    /// Representative command lines of each JSON command (without `--format json`), keyed by
    /// the command as typed. `show` gets one entry of every kind, and some whose optional
    /// members are filled in.
    static let invocations: [String: [[String]]] = [
        "versions": [["versions"], ["versions", "17"], ["versions", "2", "--lang", "cs"]],
        "layers": [["layers"]],
        "services": [["services"], ["services", "--layer", "core-os"], ["services", "--introduced-in", "8"]],
        "frameworks": [
            ["frameworks"], ["frameworks", "--deprecated"], ["frameworks", "--since", "8"], ["frameworks", "--removed-in", "10"],
            ["frameworks", "--search", "location"], ["frameworks", "--layer", "media", "--introduced-in", "26"],
        ] + CatalogLanguage.allCases.map { ["frameworks", "--layer", "core-services", "--lang", $0.code] },
        "codecs": [["codecs"], ["codecs", "--kind", "video", "--capture"], ["codecs", "--container", "mov"]],
        "programs": [["programs"], ["programs", "--active"]],
        "tools": [["tools"]],
        "xcode": [["xcode"], ["xcode", "--sdk", "17"]],
        "requirements": [["requirements"]],
        "show": showInvocations,
        "search": [["search", "poloha"], ["search", "zzzzqqqq"]]
            + CatalogLanguage.allCases.map { ["search", "location", "--lang", $0.code] },
        "diff": [["diff", "16", "17"], ["diff", "6", "8", "--lang", "fr"], ["diff", "17", "17"]],
        "validate": [["validate"], ["validate", brokenCatalog]],
        "check": [
            ["check", exampleApp, "--fail-on", "never"],
            ["check", exampleApp, "--min-ios", "17", "--drop-ios", "18", "--lang", "fr", "--fail-on", "never"],
            ["check", exampleApp + "/ExampleApp", "--min-ios", "15.4"],
            ["check", exampleApp + "/Missing", "--min-ios", "15", "--fail-on", "never"],
        ],
        "l10n check": [["l10n", "check"], ["l10n", "check", "--catalog", brokenCatalog]],
        "l10n stats": [["l10n", "stats"], ["l10n", "stats", "--lang", "ru"]],
    ]

    /// `show` of the first entry of every kind, and of entries with the optional facts a first
    /// entry may lack: a format with limits, a dated rule, a removed framework, a priced program.
    static var showInvocations: [[String]] {
        guard let catalog = try? CatalogLoader.load(from: .flag(directory: OscatProcess.packageRoot.appendingPathComponent("Catalog").path))
        else { return [["show", "<the catalog does not load>"]] }
        var ids = EntityKind.allCases.compactMap { kind in catalog.allEntities.first { $0.kind == kind }?.id }
        ids += [
            catalog.codecs.first { $0.limits != nil }?.id, catalog.submissionRules.first { $0.effective != nil }?.id,
            catalog.frameworks.first { $0.removedID != nil && $0.replacedByID != nil }?.id,
            catalog.programs.first { !$0.prices.isEmpty }?.id,
        ].compactMap { $0 }
        return ids.map { ["show", $0] } + [["show", ids[0], "--lang", "sv"]]
    }

    /// Every invocation, for the parameterized test.
    static var allInvocations: [[String]] { invocations.keys.sorted().flatMap { invocations[$0] ?? [] } }

    /// Every schema in docs/schemas/, registered under its file name, for `$ref`s between them.
    static func registry() throws -> SchemaRegistry {
        var registry = SchemaRegistry()
        for name in try FileManager.default.contentsOfDirectory(atPath: schemaFolder.path).sorted() where name.hasSuffix(".json") {
            try registry.addFile(at: schemaFolder.appendingPathComponent(name))
        }
        return registry
    }

    /// Each command's schema compiled once, by file name.
    static let compiled: Result<[String: Schema], any Error> = Result {
        let loaded = try registry()
        var schemas: [String: Schema] = [:]
        for name in loaded.documentURIs { schemas[name] = try loaded.schema(name) }
        return schemas
    }

    /// A copy of the catalog and its translations in which the first layer's position is out of
    /// range and the second layer's Czech summary is missing.
    static let brokenCatalogFolder: Result<URL, any Error> = Result {
        let folder = try ScratchFolder.make("json-schema")
        for name in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let layersFile = folder.appendingPathComponent("Catalog/layers.json")
        guard var document = try JSONSerialization.jsonObject(with: Data(contentsOf: layersFile)) as? [String: Any],
            var layers = document["layers"] as? [[String: Any]], layers.count > 1,
            var summary = layers[1]["summary"] as? [String: Any]
        else { throw CocoaError(.coderReadCorrupt) }
        layers[0]["position"] = 9
        summary["cs"] = nil
        layers[1]["summary"] = summary
        document["layers"] = layers
        try JSONSerialization.data(withJSONObject: document).write(to: layersFile)
        return folder.appendingPathComponent("Catalog")
    }

    @Test func everyJSONCommandHasASchemaAndInvocationsAndEverySchemaACommand() throws {
        #expect(Self.jsonCommands.count >= 15, "the command tree lists too few JSON commands: \(Self.jsonCommands)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.schemaFolder.path))
        for leaf in Self.jsonCommands {
            #expect(files.contains(Self.schemaFile(leaf)), "'oscat \(leaf) --format json' has no docs/schemas/\(Self.schemaFile(leaf))")
            #expect(!(Self.invocations[leaf.description] ?? []).isEmpty, "'oscat \(leaf) --format json' is never run here")
        }
        // The site's JSON API publishes these schemas and two of its own (docs/SITE.md, "JSON API").
        let expected = Set(
            Self.jsonCommands.map(Self.schemaFile) + ["common.schema.json", "api-index.schema.json", "api-catalog.schema.json"])
        #expect(files.filter { $0.hasSuffix(".json") }.subtracting(expected).isEmpty, "schemas of no command")
        #expect(Set(Self.invocations.keys) == Set(Self.jsonCommands.map(\.description)), "invocations of commands without JSON")
    }

    @Test func everySchemaCompilesAndDeclaresTheDialectAndAnID() throws {
        let registry = try Self.registry()
        for name in registry.documentURIs {
            _ = try registry.schema(name)
            let document = try JSONReader.parseFile(at: Self.schemaFolder.appendingPathComponent(name))
            #expect(document["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema", "\(name)")
            #expect(document["$id"]?.stringValue == "https://oscat.invalid/schemas/\(name)", "\(name)")
        }
    }

    @Test(arguments: allInvocations)
    func outputValidatesAgainstItsSchema(arguments: [String]) throws {
        var arguments = arguments
        if let index = arguments.firstIndex(of: Self.brokenCatalog) { arguments[index] = try Self.brokenCatalogFolder.get().path }
        let leaf = try #require(Self.jsonCommands.first { arguments.starts(with: $0.path) })
        let schema = try #require(try Self.compiled.get()[Self.schemaFile(leaf)])
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        let document = try JSONReader.parse(run.stdout)
        let errors = Validator().validate(document, against: schema)
        #expect(errors.isEmpty, "\(arguments): \(errors.prefix(5).map(\.description))\n\(run.stderr)")
        guard case .object(let members) = document.kind else {
            Issue.record("\(arguments): not an object")
            return
        }
        #expect(members.keys.first == "schemaVersion", "\(arguments): schemaVersion is not the first member")
        #expect(members["schemaVersion"]?.intValue == JSONOutput.schemaVersion)
        if arguments.contains(where: { $0.hasSuffix("/Catalog") }) {
            #expect(run.status == 1)
            #expect(document["diagnostics"]?.arrayValue?.isEmpty == false || document["findings"]?.arrayValue?.isEmpty == false)
        } else {
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
    }

    @Test func aChangedShapeFailsItsSchema() throws {
        let registry = try Self.registry()
        let frameworks = try registry.schema("frameworks.schema.json")
        let run = try OscatProcess.run(["frameworks", "--layer", "core-os", "--format", "json"])
        let valid = try JSONReader.parse(run.stdout)
        #expect(Validator().isValid(valid, against: frameworks))
        // A new member, a missing one, a wrong type, a version other than 1: each is caught.
        let changes = [
            ("\"summary\":", "\"extra\": 1, \"summary\":"), ("\"module\":", "\"modul\":"),
            ("\"count\": ([0-9]+)", "\"count\": \"$1\""), ("\"schemaVersion\": 1", "\"schemaVersion\": 2"),
            ("\"layer\": \"core-os\"", "\"layer\": \"kernel\""),
        ]
        for (pattern, replacement) in changes {
            let changed = run.stdout.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            #expect(changed != run.stdout, "\(pattern)")
            #expect(!Validator().isValid(try JSONReader.parse(changed), against: frameworks), "\(pattern)")
        }
    }
}
