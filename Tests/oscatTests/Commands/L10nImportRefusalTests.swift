import Foundation
import OSCatalog
import TestSupport
import Testing

@testable import oscat

/// End-to-end: `oscat l10n import` admits only what `oscat l10n check` admits. Each bad file
/// exits 1 and leaves every project file byte for byte as it was, and the summary accounts
/// for every unit of the file.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct L10nImportRefusalTests {
    /// A temporary copy of the project with a Czech export in `format`; returns the copy, the
    /// export's text and the number of units exported.
    private func exported(_ format: String) throws -> (root: URL, text: String, units: Int) {
        let root = try OscatProcess.temporaryDirectory()
        for folder in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let out = root.appendingPathComponent("export.\(format)")
        let export = try OscatProcess.run(["l10n", "export", "--locale", "cs", "--format", format, "--out", out.path], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        // "wrote 1707 units for cs to …"
        let units = try #require(Self.numbers(in: export.stderr).first)
        return (root, try String(contentsOf: out, encoding: .utf8), units)
    }

    /// Every project file with its bytes.
    private func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in ["Catalog", "Localization"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                var isDirectory: ObjCBool = false
                let url = directory.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files["\(folder)/\(name)"] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The numbers of `line`, written the locale's way (`3,661`, `3 661`): a group separator
    /// between digits joins them.
    private static func numbers(in line: Substring) -> [Int] {
        let characters = Array(line)
        var joined = ""
        for (index, character) in characters.enumerated() {
            let between = index > 0 && index + 1 < characters.count && characters[index - 1].isNumber && characters[index + 1].isNumber
            if between && [",", "\u{A0}", "\u{202F}"].contains(character) { continue }
            joined.append(character)
        }
        return joined.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    private static func numbers(in text: String) -> [Int] { numbers(in: Substring(text)) }

    /// The summary line's counts: the file's units, then applied, unchanged, in conflict,
    /// unknown, refused, skipped.
    private static func summary(_ stderr: String) throws -> [Int] {
        let line = try #require(stderr.split(separator: "\n").first { $0.contains(" in the file: ") }, "\(stderr)")
        let numbers = numbers(in: line)
        #expect(numbers.count == 7, "\(line)")
        return numbers
    }

    /// Writes `text` as `name` in `root`, imports it with `options`, and checks the outcome:
    /// the exit status, unchanged files (when `status` is 1), and a summary that adds up to
    /// `units`. Returns stderr and the summary.
    @discardableResult
    private func importing(
        _ text: String, as name: String, into root: URL, units: Int, options: [String] = [], status: Int32 = 1
    ) throws -> (stderr: String, summary: [Int]) {
        let file = root.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let before = try snapshot(root)
        let run = try OscatProcess.run(["l10n", "import", file.path] + options, in: root)
        #expect(run.status == status, "\(run.stderr)")
        if status == 1 { #expect(try snapshot(root) == before, "the refused import wrote files") }
        guard run.stderr.contains(" in the file: ") else { return (run.stderr, []) }
        let counts = try Self.summary(run.stderr)
        #expect(counts.first == units)
        #expect(counts.dropFirst().reduce(0, +) == units, "the summary does not add up: \(counts)")
        return (run.stderr, counts)
    }

    /// The PO entry of `id` with `edit` applied to its text.
    private static func editing(_ id: String, in po: String, _ edit: (String) -> String) throws -> String {
        let context = try #require(po.range(of: "msgctxt \"\(id)\"\n"), "no entry \(id)")
        let start = po.range(of: "\n\n", options: .backwards, range: po.startIndex..<context.lowerBound)?.upperBound ?? po.startIndex
        let end = po.range(of: "\n\n", range: context.upperBound..<po.endIndex)?.lowerBound ?? po.endIndex
        var result = po
        result.replaceSubrange(start..<end, with: edit(String(po[start..<end])))
        #expect(result != po)
        return result
    }

    /// `entry` with its `msgstr` line replaced by `msgstr "<text>"`.
    private static func msgstr(_ text: String) -> (String) -> String {
        { entry in
            entry.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("msgstr ") ? "msgstr \"\(text)\"" : String($0) }.joined(separator: "\n")
        }
    }

    static let uiUnit = "ui/l10n.conflict"
    static let catalogUnit = "catalog/core-motion/summary"

    @Test func anOverflowingPlaceholderIsRefusedAtItsLine() throws {
        let (root, po, units) = try exported("po")
        let bad = try Self.editing(
            Self.uiUnit, in: po, Self.msgstr("%99999999999999999999$@: anglický text se od exportu změnil; nepoužito"))
        let (stderr, counts) = try importing(bad, as: "cs.po", into: root, units: units)
        #expect(counts[5] == 1)
        #expect(stderr.contains("cs.po:"), "\(stderr)")
        #expect(stderr.contains(": error: \(Self.uiUnit) (cs): placeholder '%99999999999999999999$@' is numbered over 9"), "\(stderr)")
        #expect(stderr.contains("[placeholder-syntax]"))
        #expect(stderr.contains("nothing was written"))
        // At the entry's first line in the file: its `#.` comment, three lines above `msgctxt`.
        let index = try #require(bad.components(separatedBy: "\n").firstIndex { $0.contains("msgctxt \"\(Self.uiUnit)\"") })
        #expect(stderr.contains("cs.po:\(index + 1 - 3):1: error: \(Self.uiUnit) (cs)"), "\(stderr)")
    }

    @Test func aChangedPlaceholderTypeIsRefused() throws {
        let (root, po, units) = try exported("po")
        let bad = try Self.editing(Self.uiUnit, in: po, Self.msgstr("%d %lld: anglický text se od exportu změnil; nepoužito"))
        let (stderr, counts) = try importing(bad, as: "cs.po", into: root, units: units)
        #expect(counts[5] == 1)
        #expect(stderr.contains("[placeholder-mismatch]"), "\(stderr)")
    }

    @Test func skipInvalidAppliesTheRestAndCountsTheRefused() throws {
        let (root, po, units) = try exported("po")
        var edited = try Self.editing(Self.uiUnit, in: po, Self.msgstr("%d %lld: nepoužito"))
        edited = try Self.editing("ui/change.removed", in: edited, Self.msgstr("vyřazen"))
        let (_, counts) = try importing(edited, as: "cs.po", into: root, units: units, options: ["--skip-invalid"], status: 0)
        #expect(counts[1] == 1 && counts[5] == 1, "\(counts)")
        let strings = try String(contentsOf: root.appendingPathComponent("Localization/Localizable.xcstrings"), encoding: .utf8)
        #expect(strings.contains("\"value\": \"vyřazen\""))
        #expect(!strings.contains("%d %lld: nepoužito"))
    }

    @Test func fuzzyCatalogTextIsSkippedAndCounted() throws {
        let (root, po, units) = try exported("po")
        let bad = try Self.editing(Self.catalogUnit, in: po) { entry in
            Self.msgstr("Nové shrnutí.")(entry).replacingOccurrences(of: "msgctxt ", with: "#, fuzzy\nmsgctxt ")
        }
        let (stderr, counts) = try importing(bad, as: "cs.po", into: root, units: units)
        #expect(counts[6] == 1)
        #expect(stderr.contains("\(Self.catalogUnit): marked fuzzy"), "\(stderr)")
        #expect(stderr.contains("skipped: 1 marked fuzzy, 0 needing review, 0 with an empty translation, 0 without a fingerprint"))
    }

    @Test func needsReviewCatalogTextIsSkippedAndCounted() throws {
        let (root, xliff, units) = try exported("xliff")
        let unit = try #require(xliff.range(of: "<trans-unit id=\"\(Self.catalogUnit)\""))
        let start = try #require(xliff.range(of: "<target", range: unit.upperBound..<xliff.endIndex))
        let end = try #require(xliff.range(of: "</target>", range: start.upperBound..<xliff.endIndex))
        var bad = xliff
        bad.replaceSubrange(start.lowerBound..<end.upperBound, with: "<target state=\"needs-review-translation\">Nové shrnutí.</target>")
        let (stderr, counts) = try importing(bad, as: "cs.xliff", into: root, units: units)
        #expect(counts[6] == 1)
        #expect(
            stderr.contains("skipped: 0 marked fuzzy, 1 needing review, 0 with an empty translation, 0 without a fingerprint"), "\(stderr)")
    }

    @Test func anEmptyTranslationIsSkippedNotTakenAsUnchanged() throws {
        let (root, po, units) = try exported("po")
        let bad = try Self.editing(Self.uiUnit, in: po, Self.msgstr(""))
        let (stderr, counts) = try importing(bad, as: "cs.po", into: root, units: units)
        #expect(counts[6] == 1)
        #expect(stderr.contains("\(Self.uiUnit): the translation is empty"), "\(stderr)")
        #expect(stderr.contains("0 marked fuzzy, 0 needing review, 1 with an empty translation, 0 without a fingerprint"))
    }

    @Test func aUnitWithoutItsFingerprintIsAConflictUnlessForced() throws {
        let (root, po, units) = try exported("po")
        let bad = try Self.editing(Self.uiUnit, in: po) { entry in
            Self.msgstr("%@: anglický text je od exportu jiný; nepoužito")(entry)
                .split(separator: "\n").filter { !$0.hasPrefix("#. oscat-fingerprint:") }.joined(separator: "\n")
        }
        let (stderr, counts) = try importing(bad, as: "cs.po", into: root, units: units)
        #expect(counts[6] == 1)
        #expect(stderr.contains("\(Self.uiUnit): no oscat-fingerprint"), "\(stderr)")
        #expect(stderr.contains("0 with an empty translation, 1 without a fingerprint"))
        // --force applies it (the English source text in the file is the current one).
        let (_, forced) = try importing(bad, as: "cs.po", into: root, units: units, options: ["--force"], status: 0)
        #expect(forced[1] == 1)
    }

    @Test func anXLIFFRelabelledToAnotherLanguageIsRefused() throws {
        let (root, xliff, units) = try exported("xliff")
        let relabelled = xliff.replacingOccurrences(of: "target-language=\"cs\"", with: "target-language=\"fr\"")
        #expect(relabelled != xliff)
        // Refused by --locale, and by the language the file's name gives.
        let (byOption, _) = try importing(relabelled, as: "export.xliff", into: root, units: units, options: ["--locale", "cs"])
        // (--locale chooses the language imported, not the language of messages.)
        #expect(byOption.contains("the file's target language is 'fr', but --locale asks for 'cs'; nothing was written"), "\(byOption)")
        let (byName, _) = try importing(relabelled, as: "cs.xliff", into: root, units: units)
        #expect(byName.contains("target language is 'fr', but its name says 'cs'"), "\(byName)")
        // Refused before anything is planned: no unit is counted.
        #expect(!byName.contains(" in the file: ") && !byOption.contains(" in the file: "))
    }

    @Test func theLanguageAFileNameGives() {
        #expect(L10nExchangeCommands.namedLanguage("translations/cs.po") == .czech)
        #expect(L10nExchangeCommands.namedLanguage("oscat-fr.xliff") == .french)
        #expect(L10nExchangeCommands.namedLanguage("sv_SE.po") == .swedish)
        #expect(L10nExchangeCommands.namedLanguage("RU.xlf") == .russian)
        // No code, English (the source), or two languages: the name says nothing.
        for name in ["export.po", "csv.po", "cs", "en.po", "cs-to-sv.po", "po/fr/export.po"] {
            #expect(L10nExchangeCommands.namedLanguage(name) == nil, "\(name)")
        }
    }
}
