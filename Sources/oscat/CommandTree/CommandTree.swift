import AppCheck
import ArgumentParsing
import Locales
import OSCatalog
import OSCatalogLocalization
import OSCatalogSite
import TranslationInterchange

/// The commands, options and arguments of `oscat`, with their help text in the user's
/// language and value choices taken from the loaded catalog (layer ids, version numbers …).
/// The tree is made from ``LeafCommand/all``: each leaf's specification comes from one
/// exhaustive switch, so every command in the tree is one the handlers know.
struct CommandTree {
    /// The version of oscat.
    static let version = "0.1.0"

    /// The loaded catalog, when there is one: the source of value choices.
    var catalog: Catalog?
    /// Help texts in the user's language.
    var strings: LocalizedStrings
    /// Whether the tree is for a completion script: then every value with a known set of
    /// choices offers them (language codes, ids, versions).
    var completing: Bool

    /// Builds the command tree. `completing` adds the language codes as choices of `--lang`
    /// for completion scripts; when parsing, an unsupported language falls back to English
    /// with a notice instead of failing.
    static func root(catalog: Catalog?, strings: LocalizedStrings, completing: Bool = false) -> CommandSpec {
        CommandTree(catalog: catalog, strings: strings, completing: completing).root
    }

    /// The `oscat` command with its global options and every subcommand.
    var root: CommandSpec {
        let global: [OptionSpec] = [
            .value(
                .lang, valueName: "code", choices: completing ? CatalogLanguage.allCases.map(\.code) : nil,
                help: strings.helpOptionLang, inherited: true),
            .value(.catalog, valueName: "dir", help: strings.helpOptionCatalog, inherited: true),
            .value(
                .color, valueName: "when", choices: ColorChoice.allCases.map(\.rawValue), help: strings.helpOptionColor,
                defaultValue: ColorChoice.auto.rawValue, inherited: true),
            .flag(.noColor, help: strings.helpOptionNoColor, inherited: true),
        ]
        var subcommands: [CommandSpec] = []
        var groupsAdded: Set<CommandGroup> = []
        for leaf in LeafCommand.all {
            guard let group = leaf.group else {
                subcommands.append(spec(for: leaf))
                continue
            }
            guard groupsAdded.insert(group).inserted else { continue }
            subcommands.append(spec(for: group, leaves: LeafCommand.all.filter { $0.group == group }.map(spec(for:))))
        }
        return CommandSpec(
            name: "oscat", abstract: strings.helpRoot, discussion: strings.helpRootDiscussion, version: Self.version,
            options: global, subcommands: subcommands)
    }

    /// The options whose help shows values read from the loaded catalog (layer ids, container
    /// extensions); outside completion scripts no other text of the tree depends on it, so help
    /// for a command without them is written without loading the catalog (a test compares both).
    static let optionsWithCatalogValues: Set<OptionName> = [.layer, .container]

    /// Whether the help of the command at `path` in `root` shows values from the catalog.
    static func helpShowsCatalogValues(_ root: CommandSpec, path: [String]) -> Bool {
        let names = Set(optionsWithCatalogValues.map(\.rawValue))
        return root.acceptedOptions(at: path).contains { names.contains($0.long) }
    }

    private var layerIDs: [String]? { catalog?.layers.map(\.id) }

    /// Version ids and major numbers, offered in completion scripts.
    private var versionChoices: [String]? {
        guard completing, let catalog else { return nil }
        return catalog.versions.map(\.id) + catalog.versions.map { String($0.major) }
    }

    /// The options of the two checkers, `validate` and `l10n check`: report format, warnings as
    /// failures, missing translations allowed.
    private var checkOptions: [OptionSpec] {
        [
            formatOption(default: ValidateCommand.ReportFormat.text, help: strings.helpOptionReportFormat),
            .flag(.strict, help: strings.helpOptionStrict),
            .flag(.allowMissingTranslations, help: strings.helpOptionAllowMissingTranslations),
        ]
    }

    /// A command's own `--format`/`-f`, whose values are the cases of `Format`.
    private func formatOption<Format: CaseIterable & RawRepresentable<String>>(
        default value: Format, valueName: String = "format", help: String
    ) -> OptionSpec {
        .value(
            .format, short: "f", valueName: valueName, choices: Format.allCases.map(\.rawValue), help: help,
            defaultValue: value.rawValue)
    }

    /// `spec` with `--format table|json|csv|markdown` first among its options: the formats of
    /// the commands that print catalog results. A command without it rejects `--format`.
    private func withListingFormat(_ spec: CommandSpec) -> CommandSpec {
        var spec = spec
        spec.options.insert(formatOption(default: OutputFormat.table, help: strings.helpOptionFormat), at: 0)
        return spec
    }

