import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// The glossary end to end: `l10n check --strict` holds the real catalog to it in every language,
/// and `l10n glossary` exports it as TBX that xmllint accepts and as CSV that reads back whole.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct GlossaryCommandTests {
    static let glossaryURL = OscatProcess.packageRoot.appendingPathComponent("Localization/Glossary.json")

    static func glossary() throws -> Glossary {
        try Glossary(bytes: [UInt8](try Data(contentsOf: glossaryURL)))
    }

    /// Breaking the approved rendering of "deprecated" in one catalog text of `language` makes
    /// `l10n check --strict` fail with `[glossary-term]` at that text's line and column.
    @Test(arguments: ["cs", "fr", "ru", "sv"])
    func aRejectedRenderingFailsTheCheckAtItsPosition(language: String) throws {
        let term = try #require(try Self.glossary().terms.first { $0.id == "deprecated" })
        let code = try #require(CatalogLanguage(rawValue: language))
        let rendering = try #require(term.renderings[code])
        let rejected = try #require(rendering.rejected.first)
        let project = try OutputFailureTests.projectCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        // The first text of the language whose English says "deprecated" and whose translation
        // follows the glossary: put the rejected rendering in front of it.
        let file = project.appendingPathComponent("Catalog/frameworks-core-services.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let englishLine = try #require(lines.firstIndex { $0.contains("\"en\": \"") && $0.contains(" deprecated") })
        let target = try #require(
            (englishLine + 1..<min(lines.count, englishLine + 6)).first {
                lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("\"\(language)\": \"")
            })
        let prefix = "\"\(language)\": \""
        var broken = lines
        broken[target] = broken[target].replacingOccurrences(of: prefix, with: prefix + rejected + " ")
        try broken.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
        let column = try #require(lines[target].range(of: prefix)).lowerBound.utf16Offset(in: lines[target]) + prefix.count
        let run = try OscatProcess.run(["l10n", "check", "--strict"], in: project)
        #expect(run.status == 1)
        let findings = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[glossary-term]") }
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix("Catalog/frameworks-core-services.json:\(target + 1):\(column): warning: ") == true, "\(findings)")
        #expect(
            findings.first?.contains("(\(language)): uses '\(rejected.lowercased())'") == true
                || findings.first?.contains("(\(language)): uses '\(rejected)'") == true, "\(findings)")
    }

    @Test func theRealCatalogFollowsTheGlossary() throws {
        let run = try OscatProcess.run(["l10n", "check", "--strict"])
        #expect(
            !run.stdout.contains("[glossary-term]"),
            "\(run.stdout.split(separator: "\n").filter { $0.contains("glossary-term") }.prefix(5))")
        #expect(try Self.glossary().terms.count >= 50)
    }

    @Test func tbxIsWellFormedForXmllint() throws {
        let run = try OscatProcess.run(["l10n", "glossary", "--format", "tbx"])
        #expect(run.status == 0 && run.stdout.hasPrefix("<?xml"))
        let file = try OscatProcess.temporaryDirectory().appendingPathComponent("glossary.tbx")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data(run.stdout.utf8).write(to: file)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            try Requirement.missing("/usr/bin/xmllint not found (Debian package libxml2-utils)")
        }
        let lint = try OscatProcess.runTool("/usr/bin/xmllint", ["--noout", file.path])
        #expect(lint.status == 0 && lint.stderr.isEmpty, "\(lint.stderr)")
        #expect(run.stdout.components(separatedBy: "<conceptEntry ").count - 1 == (try Self.glossary().terms.count))
    }

    @Test func csvReadsBackIntoTheSameRows() throws {
        let run = try OscatProcess.run(["l10n", "glossary", "--format", "csv"])
        #expect(run.status == 0)
        let records = Self.parseCSV(run.stdout)
        #expect(records.first == GlossaryExport.columns)
        #expect(Array(records.dropFirst()) == GlossaryExport.rows(try Self.glossary()))
    }

    /// RFC 4180 records (quoted fields with doubled quotes, CRLF or LF line ends).
    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\r\n" || character == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
