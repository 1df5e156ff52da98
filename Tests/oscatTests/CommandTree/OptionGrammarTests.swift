import Foundation
import TestSupport
import Testing

/// End-to-end, through the built binary: one option grammar for every command (issue #20,
/// point 5). Each case checks the exit status and which stream says what.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct OptionGrammarTests {
    /// Runs in an empty folder, so that a command the parser failed to refuse could not write
    /// into the project (`l10n mark-current`, `fmt`).
    static func runOutside(_ arguments: [String]) throws -> OscatProcess.Result {
        try OscatProcess.run(arguments, in: try OscatProcess.temporaryDirectory())
    }

    /// `text` with every run of white space made one space: help wraps to the terminal width.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: --format only where it means something

    @Test(arguments: [
        ["fmt", "--check"], ["completions", "bash"], ["l10n", "import", "cs.po"], ["l10n", "mark-current"],
    ])
    func aCommandWithoutOutputFormatsRejectsFormat(arguments: [String]) throws {
        let command = arguments.prefix { !$0.contains(".") && $0 != "--check" && $0 != "bash" }
        for spelling in [["--format", "json"], ["-f", "json"], ["--format=json"]] {
            let run = try Self.runOutside(arguments + spelling)
            #expect(run.status == 64, "\(arguments + spelling): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("error: unknown option '\(spelling[0].hasPrefix("--") ? "--format" : "-f")'"), "\(run.stderr)")
            #expect(run.stderr.hasSuffix("See 'oscat \(command.joined(separator: " ")) --help' for usage.\n"), "\(run.stderr)")
        }
        // The unknown-option error suggests the closest option the command has.
        let typo = try Self.runOutside(["fmt", "--chek"])
        #expect(typo.status == 64 && typo.stderr.contains("did you mean '--check'?"), "\(typo.stderr)")
    }

    @Test(arguments: [
        ("frameworks", "table, json, csv, markdown", "table"), ("show", "table, json, csv, markdown", "table"),
        ("l10n stats", "table, json, csv, markdown", "table"), ("validate", "text, json, github, sarif", "text"),
        ("l10n check", "text, json, github, sarif", "text"), ("l10n glossary", "tbx, csv", "tbx"),
        ("l10n export", "xliff, po", "xliff"), ("build", "md, html, all", "all"),
    ])
    func eachCommandListsItsOwnFormats(command: String, values: String, defaultValue: String) throws {
        let run = try OscatProcess.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let help = Self.oneLine(run.stdout)
        #expect(help.contains("(values: \(values); default: \(defaultValue))"), "\(command): \(help)")
        #expect(help.components(separatedBy: "-f, --format <").count == 2, "one --format in the help of \(command)")
    }

    @Test(
        arguments: [
            (["validate", "-f", "csv"], "text, json, github, sarif", nil),
            (["frameworks", "-f", "jsn"], "table, json, csv, markdown", "json"),
            (["show", "uikit", "--format", "tbx"], "table, json, csv, markdown", nil),
            (["l10n", "glossary", "-f", "xliff"], "tbx, csv", nil),
            (["l10n", "export", "--locale", "cs", "-f", "pot"], "xliff, po", "po"),
            (["build", "--check", "-f", "html5"], "md, html, all", "html"),
        ] as [([String], String, String?)])
    func aFormatOutsideTheCommandsSetIsAUsageError(arguments: [String], valid: String, suggestion: String?) throws {
        let run = try Self.runOutside(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: unknown value '\(arguments.last ?? "")' for --format"), "\(run.stderr)")
        #expect(run.stderr.contains("Valid values: \(valid)\n"), "\(run.stderr)")
        if let suggestion { #expect(run.stderr.contains("did you mean '\(suggestion)'?"), "\(run.stderr)") }
        #expect(run.stderr.contains("See 'oscat \(arguments[0] == "l10n" ? "l10n \(arguments[1])" : arguments[0]) --help' for usage."))
    }

    @Test func showAsCSVNamesWhatEachRowHolds() throws {
        let run = try OscatProcess.run(["show", "core-motion", "-f", "csv"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let rows = run.stdout.components(separatedBy: "\r\n")
        #expect(rows.first == "Field,Value")
        #expect(rows.dropFirst().first == "Name,Core Motion")
        #expect(rows.dropFirst(2).first?.hasPrefix("Summary,") == true, "\(rows.prefix(3))")
        #expect(rows.contains("Module,CoreMotion"))
        #expect(!rows.dropFirst().contains { $0.hasPrefix(",") }, "every row has its label")
    }

    // MARK: The last of repeated single-value options wins

    @Test func theLastOfARepeatedOptionWins() throws {
        let csv = try OscatProcess.run(["frameworks", "-f", "json", "-f", "csv"])
        #expect(csv.status == 0 && csv.stderr.isEmpty, "\(csv.stderr)")
        #expect(csv.stdout.hasPrefix("ID,Name,"))
        let json = try OscatProcess.run(["layers", "--format=csv", "--format", "json"])
        #expect(json.status == 0 && json.stdout.hasPrefix("{"), "\(json.stdout.prefix(40))")
        let layer = try OscatProcess.run(["frameworks", "--layer", "media", "-l", "core-os", "-f", "json"])
        let results = try #require(try OscatProcess.json(layer.stdout)["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy { $0["layer"] as? String == "core-os" })
        // Every value is still checked, also one that a later one replaces.
        let invalidFirst = try OscatProcess.run(["frameworks", "--layer", "nope", "--layer", "media"])
        #expect(invalidFirst.status == 64 && invalidFirst.stdout.isEmpty && invalidFirst.stderr.contains("'nope'"))
    }

    // MARK: --lang chooses messages; --locale the language a translator command works on

    @Test(arguments: [["versions"], ["fmt", "--check"], ["completions", "bash"], ["l10n", "stats"], ["build", "--check"]])
    func anUnknownLangIsAUsageErrorEverywhere(command: [String]) throws {
        for (value, suggestion) in [("de", nil), ("cz", "cs")] as [(String, String?)] {
            let run = try Self.runOutside(command + ["--lang", value])
            #expect(run.status == 64, "\(command) --lang \(value): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("error: unknown value '\(value)' for --lang"), "\(run.stderr)")
            #expect(run.stderr.contains("Valid values: en, cs, fr, ru, sv, en-XA"), "\(run.stderr)")
            if let suggestion { #expect(run.stderr.contains("did you mean '\(suggestion)'?"), "\(run.stderr)") }
            #expect(!run.stderr.contains("note:"), "no fallback note beside the error")
        }
        // Before the command name too.
        let before = try Self.runOutside(["--lang", "de"] + command)
        #expect(before.status == 64 && before.stderr.hasPrefix("error: unknown value 'de' for --lang"))
    }

    @Test(arguments: [
        (["l10n", "mark-current"], "cs, fr, ru, sv"), (["l10n", "export"], "cs, fr, ru, sv"),
        (["l10n", "import", "cs.po"], "cs, fr, ru, sv"), (["build", "--check"], "all, en, cs, fr, ru, sv, en-XA"),
    ])
    func anUnknownLocaleIsAUsageError(command: [String], valid: String) throws {
        let run = try Self.runOutside(command + ["--locale", "de"])
        #expect(run.status == 64, "\(command): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: unknown value 'de' for --locale. Valid values: \(valid)\n"), "\(run.stderr)")
    }

    @Test func markCurrentWithoutAValidLocaleRecordsNothing() throws {
        let project = try OutputFailureTests.projectCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        let fingerprints = project.appendingPathComponent("Localization/fingerprints.json")
        let before = try Data(contentsOf: fingerprints)
        let run = try OscatProcess.run(["l10n", "mark-current", "--lang", "de"], in: project)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(try Data(contentsOf: fingerprints) == before)
        // `--lang cs` no longer picks the language recorded: it records every language, in Czech.
        let czech = try OscatProcess.run(["l10n", "mark-current", "--locale", "sv", "--lang", "cs"], in: project)
        #expect(czech.status == 0, "\(czech.stderr)")
        #expect(czech.stderr.contains("překlad"), "\(czech.stderr)")
    }

    @Test func exportTakesItsLanguageFromLocaleAndMessagesFromLang() throws {
        let swedish = try OscatProcess.run(["l10n", "export", "--locale", "sv", "--lang", "cs"])
        #expect(swedish.status == 0, "\(swedish.stderr)")
        #expect(swedish.stdout.contains("target-language=\"sv\""))
        #expect(!swedish.stdout.contains("target-language=\"cs\""))
        // Without --locale the command says which option to use, in the language of --lang.
        let missing = try OscatProcess.run(["l10n", "export", "--lang", "cs"])
        #expect(missing.status == 64 && missing.stdout.isEmpty)
        #expect(
            missing.stderr == "error: zvolte jazyk exportu pomocí --locale (cs, fr, ru nebo sv); angličtina je zdrojový jazyk\n"
                + "Použití viz 'oscat l10n export --help'.\n", "\(missing.stderr)")
    }

    // MARK: One error style, the help hint after every usage error

    @Test(arguments: [
        (["show", "nosuch"], "show"), (["diff", "6", "99"], "diff"), (["versions", "99"], "versions"),
        (["xcode", "--sdk", "x"], "xcode"), (["frameworks", "--since", "0"], "frameworks"), (["framworks"], ""),
        (["frameworks", "--layer"], "frameworks"), (["show"], "show"), (["layers", "extra"], "layers"),
    ])
    func everyUsageErrorIsOneErrorLineAndTheHelpHint(arguments: [String], command: String) throws {
        let run = try OscatProcess.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("error: ") == true, "\(run.stderr)")
        let help = command.isEmpty ? "oscat --help" : "oscat \(command) --help"
        #expect(lines.dropFirst().first == "See '\(help)' for usage.", "\(run.stderr)")
    }

    @Test func theErrorPrefixStaysInEveryLanguageAndTheRestIsTranslated() throws {
        let hints = ["cs": "Použití viz 'oscat show --help'.", "fr": "Voir 'oscat show --help' pour l’utilisation."]
        for (language, hint) in hints {
            let run = try OscatProcess.run(["show", "nosuch", "--lang", language])
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("error: ") && !run.stderr.contains("no entry"), "\(run.stderr)")
            #expect(run.stderr.hasSuffix(hint + "\n"), "\(run.stderr)")
        }
        let parser = try OscatProcess.run(["frameworks", "--layer", "x", "--lang", "ru"])
        #expect(parser.status == 64 && parser.stderr.hasPrefix("error: "), "\(parser.stderr)")
    }

    // MARK: Control characters in echoed input

    @Test(arguments: [
        ("\u{1B}[2J", "\\u{1B}[2J"), ("bell\u{07}", "bell\\u{7}"), ("over\rwrite", "over\\u{D}write"), ("del\u{7F}", "del\\u{7F}"),
        ("csi\u{9B}31m", "csi\\u{9B}31m"), ("\u{202E}txt.exe", "\\u{202E}txt.exe"), ("tab\there", "tab\\u{9}here"),
    ])
    func controlCharactersInEchoedInputAreEscaped(input: String, shown: String) throws {
        for arguments in [["show", input], ["frameworks", "--layer", input], ["diff", "6", input], ["--" + input]] {
            let run = try OscatProcess.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains(shown), "\(arguments): \(run.stderr.debugDescription)")
            let raw = run.stderr.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
            }
            #expect(raw.isEmpty, "\(arguments): \(run.stderr.debugDescription)")
        }
    }

    // MARK: --color

    @Test func colorFollowsTheFlagThenNoColorThenTermThenTheTerminal() throws {
        let bold = "\u{1B}[1m"
        let cases: [(arguments: [String], environment: [String: String], colored: Bool)] = [
            (["--color", "always"], [:], true),  // a pipe, but forced
            (["--color=always"], ["NO_COLOR": "1", "TERM": "dumb"], true),  // the flag beats both
            ([], [:], false),  // auto in a pipe
            (["--color", "auto"], [:], false),
            (["--color", "never"], [:], false),
            (["--no-color", "--color", "always"], [:], false),  // --no-color is never, always
        ]
        for (arguments, environment, colored) in cases {
            let run = try OscatProcess.run(["layers"] + arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains(bold) == colored, "\(arguments) \(environment)")
        }
        let wrong = try OscatProcess.run(["layers", "--color", "sometimes"])
        #expect(wrong.status == 64 && wrong.stdout.isEmpty)
        #expect(wrong.stderr.hasPrefix("error: unknown value 'sometimes' for --color. Valid values: auto, always, never\n"))
    }
}
