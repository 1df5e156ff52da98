import ArgumentParsing
import Testing

/// Parses and expects a command to run.
func run(_ arguments: [String], file: String = #fileID, line: Int = #line) throws -> ParsedCommand {
    let outcome = try Fixtures.parser.parse(arguments)
    guard case .run(let command) = outcome else {
        Issue.record("expected .run, got \(outcome) for \(arguments)")
        return ParsedCommand(path: ["<none>"])
    }
    return command
}

@Suite("Parsing: option forms, inheritance, positionals")
struct ParsingTests {
    @Test(
        "Every form of a value option gives the same value",
        arguments: [
            ["frameworks", "--layer", "core-os"],
            ["frameworks", "--layer=core-os"],
            ["frameworks", "-l", "core-os"],
            ["frameworks", "-lcore-os"],
            ["frameworks", "-l=core-os"],
            ["fw", "--layer", "core-os"],
        ])
    func valueOptionForms(arguments: [String]) throws {
        let command = try run(arguments)
        #expect(command.path == ["frameworks"])
        #expect(command.value("layer") == "core-os")
        #expect(command.values("layer") == ["core-os"])
        #expect(command.isSpecified("layer"))
    }

    @Test("Flags: long, short, combined, combined with a trailing value option")
    func flags() throws {
        var command = try run(["frameworks", "--deprecated"])
        #expect(command.flag("deprecated") && !command.flag("quiet"))
        command = try run(["frameworks", "-d"])
        #expect(command.flag("deprecated"))
        command = try run(["frameworks", "-dq"])
        #expect(command.flag("deprecated") && command.flag("quiet"))
        command = try run(["frameworks", "-dql", "media"])
        #expect(command.flag("deprecated") && command.flag("quiet") && command.value("layer") == "media")
        command = try run(["frameworks", "-qdlmedia"])
        #expect(command.flag("deprecated") && command.flag("quiet") && command.value("layer") == "media")
        command = try run(["frameworks", "-d", "-d", "--deprecated"])
        #expect(command.flag("deprecated"), "repeating a flag is allowed")
        #expect(command.flags == ["deprecated"])
    }

    @Test("Defaults apply to absent options and are not 'specified'")
    func defaults() throws {
        let command = try run(["frameworks"])
        #expect(command.value("format") == "text")
        #expect(command.values("format") == ["text"])
        #expect(command.value("lang") == "en")
        #expect(!command.isSpecified("format"))
        #expect(command.value("layer") == nil)
        #expect(command.values("layer") == [])
        #expect(command.value("catalog") == nil)
        #expect(!command.flag("no-color"))
        #expect(command.value("undeclared") == nil && !command.flag("undeclared"))
    }

    @Test(
        "Inherited options are accepted before and after the subcommand, at any depth",
        arguments: [
            ["--format", "json", "frameworks"],
            ["frameworks", "--format", "json"],
            ["-f", "json", "fw"],
            ["fw", "-fjson"],
            ["--format=json", "frameworks"],
        ])
    func inheritedOptions(arguments: [String]) throws {
        let command = try run(arguments)
        #expect(command.path == ["frameworks"])
        #expect(command.value("format") == "json")
        #expect(command.isSpecified("format"))
    }

    @Test("Options inherited from the root and from an intermediate command reach a grandchild")
    func deepInheritance() throws {
        let command = try run(["--no-color", "l10n", "--strict", "check", "--lang", "cs", "--only", "fr", "--only", "ru"])
        #expect(command.path == ["l10n", "check"])
        #expect(command.flag("no-color") && command.flag("strict"))
        #expect(command.value("lang") == "cs")
        #expect(command.values("only") == ["fr", "ru"])
        let later = try run(["l10n", "check", "--strict", "--no-color"])
        #expect(later.flag("strict") && later.flag("no-color"))
    }

    @Test("A root option that is not inherited is accepted before the subcommand only")
    func rootOnlyOption() throws {
        #expect(try run(["-v", "frameworks"]).flag("verbose"))
        #expect(try run(["--verbose", "l10n", "stats"]).flag("verbose"))
        #expect(throws: ArgumentError.self) { try Fixtures.parser.parse(["frameworks", "--verbose"]) }
    }