    /// `--locale`: the language a translator command works on, one of the translated
    /// languages (English is the source), so that `--lang` only chooses the language of messages.
    private func localeOption(help: String) -> OptionSpec {
        .value(.locale, valueName: "code", choices: CatalogLanguage.allCases.filter { $0 != .english }.map(\.code), help: help)
    }

    private func spec(for group: CommandGroup, leaves: [CommandSpec]) -> CommandSpec {
        switch group {
        case .l10n: CommandSpec(name: group.rawValue, abstract: strings.helpL10n, subcommands: leaves)
        }
    }

    private func spec(for leaf: LeafCommand) -> CommandSpec {
        switch leaf {
        case .query(let query): withTableOptions(withListingFormat(spec(for: query)), query)
        case .file(let file): spec(for: file)
        case .l10n(let name): spec(for: name)
        case .build:
            CommandSpec(
                name: leaf.name, abstract: strings.helpBuild,
                options: [
                    formatOption(default: BuildCommand.Selection.all, valueName: "site", help: strings.helpOptionSiteFormat),
                    .value(.out, short: "o", valueName: "dir", help: strings.helpOptionSiteOut),
                    .value(
                        .locale, valueName: "code", choices: ["all"] + LocaleID.all.map(\.description),
                        help: strings.helpOptionSiteLang, defaultValue: "all"),
                    .flag(.check, help: strings.helpOptionSiteCheck),
                    .flag(.quiet, short: "q", help: strings.helpOptionQuiet),
                    .value(.baseURL, valueName: "url", help: strings.helpOptionBaseURL),
                    .value(
                        .linkStyle, valueName: "style", choices: HTMLLinks.allCases.map(\.rawValue),
                        help: strings.helpOptionLinkStyle),
                    .value(.templates, valueName: "dir", help: strings.helpOptionTemplates),
                ],
                examples: [
                    Example(command: "oscat build", explanation: strings.exampleBuild),
                    Example(
                        command: "oscat build --format html --out public --base-url https://docs.example.org/oscat/",
                        explanation: strings.exampleBuildHTML),
                    Example(command: "oscat build --format html --link-style files", explanation: strings.exampleBuildFiles),
                    Example(command: "oscat build --check", explanation: strings.exampleBuildCheck),
                ])
        case .check:
            CommandSpec(
                name: leaf.name, abstract: strings.helpCheck, discussion: strings.helpCheckDiscussion,
                options: [
                    formatOption(default: ValidateCommand.ReportFormat.text, help: strings.helpOptionReportFormat),
                    .value(.minIOS, valueName: "version", choices: versionChoices, help: strings.helpOptionMinIOS),
                    .value(
                        .failOn, valueName: "level", choices: FailLevel.allCases.map(\.rawValue), help: strings.helpOptionFailOn,
                        defaultValue: FailLevel.removed.rawValue),
                    .value(.dropIOS, valueName: "version", choices: versionChoices, help: strings.helpOptionDropIOS),
                    .flag(.verbose, short: "v", help: strings.helpOptionVerbose),
                ],
                positionals: [PositionalSpec(.path, help: strings.helpArgumentCheckPaths, optional: true, variadic: true)],
                examples: [
                    Example(command: "oscat check", explanation: strings.exampleCheck),
                    Example(command: "oscat check Sources --min-ios 15 --fail-on deprecated", explanation: strings.exampleCheckMinIOS),
                    Example(command: "oscat check --format sarif > check.sarif", explanation: strings.exampleCheckSarif),
                ])
        case .completions:
            CommandSpec(
                name: leaf.name, abstract: strings.helpCompletions,
                positionals: [PositionalSpec(.shell, help: strings.helpArgumentShell, choices: CompletionShell.allCases.map(\.rawValue))],
                examples: [Example(command: "source <(oscat completions bash)", explanation: strings.exampleCompletions)])
        case .manual:
            CommandSpec(
                name: leaf.name, abstract: strings.helpManual,
                examples: [
                    Example(command: "oscat manual > ~/.local/share/man/man1/oscat.1", explanation: strings.exampleManual)
                ])
        }
    }

    /// `spec` with `--wide` for a command that prints a table, `--no-pager` (every query's results
    /// are paged on a terminal, see ``Pager``), and `--columns` (its help naming the column ids)
    /// for one that prints a listing.
    private func withTableOptions(_ spec: CommandSpec, _ query: QueryCommand) -> CommandSpec {
        var spec = spec
        if query != .show { spec.options.append(.flag(.wide, help: strings.helpOptionWide)) }
        spec.options.append(.flag(.noPager, help: strings.helpOptionNoPager))
        if let ids = query.columnIDs {
            spec.options.append(.value(.columns, valueName: "ids", help: strings.helpOptionColumns(ids.joined(separator: ", "))))
        }
        return spec
    }

