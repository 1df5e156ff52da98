import ArgumentParsing
import TestSupport
import Testing

@Suite("Robustness: odd input never traps")
struct RobustnessTests {
    @Test(
        "Edge inputs on the root",
        arguments: [
            ([], ParseOutcome.help(path: [])),
            (["--"], .help(path: [])),
            (["-h", "--"], .help(path: [])),
        ] as [([String], ParseOutcome)])
    func edgeOutcomes(arguments: [String], expected: ParseOutcome) throws {
        #expect(try Fixtures.parser.parse(arguments) == expected)
    }

    @Test(
        "Edge inputs that are errors",
        arguments: [
            (["-"], "unknown command '-'"),
            (["="], "unknown command '='"),
            ([""], "unknown command ''"),
            (["--=x"], "unknown option '--=x'"),
            (["--="], "unknown option '--='"),
            (["-\u{301}"], "unknown command '-\u{301}'"),  // one grapheme: not a dash
            (["--", "--"], "unexpected argument '--'"),
            (["🇨🇿"], "unknown command '🇨🇿'"),
            (["--🇨🇿=🇨🇿"], "unknown option '--🇨🇿'"),
            (["\u{0}"], "unknown command '\u{0}'"),
            (["--", "x"], "unexpected argument 'x'"),
        ] as [([String], String)])
    func edgeErrors(arguments: [String], messagePrefix: String) throws {
        #expect(throws: ArgumentError.self) { try Fixtures.parser.parse(arguments) }
        do {
            _ = try Fixtures.parser.parse(arguments)
        } catch {
            #expect(error.message.hasPrefix(messagePrefix), "\(error.message)")
            #expect(error.exitCode == 64)
        }
    }

    @Test("Empty and degenerate specifications parse, render and complete without trapping")
    func degenerateSpecs() throws {
        let specs = [
            CommandSpec(name: ""),
            CommandSpec(name: "x", options: [.value("", short: "-", valueName: "", choices: [], help: "")]),
            CommandSpec(
                name: "x", options: [.flag("a", short: "a", help: ""), .flag("a", short: "a", help: "")],
                positionals: [PositionalSpec(name: "", help: "", variadic: true), PositionalSpec(name: "p", help: "")]),
            CommandSpec(
                name: "x y", aliases: ["z"], subcommands: [CommandSpec(name: ""), CommandSpec(name: "-"), CommandSpec(name: "help")]),
        ]
        let inputs: [[String]] = [[], [""], ["-"], ["--"], ["--="], ["-a"], ["--a"], ["-aa"], ["help"], ["help", ""], ["x", "y", "z"]]
        for spec in specs {
            let parser = ArgumentParser(root: spec)
            for input in inputs {
                _ = try? parser.parse(input)
            }
            _ = HelpFormatter(width: 1).render(command: spec, path: ["", "-"])
            for shell in CompletionShell.allCases {
                _ = CompletionScriptGenerator.script(for: spec, shell: shell)
            }
        }
        #expect(try ArgumentParser(root: CommandSpec(name: "x")).parse([]) == .run(ParsedCommand(path: [])))
    }

    @Test("Fuzz: 20,000 random command lines give an outcome or a usage error")
    func fuzz() {
        let vocabulary = [
            "", "-", "--", "=", "--=", "--=x", "-=", "---", "-h", "--help", "--version", "help",
            "frameworks", "fw", "framework", "l10n", "check", "stats", "layer", "diff", "completions",
            "--layer", "--layer=", "--layer=media", "-l", "-lmedia", "-l=", "-dq", "-dql", "-qx",
            "--format", "-f", "-fjson", "json", "media", "core-os", "--tag", "-t", "--only", "cs",
            "--no-color", "--no-color=1", "--strict", "--catalog", "-v", "-", "ü", "🇨🇿", "e\u{301}",
            "--lang", "日本", "-\u{301}", "--\u{0}", "\u{FEFF}", "x y", "--since=-1", "-s", "-1",
        ]
        var random = SplitMix64(seed: 64)
        var outcomes = 0
        var errors = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...6, using: &random)
            let arguments = (0..<count).map { _ in vocabulary.randomElement(using: &random) ?? "" }
            do {
                let outcome = try Fixtures.parser.parse(arguments)
                if case .help(let path) = outcome {
                    #expect(Fixtures.root.command(at: path) != nil)
                }
                outcomes += 1
            } catch {
                #expect(error.exitCode == 64)
                #expect(!error.message.isEmpty)
                #expect(Fixtures.root.command(at: error.path) != nil, "\(arguments) → \(error)")
                errors += 1
            }
        }
        #expect(outcomes > 1000 && errors > 1000)
    }
}

