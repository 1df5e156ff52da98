import Foundation
import Locales
import OSCatalogLocalization
import TestSupport
import Testing
import TranslationInterchange

/// Exports checked by independent tools: GNU gettext's `msgfmt` (Debian `gettext`) and
/// libxml2's `xmllint` (Debian `libxml2-utils`). Without them the tests print a notice and
/// pass, except on CI (`CI=true`).
@Suite(.tags(.endToEnd), .skippedWhenFast) struct ExternalValidatorTests {
    static let targets: [CatalogLanguage] = [.czech, .french, .russian, .swedish]

    /// The real project's export and the tricky project's, for `language`.
    static func exports(_ language: CatalogLanguage, _ format: InterchangeFormat) throws -> [(String, [UInt8])] {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder, withCzech: true)
        return [
            (
                "real-\(language.code).\(format.fileExtension)",
                try TranslationProject.read(root: InterchangeFixtures.root).export(language: language, format: format)
            ),
            (
                "tricky-\(language.code).\(format.fileExtension)",
                try TranslationProject.read(root: folder).export(language: language, format: format)
            ),
        ]
    }

    @Test(arguments: targets)
    func poPassesMsgfmtCheck(_ language: CatalogLanguage) throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, bytes) in try Self.exports(language, .po) {
            let path = folder + "/" + name
            try InterchangeFixtures.write(bytes, to: path)
            let outcome = try ExternalTool.run(
                "msgfmt", package: "gettext", ["--check-format", "--check-header", "-o", "/dev/null", path])
            #expect(outcome.status == 0, "msgfmt \(name):\n\(outcome.output)")
            #expect(outcome.output.isEmpty, "msgfmt \(name) warned:\n\(outcome.output)")
        }
    }

    @Test(arguments: targets)
    func poStatisticsMatchTheExport(_ language: CatalogLanguage) throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try TranslationProject.read(root: InterchangeFixtures.root)
        let path = folder + "/real.po"
        try InterchangeFixtures.write(try project.export(language: language, format: .po), to: path)
        let outcome = try ExternalTool.run("msgfmt", package: "gettext", ["--statistics", "-o", "/dev/null", path])
        // msgfmt counts every entry once; together they are the units with English text.
        let numbers = outcome.output.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.reduce(0, +) == project.corpus.units.filter { $0.source != nil }.count, "\(outcome.output)")
    }

    @Test(arguments: targets)
    func xliffIsWellFormedForXmllint(_ language: CatalogLanguage) throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, bytes) in try Self.exports(language, .xliff) {
            let path = folder + "/" + name
            try InterchangeFixtures.write(bytes, to: path)
            let outcome = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--noout", path])
            #expect(outcome.status == 0, "xmllint \(name):\n\(outcome.output)")
            #expect(outcome.output.isEmpty, "xmllint \(name):\n\(outcome.output)")
        }
    }

    @Test func xmllintReadsTheSameTextsAsOurReader() throws {
        // xmllint's canonical rewrite (C14N) of our export, read back by our reader, gives the
        // same entries: both parsers agree on every escaped text.
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder + "/p", withCzech: true)
        let exported = try TranslationProject.read(root: folder + "/p").export(language: .czech, format: .xliff)
        let path = folder + "/t.xliff"
        try InterchangeFixtures.write(exported, to: path)
        let outcome = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--c14n", path])
        #expect(outcome.status == 0, "\(outcome.output)")
        let ours = try InterchangeDocument.read(exported).entries
        let theirs = try InterchangeDocument.read(Array(outcome.output.utf8)).entries
        #expect(theirs.map(\.target) == ours.map(\.target))
        #expect(theirs.map(\.source) == ours.map(\.source))
        #expect(theirs.map(\.writtenID) == ours.map(\.writtenID))
    }

    @Test func msgcatRewrappedPOIsReadTheSame() throws {
        // gettext tools re-wrap strings when they save a file (here to 30 columns); the
        // reader joins the pieces again.
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder + "/p", withCzech: true)
        for (name, exported) in [
            ("real", try TranslationProject.read(root: InterchangeFixtures.root).export(language: .russian, format: .po)),
            ("tricky", try TranslationProject.read(root: folder + "/p").export(language: .czech, format: .po)),
        ] {
            let path = folder + "/\(name).po"
            let wrapped = folder + "/\(name)-wrapped.po"
            try InterchangeFixtures.write(exported, to: path)
            let outcome = try ExternalTool.run("msgcat", package: "gettext", ["--width=30", "-o", wrapped, path])
            #expect(outcome.status == 0, "\(outcome.output)")
            let rewrapped = try InterchangeFixtures.read(wrapped)
            #expect(rewrapped != exported)
            func fields(_ entries: [InterchangeEntry]) -> [String] {
                entries.map {
                    "\($0.writtenID)|\(String(describing: $0.category))|\($0.source ?? "-")|\($0.target)|\($0.needsReview)|\($0.fingerprint ?? "-")"
                }
            }
            #expect(fields(try InterchangeDocument.read(rewrapped).entries) == fields(try InterchangeDocument.read(exported).entries))
        }
    }
}