    private func spec(for query: QueryCommand) -> CommandSpec {
        let name = query.rawValue
        switch query {
        case .versions:
            return CommandSpec(
                name: name, abstract: strings.helpVersions,
                positionals: [PositionalSpec(.version, help: strings.helpArgumentReleasesOf, optional: true, choices: versionChoices)],
                examples: [
                    Example(command: "oscat versions --lang cs", explanation: strings.exampleVersionsCzech),
                    Example(command: "oscat versions 17", explanation: strings.exampleVersionsReleases),
                ])
        case .layers:
            return CommandSpec(name: name, abstract: strings.helpLayers)
        case .services:
            return CommandSpec(
                name: name, abstract: strings.helpServices,
                options: [
                    .value(.layer, short: "l", valueName: "layer", choices: layerIDs, help: strings.helpOptionLayer),
                    .value(.introducedIn, valueName: "version", choices: versionChoices, help: strings.helpOptionServiceIntroducedIn),
                    .value(.availableIn, valueName: "version", choices: versionChoices, help: strings.helpOptionServiceAvailableIn),
                ],
                examples: [
                    Example(command: "oscat services --layer core-services", explanation: strings.exampleServicesLayer),
                    Example(command: "oscat services --introduced-in 8", explanation: strings.exampleServicesIntroducedIn),
                ])
        case .frameworks:
            return CommandSpec(
                name: name, abstract: strings.helpFrameworks,
                options: [
                    .value(.layer, short: "l", valueName: "layer", choices: layerIDs, help: strings.helpOptionLayer),
                    .value(.since, valueName: "version", choices: versionChoices, help: strings.helpOptionSince),
                    .value(.availableIn, valueName: "version", choices: versionChoices, help: strings.helpOptionAvailableIn),
                    .value(.introducedIn, valueName: "version", choices: versionChoices, help: strings.helpOptionIntroducedIn),
                    .value(.deprecatedIn, valueName: "version", choices: versionChoices, help: strings.helpOptionDeprecatedIn),
                    .value(.removedIn, valueName: "version", choices: versionChoices, help: strings.helpOptionRemovedIn),
                    .flag(.deprecated, help: strings.helpOptionDeprecated),
                    .value(.search, short: "s", valueName: "text", help: strings.helpOptionSearch),
                ],
                examples: [
                    Example(command: "oscat frameworks --layer core-services", explanation: strings.exampleFrameworksLayer),
                    Example(command: "oscat frameworks --since 8", explanation: strings.exampleFrameworksSince),
                    Example(command: "oscat frameworks --deprecated-in 9", explanation: strings.exampleFrameworksDeprecatedIn),
                    Example(
                        command: "oscat frameworks --layer core-services --format json --lang cs",
                        explanation: strings.exampleFrameworksJSON),
                ])
        case .codecs:
            return CommandSpec(
                name: name, abstract: strings.helpCodecs,
                options: [
                    .value(
                        .kind, short: "k", valueName: "kind", choices: Codec.Kind.allCases.map(\.rawValue), help: strings.helpOptionKind),
                    .value(.container, valueName: "ext", choices: catalog?.containerExtensions, help: strings.helpOptionContainer),
                    .value(.since, valueName: "version", choices: versionChoices, help: strings.helpOptionCodecSince),
                    .value(.availableIn, valueName: "version", choices: versionChoices, help: strings.helpOptionCodecAvailableIn),
                    .value(.introducedIn, valueName: "version", choices: versionChoices, help: strings.helpOptionCodecIntroducedIn),
                    .flag(.playback, help: strings.helpOptionPlayback),
                    .flag(.capture, help: strings.helpOptionCapture),
                    .flag(.encode, help: strings.helpOptionEncode),
                ],
                examples: [
                    Example(command: "oscat codecs --kind audio", explanation: strings.exampleCodecsAudio),
                    Example(command: "oscat codecs --container mov", explanation: strings.exampleCodecsContainer),
                    Example(command: "oscat codecs --kind video --capture --available-in 17", explanation: strings.exampleCodecsCapture),
                ])
        case .programs:
            return CommandSpec(
                name: name, abstract: strings.helpPrograms, options: [.flag(.active, help: strings.helpOptionActive)],
                examples: [Example(command: "oscat programs --active", explanation: strings.exampleProgramsActive)])
        case .tools:
            return CommandSpec(name: name, abstract: strings.helpTools)
        case .xcode:
            return CommandSpec(
                name: name, abstract: strings.helpXcode, discussion: strings.helpXcodeDiscussion,
                options: [
                    .value(.sdk, valueName: "version", help: strings.helpOptionSDK),
                    .value(.macos, valueName: "version", help: strings.helpOptionMacOS),
                    .value(.swift, valueName: "version", help: strings.helpOptionSwift),
                ],
                positionals: [PositionalSpec(.version, help: strings.helpArgumentXcodeVersion, optional: true)],
                examples: [
                    Example(command: "oscat xcode --sdk 17", explanation: strings.exampleXcodeSDK),
                    Example(command: "oscat xcode --macos 13", explanation: strings.exampleXcodeMacOS),
                    Example(command: "oscat xcode 15.3", explanation: strings.exampleXcodeSwift),
                ])
        case .requirements:
            return CommandSpec(
                name: name, abstract: strings.helpRequirements,
                examples: [Example(command: "oscat requirements --format markdown", explanation: strings.exampleRequirements)])
        case .show:
            let idChoices = completing ? catalog?.allEntities.map(\.id).sorted() : nil
            return CommandSpec(
                name: name, abstract: strings.helpShow, options: [.flag(.sources, help: strings.helpOptionSources)],
                positionals: [PositionalSpec(.id, help: strings.helpArgumentID, choices: idChoices)],
                examples: [Example(command: "oscat show core-motion", explanation: strings.exampleShow)])
        case .search:
            return CommandSpec(
                name: name, abstract: strings.helpSearch,
                positionals: [PositionalSpec(.text, help: strings.helpArgumentText, variadic: true)],
                examples: [Example(command: "oscat search poloha", explanation: strings.exampleSearch)])
        case .diff:
            return CommandSpec(
                name: name, abstract: strings.helpDiff,
                positionals: [
                    PositionalSpec(.from, help: strings.helpArgumentFromVersion, choices: versionChoices),
                    PositionalSpec(.to, help: strings.helpArgumentToVersion, choices: versionChoices),
                ],
                examples: [Example(command: "oscat diff 6 8", explanation: strings.exampleDiff)])
        }
    }

