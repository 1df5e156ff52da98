import Foundation
import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing
import TranslationInterchange

/// The round trip on a temporary copy of the real `Localization/` and `Catalog/`: export, edit
/// like a translator, import.
@Suite struct RoundTripTests {
    static let targets: [CatalogLanguage] = [.czech, .french, .russian, .swedish]
    static let cases: [(CatalogLanguage, InterchangeFormat)] = targets.flatMap { language in
        InterchangeFormat.allCases.map { (language, $0) }
    }

    @Test(arguments: cases)
    func exportThenImportWithoutEditsChangesNothing(_ language: CatalogLanguage, _ format: InterchangeFormat) throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try InterchangeFixtures.snapshot(root)
        let project = try TranslationProject.read(root: root)
        let exported = try project.export(language: language, format: format)
        let document = try InterchangeDocument.read(exported)
        #expect(document.format == format)
        #expect(document.language == language)
        let plan = project.plan(document)
        #expect(plan.changes.isEmpty)
        #expect(plan.conflicts.isEmpty)
        #expect(plan.unknown.isEmpty)
        #expect(plan.skipped.isEmpty)
        #expect(plan.unchanged > 0)
        #expect(try project.apply(plan).isEmpty)
        #expect(try InterchangeFixtures.snapshot(root) == before)
    }

    @Test func everyUnitIsExported() throws {
        let project = try TranslationProject.read(root: InterchangeFixtures.root)
        let document = try InterchangeDocument.read(try project.export(language: .czech, format: .po))
        let exported = Set(document.entries.map(\.unitID))
        let expected = Set(project.corpus.units.filter { $0.source != nil }.map(\.id))
        #expect(exported == expected)
        #expect(expected.contains { $0.hasPrefix("ui/") })
        #expect(expected.contains { $0.hasPrefix("catalog/") })
    }

    @Test(arguments: InterchangeFormat.allCases)
    func exportIsDeterministicAndIndependentOfTheFolder(_ format: InterchangeFormat) throws {
        let copy = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let real = try TranslationProject.read(root: InterchangeFixtures.root)
        let first = try real.export(language: .russian, format: format)
        #expect(try real.export(language: .russian, format: format) == first)
        #expect(try TranslationProject.read(root: copy).export(language: .russian, format: format) == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains(copy))
        #expect(text.contains("Localization/Localizable.xcstrings"))
        #expect(text.contains("Catalog/"))
    }

    @Test func englishCannotBeExported() throws {
        let project = try TranslationProject.read(root: InterchangeFixtures.root)
        #expect(throws: InterchangeError.sourceLanguage) { try project.export(language: .english, format: .po) }
    }

    // MARK: Edits

    /// `written` is `files` in order, then possibly `Localization/fingerprints.json` (written
    /// only when the recorded fingerprints change).
    static func expectWritten(_ written: [String], _ files: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let extra = Array(written.dropFirst(files.count))
        #expect(Array(written.prefix(files.count)) == files, sourceLocation: sourceLocation)
        #expect(extra.isEmpty || extra == ["Localization/fingerprints.json"], sourceLocation: sourceLocation)
    }

    /// After the import, `unitID`'s fingerprint for `language` is the current English one and
    /// every other recorded fingerprint is as before.
    static func expectFingerprintRecorded(
        _ unitID: String, _ language: String, _ before: [String: [UInt8]], _ after: [String: [UInt8]], root: String
    ) throws {
        let old = try before["Localization/fingerprints.json"].map { try SourceFingerprintStore(bytes: $0) } ?? SourceFingerprintStore()
        let new = try SourceFingerprintStore(bytes: try #require(after["Localization/fingerprints.json"]))
        let english = try #require(try TranslationProject.read(root: root).unit(unitID)?.source?.text)
        var expected = old
        expected.fingerprints[unitID, default: [:]][language] = sourceFingerprint(of: english)
        #expect(new == expected)
    }

    @Test func anEditedUIStringInPOIsAppliedAndNothingElse() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try InterchangeFixtures.snapshot(root)
        let exported = try TranslationProject.read(root: root).export(language: .czech, format: .po)
        let previous = try InterchangeFixtures.translation(of: "ui/change.removed", .czech, root: root)
        let edited = try InterchangeFixtures.replacingMsgstr(of: "ui/change.removed", with: "\"odebrán \\\"navždy\\\"\"", in: exported)
        let (plan, written) = try InterchangeFixtures.importFile(edited, into: root)
        #expect(plan.changes.map(\.unitID) == ["ui/change.removed"])
        #expect(plan.changes.first?.text == .single("odebrán \"navždy\""))
        #expect(plan.changes.first?.previous == .single(previous))
        #expect(plan.conflicts.isEmpty && plan.unknown.isEmpty)
        Self.expectWritten(written, ["Localization/Localizable.xcstrings"])

        let after = try InterchangeFixtures.snapshot(root)
        for (path, bytes) in before where path != "Localization/Localizable.xcstrings" && path != "Localization/fingerprints.json" {
            #expect(after[path] == bytes, "\(path) changed")
        }
        let lines = try InterchangeFixtures.changedLines(of: "Localization/Localizable.xcstrings", before, after)
        #expect(lines.count == 1)
        #expect(lines.first?.1 == "            \"value\": \"odebrán \\\"navždy\\\"\"")

        // The fingerprint of the English it was translated from is recorded, for Czech only.
        try Self.expectFingerprintRecorded("ui/change.removed", "cs", before, after, root: root)

        // Importing the same file again changes nothing more.
        let again = try InterchangeFixtures.importFile(edited, into: root)
        #expect(again.0.changes.isEmpty)
        #expect(again.1.isEmpty)
    }

    @Test func anEditedCatalogTextInXLIFFIsAppliedInCanonicalForm() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try InterchangeFixtures.snapshot(root)
        let project = try TranslationProject.read(root: root)
        let unit = try #require(project.corpus.units.first { $0.id.hasPrefix("catalog/") && $0.translations["fr"] != nil })
        let exported = try project.export(language: .french, format: .xliff)
        let edited = try InterchangeFixtures.replacingTarget(
            of: unit.id, with: "<target state=\"translated\">Nouveau texte &amp; &lt;balise&gt; « cité »</target>", in: exported)
        let (plan, written) = try InterchangeFixtures.importFile(edited, into: root)
        #expect(plan.changes.map(\.unitID) == [unit.id])
        let relative = String(unit.file.dropFirst(root.count + 1))
        Self.expectWritten(written, [relative])
        let after = try InterchangeFixtures.snapshot(root)
        try Self.expectFingerprintRecorded(unit.id, "fr", before, after, root: root)
        let lines = try InterchangeFixtures.changedLines(of: relative, before, after)
        #expect(lines.count == 1)
        #expect(lines.first?.1.hasSuffix("\"fr\": \"Nouveau texte & <balise> « cité »\",") == true)
        #expect(after["Localization/Localizable.xcstrings"] == before["Localization/Localizable.xcstrings"])
        // The catalog file is still canonical.
        let files = try CatalogLoader.files(inDirectory: root + "/Catalog")
        #expect(CatalogFormatter.format(files: files).allSatisfy { !$0.isChanged })
    }

    @Test func pluralFormsAreAppliedInTheFilesOrder() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try TranslationProject.read(root: root)
        // Every Czech form of a plural string is replaced.
        let id = "ui/count.errors"
        let exported = try project.export(language: .czech, format: .po)
        let text = String(decoding: exported, as: UTF8.self)
        let start = try #require(text.range(of: "msgctxt \"\(id)\""))
        let end = text[start.upperBound...].range(of: "\n\n")?.lowerBound ?? text.endIndex
        let entry = String(text[start.lowerBound..<end])
        var edited = entry
        for index in 0..<4 {
            let line = try #require(entry.split(separator: "\n").first { $0.hasPrefix("msgstr[\(index)]") })
            edited = edited.replacingOccurrences(of: String(line), with: "msgstr[\(index)] \"%lld chyb(a) \(index)\"")
        }
        let changed = Array(text.replacingOccurrences(of: entry, with: edited).utf8)
        let (plan, _) = try InterchangeFixtures.importFile(changed, into: root)
        #expect(plan.changes.map(\.unitID) == [id])
        #expect(
            plan.changes.first?.text
                == .plural([
                    "one": "%lld chyb(a) 0", "few": "%lld chyb(a) 1", "many": "%lld chyb(a) 2", "other": "%lld chyb(a) 3",
                ]))
        let reread = try TranslationProject.read(root: root)
        #expect(reread.unit(id)?.translations["cs"]?.text == plan.changes.first?.text)
        // Order in the file: one, few, many, other.
        let strings = String(decoding: try InterchangeFixtures.read(root + "/Localization/Localizable.xcstrings"), as: UTF8.self)
        let positions = (0..<4).compactMap { strings.range(of: "%lld chyb(a) \($0)")?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted())
    }

    @Test func aConflictIsReportedAndNotApplied() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exported = try TranslationProject.read(root: root).export(language: .swedish, format: .xliff)
        // The translator edits two units; meanwhile the English of one of them changes.
        let previous = try InterchangeFixtures.translation(of: "ui/change.removed", .swedish, root: root)
        var edited = try InterchangeFixtures.replacingTarget(
            of: "ui/change.removed", with: "<target state=\"translated\">struket</target>", in: exported)
        edited = try InterchangeFixtures.replacingTarget(
            of: "ui/change.introduced", with: "<target state=\"translated\">infört</target>", in: edited)
        let stringsPath = root + "/Localization/Localizable.xcstrings"
        let newEnglish = try InterchangeFixtures.replacing(
            "\"value\": \"removed\"", with: "\"value\": \"removed for good\"", in: try InterchangeFixtures.read(stringsPath))
        try InterchangeFixtures.write(newEnglish, to: stringsPath)
        let before = try InterchangeFixtures.snapshot(root)

        let (plan, written) = try InterchangeFixtures.importFile(edited, into: root)
        #expect(plan.conflicts.map(\.unitID) == ["ui/change.removed"])
        let conflict = try #require(plan.conflicts.first)
        #expect(conflict.proposed == .single("struket"))
        #expect(conflict.currentSource == .single("removed for good"))
        #expect(conflict.exportedSource == "removed")
        #expect(conflict.exportedFingerprint != conflict.currentFingerprint)
        #expect(plan.changes.map(\.unitID) == ["ui/change.introduced"])
        Self.expectWritten(written, ["Localization/Localizable.xcstrings"])

        let after = try InterchangeFixtures.snapshot(root)
        let lines = try InterchangeFixtures.changedLines(of: "Localization/Localizable.xcstrings", before, after)
        #expect(lines.map(\.1) == ["            \"value\": \"infört\""])
        let project = try TranslationProject.read(root: root)
        #expect(project.unit("ui/change.removed")?.translations["sv"]?.text == .single(previous))
        let store = try before["Localization/fingerprints.json"].map { try SourceFingerprintStore(bytes: $0) }
        #expect(
            project.fingerprints.fingerprint(of: "ui/change.removed", language: "sv")
                == store?.fingerprint(of: "ui/change.removed", language: "sv"))
    }

    @Test func withoutFingerprintsTheEnglishSourceDecidesWhenForced() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try TranslationProject.read(root: root)
        let english = try #require(project.unit("ui/change.removed")?.source?.text)
        let document = InterchangeDocument(
            format: .po, language: .czech,
            entries: [
                InterchangeEntry(unitID: "ui/change.removed", source: "removed", target: "smazán"),
                InterchangeEntry(unitID: "ui/change.introduced", source: "old English", target: "zaveden"),
                InterchangeEntry(unitID: "ui/change.deprecated", source: nil, target: "zavržen"),
            ])
        // Without --force a changed unit without a fingerprint is not applied at all.
        let unforced = project.plan(document)
        #expect(unforced.changes.isEmpty && unforced.conflicts.isEmpty)
        #expect(unforced.skipped(.noFingerprint).map(\.unitID) == ["ui/change.deprecated", "ui/change.introduced", "ui/change.removed"])
        let plan = project.plan(document, options: ImportOptions(force: true))
        #expect(english == .single("removed"))
        #expect(plan.changes.map(\.unitID) == ["ui/change.removed"])
        #expect(plan.conflicts.map(\.unitID) == ["ui/change.deprecated", "ui/change.introduced"])
    }

    @Test func reviewStatesRoundTrip() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exported = try TranslationProject.read(root: root).export(language: .czech, format: .po)
        // Mark one UI string fuzzy without changing it: it becomes needs_review.
        let fuzzy = try InterchangeFixtures.replacing(
            "#: Localization/Localizable.xcstrings\nmsgctxt \"ui/change.removed\"",
            with: "#: Localization/Localizable.xcstrings\n#, fuzzy\nmsgctxt \"ui/change.removed\"", in: exported)
        let (plan, _) = try InterchangeFixtures.importFile(fuzzy, into: root)
        #expect(plan.changes.map(\.unitID) == ["ui/change.removed"])
        #expect(plan.changes.first?.isStateOnly == true)
        var project = try TranslationProject.read(root: root)
        #expect(project.unit("ui/change.removed")?.translations["cs"]?.state == "needs_review")

        // It is exported fuzzy now; importing that export changes nothing; clearing the flag
        // makes it translated again.
        let second = try project.export(language: .czech, format: .po)
        #expect(String(decoding: second, as: UTF8.self).contains("#, fuzzy\nmsgctxt \"ui/change.removed\""))
        #expect(try InterchangeFixtures.importFile(second, into: root).1.isEmpty)
        let xliff = try project.export(language: .czech, format: .xliff)
        let czech = try InterchangeFixtures.translation(of: "ui/change.removed", .czech, root: root)
        #expect(String(decoding: xliff, as: UTF8.self).contains("<target state=\"needs-review-translation\">\(czech)</target>"))
        let confirmed = try InterchangeFixtures.replacingTarget(
            of: "ui/change.removed", with: "<target state=\"translated\">\(czech)</target>", in: xliff)
        let (third, _) = try InterchangeFixtures.importFile(confirmed, into: root)
        #expect(third.changes.map(\.unitID) == ["ui/change.removed"])
        project = try TranslationProject.read(root: root)
        #expect(project.unit("ui/change.removed")?.translations["cs"]?.state == "translated")

        // Catalog text has no review state: a fuzzy catalog entry is skipped.
        let catalogID = try #require(project.corpus.units.first { $0.id.hasPrefix("catalog/") }?.id)
        // The first "#: Catalog/" reference is that unit's (entries are sorted by id).
        let fuzzyCatalog = try InterchangeFixtures.replacing(
            "#: Catalog/", with: "#, fuzzy\n#: Catalog/", in: try project.export(language: .czech, format: .po))
        let (fourth, written) = try InterchangeFixtures.importFile(fuzzyCatalog, into: root)
        #expect(fourth.skipped.map(\.unitID) == [catalogID])
        #expect(fourth.skipped.first?.reason == .fuzzy)
        #expect(written.isEmpty)
    }

    @Test func staleTranslationsAreExportedForReviewAndConfirmedByImport() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A recorded fingerprint that is not the current English one: the English changed
        // after the translation was made.
        let store = SourceFingerprintStore(fingerprints: ["ui/change.removed": ["ru": "0000000000000000"]])
        try InterchangeFixtures.write(store.bytes, to: root + "/Localization/fingerprints.json")
        let project = try TranslationProject.read(root: root)
        let exported = try project.export(language: .russian, format: .po)
        #expect(String(decoding: exported, as: UTF8.self).contains("#, fuzzy\nmsgctxt \"ui/change.removed\""))
        #expect(try InterchangeFixtures.importFile(exported, into: root).1.isEmpty)
        let confirmed = try InterchangeFixtures.replacing(
            "#, fuzzy\nmsgctxt \"ui/change.removed\"", with: "msgctxt \"ui/change.removed\"", in: exported)
        let (plan, written) = try InterchangeFixtures.importFile(confirmed, into: root)
        #expect(plan.changes.map(\.unitID) == ["ui/change.removed"])
        #expect(written == ["Localization/fingerprints.json"])
        let english = try #require(project.unit("ui/change.removed")?.source?.text)
        #expect(
            try TranslationProject.read(root: root).fingerprints.fingerprint(of: "ui/change.removed", language: "ru")
                == sourceFingerprint(of: english))
    }

    @Test func unknownIDsAreReported() throws {
        let project = try TranslationProject.read(root: InterchangeFixtures.root)
        let document = InterchangeDocument(
            format: .xliff, language: .czech,
            entries: [
                InterchangeEntry(unitID: "ui/no-such-key", source: "x", target: "y", position: SourcePosition(line: 3, column: 7)),
                InterchangeEntry(
                    unitID: "ui/count.errors", category: .two, writtenID: "ui/count.errors|plural.two", source: "x", target: "y"),
                InterchangeEntry(
                    unitID: "ui/change.removed", category: .one, writtenID: "ui/change.removed|plural.one", source: "x", target: "y"),
                InterchangeEntry(unitID: "ui/count.errors", source: "x", target: "y"),
            ])
        let plan = project.plan(document)
        #expect(
            plan.unknown.map(\.id) == [
                "ui/no-such-key", "ui/count.errors|plural.two", "ui/count.errors", "ui/change.removed|plural.one",
            ])
        #expect(plan.unknown.map(\.reason) == [.noSuchUnit, .categoryNotUsed(.two), .pluralMismatch, .pluralMismatch])
        #expect(plan.unknown.first?.position == SourcePosition(line: 3, column: 7))
        #expect(plan.changes.isEmpty)
    }

    @Test func emptyTargetsNeverEraseTranslations() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exported = try TranslationProject.read(root: root).export(language: .czech, format: .po)
        let erased = try InterchangeFixtures.replacingMsgstr(of: "ui/change.removed", with: "\"\"", in: exported)
        let (plan, written) = try InterchangeFixtures.importFile(erased, into: root)
        #expect(plan.changes.isEmpty)
        #expect(written.isEmpty)
    }

    // MARK: Failures write nothing

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file>\n</xliff>\n", 4, 1),
        ("msgid \"\"\nmsgstr \"Language: cs\\n\"\n\nmsgctxt \"ui/change.removed\"\nmsgid \"removed\"\nmsgstr \"bad \\q\"\n", 6, 13),
    ])
    func malformedInputGivesAPositionedErrorAndWritesNothing(_ input: String, _ line: Int, _ column: Int) throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try InterchangeFixtures.snapshot(root)
        do {
            try InterchangeFixtures.importFile(Array(input.utf8), into: root)
            Issue.record("no error")
        } catch let error as InterchangeParseError {
            #expect(error.position.line == line)
            #expect(error.position.column == column)
            #expect(error.description.hasPrefix("import:\(line):\(column): error: "))
        }
        #expect(try InterchangeFixtures.snapshot(root) == before)
    }

    @Test func aProjectFileThatIsNotJSONStopsTheImportWithItsPosition() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exported = try TranslationProject.read(root: root).export(language: .czech, format: .po)
        let edited = try InterchangeFixtures.replacingMsgstr(of: "ui/change.removed", with: "\"smazán\"", in: exported)
        try InterchangeFixtures.write(Array("{\n  \"codecs\": [,]\n}\n".utf8), to: root + "/Catalog/codecs.json")
        let before = try InterchangeFixtures.snapshot(root)
        do {
            try InterchangeFixtures.importFile(edited, into: root)
            Issue.record("no error")
        } catch let error as InterchangeError {
            guard case .projectFile(let path, let position, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "Catalog/codecs.json")
            #expect(position == SourcePosition(line: 2, column: 14, offset: 15))
            #expect(error.description.hasPrefix("Catalog/codecs.json:2:14: error: "))
        }
        #expect(try InterchangeFixtures.snapshot(root) == before)
    }

    @Test func aFailedWriteChangesNoFile() throws {
        let root = try InterchangeFixtures.copyOfRealProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try TranslationProject.read(root: root)
        let exported = try project.export(language: .czech, format: .po)
        let edited = try InterchangeFixtures.replacingMsgstr(of: "ui/change.removed", with: "\"smazán\"", in: exported)
        // The fingerprint store's place is taken by a folder, so its write (the last) fails.
        let blocked = root + "/Localization/blocked"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let files = try TranslationProject(
            stringCatalog: project.stringCatalog, catalogFiles: project.catalogFiles, fingerprintsPath: blocked,
            fingerprintsFile: nil)
        let before = try InterchangeFixtures.snapshot(root)
        let plan = files.plan(try InterchangeDocument.read(edited))
        #expect(plan.changes.count == 1)
        #expect(try files.writes(for: plan).map(\.displayPath) == ["Localization/Localizable.xcstrings", blocked])
        do {
            try files.apply(plan)
            Issue.record("no error")
        } catch {
            guard case .write(let failure, let rolledBack, let notRestored) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failure.path == blocked)
            #expect(rolledBack.isEmpty)  // nothing had been replaced: all files are prepared first
            #expect(notRestored.isEmpty)
        }
        #expect(try InterchangeFixtures.snapshot(root) == before)
    }
}
