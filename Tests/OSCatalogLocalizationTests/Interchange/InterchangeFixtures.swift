import Foundation
import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing
import TranslationInterchange

/// Temporary project folders and helpers shared by the round-trip tests.
enum InterchangeFixtures {
    /// The real project files this package ships (never written by tests).
    static let root = SharedTestdata.packageRoot.path

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> String {
        let url = try ScratchFolder.make("interchange")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A temporary copy of the real `Localization/` and `Catalog/` folders; returns its root.
    static func copyOfRealProject() throws -> String {
        let folder = try temporaryDirectory()
        for name in ["Localization", "Catalog"] {
            try FileManager.default.copyItem(atPath: root + "/" + name, toPath: folder + "/" + name)
        }
        return folder
    }

    /// Every regular file below `folder` with its bytes, by path relative to `folder`.
    static func snapshot(_ folder: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        return result
    }

    /// The file's bytes.
    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `bytes` to `path`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Reads `bytes` as a translator's file, plans it against the project at `root`, applies it.
    @discardableResult
    static func importFile(_ bytes: [UInt8], into root: String, options: ImportOptions = ImportOptions()) throws -> (ImportPlan, [String]) {
        let project = try TranslationProject.read(root: root)
        let document = try InterchangeDocument.read(bytes, path: "import")
        let plan = project.plan(document, options: options)
        return (plan, try project.apply(plan))
    }

    /// An exported XLIFF with the `<target …>…</target>` of trans-unit `id` replaced by `target`.
    static func replacingTarget(of id: String, with target: String, in bytes: [UInt8]) throws -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let unit = try #require(text.range(of: "<trans-unit id=\"\(id)\""), "no trans-unit \(id)")
        let start = try #require(text.range(of: "<target", range: unit.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "</target>", range: start.upperBound..<text.endIndex))
        return Array(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: target).utf8)
    }

    /// The lines that differ between two texts of the same line count (nil when the counts differ).
    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> [(String, String)]? {
        let a = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count == b.count else { return nil }
        return zip(a, b).filter { $0 != $1 }.map { (String($0), String($1)) }
    }

    /// An exported PO with the `msgstr` line of the entry whose `msgctxt` is `id` replaced by
    /// `msgstr <quoted>` (`quoted` is written as is, quotes and escapes included).
    static func replacingMsgstr(of id: String, with quoted: String, in bytes: [UInt8]) throws -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let entry = try #require(text.range(of: "msgctxt \"\(id)\"\n"), "no entry \(id)")
        let start = try #require(text.range(of: "\nmsgstr \"", range: entry.upperBound..<text.endIndex))
        let end = text[start.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        return Array(text.replacingCharacters(in: text.index(after: start.lowerBound)..<end, with: "msgstr \(quoted)").utf8)
    }

    /// The present translation of a plain unit.
    static func translation(of id: String, _ language: CatalogLanguage, root: String) throws -> String {
        let text = try #require(try TranslationProject.read(root: root).unit(id)?.translations[language.code]?.text)
        guard case .single(let value) = text else {
            Issue.record("\(id) is not a plain unit")
            return ""
        }
        return value
    }

    /// The changed lines of file `path` between two snapshots (which must both have it, with
    /// the same number of lines).
    static func changedLines(of path: String, _ before: [String: [UInt8]], _ after: [String: [UInt8]]) throws -> [(String, String)] {
        let old = try #require(before[path], "\(path) missing before")
        let new = try #require(after[path], "\(path) missing after")
        return try #require(changedLines(old, new), "\(path): the number of lines changed")
    }

    /// `text` with the first occurrence of `old` replaced by `new` (which must occur).
    static func replacing(_ old: String, with new: String, in bytes: [UInt8]) throws -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let range = try #require(text.range(of: old), "'\(old)' not found")
        return Array(text.replacingCharacters(in: range, with: new).utf8)
    }
}