    @Test("Repeatable options keep every value in order; value() is the last")
    func repeatable() throws {
        let command = try run(["frameworks", "--tag", "ui", "-t", "media", "-tnet", "--tag=db"])
        #expect(command.values("tag") == ["ui", "media", "net", "db"])
        #expect(command.value("tag") == "db")
    }

    @Test("Positionals: single, optional, variadic; options may sit among them")
    func positionals() throws {
        var command = try run(["framework", "uikit"])
        #expect(command.positional("id") == "uikit")
        #expect(command.positionals == ["uikit"])
        command = try run(["diff", "ios-6", "ios-7"])
        #expect(command.positional("from") == "ios-6" && command.positional("to") == "ios-7")
        command = try run(["diff", "ios-6"])
        #expect(command.positional("to") == nil)
        command = try run(["frameworks", "core", "--quiet", "data", "-l", "media", "kit"])
        #expect(command.positionalValues("query") == ["core", "data", "kit"])
        #expect(command.positional("query") == "core")
        #expect(command.flag("quiet") && command.value("layer") == "media")
        command = try run(["frameworks"])
        #expect(command.positionalValues("query") == [] && command.positional("query") == nil)
        command = try run(["layer", "media"])
        #expect(command.positional("id") == "media")
    }

    @Test("'--' ends options: later words are positional even when they look like options")
    func doubleDash() throws {
        var command = try run(["frameworks", "--quiet", "--", "--layer", "-x", "--", "--help", "-h"])
        #expect(command.flag("quiet"))
        #expect(command.positionalValues("query") == ["--layer", "-x", "--", "--help", "-h"])
        #expect(command.value("layer") == nil)
        command = try run(["framework", "--", "-uikit"])
        #expect(command.positional("id") == "-uikit")
        command = try run(["diff", "--", "-1"])
        #expect(command.positional("from") == "-1")
    }

    @Test("'-' alone is an ordinary word: a positional or a value")
    func singleDash() throws {
        #expect(try run(["framework", "-"]).positional("id") == "-")
        #expect(try run(["--catalog", "-", "frameworks"]).value("catalog") == "-")
    }

    @Test("Values starting with '-' must be attached with '='")
    func dashValues() throws {
        #expect(try run(["frameworks", "--since=-1"]).value("since") == "-1")
        #expect(try run(["frameworks", "-s=-1"]).value("since") == "-1")
        #expect(try run(["frameworks", "-s-1"]).value("since") == "-1")
        #expect(throws: ArgumentError.missingValue(option: "--since", path: ["frameworks"])) {
            try Fixtures.parser.parse(["frameworks", "--since", "-1"])
        }
    }

    @Test("Empty and Unicode values are kept as given")
    func unusualValues() throws {
        #expect(try run(["--catalog=", "frameworks"]).value("catalog") == "")
        #expect(try run(["--catalog", "", "frameworks"]).value("catalog") == "")
        #expect(try run(["framework", "Ñandú 🇨🇿"]).positional("id") == "Ñandú 🇨🇿")
        #expect(try run(["frameworks", "--since", "iOS 7 – β"]).value("since") == "iOS 7 – β")
        #expect(try run(["framework", "="]).positional("id") == "=")
    }

    @Test("Subcommand names are recognised only before the command's first positional")
    func subcommandsVersusPositionals() throws {
        #expect(try run(["diff", "frameworks", "layer"]).positionals == ["frameworks", "layer"])
        #expect(try run(["completions", "zsh"]).positional("shell") == "zsh")
    }

    @Test("The parse result can be built directly")
    func directConstruction() {
        let command = ParsedCommand(
            path: ["layer"], positionals: ["media"], flags: ["quiet"],
            optionValues: ["format": ["json"]], defaultValues: ["lang": "en"],
            positionalsByName: ["id": ["media"]])
        #expect(command.flag("quiet") && command.value("format") == "json" && command.value("lang") == "en")
        #expect(command.positional("id") == "media")
    }
}
