import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import Testing
import TranslationInterchange

/// Texts with quotes, backslashes, line breaks, markup characters, placeholders, emoji and
/// Czech and Russian letters survive export and import exactly, in both formats.
@Suite struct TrickyTextTests {
    @Test(arguments: InterchangeFormat.allCases)
    func trickyTextsRoundTripByteForByte(_ format: InterchangeFormat) throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let translated = folder + "/translated"
        let untranslated = folder + "/untranslated"
        try TrickyProject.write(to: translated, withCzech: true)
        try TrickyProject.write(to: untranslated, withCzech: false)

        let exported = try TranslationProject.read(root: translated).export(language: .czech, format: format)
        // Padded texts, control and invisible characters (a CR, the emoji's zero-width joiner)
        // and mixed placeholders fail the checks, so a normal import refuses them.
        let checked = try TranslationProject.read(root: untranslated).plan(try InterchangeDocument.read(exported, path: "cs"))
        #expect(
            checked.invalid.map(\.unitID) == [
                "ui/carriage-return", "ui/emoji", "ui/leading-newline", "ui/newlines", "ui/placeholders", "ui/separators", "ui/spaces",
            ])
        #expect(checked.invalid.flatMap(\.findings).allSatisfy { $0.file == "cs" && $0.severity == .error })
        #expect(checked.changes.count + checked.invalid.count == TrickyProject.singles.count + 2)

        // The formats carry them all the same: with the checks off, the same export, imported
        // into the project without Czech, gives the project with it.
        let (plan, written) = try InterchangeFixtures.importFile(exported, into: untranslated, options: ImportOptions(rules: []))
        #expect(plan.conflicts.isEmpty && plan.unknown.isEmpty && plan.skipped.isEmpty)
        #expect(plan.changes.count == TrickyProject.singles.count + 2)
        #expect(written == ["Catalog/codecs.json", "Localization/Localizable.xcstrings", "Localization/fingerprints.json"])
        for path in ["Catalog/codecs.json", "Localization/Localizable.xcstrings"] {
            let expected = try InterchangeFixtures.read(translated + "/" + path)
            let actual = try InterchangeFixtures.read(untranslated + "/" + path)
            #expect(actual == expected, "\(path) differs:\n\(String(decoding: actual, as: UTF8.self))")
        }
        let project = try TranslationProject.read(root: untranslated)
        for item in TrickyProject.singles {
            #expect(project.unit("ui/" + item.key)?.translations["cs"]?.text == .single(item.czech), "\(item.key)")
        }
        #expect(project.unit("ui/count.files")?.translations["cs"]?.text == .plural(TrickyProject.pluralCzech))
        #expect(project.unit("catalog/tricky-codec/summary")?.translations["cs"]?.text == .single(TrickyProject.catalogCzech))

        // And an export of the result is the same file.
        #expect(try project.export(language: .czech, format: format) == exported)
        #expect(project.plan(try InterchangeDocument.read(exported)).changes.isEmpty)
    }

    @Test func theIDThatLooksLikeAPluralOneIsAPlainUnit() throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder, withCzech: true)
        let project = try TranslationProject.read(root: folder)
        let xliff = String(decoding: try project.export(language: .czech, format: .xliff), as: UTF8.self)
        #expect(xliff.contains("<trans-unit id=\"ui/looks|plural.one\" xml:space=\"preserve\">"))
        #expect(xliff.contains("<trans-unit id=\"ui/count.files|plural.few\" xml:space=\"preserve\">"))
        let document = try InterchangeDocument.read(Array(xliff.utf8))
        let plan = project.plan(document)
        #expect(plan.unknown.isEmpty)
        #expect(plan.changes.isEmpty)
    }

    @Test func xliffEscapesMarkupAndCarriageReturns() throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder, withCzech: true)
        let xliff = String(decoding: try TranslationProject.read(root: folder).export(language: .czech, format: .xliff), as: UTF8.self)
        #expect(xliff.contains("<source>Say &quot;hello&quot; &amp; &lt;goodbye&gt; &gt; 'now'</source>"))
        #expect(xliff.contains("<source>carriage&#13;\nreturn</source>"))
        #expect(xliff.contains("<source>]]&gt; and ]] and &lt;![CDATA[x]]&gt;</source>"))
        #expect(xliff.contains("<source>&amp;amp; &amp;lt; &amp;#38; literally</source>"))
        #expect(xliff.contains("<note>Tricky text: quotes &lt;&amp;&gt; &quot;context&quot;</note>"))
    }

    @Test func poEscapesAndSplitsLines() throws {
        let folder = try InterchangeFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TrickyProject.write(to: folder, withCzech: true)
        let po = String(decoding: try TranslationProject.read(root: folder).export(language: .czech, format: .po), as: UTF8.self)
        #expect(po.contains("msgid \"Say \\\"hello\\\" & <goodbye> > 'now'\"\n"))
        #expect(po.contains("msgid \"back\\\\slash \\\\n is not a newline \\\\\"\n"))
        #expect(po.contains("msgid \"\"\n\"line 1\\n\"\n\"line 2\\n\"\nmsgstr \"\"\n\"řádek 1\\n\"\n\"řádek 2\\n\"\n"))
        #expect(po.contains("msgid \"\"\n\"carriage\\r\\n\"\n\"return\"\n"))
        #expect(po.contains("msgid \"a\\ttab\"\n"))
        #expect(
            po.contains(
                """
                #. A number of files.
                #. oscat-fingerprint: 
                """))
        #expect(
            po.contains(
                """
                msgctxt "ui/count.files"
                msgid "%lld \\"file\\" & <folder>"
                msgid_plural "%lld \\"files\\" & <folders>"
                msgstr[0] "%lld „soubor“ & <složka>"
                msgstr[1] "%lld „soubory“ & <složky>"
                msgstr[2] "%lld „souboru“ & <složky>"
                msgstr[3] "%lld „souborů“ & <složek>"
                """))
    }

    @Test(arguments: InterchangeFormat.allCases)
    func controlCharactersCannotBeExported(_ format: InterchangeFormat) throws {
        let unit = TranslationUnit(
            id: "ui/bell", domain: .ui, context: "c", file: "f", pointer: JSONPointer(tokens: ["strings", "bell"]),
            translations: ["en": .init(text: .single("ring \u{07} the bell"))])
        #expect(throws: InterchangeError.forbiddenCharacter(unitID: "ui/bell", scalar: 7)) {
            try TranslationExport.export(TranslationCorpus(units: [unit]), language: .czech, format: format)
        }
        // Context is only informational: a forbidden character there is replaced, not fatal.
        var noisy = unit
        noisy.translations["en"] = .init(text: .single("ring the bell"))
        noisy.context = "escape \u{1B}[31m"
        let bytes = try TranslationExport.export(TranslationCorpus(units: [noisy]), language: .czech, format: format)
        #expect(String(decoding: bytes, as: UTF8.self).contains("escape \u{FFFD}[31m"))
    }
}
