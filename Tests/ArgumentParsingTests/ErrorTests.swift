import ArgumentParsing
import Testing

/// Parses and returns the error thrown (or records an issue).
func parseError(_ arguments: [String], parser: ArgumentParser = Fixtures.parser) -> ArgumentError? {
    do {
        let outcome = try parser.parse(arguments)
        Issue.record("expected an error for \(arguments), got \(outcome)")
        return nil
    } catch {
        return error
    }
}

let rootCommands = ["frameworks", "framework", "layer", "l10n", "diff", "completions", "help"]
let frameworksOptions = [
    "--layer", "--since", "--deprecated", "--quiet", "--tag", "--format", "--lang", "--catalog", "--no-color", "--help",
]

@Suite("Errors: cases, suggestions and exact messages")
struct ErrorTests {
    @Test func unknownCommandWithSuggestion() throws {
        let error = try #require(parseError(["framwork"]))
        #expect(error == .unknownCommand("framwork", path: [], suggestion: "framework", valid: rootCommands))
        #expect(
            error.message
                == "unknown command 'framwork'; did you mean 'framework'? Valid commands: frameworks, framework, layer, l10n, diff, completions, help"
        )
        #expect(error.exitCode == 64)
        #expect(error.suggestion == "framework")
    }

    @Test func unknownCommandWithoutSuggestion() throws {
        let error = try #require(parseError(["xyzzy"]))
        #expect(error == .unknownCommand("xyzzy", path: [], suggestion: nil, valid: rootCommands))
        #expect(error.message == "unknown command 'xyzzy'. Valid commands: frameworks, framework, layer, l10n, diff, completions, help")
    }

    @Test func unknownCommandSuggestsTheCanonicalNameForAnAlias() throws {
        #expect(parseError(["fws"]) == .unknownCommand("fws", path: [], suggestion: "frameworks", valid: rootCommands))
        #expect(parseError(["HELP"]) == .unknownCommand("HELP", path: [], suggestion: "help", valid: rootCommands))
    }

    @Test func unknownNestedCommand() throws {
        #expect(parseError(["--strict", "l10n", "check"])?.path == [], "--strict is declared on l10n, not the root")
        let nested = try #require(parseError(["l10n", "chekc"]))
        #expect(nested == .unknownCommand("chekc", path: ["l10n"], suggestion: "check", valid: ["check", "stats"]))
        #expect(nested.message == "unknown command 'chekc'; did you mean 'check'? Valid commands: check, stats")
        #expect(nested.path == ["l10n"])
    }

    @Test func unknownLongOption() throws {
        let error = try #require(parseError(["frameworks", "--layr", "core-os"]))
        #expect(error == .unknownOption("--layr", path: ["frameworks"], suggestion: "--layer", valid: frameworksOptions))
        #expect(
            error.message
                == "unknown option '--layr'; did you mean '--layer'? Valid options: --layer, --since, --deprecated, --quiet, --tag, --format, --lang, --catalog, --no-color, --help"
        )
        #expect(parseError(["frameworks", "--layr=core-os"]) == error, "the name is reported without its value")
        #expect(parseError(["--FORMAT", "json"])?.suggestion == "--format")
        #expect(parseError(["--fo"])?.suggestion == "--format")
        let root = try #require(parseError(["--layer", "media", "frameworks"]))
        #expect(
            root
                == .unknownOption(
                    "--layer", path: [], suggestion: nil,
                    valid: ["--format", "--lang", "--catalog", "--no-color", "--verbose", "--version", "--help"]))
        #expect(
            root.message == "unknown option '--layer'. Valid options: --format, --lang, --catalog, --no-color, --verbose, --version, --help"
        )
    }

    @Test func unknownShortOption() throws {
        let error = try #require(parseError(["frameworks", "-x"]))
        #expect(error == .unknownOption("-x", path: ["frameworks"], suggestion: nil, valid: frameworksOptions))
        #expect(
            error.message
                == "unknown option '-x'. Valid options: --layer, --since, --deprecated, --quiet, --tag, --format, --lang, --catalog, --no-color, --help"
        )
        #expect(
            parseError(["frameworks", "-dqx"]) == .unknownOption("-x", path: ["frameworks"], suggestion: nil, valid: frameworksOptions))
        // A long option typed with a single dash.
        let checkOptions = ["--only", "--strict", "--format", "--lang", "--catalog", "--no-color", "--help"]
        #expect(
            parseError(["l10n", "check", "-only=en"])
                == .unknownOption("-only", path: ["l10n", "check"], suggestion: "--only", valid: checkOptions))
        #expect(
            parseError(["l10n", "check", "-strict"])
                == .unknownOption("-strict", path: ["l10n", "check"], suggestion: "--strict", valid: checkOptions))
    }

    @Test func oddOptionTokens() {
        let rootOptions = ["--format", "--lang", "--catalog", "--no-color", "--verbose", "--version", "--help"]
        #expect(parseError(["--=x"]) == .unknownOption("--=x", path: [], suggestion: nil, valid: rootOptions))
        #expect(parseError(["---"]) == .unknownOption("---", path: [], suggestion: nil, valid: rootOptions))
        #expect(parseError(["-="]) == .unknownOption("-=", path: [], suggestion: nil, valid: rootOptions))
        #expect(parseError(["-é"]) == .unknownOption("-é", path: [], suggestion: nil, valid: rootOptions))
        #expect(parseError(["—format"]) == .unknownCommand("—format", path: [], suggestion: nil, valid: rootCommands))
    }

    @Test func missingValue() throws {
        let error = try #require(parseError(["frameworks", "--layer"]))
        #expect(error == .missingValue(option: "--layer", path: ["frameworks"]))
        #expect(error.message == "missing value for --layer")
        #expect(parseError(["frameworks", "-l"]) == error)
        #expect(parseError(["frameworks", "-dl"]) == error)
        #expect(parseError(["frameworks", "--layer", "--quiet"]) == error)
        #expect(parseError(["frameworks", "--layer", "--"]) == error)
        #expect(parseError(["--catalog"]) == .missingValue(option: "--catalog", path: []))
    }

    @Test func invalidOptionValue() throws {
        let error = try #require(parseError(["frameworks", "--layer", "core-service"]))
        #expect(
            error
                == .invalidValue(
                    option: "--layer", value: "core-service", path: ["frameworks"],
                    valid: Fixtures.layers, suggestion: "core-services"))
        #expect(
            error.message
                == "unknown value 'core-service' for --layer; did you mean 'core-services'? Valid values: cocoa-touch, core-os, core-services, media"
        )
        #expect(parseError(["fw", "-lcore-service"]) == error)
        #expect(parseError(["fw", "--layer=core-service"]) == error)
        let noSuggestion = try #require(parseError(["--format", "yaml"]))
        #expect(noSuggestion.message == "unknown value 'yaml' for --format. Valid values: text, json, csv, markdown")
        #expect(parseError(["--format="])?.message == "unknown value '' for --format. Valid values: text, json, csv, markdown")
        #expect(parseError(["--format", "JSON"])?.suggestion == "json", "choices are case-sensitive; the suggestion is not")
    }

    @Test func invalidPositionalValue() throws {
        let error = try #require(parseError(["layer", "core-servces"]))
        #expect(
            error
                == .invalidValue(
                    option: "<id>", value: "core-servces", path: ["layer"],
                    valid: Fixtures.layers, suggestion: "core-services"))
        #expect(
            error.message
                == "unknown value 'core-servces' for <id>; did you mean 'core-services'? Valid values: cocoa-touch, core-os, core-services, media"
        )
        #expect(parseError(["completions", "tcsh"])?.message == "unknown value 'tcsh' for <shell>. Valid values: bash, zsh, fish")
    }

    @Test func unexpectedValueForFlag() throws {
        let error = try #require(parseError(["--no-color=yes", "frameworks"]))
        #expect(error == .unexpectedValue(option: "--no-color", value: "yes", path: []))
        #expect(error.message == "--no-color takes no value; got 'yes'")
        #expect(parseError(["-v=1"]) == .unexpectedValue(option: "--verbose", value: "1", path: []))
        #expect(parseError(["fw", "--quiet="]) == .unexpectedValue(option: "--quiet", value: "", path: ["frameworks"]))
    }

    @Test func missingPositional() throws {
        let error = try #require(parseError(["framework"]))
        #expect(error == .missingPositional("<id>", path: ["framework"]))
        #expect(error.message == "missing argument <id>")
        #expect(parseError(["diff", "--format", "json"]) == .missingPositional("<from>", path: ["diff"]))
        let variadic = CommandSpec(name: "tool", positionals: [PositionalSpec(name: "files", help: "", variadic: true)])
        #expect(parseError([], parser: ArgumentParser(root: variadic)) == .missingPositional("<files>", path: []))
    }

    @Test func unexpectedArgument() throws {
        let error = try #require(parseError(["framework", "uikit", "foundation"]))
        #expect(error == .unexpectedArgument("foundation", path: ["framework"]))
        #expect(error.message == "unexpected argument 'foundation'")
        #expect(parseError(["l10n", "check", "extra"]) == .unexpectedArgument("extra", path: ["l10n", "check"]))
        #expect(parseError(["diff", "a", "b", "c"]) == .unexpectedArgument("c", path: ["diff"]))
        #expect(parseError(["l10n", "stats", "--", "x"]) == .unexpectedArgument("x", path: ["l10n", "stats"]))
        #expect(parseError(["l10n", "--", "check"]) == .unexpectedArgument("check", path: ["l10n"]))
    }

    @Test("The last of a repeated single-value option wins, as in swift-argument-parser")
    func lastValueWins() throws {
        let layer = try Fixtures.parser.parse(["frameworks", "--layer", "media", "-l", "core-os"])
        guard case .run(let command) = layer else {
            Issue.record("\(layer)")
            return
        }
        #expect(command.value("layer") == "core-os")
        #expect(command.values("layer") == ["core-os"])
        let format = try Fixtures.parser.parse(["--format", "json", "fw", "--format", "csv"])
        guard case .run(let formatted) = format else {
            Issue.record("\(format)")
            return
        }
        #expect(formatted.value("format") == "csv")
        // Each value is still checked: an invalid one is an error even when a valid one follows.
        #expect(parseError(["fw", "--layer", "nope", "--layer", "media"])?.suggestion == nil)
        #expect(parseError(["fw", "--layer", "nope", "--layer", "media"]) != nil)
    }

    @Test("Every error exits with 64 (EX_USAGE)")
    func exitCodes() {
        let errors: [ArgumentError] = [
            .unknownCommand("x", path: [], suggestion: nil, valid: []),
            .unknownOption("-x", path: [], suggestion: nil, valid: []),
            .missingValue(option: "--x", path: []),
            .invalidValue(option: "--x", value: "y", path: [], valid: ["z"], suggestion: nil),
            .unexpectedValue(option: "--x", value: "y", path: []),
            .missingPositional("<x>", path: []),
            .unexpectedArgument("x", path: []),
        ]
        for error in errors {
            #expect(error.exitCode == 64)
            #expect(!error.message.isEmpty)
            #expect(error.description == error.message)
        }
        #expect(ArgumentError.usageExitCode == 64)
        #expect(ArgumentError.unknownCommand("x", path: [], suggestion: nil, valid: []).message == "unknown command 'x'")
    }

    @Test("The diagnostic points at the help of the command where the error happened")
    func diagnostic() throws {
        let error = try #require(parseError(["fw", "--layer", "core-service"]))
        #expect(
            Fixtures.parser.diagnostic(for: error) == """
                error: unknown value 'core-service' for --layer; did you mean 'core-services'? Valid values: cocoa-touch, core-os, core-services, media
                See 'oscat frameworks --help' for usage.
                """)
        #expect(
            Fixtures.parser.diagnostic(for: .missingValue(option: "--catalog", path: [])) == """
                error: missing value for --catalog
                See 'oscat --help' for usage.
                """)
    }

    @Test("Messages and the diagnostic come from an injectable strings provider")
    func localizedMessages() throws {
        struct Czech: ArgumentParsingStrings {
            func missingValue(option: String) -> String { "chybí hodnota pro \(option)" }
            func invalidValue(_ value: String, option: String, suggestion: String?, valid: [String]) -> String {
                "neznámá hodnota '\(value)' pro \(option)" + (suggestion.map { "; mysleli jste '\($0)'?" } ?? "")
            }
            func errorLine(_ message: String) -> String { "Chyba: " + message }
            func usageHint(helpCommand: String) -> String { "Nápověda: '\(helpCommand)'." }
        }
        let missing = ArgumentError.missingValue(option: "--layer", path: ["frameworks"])
        #expect(missing.message(using: Czech()) == "chybí hodnota pro --layer")
        #expect(missing.message == "missing value for --layer")
        let invalid = try #require(parseError(["layer", "medai"]))
        #expect(invalid.message(using: Czech()) == "neznámá hodnota 'medai' pro <id>; mysleli jste 'media'?")
        #expect(
            Fixtures.parser.diagnostic(for: missing, strings: Czech())
                == "Chyba: chybí hodnota pro --layer\nNápověda: 'oscat frameworks --help'.")
        // Requirements not implemented stay English.
        #expect(ArgumentError.unexpectedArgument("x", path: []).message(using: Czech()) == "unexpected argument 'x'")
        #expect(ArgumentError.missingValue(option: "--x", path: []).message(using: .english) == "missing value for --x")
    }
}
