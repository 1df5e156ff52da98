import Foundation
import TestSupport
import Testing

/// End-to-end: the diagnostics of `oscat validate`, `oscat l10n check` and of catalogs that are
/// not valid JSON come out in the user's language. In the pseudo-locale `en-XA` every looked-up
/// text is accented and bracketed, so an English word left in a message was hard-coded.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct DiagnosticLanguageTests {
    static let schemaFixtures = OscatProcess.packageRoot.appendingPathComponent("Tests/OSCatalogSchemaTests/Fixtures/invalid")
    static let l10nFixtures = OscatProcess.packageRoot.appendingPathComponent("Tests/OSCatalogLocalizationTests/Fixtures")

    static let invalidCatalogs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: schemaFixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "expectations.json" }.sorted()
    }()

    static let interchangeFixtures = l10nFixtures.appendingPathComponent("interchange")

    /// Malformed XLIFF and PO files, one per reader error (named after it).
    static let malformedInterchange: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: interchangeFixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".po") }.sorted()
    }()

    static let brokenTranslations: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: l10nFixtures.appendingPathComponent("broken").path)) ?? []
        return names.filter {
            ($0.hasSuffix(".json") || $0.hasSuffix(".xcstrings")) && $0 != "expectations.json" && !$0.hasSuffix(".fingerprints.json")
        }.sorted()
    }()

    // MARK: - Reading diagnostics

    /// One `path:line:col: severity: message [rule]` line, split up.
    struct Line {
        var severity: String
        var message: String
        var rule: String?
    }

    /// Splits a diagnostic line; nil if it is not one.
    static func parse(_ line: Substring) -> Line? {
        for severity in ["error", "warning"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            var message = String(line[range.upperBound...])
            var rule: String?
            if message.hasSuffix("]"), let open = message.range(of: " [", options: .backwards) {
                rule = String(message[open.upperBound...].dropLast())
                message = String(message[..<open.lowerBound])
            }
            return Line(severity: severity, message: message, rule: rule)
        }
        return nil
    }

    /// The words of `message` that are plain English although the locale is `en-XA`.
    ///
    /// Values a message quotes ('…', "…", `…`), pointers, paths, ids, dates and numbers (any
    /// token with a digit, `/`, `-`, `_`, `.`, `@`, `$` or `%`), all-capital names (Unicode
    /// character names, `JSON`) and ``verbatimWords`` are verbatim. Everything else must be
    /// pseudo text: every looked-up word has an accent.
    static func englishWords(in message: String, allowed: Set<String> = verbatimWords) -> [String] {
        var text = message
        // An `l10n check` finding starts with the unit id and the language code as written
        // (`ui/label.layer (cz): …`), both verbatim.
        let start = text.drop { $0 == "⟦" }
        if let space = start.firstIndex(of: " "), start[..<space].contains("/"),
            start[space...].hasPrefix(" ("), let close = start[space...].firstIndex(of: ")")
        {
            text = String(start[start.index(after: close)...])
        }
        for (open, close) in [("'", "'"), ("\"", "\""), ("`", "`"), ("„", "“"), ("«", "»"), ("”", "”")] {
            while let start = text.range(of: open),
                let end = text.range(of: close, range: start.upperBound..<text.endIndex)
            {
                text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
            }
        }
        var words: [String] = []
        for token in text.split(whereSeparator: \.isWhitespace) {
            if token.contains(where: { $0.isNumber || "/-_.@$%+\\".contains($0) }) { continue }
            let word = token.trimmingCharacters(in: CharacterSet.letters.inverted)
            guard word.count >= 2, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
            if word.allSatisfy(\.isUppercase) || allowed.contains(word) { continue }
            words.append(word)
        }
        return words
    }

    /// Words that messages show as they are: language codes, schema keywords, and the values
    /// the catalog schema allows (`enum`), which an error lists ("not one of: audio, video …").
    static let verbatimWords: Set<String> = {
        var words: Set<String> = ["anyOf", "oneOf", "en", "cs", "fr", "ru", "sv"]
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let values = object["enum"] as? [Any] { words.formUnion(values.compactMap { $0 as? String }) }
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        let folder = OscatProcess.packageRoot.appendingPathComponent("Catalog/schema")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".json") {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                let document = try? JSONSerialization.jsonObject(with: data)
            {
                collect(document)
            }
        }
        return words
    }()

    /// Checks every diagnostic line of `output`: the message is looked up (it has pseudo
    /// brackets) and has no English word; returns the rule ids seen.
    @discardableResult
    static func expectPseudo(_ output: String, _ context: String) -> Set<String> {
        var rules: Set<String> = []
        var count = 0
        for raw in output.split(separator: "\n") {
            guard let line = parse(raw) else { continue }
            count += 1
            if let rule = line.rule { rules.insert(rule) }
            #expect(line.message.contains("⟦"), "\(context): \(raw)")
            let english = englishWords(in: line.message)
            #expect(english.isEmpty, "\(context): \(english) in \(raw)")
        }
        #expect(count > 0, "\(context): no diagnostics in \(output)")
        return rules
    }

    @Test func theLeakFinderFindsEnglish() {
        #expect(Self.englishWords(in: "⟦⟦ƒřáɱéŵöřķ⟧ 'ui-kit'⟧: ⟦ĥáš ñö ťéxť (sv)⟧ at /frameworks/0 ios-6") == ["at"])
        #expect(Self.englishWords(in: "⟦ťřáíľíñĝ çöɱɱá ƀéƒöřé ']'⟧ before") == ["before"])
        #expect(Self.englishWords(in: "⟦ĥáš⟧ U+200E LEFT-TO-RIGHT MARK ⟦íñ⟧ anyOf (sv)") == [])
        #expect(Self.englishWords(in: "⟦íš ñöť öñé öƒ⟧: audio, video, container") == [])
        #expect(Self.verbatimWords.contains("tutorial"))
        #expect(Self.englishWords(in: "⟦ui/label.layer (cz): ⟦'cz' íš ñöť⟧ (cz) ⟧") == ["cz"])
        #expect(Self.englishWords(in: "⟦ui/label.layer (cz): ⟦ñö⟧ text⟧") == ["text"])
        #expect(Self.englishWords(in: "trailing comma before ']'") == ["trailing", "comma", "before"])
    }

    // MARK: - validate

    /// A folder with `Catalog/schema` (the real schema) and `files`; returns the folder.
    static func catalogFolder(_ files: [(name: String, bytes: [UInt8])]) throws -> URL {
        let root = try OscatProcess.temporaryDirectory()
        let catalog = root.appendingPathComponent("Catalog")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: OscatProcess.packageRoot.appendingPathComponent("Catalog/schema"),
            to: catalog.appendingPathComponent("schema"))
        for file in files {
            try Data(file.bytes).write(to: catalog.appendingPathComponent(file.name))
        }
        return root
    }

    @Test(arguments: DiagnosticLanguageTests.invalidCatalogs)
    func validateSpeaksThePseudoLocale(_ fixture: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.schemaFixtures.appendingPathComponent(fixture)))
        let root = try Self.catalogFolder([(fixture, bytes)])
        let run = try OscatProcess.run(["validate", "--lang", "en-XA", "Catalog/\(fixture)"], in: root)
        #expect(run.status == 1, "\(run.stderr)")
        Self.expectPseudo(run.stdout, fixture)
        let json = try OscatProcess.run(["validate", "--lang", "en-XA", "--format", "json", "Catalog/\(fixture)"], in: root)
        let diagnostics = try OscatProcess.json(json.stdout)["diagnostics"] as? [[String: Any]] ?? []
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let message = diagnostic["message"] as? String ?? ""
            #expect(diagnostic["rule"] is String)
            #expect(message.contains("⟦") && Self.englishWords(in: message).isEmpty, "\(fixture): \(message)")
        }
        let github = try OscatProcess.run(["validate", "--lang", "en-XA", "--format", "github", "Catalog/\(fixture)"], in: root)
        for line in github.stdout.split(separator: "\n") {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning "), "\(line)")
            let message = line.components(separatedBy: "::").last ?? ""
            #expect(message.contains("⟦") && Self.englishWords(in: message).isEmpty, "\(fixture): \(line)")
        }
    }

    @Test func jsonSyntaxErrorsSpeakThePseudoLocale() throws {
        let files = DiagnosticSamples.malformedJSON.map { (name: "\($0.name).json", bytes: $0.bytes) }
        let root = try Self.catalogFolder(files)
        let run = try OscatProcess.run(["validate", "--lang", "en-XA"], in: root)
        #expect(run.status == 1)
        let rules = Self.expectPseudo(run.stdout, "validate")
        #expect(rules == ["json-syntax"])
        #expect(run.stdout.split(separator: "\n").count == files.count, "\(run.stdout)")
        // The same errors through the loader, when a command needs the catalog.
        let load = try OscatProcess.run(["versions", "--lang", "en-XA", "--catalog", root.appendingPathComponent("Catalog").path])
        #expect(load.status != 0)
        let loaderLines = load.stderr.split(separator: "\n").filter { Self.parse($0) != nil }
        #expect(loaderLines.count == files.count, "\(load.stderr)")
        Self.expectPseudo(load.stderr, "versions")
    }

    // MARK: - l10n check

    /// A project folder with `Catalog/catalog.json` and `Localization/` built from the l10n
    /// fixtures: the broken `fixture` in its place, the clean file of the other kind, the
    /// fixtures' allowlist, and the fixture's fingerprints (or every translation recorded).
    static func l10nProject(_ fixture: String) throws -> URL {
        let root = try OscatProcess.temporaryDirectory()
        let catalog = root.appendingPathComponent("Catalog")
        let localization = root.appendingPathComponent("Localization")
        for folder in [catalog, localization] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let broken = l10nFixtures.appendingPathComponent("broken/\(fixture)")
        let isStrings = fixture.hasSuffix(".xcstrings")
        try FileManager.default.copyItem(
            at: isStrings ? broken : l10nFixtures.appendingPathComponent("clean/Localizable.xcstrings"),
            to: localization.appendingPathComponent("Localizable.xcstrings"))
        try FileManager.default.copyItem(
            at: isStrings ? l10nFixtures.appendingPathComponent("clean/catalog.json") : broken,
            to: catalog.appendingPathComponent("catalog.json"))
        try FileManager.default.copyItem(
            at: l10nFixtures.appendingPathComponent("identical-allowlist.json"),
            to: localization.appendingPathComponent("identical-allowlist.json"))
        if fixture.hasPrefix("glossary-term-") {
            try FileManager.default.copyItem(
                at: l10nFixtures.appendingPathComponent("glossary.json"),
                to: localization.appendingPathComponent("Glossary.json"))
        }
        let stem = (fixture as NSString).deletingPathExtension
        let fingerprints = l10nFixtures.appendingPathComponent("broken/\(stem).fingerprints.json")
        if FileManager.default.fileExists(atPath: fingerprints.path) {
            try FileManager.default.copyItem(at: fingerprints, to: localization.appendingPathComponent("fingerprints.json"))
        } else {
            _ = try OscatProcess.run(["l10n", "mark-current", "--catalog", catalog.path], in: root)
        }
        return root
    }

    @Test(arguments: DiagnosticLanguageTests.brokenTranslations)
    func l10nCheckSpeaksThePseudoLocale(_ fixture: String) throws {
        let root = try Self.l10nProject(fixture)
        let catalog = ["--catalog", root.appendingPathComponent("Catalog").path]
        let run = try OscatProcess.run(["l10n", "check", "--strict", "--lang", "en-XA"] + catalog, in: root)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let rules = Self.expectPseudo(run.stdout, fixture)
        // The fixture's own defect is among the findings (its rule id starts its name).
        #expect(rules.contains { fixture.hasPrefix($0 + "-") }, "\(fixture): \(rules.sorted())")
        let json = try OscatProcess.run(["l10n", "check", "--format", "json", "--lang", "en-XA"] + catalog, in: root)
        let findings = try OscatProcess.json(json.stdout)["findings"] as? [[String: Any]] ?? []
        for finding in findings {
            let message = finding["message"] as? String ?? ""
            #expect(message.contains("⟦") && Self.englishWords(in: message).isEmpty, "\(fixture): \(message)")
        }
        let github = try OscatProcess.run(["l10n", "check", "--format", "github", "--lang", "en-XA"] + catalog, in: root)
        for line in github.stdout.split(separator: "\n") {
            let message = line.components(separatedBy: "::").last ?? ""
            #expect(message.contains("⟦") && Self.englishWords(in: message).isEmpty, "\(fixture): \(line)")
            // The unit and language are named once.
            let unit = message.split(separator: " ").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "⟦")) } ?? ""
            #expect(message.components(separatedBy: unit).count == 2 || unit.isEmpty, "\(line)")
        }
    }

    // MARK: - l10n import, export and project files

    /// Element, attribute and keyword names of XLIFF and PO that reader errors show as written.
    static let interchangeWords: Set<String> = verbatimWords.union([
        "msgid", "msgstr", "msgctxt", "xliff", "file", "source", "target", "html", "id", "Language",
    ])

    @Test(arguments: DiagnosticLanguageTests.malformedInterchange)
    func importErrorsSpeakThePseudoLocale(_ fixture: String) throws {
        let run = try OscatProcess.run(["l10n", "import", fixture, "--lang", "en-XA"], in: Self.interchangeFixtures)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("\(fixture):"), "\(run.stderr)")
        for raw in lines {
            let line = try #require(Self.parse(raw), "\(raw)")
            #expect(line.message.hasPrefix("⟦") && line.message.hasSuffix("⟧"), "\(raw)")
            #expect(Self.englishWords(in: line.message, allowed: Self.interchangeWords).isEmpty, "\(raw)")
        }
    }

    @Test func everyReaderHasMalformedFixtures() {
        #expect(Self.malformedInterchange.filter { $0.hasSuffix(".xliff") }.count >= 40)
        #expect(Self.malformedInterchange.filter { $0.hasSuffix(".po") }.count >= 25)
    }

    /// A project copied from the l10n fixtures with every translation recorded.
    static func cleanProject() throws -> (root: URL, catalog: [String]) {
        let root = try l10nProject("missing-translation-sv.json")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Catalog/catalog.json"))
        try FileManager.default.copyItem(
            at: l10nFixtures.appendingPathComponent("clean/catalog.json"),
            to: root.appendingPathComponent("Catalog/catalog.json"))
        return (root, ["--catalog", root.appendingPathComponent("Catalog").path])
    }

    /// Runs `arguments` in the pseudo-locale and checks that its diagnostics on standard error
    /// are looked up.
    static func expectPseudoErrors(_ arguments: [String], in root: URL, allowed: Set<String> = interchangeWords) throws {
        let run = try OscatProcess.run(arguments + ["--lang", "en-XA"], in: root)
        #expect(run.status == 1, "\(arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").compactMap(parse)
        #expect(!lines.isEmpty, "\(arguments): \(run.stderr)")
        for line in lines {
            #expect(line.message.contains("⟦"), "\(arguments): \(line.message)")
            #expect(englishWords(in: line.message, allowed: allowed).isEmpty, "\(arguments): \(line.message)")
        }
    }

    @Test func projectFileErrorsSpeakThePseudoLocale() throws {
        let (root, catalog) = try Self.cleanProject()
        let strings = root.appendingPathComponent("Localization/Localizable.xcstrings")
        let good = try Data(contentsOf: strings)
        // A translator's file without entries: the import gets as far as reading the project.
        try Data("msgid \"\"\nmsgstr \"Language: cs\\n\"\n".utf8).write(to: root.appendingPathComponent("empty.po"))
        // A String Catalog that is not one, for every command that reads it.
        for broken in [
            #"{"sourceLanguage": "en", "strings": []}"#, #"{"strings": {"a": {"localizations": {"cs": {}}}}, "sourceLanguage": "en"}"#,
            "{,}",
        ] {
            try Data(broken.utf8).write(to: strings)
            for command in [["l10n", "check"], ["l10n", "stats"], ["l10n", "import", "empty.po"]] {
                try Self.expectPseudoErrors(command + catalog, in: root, allowed: Self.interchangeWords.union(["stringUnit"]))
            }
            try Self.expectCzechErrors(["l10n", "export"] + catalog, in: root)
        }
        try FileManager.default.removeItem(at: strings)
        try Self.expectPseudoErrors(["l10n", "check"] + catalog, in: root)
        try Self.expectCzechErrors(["l10n", "export"] + catalog, in: root, contains: "soubor nelze přečíst")
        try good.write(to: strings)
        // Fingerprints that are not JSON.
        let fingerprints = root.appendingPathComponent("Localization/fingerprints.json")
        let recorded = try Data(contentsOf: fingerprints)
        try Data("{\"a\": }".utf8).write(to: fingerprints)
        try Self.expectPseudoErrors(["l10n", "check"] + catalog, in: root)
        try Self.expectCzechErrors(["l10n", "export"] + catalog, in: root)
        try recorded.write(to: fingerprints)
        // An allowlist with an unknown key, and one with a wrong shape.
        let allowlist = root.appendingPathComponent("Localization/identical-allowlist.json")
        for broken in [#"{"string": []}"#, #"{"units": {"ui/a": "cs"}}"#, #"{"units": []}"#, "[]"] {
            try Data(broken.utf8).write(to: allowlist)
            try Self.expectPseudoErrors(["l10n", "check"] + catalog, in: root)
        }
        // An import file that does not exist, and a unit the project does not have.
        try Self.expectPseudoErrors(["l10n", "import", "missing.po"] + catalog, in: root)
    }

    /// Runs `arguments` in Czech, exporting Czech (export cannot target the pseudo-locale), and
    /// checks that every diagnostic is worded in Czech.
    static func expectCzechErrors(_ arguments: [String], in root: URL, contains phrase: String? = nil) throws {
        let run = try OscatProcess.run(arguments + ["--locale", "cs", "--lang", "cs"], in: root)
        #expect(run.status == 1, "\(arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").compactMap(parse)
        #expect(!lines.isEmpty, "\(arguments): \(run.stderr)")
        for line in lines {
            #expect(line.message.contains { "áčďéěíňóřšťúůýž".contains($0) }, "\(arguments): \(line.message)")
        }
        if let phrase { #expect(run.stderr.contains(phrase), "\(arguments): \(run.stderr)") }
    }

    @Test func exportWriteFailuresAreWorded() throws {
        let (root, catalog) = try Self.cleanProject()
        try Self.expectCzechErrors(
            ["l10n", "export", "--out", "no-such-folder/cs.po"] + catalog, in: root,
            contains: "no-such-folder/cs.po: error: nelze vytvořit dočasný soubor: ")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("folder.po"), withIntermediateDirectories: true)
        try Self.expectCzechErrors(
            ["l10n", "export", "--out", "folder.po"] + catalog, in: root,
            contains: "folder.po: error: není běžný soubor")
    }

    @Test func systemReasonsOfWriteFailuresAreWorded() throws {
        let (root, catalog) = try Self.cleanProject()
        try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
        // A folder that does not exist (ENOENT) and a path through a regular file (ENOTDIR).
        try Self.expectCzechErrors(
            ["l10n", "export", "--out", "no-such-folder/cs.po"] + catalog, in: root,
            contains: "no-such-folder/cs.po: error: nelze vytvořit dočasný soubor: soubor ani složka neexistuje\n")
        try Self.expectCzechErrors(
            ["l10n", "export", "--out", "file.txt/cs.po"] + catalog, in: root,
            contains: "file.txt/cs.po: error: nelze vytvořit dočasný soubor: část cesty není složka\n")
        // The site build's folder (Foundation's error, mapped to its errno) in the pseudo-locale.
        let build = [
            "build", "--format", "md", "--out", "file.txt/sub/site", "-q",
            "--templates", OscatProcess.packageRoot.appendingPathComponent("Templates").path,
            "--catalog", OscatProcess.packageRoot.appendingPathComponent("Catalog").path,
        ]
        let pseudo = try OscatProcess.run(build + ["--lang", "en-XA"], in: root)
        #expect(pseudo.stderr.split(separator: "\n").count == 1, "\(pseudo.stderr)")
        try Self.expectPseudoErrors(build, in: root)
        let czech = try OscatProcess.run(build + ["--lang", "cs"], in: root)
        #expect(
            czech.stderr.hasSuffix(
                "file.txt/sub: error: web nelze zapsat (část cesty není složka); předchozí verze webu zůstává beze změny\n"),
            "\(czech.stderr)")
    }

    @Test func aBrokenSchemaKeywordValueSpeaksThePseudoLocale() throws {
        let root = try Self.catalogFolder([("codecs.json", Array(#"{"codecs": []}"#.utf8))])
        let defs = root.appendingPathComponent("Catalog/schema/defs.schema.json")
        let text = try String(contentsOf: defs, encoding: .utf8)
        try text.replacingOccurrences(of: #""minLength": 1"#, with: #""minLength": -1"#).write(to: defs, atomically: true, encoding: .utf8)
        try Self.expectPseudoErrors(["validate", "Catalog/codecs.json"], in: root)
        let czech = try OscatProcess.run(["validate", "--lang", "cs", "Catalog/codecs.json"], in: root)
        #expect(czech.stderr.contains(": error: hodnota 'minLength' musí být: nezáporné celé číslo"), "\(czech.stderr)")
    }

    @Test func aMissingSchemaFolderSpeaksThePseudoLocale() throws {
        let root = try Self.catalogFolder([("codecs.json", Array(#"{"codecs": []}"#.utf8))])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Catalog/schema"))
        try Self.expectPseudoErrors(["validate", "Catalog/codecs.json"], in: root)
    }

    @Test func unreadableCatalogPathsSpeakThePseudoLocale() throws {
        let root = try OscatProcess.temporaryDirectory()
        try Self.expectPseudoErrors(["validate", "missing.json"], in: root)
        try Self.expectPseudoErrors(["versions", "--catalog", root.appendingPathComponent("no-such-folder").path], in: root)
        let czech = try OscatProcess.run(["validate", "--lang", "cs", "missing.json"], in: root)
        #expect(czech.stderr.contains("missing.json: error: nelze přečíst: soubor ani složka neexistuje"), "\(czech.stderr)")
    }

    @Test func templateTypeNamesAreLookedUp() throws {
        let templates = try OscatProcess.temporaryDirectory().appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: OscatProcess.packageRoot.appendingPathComponent("Templates"), to: templates)
        let page = templates.appendingPathComponent("markdown/page.md.mustache")
        let original = try String(contentsOf: page, encoding: .utf8)
        let out = try OscatProcess.temporaryDirectory().path
        for (addition, czech) in [
            ("{{navigation}}", "obsahuje hodnotu typu seznam"), ("{{languages.name.x}}", "obsahuje hodnotu typu seznam, nikoli objekt"),
        ] {
            try (original + addition + "\n").write(to: page, atomically: true, encoding: .utf8)
            let build = ["build", "--format", "md", "--out", out, "--templates", templates.path, "-q"]
            try Self.expectPseudoErrors(
                build, in: OscatProcess.packageRoot, allowed: Self.verbatimWords.union(["navigation", "languages"]))
            let run = try OscatProcess.run(build + ["--lang", "cs"], in: OscatProcess.packageRoot)
            #expect(run.stderr.contains(czech), "\(run.stderr)")
        }
    }

    // MARK: - Real sentences

    @Test func validateInCzech() throws {
        let fixture = "schema-invalid-date.json"
        let bytes = [UInt8](try Data(contentsOf: Self.schemaFixtures.appendingPathComponent(fixture)))
        let root = try Self.catalogFolder([(fixture, bytes)])
        let run = try OscatProcess.run(["validate", "--lang", "cs", "Catalog/\(fixture)"], in: root)
        #expect(
            run.stdout == "Catalog/\(fixture):59:19: error: verze OS 'ios-7' na /versions/1/released: "
                + "'2013-02-30' není platné datum (únor 2013 má 28 dní) [schema]\n")
        let russian = try OscatProcess.run(["validate", "--lang", "ru", "--format", "json", "Catalog/\(fixture)"], in: root)
        let diagnostics = try OscatProcess.json(russian.stdout)["diagnostics"] as? [[String: Any]] ?? []
        #expect(
            diagnostics.first?["message"] as? String
                == "версия ОС 'ios-7' в /versions/1/released: '2013-02-30' — недопустимое значение (дата; февраль 2013 г.: 28 дней)")
        #expect(diagnostics.first?["rule"] as? String == "schema")
    }

    @Test func jsonSyntaxInCzech() throws {
        let root = try Self.catalogFolder([("broken.json", Array("{\"versions\": [1,]}".utf8))])
        let run = try OscatProcess.run(["validate", "--lang", "cs"], in: root)
        #expect(run.stdout.hasSuffix("broken.json:1:16: error: nadbytečná čárka před ']' [json-syntax]\n"), "\(run.stdout)")
        let load = try OscatProcess.run(["layers", "--lang", "cs", "--catalog", root.appendingPathComponent("Catalog").path])
        #expect(load.stderr.contains("broken.json:1:16: error: nadbytečná čárka před ']'"), "\(load.stderr)")
    }

    @Test func l10nCheckInCzech() throws {
        let root = try Self.l10nProject("missing-translation-sv.json")
        let catalog = ["--catalog", root.appendingPathComponent("Catalog").path]
        let run = try OscatProcess.run(["l10n", "check", "--lang", "cs"] + catalog, in: root)
        #expect(
            run.stdout.contains(": error: catalog/core-graphics/notes/0 (sv): chybí text (švédština) [missing-translation]"),
            "\(run.stdout)")
        let french = try OscatProcess.run(["l10n", "check", "--lang", "fr"] + catalog, in: root)
        #expect(
            french.stdout.contains("catalog/core-graphics/notes/0 (sv)\u{A0}: aucun texte en suédois [missing-translation]"),
            "\(french.stdout)")
    }

    @Test func importErrorsInCzech() throws {
        let po = try OscatProcess.run(["l10n", "import", "unknown-escape.po", "--lang", "cs"], in: Self.interchangeFixtures)
        #expect(po.stderr == "unknown-escape.po:6:13: error: neznámá escape sekvence '\\q'\n", "\(po.stderr)")
        let xliff = try OscatProcess.run(["l10n", "import", "mismatched-end-tag.xliff", "--lang", "cs"], in: Self.interchangeFixtures)
        #expect(
            xliff.stderr == "mismatched-end-tag.xliff:4:1: error: </xliff> neuzavírá <file> (otevřeno na pozici 3:3)\n", "\(xliff.stderr)")
        let french = try OscatProcess.run(["l10n", "import", "duplicate-context.po", "--lang", "fr"], in: Self.interchangeFixtures)
        #expect(
            french.stderr.contains("msgctxt 'ui/change.removed' apparaît deux fois (première occurrence à la position 4:1)"),
            "\(french.stderr)")
    }
}
