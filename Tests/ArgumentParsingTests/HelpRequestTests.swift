import ArgumentParsing
import Testing

@Suite("Help and version requests")
struct HelpRequestTests {
    let parser = Fixtures.parser

    @Test(
        "-h and --help anywhere ask for the help of the deepest command reached",
        arguments: [
            ([], []),
            (["--help"], []),
            (["-h"], []),
            (["frameworks", "--help"], ["frameworks"]),
            (["fw", "-h"], ["frameworks"]),
            (["--help", "frameworks"], ["frameworks"]),
            (["l10n", "--help"], ["l10n"]),
            (["l10n", "check", "-h"], ["l10n", "check"]),
            (["-h", "l10n", "check"], ["l10n", "check"]),
            (["--format", "json", "l10n", "stats", "--help"], ["l10n", "stats"]),
            (["frameworks", "-dh"], ["frameworks"]),
            (["l10n"], ["l10n"]),
        ] as [([String], [String])])
    func helpFlag(arguments: [String], path: [String]) throws {
        #expect(try parser.parse(arguments) == .help(path: path))
    }

    @Test(
        "Help takes precedence over errors, showing the command reached before the error",
        arguments: [
            (["frameworks", "--layer", "bogus", "--help"], ["frameworks"]),
            (["frameworks", "--layr", "-h"], ["frameworks"]),
            (["bogus", "--help"], []),
            (["l10n", "chek", "--help"], ["l10n"]),
            (["framework", "--help"], ["framework"]),
            (["framework", "a", "b", "--help"], ["framework"]),
            (["frameworks", "--layer", "--help"], ["frameworks"]),
        ] as [([String], [String])])
    func helpBeatsErrors(arguments: [String], path: [String]) throws {
        #expect(try parser.parse(arguments) == .help(path: path))
    }

    @Test("After '--', -h and --help are plain words")
    func helpAfterDoubleDash() throws {
        #expect(
            try parser.parse(["framework", "--", "--help"])
                == .run(
                    ParsedCommand(
                        path: ["framework"], positionals: ["--help"],
                        defaultValues: ["format": "text", "lang": "en"], positionalsByName: ["id": ["--help"]])))
    }

    @Test(
        "'help COMMAND…' on the root asks for that command's help",
        arguments: [
            (["help"], []),
            (["help", "frameworks"], ["frameworks"]),
            (["help", "fw"], ["frameworks"]),
            (["help", "l10n"], ["l10n"]),
            (["help", "l10n", "check"], ["l10n", "check"]),
            (["--format", "json", "help", "layer"], ["layer"]),
            (["help", "--lang", "cs", "l10n", "stats"], ["l10n", "stats"]),
            (["help", "frameworks", "--help"], ["frameworks"]),
        ] as [([String], [String])])
    func helpCommand(arguments: [String], path: [String]) throws {
        #expect(try parser.parse(arguments) == .help(path: path))
    }

    @Test("'help' with a word that names no command is an error")
    func helpCommandErrors() {
        #expect(
            throws: ArgumentError.unknownCommand(
                "framwork", path: [], suggestion: "framework",
                valid: ["frameworks", "framework", "layer", "l10n", "diff", "completions"])
        ) {
            try parser.parse(["help", "framwork"])
        }
        #expect(throws: ArgumentError.unknownCommand("chek", path: ["l10n"], suggestion: "check", valid: ["check", "stats"])) {
            try parser.parse(["help", "l10n", "chek"])
        }
        #expect(throws: ArgumentError.unexpectedArgument("extra", path: ["frameworks"])) {
            try parser.parse(["help", "frameworks", "extra"])
        }
    }

    @Test("'help' is a pseudo-command of the root only; a real 'help' subcommand wins")
    func helpOnlyOnRoot() throws {
        #expect(throws: ArgumentError.unknownCommand("help", path: ["l10n"], suggestion: nil, valid: ["check", "stats"])) {
            try parser.parse(["l10n", "help"])
        }
        let root = CommandSpec(name: "tool", subcommands: [CommandSpec(name: "help", abstract: "Custom help.")])
        #expect(try ArgumentParser(root: root).parse(["help"]) == .run(ParsedCommand(path: ["help"])))
        let leaf = CommandSpec(name: "tool", positionals: [PositionalSpec(name: "word", help: "")])
        #expect(
            try ArgumentParser(root: leaf).parse(["help"])
                == .run(
                    ParsedCommand(
                        path: [], positionals: ["help"], positionalsByName: ["word": ["help"]])))
    }

    @Test("--version on the root only, when the root has a version")
    func version() throws {
        #expect(try parser.parse(["--version"]) == .version("1.2.0"))
        #expect(try parser.parse(["--format", "json", "--version"]) == .version("1.2.0"))
        #expect(try parser.parse(["--version", "--help"]) == .help(path: []))
        #expect(throws: ArgumentError.unexpectedValue(option: "--version", value: "2", path: [])) {
            try parser.parse(["--version=2"])
        }
        #expect(throws: ArgumentError.self) { try parser.parse(["frameworks", "--version"]) }
        let unversioned = ArgumentParser(root: CommandSpec(name: "tool"))
        #expect(throws: ArgumentError.unknownOption("--version", path: [], suggestion: nil, valid: ["--help"])) {
            try unversioned.parse(["--version"])
        }
    }

    @Test("--help=value is an error, not a help request")
    func helpWithValue() {
        #expect(throws: ArgumentError.unexpectedValue(option: "--help", value: "x", path: ["layer"])) {
            try parser.parse(["layer", "--help=x"])
        }
    }
}