    private func spec(for file: FileCommand) -> CommandSpec {
        let paths = PositionalSpec(.path, help: strings.helpArgumentPaths, optional: true, variadic: true)
        switch file {
        case .validate:
            return CommandSpec(
                name: file.rawValue, abstract: strings.helpValidate,
                options: checkOptions,
                positionals: [paths],
                examples: [
                    Example(command: "oscat validate --strict", explanation: strings.exampleValidate),
                    Example(command: "oscat validate --format github", explanation: strings.exampleValidateGithub),
                ])
        case .fmt:
            return CommandSpec(
                name: file.rawValue, abstract: strings.helpFmt, options: [.flag(.check, help: strings.helpOptionCheck)],
                positionals: [paths], examples: [Example(command: "oscat fmt --check", explanation: strings.exampleFmtCheck)])
        }
    }

    private func spec(for l10n: L10nCommandName) -> CommandSpec {
        let name = l10n.rawValue
        switch l10n {
        case .check:
            return CommandSpec(
                name: name, abstract: strings.helpL10nCheck,
                options: checkOptions,
                examples: [Example(command: "oscat l10n check --strict", explanation: strings.exampleL10nCheck)])
        case .stats:
            return withListingFormat(CommandSpec(name: name, abstract: strings.helpL10nStats))
        case .export:
            return CommandSpec(
                name: name, abstract: strings.helpL10nExport,
                options: [
                    localeOption(help: strings.helpOptionLocaleExport),
                    formatOption(default: InterchangeFormat.xliff, help: strings.helpOptionExchangeFormat),
                    .value(.out, short: "o", valueName: "file", help: strings.helpOptionOut),
                ],
                examples: [
                    Example(command: "oscat l10n export --locale cs --format po --out cs.po", explanation: strings.exampleL10nExport)
                ])
        case .import:
            return CommandSpec(
                name: name, abstract: strings.helpL10nImport,
                options: [
                    localeOption(help: strings.helpOptionLocaleImport), .flag(.skipInvalid, help: strings.helpOptionSkipInvalid),
                    .flag(.force, help: strings.helpOptionForce),
                ],
                positionals: [PositionalSpec(.file, help: strings.helpArgumentFile)],
                examples: [Example(command: "oscat l10n import cs.po", explanation: strings.exampleL10nImport)])
        case .markCurrent:
            return CommandSpec(
                name: name, abstract: strings.helpL10nMarkCurrent, options: [localeOption(help: strings.helpOptionLocaleMarkCurrent)])
        case .glossary:
            return CommandSpec(
                name: name, abstract: strings.helpL10nGlossary,
                options: [formatOption(default: GlossaryFormat.tbx, help: strings.helpOptionGlossaryFormat)],
                examples: [Example(command: "oscat l10n glossary --format csv", explanation: strings.exampleL10nGlossary)])
        }
    }
}