@Suite("Specification checks")
struct SpecValidationTests {
    @Test("The fixture tree is sound")
    func soundTree() {
        #expect(Fixtures.root.validationProblems() == [])
    }

    @Test("Mistakes are reported with the command they are in")
    func problems() {
        let spec = CommandSpec(
            name: "tool",
            version: "1",
            options: [
                .flag("help", help: ""),
                .flag("version", help: ""),
                .flag("dup", short: "d", help: ""),
                .flag("dup", short: "d", help: ""),
                .flag("bad=name", short: "h", help: ""),
                .flag("quiet", help: "", inherited: true),
                OptionSpec(long: "flag-with-default", kind: .flag, help: "", defaultValue: "x"),
                .value("mode", valueName: "", choices: ["a", "a"], help: "", defaultValue: "b"),
                .value("none", valueName: "n", choices: [], help: ""),
            ],
            positionals: [
                PositionalSpec(name: "rest", help: "", variadic: true),
                PositionalSpec(name: "opt", help: "", optional: true),
                PositionalSpec(name: "req", help: ""),
            ],
            subcommands: [
                CommandSpec(name: "run", aliases: ["r"]),
                CommandSpec(name: "r"),
                CommandSpec(name: "-x"),
            ]
        )
        #expect(
            spec.validationProblems() == [
                "'tool': subcommand name or alias 'r' is used twice",
                "'tool': option --help is reserved",
                "'tool': option --version is reserved",
                "'tool': option --dup is declared twice",
                "'tool': short option -d is declared twice",
                "'tool': invalid option name 'bad=name'",
                "'tool': short option -h is reserved",
                "'tool': flag --flag-with-default has a default value",
                "'tool': option --mode has an empty value name",
                "'tool': option --mode lists a choice twice",
                "'tool': default 'b' of option --mode is not one of its choices",
                "'tool': option --none has an empty list of choices",
                "'tool': variadic argument <rest> is not last",
                "'tool': required argument <req> follows an optional one",
                "'tool -x': invalid command name '-x'",
            ])
    }

    @Test("Lookup helpers: subcommands by name or alias, chains, accepted options")
    func lookups() {
        #expect(Fixtures.root.subcommand(named: "fw")?.name == "frameworks")
        #expect(Fixtures.root.subcommand(named: "nope") == nil)
        #expect(Fixtures.root.command(at: ["l10n", "check"])?.name == "check")
        #expect(Fixtures.root.command(at: ["l10n", "nope"]) == nil)
        #expect(Fixtures.root.chain(to: ["fw"])?.map(\.name) == ["oscat", "frameworks"])
        #expect(
            Fixtures.root.acceptedOptions(at: ["l10n", "check"]).map(\.long)
                == ["only", "strict", "format", "lang", "catalog", "no-color"])
        #expect(Fixtures.root.acceptedOptions(at: []).map(\.long) == ["format", "lang", "catalog", "no-color", "verbose"])
        #expect(Fixtures.root.acceptedOptions(at: ["nope"]).isEmpty)
        let option = OptionSpec.value("layer", short: "l", valueName: "L", choices: ["a"], help: "")
        #expect(option.takesValue && option.choices == ["a"] && option.displayName == "--layer")
        #expect(!OptionSpec.flag("q", help: "").takesValue && OptionSpec.flag("q", help: "").choices == nil)
        #expect(PositionalSpec(name: "id", help: "").displayName == "<id>")
    }
}