/// Runs an external validator (`msgfmt`, `xmllint`). When it is not installed the test is
/// skipped with a notice, except on CI (`CI=true`), where it fails.
enum ExternalTool {
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `/usr/bin/<name> arguments`; ends the test when the tool is not installed.
    static func run(_ name: String, package: String, _ arguments: [String]) throws -> Outcome {
        let path = "/usr/bin/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            try Requirement.missing("\(path) not found (Debian package \(package))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// A small project with tricky texts, written to a temporary folder: a String Catalog and one
/// catalog file, both in the exact form the import writes, so that importing a full
/// translation into the same project without it must reproduce the files byte for byte.
enum TrickyProject {
    /// Tricky English texts and their Czech translations, by key.
    static let singles: [(key: String, english: String, czech: String)] = [
        ("quotes", "Say \"hello\" & <goodbye> > 'now'", "Řekni „ahoj“ & <nashle> > 'teď' \"hned\""),
        ("backslash", "back\\slash \\n is not a newline \\", "zpětné\\lomítko \\n není nový řádek \\"),
        ("newlines", "line 1\nline 2\n", "řádek 1\nřádek 2\n"),
        ("leading-newline", "\nstarts with a newline", "\nzačíná novým řádkem"),
        ("placeholders", "%@ has %lld items (100 %%), %1$@ and %2$@", "%@ má %lld položek (100 %%), %2$@ a %1$@"),
        ("emoji", "👍🏽 family 👨‍👩‍👧 flag 🇨🇿", "👍🏽 rodina 👨‍👩‍👧 vlajka 🇨🇿"),
        ("czech", "Too yellow a horse", "Příliš žluťoučký kůň úpěl ďábelské ódy"),
        ("russian", "Eat more soft French rolls", "Съешь же ещё этих мягких французских булок"),
        ("cdata", "]]> and ]] and <![CDATA[x]]>", "]]> a ]] a <![CDATA[x]]>"),
        ("tab", "a\ttab", "a\ttabulátor"),
        ("carriage-return", "carriage\r\nreturn", "návrat\r\nvozíku"),
        ("spaces", "  leading and trailing  ", "  na začátku a na konci  "),
        ("entity-text", "&amp; &lt; &#38; literally", "&amp; &lt; &#38; doslova"),
        ("po-syntax", "#. not a comment\nmsgstr \"fake\"", "#. není komentář\nmsgstr \"podvrh\""),
        (
            "separators", "line\u{2028}separator, nbsp\u{00A0}and\u{200B}zero width",
            "řádkový\u{2028}oddělovač, nbsp\u{00A0}a\u{200B}nulová šířka"
        ),
        ("looks|plural.one", "an id that looks like a plural one", "id, které vypadá jako množné"),
    ]

    /// The plural forms (English one/other; Czech one/few/many/other).
    static let pluralEnglish = ["one": "%lld \"file\" & <folder>", "other": "%lld \"files\" & <folders>"]
    static let pluralCzech = [
        "one": "%lld „soubor“ & <složka>", "few": "%lld „soubory“ & <složky>",
        "many": "%lld „souboru“ & <složky>", "other": "%lld „souborů“ & <složek>",
    ]

    /// Catalog texts (a codec's summary and notes).
    static let catalogEnglish = "Codec <b> & \"quoted\"\nsecond line"
    static let catalogCzech = "Kodek <b> & „v uvozovkách“\ndruhý řádek"

    /// Writes the project to `folder`, with or without the Czech translations.
    static func write(to folder: String, withCzech: Bool) throws {
        try FileManager.default.createDirectory(atPath: folder + "/Localization", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Catalog", withIntermediateDirectories: true)
        func unit(_ value: String) -> JSONValue {
            .object(["stringUnit": .object(["state": .string("translated"), "value": .string(value)])])
        }
        var strings: [(String, JSONValue)] = []
        for item in singles.sorted(by: { $0.key < $1.key }) {
            var localizations: [(String, JSONValue)] = []
            if withCzech { localizations.append(("cs", unit(item.czech))) }
            localizations.append(("en", unit(item.english)))
            strings.append(
                (
                    item.key,
                    .object([
                        ("comment", .string("Tricky text: \(item.key) <&> \"context\"")),
                        ("extractionState", .string("manual")),
                        ("localizations", .object(localizations)),
                    ])
                ))
        }
        func plural(_ forms: [String: String], _ order: [String]) -> JSONValue {
            .object([
                "variations": .object([
                    "plural": .object(
                        order.compactMap { name in
                            forms[name].map { (name, unit($0)) }
                        })
                ])
            ])
        }
        var pluralLocalizations: [(String, JSONValue)] = []
        if withCzech { pluralLocalizations.append(("cs", plural(pluralCzech, ["one", "few", "many", "other"]))) }
        pluralLocalizations.append(("en", plural(pluralEnglish, ["one", "other"])))
        strings.append(
            (
                "count.files",
                .object([
                    ("comment", .string("A number of files.")), ("extractionState", .string("manual")),
                    ("localizations", .object(pluralLocalizations)),
                ])
            ))
        strings.sort { $0.0 < $1.0 }
        let catalog: JSONValue = .object([
            ("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        try InterchangeFixtures.write(JSONWriter.writeBytes(catalog) + [0x0A], to: folder + "/Localization/Localizable.xcstrings")

        var summary: [(String, JSONValue)] = [("en", .string(catalogEnglish))]
        if withCzech { summary.append(("cs", .string(catalogCzech))) }
        let codecs: JSONValue = .object([
            (
                "codecs",
                .array([
                    .object([
                        ("id", .string("tricky-codec")), ("name", .string("Tricky")), ("summary", .object(summary)),
                    ])
                ])
            )
        ])
        let canonical = CatalogFormatter.canonicalBytes(
            CatalogFormatter.canonicalDocument(codecs, entryOrder: CanonicalEntryOrder(documents: [codecs])))
        try InterchangeFixtures.write(canonical, to: folder + "/Catalog/codecs.json")
    }
}
