import ArgumentParsing
import Testing

@Suite("Help rendering")
struct HelpFormatterTests {
    /// A command with wide (CJK) text, a no-break space and a long option name.
    static let wide = CommandSpec(
        name: "工具",
        abstract: "日本語の説明文はとても長いので、折り返しが必要になります。表示幅は二倍です。",
        options: [
            .value("言語", short: "g", valueName: "言", choices: ["日本", "中文"], help: "表示する言語を選びます。全角文字は二列を占めます。"),
            .flag("a-very-long-option-name-indeed", help: "Help that goes on the next line because the label is long."),
        ],
        positionals: [
            PositionalSpec(name: "ファイル", help: "Fichier à lire\u{A0}: le chemin complet, avec des espaces insécables.", optional: true)
        ]
    )

    @Test("Root: overview, usage, options with inherited ones, --version, subcommands and the help hint")
    func root() {
        #expect(
            HelpFormatter().render(command: Fixtures.root) == #"""
                OVERVIEW: Query the catalog of the iOS platform.

                USAGE: oscat [--verbose] <subcommand>

                OPTIONS:
                  -f, --format <format>   Output format. (values: text, json, csv, markdown;
                                          default: text)
                  --lang <lang>           Language of the text. (values: en, cs, fr, ru, sv;
                                          default: en)
                  --catalog <path>        Read the catalog from this folder.
                  --no-color              Do not color the output.
                  -v, --verbose           Explain what is done.
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  frameworks, fw          List the frameworks of the catalog.
                  framework               Show one framework.
                  layer                   Show one layer.
                  l10n                    Localization tools.
                  diff                    Compare two versions.
                  completions             Print a shell completion script.

                  See 'oscat help <subcommand>' for detailed help.
                """#)
    }

    @Test("Subcommand: discussion, collapsed usage, variadic argument, own then inherited options, examples")
    func frameworks() {
        #expect(
            HelpFormatter().render(command: Fixtures.root, path: ["frameworks"]) == #"""
                OVERVIEW: List the frameworks of the catalog.

                Frameworks are listed by layer, then by name.

                USAGE: oscat frameworks [<options>] [<query> ...]

                ARGUMENTS:
                  <query> ...             Words to look for in names.

                OPTIONS:
                  -l, --layer <L>         Only frameworks of this layer. (values: cocoa-touch,
                                          core-os, core-services, media)
                  -s, --since <version>   Only frameworks available since this version.
                  -d, --deprecated        Include deprecated frameworks.
                  -q, --quiet             Print ids only.
                  -t, --tag <tag>         Only frameworks with this tag.
                  -f, --format <format>   Output format. (values: text, json, csv, markdown;
                                          default: text)
                  --lang <lang>           Language of the text. (values: en, cs, fr, ru, sv;
                                          default: en)
                  --catalog <path>        Read the catalog from this folder.
                  --no-color              Do not color the output.
                  -h, --help              Show help information.

                EXAMPLES:
                  oscat frameworks --layer core-os
                      List the frameworks of the Core OS layer.
                  oscat fw -q media
                      Print the ids of the frameworks whose name mentions media.
                """#)
    }

    @Test("Nested subcommand: options inherited from the parent and the root, repeatable option in usage")
    func nested() {
        #expect(
            HelpFormatter().render(command: Fixtures.root, path: ["l10n", "check"]) == #"""
                OVERVIEW: Check that every text exists in every language.

                USAGE: oscat l10n check [--only <lang> ...]

                OPTIONS:
                  --only <lang>           Check only this language. (values: en, cs, fr, ru, sv)
                  --strict                Treat warnings as errors.
                  -f, --format <format>   Output format. (values: text, json, csv, markdown;
                                          default: text)
                  --lang <lang>           Language of the text. (values: en, cs, fr, ru, sv;
                                          default: en)
                  --catalog <path>        Read the catalog from this folder.
                  --no-color              Do not color the output.
                  -h, --help              Show help information.
                """#)
    }

    @Test("Positional choices are listed under ARGUMENTS")
    func positionalChoices() {
        #expect(
            HelpFormatter().render(command: Fixtures.root, path: ["layer"]) == #"""
                OVERVIEW: Show one layer.

                USAGE: oscat layer <id>

                ARGUMENTS:
                  <id>                    The layer id. (values: cocoa-touch, core-os,
                                          core-services, media)

                OPTIONS:
                  -f, --format <format>   Output format. (values: text, json, csv, markdown;
                                          default: text)
                  --lang <lang>           Language of the text. (values: en, cs, fr, ru, sv;
                                          default: en)
                  --catalog <path>        Read the catalog from this folder.
                  --no-color              Do not color the output.
                  -h, --help              Show help information.
                """#)
    }

    @Test("Narrow width: help is rewrapped; an alias in the path selects the command")
    func narrow() {
        #expect(
            HelpFormatter(width: 50).render(command: Fixtures.root, path: ["fw"]) == #"""
                OVERVIEW: List the frameworks of the catalog.

                Frameworks are listed by layer, then by name.

                USAGE: oscat frameworks [<options>] [<query> ...]

                ARGUMENTS:
                  <query> ...            Words to look for in
                                         names.

                OPTIONS:
                  -l, --layer <L>        Only frameworks of this
                                         layer. (values:
                                         cocoa-touch, core-os,
                                         core-services, media)
                  -s, --since <version>  Only frameworks available
                                         since this version.
                  -d, --deprecated       Include deprecated
                                         frameworks.
                  -q, --quiet            Print ids only.
                  -t, --tag <tag>        Only frameworks with this
                                         tag.
                  -f, --format <format>  Output format. (values:
                                         text, json, csv,
                                         markdown; default: text)
                  --lang <lang>          Language of the text.
                                         (values: en, cs, fr, ru,
                                         sv; default: en)
                  --catalog <path>       Read the catalog from
                                         this folder.
                  --no-color             Do not color the output.
                  -h, --help             Show help information.

                EXAMPLES:
                  oscat frameworks --layer core-os
                      List the frameworks of the Core OS layer.
                  oscat fw -q media
                      Print the ids of the frameworks whose name
                      mentions media.
                """#)
    }

    @Test("Display width: wide characters take two columns and CJK text breaks between characters")
    func wideCharacters() {
        #expect(
            HelpFormatter(width: 40).render(command: Self.wide) == #"""
                OVERVIEW: 日本語の説明文はとても長いの
                で、折り返しが必要になります。表示幅は二
                倍です。

                USAGE: 工具 [<options>] [<ファイル>]

                ARGUMENTS:
                  <ファイル>        Fichier à lire : le
                                    chemin complet, avec
                                    des espaces
                                    insécables.

                OPTIONS:
                  -g, --言語 <言>   表示する言語を選びま
                                    す。全角文字は二列を
                                    占めます。 (values:
                                    日本, 中文)
                  --a-very-long-option-name-indeed
                                    Help that goes on
                                    the next line
                                    because the label is
                                    long.
                  -h, --help        Show help
                                    information.
                """#)
    }

    @Test("A bare command still documents --help")
    func bare() {
        #expect(
            HelpFormatter().render(command: CommandSpec(name: "bare")) == #"""
                USAGE: bare

                OPTIONS:
                  -h, --help              Show help information.
                """#)
    }

    @Test("No line is wider than the width or ends with a space, at any width, for every command")
    func layoutInvariants() {
        var paths: [[String]] = [[]]
        for sub in Fixtures.root.subcommands {
            paths.append([sub.name])
            for inner in sub.subcommands { paths.append([sub.name, inner.name]) }
        }
        // Below 50 columns some unbreakable words (choice lists) cannot fit beside the labels.
        for width in [-5, 0, 20, 33, 50, 80, 120] {
            for path in paths {
                let text = HelpFormatter(width: width).render(command: Fixtures.root, path: path)
                #expect(text == HelpFormatter(width: width).render(command: Fixtures.root, path: path))
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(!line.hasSuffix(" "), "trailing space in \(path) at width \(width)")
                    // Example command lines are not wrapped; everything else fits.
                    if width >= 50 && !line.hasPrefix("  oscat ") {
                        #expect(line.count <= width, "'\(line)' is wider than \(width)")
                    }
                }
                #expect(!text.hasSuffix("\n"))
            }
        }
    }

    @Test("A path that leaves the tree shows the deepest command reached")
    func invalidPath() {
        let formatter = HelpFormatter()
        #expect(
            formatter.render(command: Fixtures.root, path: ["l10n", "bogus", "check"])
                == formatter.render(command: Fixtures.root, path: ["l10n"]))
        #expect(formatter.render(command: Fixtures.root, path: ["bogus"]) == formatter.render(command: Fixtures.root))
    }

    @Test("Headings and built-in texts come from the strings provider")
    func localizedHeadings() {
        struct Swedish: ArgumentParsingStrings {
            var overviewHeading: String { "ÖVERSIKT:" }
            var usageHeading: String { "ANVÄNDNING:" }
            var optionsHeading: String { "FLAGGOR:" }
            var subcommandsHeading: String { "UNDERKOMMANDON:" }
            var helpOptionHelp: String { "Visa hjälp." }
            var subcommandPlaceholder: String { "underkommando" }
            func subcommandHelpHint(helpCommand: String) -> String { "Se '\(helpCommand)'." }
            func annotation(choices: [String]?, defaultValue: String?) -> String? {
                defaultValue.map { "(standard: \($0))" }
            }
        }
        let root = CommandSpec(
            name: "verktyg", abstract: "Ett verktyg.",
            options: [.value("språk", valueName: "språk", choices: ["sv", "en"], help: "Språk.", defaultValue: "sv")],
            subcommands: [CommandSpec(name: "kör", abstract: "Kör.")])
        #expect(
            HelpFormatter(strings: Swedish()).render(command: root) == #"""
                ÖVERSIKT: Ett verktyg.

                ANVÄNDNING: verktyg [--språk <språk>] <underkommando>

                FLAGGOR:
                  --språk <språk>         Språk. (standard: sv)
                  -h, --help              Visa hjälp.

                UNDERKOMMANDON:
                  kör                     Kör.

                  Se 'verktyg help <underkommando>'.
                """#)
    }

    @Test("Usage forms: options, optional and variadic positionals, subcommands beside positionals")
    func usageForms() {
        let spec = CommandSpec(
            name: "t",
            options: [
                .flag("x", help: ""), .value("y", valueName: "n", repeatable: true, help: ""), .flag("g", help: "", inherited: true),
            ],
            positionals: [PositionalSpec(name: "a", help: ""), PositionalSpec(name: "b", help: "", optional: true, variadic: true)],
            subcommands: [CommandSpec(name: "s")])
        let text = HelpFormatter().render(command: spec)
        #expect(text.hasPrefix("USAGE: t [--x] [--y <n> ...] <a> [<b> ...] [<subcommand>]\n"))
        #expect(text.contains("\n  --x\n"), "an option without help is listed alone")
        #expect(text.contains("  <b> ...\n"))
    }
}
