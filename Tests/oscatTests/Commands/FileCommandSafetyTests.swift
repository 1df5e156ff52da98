import Foundation
import SystemCalls
import TestSupport
import Testing

/// End-to-end, issue 14: `fmt` writes only a catalog that validates, one broken file is one
/// error, `validate FILE` checks in context, and every kind of unreadable path has its words.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct FileCommandSafetyTests {
    /// A copy of the real catalog folder (with its schema) to break.
    private func catalogCopy() throws -> URL {
        let directory = try OscatProcess.temporaryDirectory().appendingPathComponent("Catalog")
        try FileManager.default.copyItem(at: OscatProcess.packageRoot.appendingPathComponent("Catalog"), to: directory)
        return directory
    }

    /// A checksum (FNV-1a, 64 bits) and the size of every file below `folder`, by relative path.
    private func checksums(_ folder: URL) throws -> [String: String] {
        var sums: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
            sums[relative] = "\(String(hash, radix: 16)) \(data.count)"
        }
        return sums
    }

    /// The broken `layers.json` variants of issue 14; nil deletes the file.
    static let brokenLayers: [(name: String, text: String?)] = [
        ("null", "null\n"), ("empty array", "[]\n"), ("number", "42\n"), ("deleted", nil), ("position 1e400", ""),
    ]

    @Test(arguments: 0..<5)
    func formatWritesNothingWhileLayersAreBroken(_ variant: Int) throws {
        let directory = try catalogCopy()
        let layers = directory.appendingPathComponent("layers.json")
        switch Self.brokenLayers[variant].text {
        case nil: try FileManager.default.removeItem(at: layers)
        case ""?:
            let text = try String(contentsOf: layers, encoding: .utf8)
            let broken = text.replacingOccurrences(of: #""position": 1,"#, with: #""position": 1e400,"#)
            #expect(broken != text)
            try broken.write(to: layers, atomically: true, encoding: .utf8)
        case let text?: try text.write(to: layers, atomically: true, encoding: .utf8)
        }
        // Another file out of canonical form, which fmt would otherwise rewrite.
        let programs = directory.appendingPathComponent("programs.json")
        try String(contentsOf: programs, encoding: .utf8).replacingOccurrences(of: "\n  ", with: "\n   ")
            .write(to: programs, atomically: true, encoding: .utf8)
        let before = try checksums(directory.deletingLastPathComponent())
        for arguments in [["fmt", directory.path], ["fmt", "--check", directory.path], ["fmt", directory.path + "/programs.json"]] {
            let run = try OscatProcess.run(arguments)
            #expect(run.status == 1, "\(Self.brokenLayers[variant].name) \(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            let culprit = Self.brokenLayers[variant].text == nil ? "services.json:" : "layers.json:"
            #expect(run.stderr.contains(culprit), "\(run.stderr)")
            let problems = run.stderr.split(separator: "\n").count - 1
            let count = problems == 1 ? "1 error" : "\(problems) errors"
            #expect(run.stderr.hasSuffix("\nerror: nothing was written (\(count))\n"), "\(run.stderr)")
        }
        #expect(try checksums(directory.deletingLastPathComponent()) == before)
    }

    /// The English line and what `fmt --check` says in each language.
    static let wouldReformat: [(language: String, line: String, summary: String)] = [
        ("en", "would reformat %@", "11 files checked, 1 file would be reformatted"),
        ("cs", "přeformátoval by se soubor %@", "zkontrolováno: 11 souborů, k přeformátování: 1 soubor"),
        ("fr", "serait reformaté\u{A0}: %@", "vérifiés\u{A0}: 11 fichiers, à reformater\u{A0}: 1 fichier"),
        ("ru", "требует переформатирования: %@", "проверено: 11 файлов, требуют переформатирования: 1 файл"),
        ("sv", "skulle formateras om: %@", "11 filer kontrollerades, 1 fil skulle formateras om"),
    ]

    @Test(arguments: 0..<5)
    func formatCheckSaysWhatItWouldDo(_ index: Int) throws {
        let expected = Self.wouldReformat[index]
        let directory = try catalogCopy()
        let programs = directory.appendingPathComponent("programs.json")
        let reindented = try String(contentsOf: programs, encoding: .utf8).replacingOccurrences(of: "\n  ", with: "\n    ")
        try reindented.write(to: programs, atomically: true, encoding: .utf8)
        let run = try OscatProcess.run(["fmt", "--check", "--lang", expected.language, directory.path])
        #expect(run.status == 1)
        #expect(run.stdout == expected.line.replacingOccurrences(of: "%@", with: programs.path) + "\n")
        #expect(run.stderr == expected.summary + "\n")
        #expect(try String(contentsOf: programs, encoding: .utf8) == reindented)
    }

    @Test func aTruncatedFileIsOneErrorAndOneSummaryLine() throws {
        let directory = try catalogCopy()
        let media = directory.appendingPathComponent("frameworks-media.json")
        let text = try Data(contentsOf: media)
        try text.prefix(text.count / 2).write(to: media)
        for command in [["layers"], ["frameworks"], ["show", "ui-kit"]] {
            let run = try OscatProcess.run(["--catalog", directory.path] + command)
            #expect(run.status == 1)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(command): \(run.stderr)")
            #expect(lines.first?.contains("frameworks-media.json:") == true)
            #expect(lines.first?.hasSuffix("were not checked") == true || lines.first?.hasSuffix("was not checked") == true)
            #expect(lines.last == "error: the catalog is invalid (1 error)")
        }
        let validate = try OscatProcess.run(["validate", directory.path])
        #expect(validate.status == 1)
        #expect(validate.stdout.split(separator: "\n").count == 1, "\(validate.stdout)")
        #expect(validate.stdout.contains("[json-syntax]"))
        #expect(validate.stderr == "11 files in \(directory.path): 1 error, 0 warnings\n")
    }

    @Test func aTopLevelOfTheWrongTypeIsOneErrorToo() throws {
        let directory = try catalogCopy()
        try "null\n".write(to: directory.appendingPathComponent("layers.json"), atomically: true, encoding: .utf8)
        let run = try OscatProcess.run(["--catalog", directory.path, "versions"])
        #expect(run.stderr.split(separator: "\n").count == 2, "\(run.stderr)")
        let validate = try OscatProcess.run(["validate", directory.path])
        #expect(validate.stdout.split(separator: "\n").count == 1, "\(validate.stdout)")
    }

    /// A source cited only by the tools is not "uncited" while the tools' file is `null`: the
    /// citing entries are missing, not absent.
    @Test func aSourceCitedOnlyFromABrokenFileIsNotCalledUncited() throws {
        let directory = try catalogCopy()
        let sourcesURL = directory.appendingPathComponent("sources.json")
        var sources = try OscatProcess.json(try String(contentsOf: sourcesURL, encoding: .utf8))
        var list = try #require(sources["sources"] as? [[String: Any]])
        var lonely = try #require(list.first)
        lonely["id"] = "lonely-source"
        list.append(lonely)
        sources["sources"] = list
        try JSONSerialization.data(withJSONObject: sources).write(to: sourcesURL)
        let toolsURL = directory.appendingPathComponent("tools.json")
        let tools = try String(contentsOf: toolsURL, encoding: .utf8)
        let citing = tools.replacingOccurrences(
            of: #""citations": ["#, with: #""citations": [{"source": "lonely-source", "locator": "p. 1"}, "#)
        try citing.write(to: toolsURL, atomically: true, encoding: .utf8)
        #expect(try OscatProcess.run(["validate", directory.path]).status == 0)
        try "null\n".write(to: toolsURL, atomically: true, encoding: .utf8)
        let run = try OscatProcess.run(["validate", directory.path])
        #expect(run.stdout.split(separator: "\n").count == 1, "\(run.stdout)")
        #expect(!run.stdout.contains("[uncited-source]"))
    }

    @Test(arguments: ["Catalog/layers.json", "Catalog/frameworks-media.json", "Catalog/sources.json"])
    func oneFileIsValidatedInTheContextOfItsCatalog(_ path: String) throws {
        let run = try OscatProcess.run(["validate", "--strict", path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "1 file in Catalog: 0 errors, 0 warnings\n")
    }

    @Test func aFileReportsOnlyItsOwnProblemsAndTheRootCausesAroundIt() throws {
        let directory = try catalogCopy()
        let services = directory.appendingPathComponent("services.json")
        try String(contentsOf: services, encoding: .utf8)
            .replacingOccurrences(of: #""layer": "media""#, with: #""layer": "medai""#)
            .write(to: services, atomically: true, encoding: .utf8)
        let layers = try OscatProcess.run(["validate", directory.appendingPathComponent("layers.json").path])
        #expect(layers.status == 0, "\(layers.stdout)")
        let own = try OscatProcess.run(["validate", services.path])
        #expect(own.status == 1)
        #expect(own.stdout.split(separator: "\n").allSatisfy { $0.contains("services.json:") && $0.hasSuffix("[reference]") })
        // A broken neighbour keeps the file from being checked whole: its root cause is shown.
        let media = directory.appendingPathComponent("frameworks-media.json")
        try "{".write(to: media, atomically: true, encoding: .utf8)
        let neighbour = try OscatProcess.run(["validate", directory.appendingPathComponent("layers.json").path])
        #expect(neighbour.status == 1)
        #expect(neighbour.stdout.split(separator: "\n").count == 1 && neighbour.stdout.contains("frameworks-media.json:1:2:"))
    }

    @Test func theSameFolderOrFileNamedTwiceIsCheckedOnce() throws {
        let directory = try catalogCopy()
        let versions = directory.appendingPathComponent("versions.json")
        try String(contentsOf: versions, encoding: .utf8).replacingOccurrences(of: #""name": "iOS 7""#, with: #""name": "iOS  7""#)
            .write(to: versions, atomically: true, encoding: .utf8)
        let once = try OscatProcess.run(["validate", directory.path])
        let twice = try OscatProcess.run(["validate", directory.path, directory.path + "/", directory.path + "/../Catalog"])
        #expect(once.stdout.split(separator: "\n").count == 1)
        #expect(twice.stdout == once.stdout)
        #expect(twice.stderr == "11 files in \(directory.path): 1 error, 0 warnings\n")
        let file = try OscatProcess.run(["validate", versions.path, versions.path])
        #expect(file.stdout == once.stdout)
        #expect(file.stderr == "1 file in \(directory.path): 1 error, 0 warnings\n")
        #expect(!twice.stdout.contains("[unique-id]"))
    }

    @Test func aFileOutsideAnyCatalogNamesWhatIsMissing() throws {
        let folder = try OscatProcess.temporaryDirectory()
        try "{}\n".write(to: folder.appendingPathComponent("loose.json"), atomically: true, encoding: .utf8)
        for command in ["validate", "fmt"] {
            let run = try OscatProcess.run([command, folder.appendingPathComponent("loose.json").path])
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "\(folder.path)/loose.json: error: not in a catalog folder: \(folder.path)/schema/catalog.schema.json is missing\n")
        }
    }

    /// Each kind of unreadable path in each language: FIFO, socket, device, folder, symbolic
    /// link loop, missing, permission denied.
    static let kindWords: [(language: String, words: [String])] = [
        (
            "en",
            [
                "it is a named pipe (FIFO), not a file", "it is a socket, not a file", "it is a device, not a file",
                "it is a folder, not a file", "its symbolic links form a loop", "no such file or folder", "permission denied",
            ]
        ),
        (
            "cs",
            [
                "jde o pojmenovanou rouru (FIFO), ne o soubor", "jde o soket, ne o soubor", "jde o zařízení, ne o soubor",
                "jde o složku, ne o soubor", "symbolické odkazy tvoří smyčku", "soubor ani složka neexistuje", "přístup odepřen",
            ]
        ),
        (
            "fr",
            [
                "c’est un tube nommé (FIFO), pas un fichier", "c’est un socket, pas un fichier", "c’est un périphérique, pas un fichier",
                "c’est un dossier, pas un fichier", "les liens symboliques forment une boucle", "fichier ou dossier inexistant",
                "permission refusée",
            ]
        ),
        (
            "ru",
            [
                "это именованный канал (FIFO), а не файл", "это сокет, а не файл", "это устройство, а не файл", "это папка, а не файл",
                "символические ссылки образуют цикл", "нет такого файла или папки", "доступ запрещён",
            ]
        ),
        (
            "sv",
            [
                "det är en namngiven pipe (FIFO), inte en fil", "det är en socket, inte en fil", "det är en enhet, inte en fil",
                "det är en mapp, inte en fil", "de symboliska länkarna bildar en slinga", "filen eller mappen finns inte", "åtkomst nekad",
            ]
        ),
    ]

    /// A catalog copy holding one path of each kind that is not a readable file, in the order of
    /// ``kindWords`` (without the permission case), and a listening socket's descriptor.
    private func catalogWithEveryKind() throws -> (directory: URL, paths: [String], socket: Int32) {
        let directory = try catalogCopy()
        let path = { (name: String) in directory.appendingPathComponent(name).path }
        #expect(Platform.makeFIFO(atPath: path("pipe.json"), permissions: 0o644) == 0)
        let descriptor = Platform.bindUnixSocket(atPath: path("sock.json"))
        #expect(descriptor >= 0)
        try FileManager.default.createSymbolicLink(atPath: path("null.json"), withDestinationPath: "/dev/null")
        try FileManager.default.createDirectory(atPath: path("x.json"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("loop.json"), withDestinationPath: path("loop.json"))
        return (directory, ["pipe.json", "sock.json", "null.json", "x.json", "loop.json", "missing.json"].map(path), descriptor)
    }

    @Test(arguments: 0..<5)
    func everyKindOfPathHasItsOwnWords(_ index: Int) throws {
        let (language, words) = Self.kindWords[index]
        #expect(Set(words).count == words.count)
        let (directory, paths, descriptor) = try catalogWithEveryKind()
        defer { Platform.closeFile(descriptor) }
        // The folder lists the first five; the missing file is named on its own (a folder named
        // on the command line is a catalog folder to check, so `x.json` is found by the listing).
        let run = try OscatProcess.run(["validate", "--lang", language, directory.path, try #require(paths.last)])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count, "\(run.stderr)")
        for (path, word) in zip(paths, words) {
            #expect(
                lines.contains { $0.hasPrefix(path + ": error: ") && ($0.hasSuffix(": " + word) || $0.hasSuffix("\u{A0}: " + word)) },
                "\(path): \(word) in \(run.stderr)")
        }
    }

    @Test func aFolderHoldingEveryKindReportsEachAndNeverWaits() throws {
        let (directory, paths, descriptor) = try catalogWithEveryKind()
        defer { Platform.closeFile(descriptor) }
        for command in [["validate", directory.path], ["fmt", directory.path], ["--catalog", directory.path, "layers"]] {
            let run = try OscatProcess.run(command)
            #expect(run.status == 1)
            for (path, word) in zip(paths.dropLast(), Self.kindWords[0].words) {
                #expect(run.stderr.contains(path + ": error: cannot read: " + word + "\n"), "\(command) \(path): \(run.stderr)")
            }
        }
    }

    /// Root reads every file, so the denial is shown by running oscat as `nobody` through
    /// `setpriv` (util-linux); as an ordinary user oscat runs as it is.
    @Test func aFileThatMayNotBeReadSaysSo() throws {
        let directory = try catalogCopy()
        let layers = directory.appendingPathComponent("layers.json")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: layers.path)
        var tool = OscatProcess.executable.path
        var arguments = ["validate", layers.path]
        if Platform.userID == 0 {
            try #require(
                FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "running as root needs /usr/bin/setpriv to drop to nobody"
            )
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", tool] + arguments
            tool = "/usr/bin/setpriv"
        }
        let run = try OscatProcess.runTool(tool, arguments)
        #expect(run.status == 1)
        #expect(run.stderr == "\(layers.path): error: cannot read: permission denied\n")
    }
}
