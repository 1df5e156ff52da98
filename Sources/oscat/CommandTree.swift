import ArgumentParsing
import Locales
import OSCatalog
import OSCatalogLocalization
import TranslationInterchange

/// The commands, options and arguments of `oscat`, with their help text in the user's
/// language and value choices taken from the loaded catalog (layer ids, version numbers …).
enum CommandTree {
    /// The version of oscat.
    static let version = "0.1.0"

    /// Builds the command tree. `completing` adds the language codes as choices of `--lang`
    /// for completion scripts; when parsing, an unsupported language falls back to English
    /// with a notice instead of failing.
    static func root(catalog: Catalog?, strings: LocalizedStrings, completing: Bool = false) -> CommandSpec {
        let layerIDs = catalog?.layers.map(\.id)
        let versionChoices = catalog.map { $0.versions.map(\.id) + $0.versions.map { String($0.major) } }
        let global: [OptionSpec] = [
            .value(
                "format", short: "f", valueName: "format", choices: OutputFormat.allCases.map(\.rawValue),
                help: strings.helpOptionFormat, defaultValue: OutputFormat.table.rawValue, inherited: true),
            .value(
                "lang", valueName: "code", choices: completing ? CatalogLanguage.allCases.map(\.code) : nil,
                help: strings.helpOptionLang, inherited: true),
            .value("catalog", valueName: "dir", help: strings.helpOptionCatalog, inherited: true),
            .flag("no-color", help: strings.helpOptionNoColor, inherited: true),
        ]
        let idChoices = completing ? catalog?.allEntities.map(\.id).sorted() : nil
        return CommandSpec(
            name: "oscat",
            abstract: strings.helpRoot,
            discussion: strings.helpRootDiscussion,
            version: version,
            options: global,
            subcommands: [
                CommandSpec(
                    name: "versions", abstract: strings.helpVersions,
                    positionals: [
                        PositionalSpec(
                            name: "version", help: strings.helpArgumentReleasesOf, optional: true,
                            choices: completing ? versionChoices : nil)
                    ],
                    examples: [
                        Example(command: "oscat versions --lang cs", explanation: strings.exampleVersionsCzech),
                        Example(command: "oscat versions 17", explanation: strings.exampleVersionsReleases),
                    ]),
                CommandSpec(name: "layers", abstract: strings.helpLayers),
                CommandSpec(
                    name: "services", abstract: strings.helpServices,
                    options: [.value("layer", short: "l", valueName: "layer", choices: layerIDs, help: strings.helpOptionLayer)],
                    examples: [Example(command: "oscat services --layer core-services", explanation: strings.exampleServicesLayer)]),
                CommandSpec(
                    name: "frameworks", abstract: strings.helpFrameworks,
                    options: [
                        .value("layer", short: "l", valueName: "layer", choices: layerIDs, help: strings.helpOptionLayer),
                        .value("since", valueName: "version", choices: completing ? versionChoices : nil, help: strings.helpOptionSince),
                        .value(
                            "available-in", valueName: "version", choices: completing ? versionChoices : nil,
                            help: strings.helpOptionAvailableIn),
                        .flag("deprecated", help: strings.helpOptionDeprecated),
                        .value("search", short: "s", valueName: "text", help: strings.helpOptionSearch),
                    ],
                    examples: [
                        Example(command: "oscat frameworks --layer core-services", explanation: strings.exampleFrameworksLayer),
                        Example(command: "oscat frameworks --since 8", explanation: strings.exampleFrameworksSince),
                        Example(
                            command: "oscat frameworks --layer core-services --format json --lang cs",
                            explanation: strings.exampleFrameworksJSON),
                    ]),
                CommandSpec(
                    name: "codecs", abstract: strings.helpCodecs,
                    options: [
                        .value(
                            "kind", short: "k", valueName: "kind", choices: Codec.Kind.allCases.map(\.rawValue),
                            help: strings.helpOptionKind),
                        .value(
                            "container", valueName: "ext", choices: catalog?.containerExtensions,
                            help: strings.helpOptionContainer),
                        .value(
                            "since", valueName: "version", choices: completing ? versionChoices : nil,
                            help: strings.helpOptionCodecSince),
                        .value(
                            "available-in", valueName: "version", choices: completing ? versionChoices : nil,
                            help: strings.helpOptionCodecAvailableIn),
                        .flag("playback", help: strings.helpOptionPlayback),
                        .flag("capture", help: strings.helpOptionCapture),
                        .flag("encode", help: strings.helpOptionEncode),
                    ],
                    examples: [
                        Example(command: "oscat codecs --kind audio", explanation: strings.exampleCodecsAudio),
                        Example(command: "oscat codecs --container mov", explanation: strings.exampleCodecsContainer),
                        Example(
                            command: "oscat codecs --kind video --capture --available-in 17",
                            explanation: strings.exampleCodecsCapture),
                    ]),
                CommandSpec(
                    name: "programs", abstract: strings.helpPrograms,
                    options: [.flag("active", help: strings.helpOptionActive)],
                    examples: [Example(command: "oscat programs --active", explanation: strings.exampleProgramsActive)]),
                CommandSpec(name: "tools", abstract: strings.helpTools),
                CommandSpec(
                    name: "xcode", abstract: strings.helpXcode,
                    discussion: strings.helpXcodeDiscussion,
                    options: [
                        .value("sdk", valueName: "version", help: strings.helpOptionSDK),
                        .value("macos", valueName: "version", help: strings.helpOptionMacOS),
                        .value("swift", valueName: "version", help: strings.helpOptionSwift),
                    ],
                    positionals: [PositionalSpec(name: "version", help: strings.helpArgumentXcodeVersion, optional: true)],
                    examples: [
                        Example(command: "oscat xcode --sdk 17", explanation: strings.exampleXcodeSDK),
                        Example(command: "oscat xcode --macos 13", explanation: strings.exampleXcodeMacOS),
                        Example(command: "oscat xcode 15.3", explanation: strings.exampleXcodeSwift),
                    ]),
                CommandSpec(
                    name: "requirements", abstract: strings.helpRequirements,
                    examples: [Example(command: "oscat requirements --format markdown", explanation: strings.exampleRequirements)]),
                CommandSpec(
                    name: "show", abstract: strings.helpShow,
                    options: [.flag("sources", help: strings.helpOptionSources)],
                    positionals: [PositionalSpec(name: "id", help: strings.helpArgumentID, choices: idChoices)],
                    examples: [Example(command: "oscat show core-motion", explanation: strings.exampleShow)]),
                CommandSpec(
                    name: "search", abstract: strings.helpSearch,
                    positionals: [PositionalSpec(name: "text", help: strings.helpArgumentText, variadic: true)],
                    examples: [Example(command: "oscat search poloha", explanation: strings.exampleSearch)]),
                CommandSpec(
                    name: "diff", abstract: strings.helpDiff,
                    positionals: [
                        PositionalSpec(name: "from", help: strings.helpArgumentFromVersion, choices: completing ? versionChoices : nil),
                        PositionalSpec(name: "to", help: strings.helpArgumentToVersion, choices: completing ? versionChoices : nil),
                    ],
                    examples: [Example(command: "oscat diff 6 8", explanation: strings.exampleDiff)]),
                CommandSpec(
                    name: "validate", abstract: strings.helpValidate,
                    options: [
                        .value(
                            "format", short: "f", valueName: "format", choices: ValidateCommand.ReportFormat.allCases.map(\.rawValue),
                            help: strings.helpOptionReportFormat, defaultValue: ValidateCommand.ReportFormat.text.rawValue),
                        .flag("strict", help: strings.helpOptionStrict),
                        .flag("allow-missing-translations", help: strings.helpOptionAllowMissingTranslations),
                    ],
                    positionals: [PositionalSpec(name: "path", help: strings.helpArgumentPaths, optional: true, variadic: true)],
                    examples: [
                        Example(command: "oscat validate --strict", explanation: strings.exampleValidate),
                        Example(command: "oscat validate --format github", explanation: strings.exampleValidateGithub),
                    ]),
                CommandSpec(
                    name: "fmt", abstract: strings.helpFmt,
                    options: [.flag("check", help: strings.helpOptionCheck)],
                    positionals: [PositionalSpec(name: "path", help: strings.helpArgumentPaths, optional: true, variadic: true)],
                    examples: [Example(command: "oscat fmt --check", explanation: strings.exampleFmtCheck)]),
                CommandSpec(
                    name: "l10n", abstract: strings.helpL10n,
                    subcommands: [
                        CommandSpec(
                            name: "check", abstract: strings.helpL10nCheck,
                            options: [
                                .value(
                                    "format", short: "f", valueName: "format",
                                    choices: ValidateCommand.ReportFormat.allCases.map(\.rawValue),
                                    help: strings.helpOptionReportFormat, defaultValue: ValidateCommand.ReportFormat.text.rawValue),
                                .flag("strict", help: strings.helpOptionStrict),
                                .flag("allow-missing-translations", help: strings.helpOptionAllowMissingTranslations),
                            ],
                            examples: [Example(command: "oscat l10n check --strict", explanation: strings.exampleL10nCheck)]),
                        CommandSpec(name: "stats", abstract: strings.helpL10nStats),
                        CommandSpec(
                            name: "export", abstract: strings.helpL10nExport,
                            options: [
                                .value(
                                    "format", short: "f", valueName: "format", choices: InterchangeFormat.allCases.map(\.rawValue),
                                    help: strings.helpOptionExchangeFormat, defaultValue: InterchangeFormat.xliff.rawValue),
                                .value("out", short: "o", valueName: "file", help: strings.helpOptionOut),
                            ],
                            examples: [
                                Example(
                                    command: "oscat l10n export --lang cs --format po --out cs.po", explanation: strings.exampleL10nExport)
                            ]),
                        CommandSpec(
                            name: "import", abstract: strings.helpL10nImport,
                            options: [
                                .flag("skip-invalid", help: strings.helpOptionSkipInvalid),
                                .flag("force", help: strings.helpOptionForce),
                            ],
                            positionals: [PositionalSpec(name: "file", help: strings.helpArgumentFile)],
                            examples: [Example(command: "oscat l10n import cs.po", explanation: strings.exampleL10nImport)]),
                        CommandSpec(
                            name: "mark-current", abstract: strings.helpL10nMarkCurrent),
                        CommandSpec(
                            name: "glossary", abstract: strings.helpL10nGlossary,
                            options: [
                                .value(
                                    "format", short: "f", valueName: "format", choices: ["tbx", "csv"],
                                    help: strings.helpOptionGlossaryFormat, defaultValue: "tbx")
                            ],
                            examples: [Example(command: "oscat l10n glossary --format csv", explanation: strings.exampleL10nGlossary)]),
                    ]),
                CommandSpec(
                    name: "build", abstract: strings.helpBuild,
                    options: [
                        .value(
                            "format", short: "f", valueName: "site", choices: BuildCommand.Selection.allCases.map(\.rawValue),
                            help: strings.helpOptionSiteFormat, defaultValue: BuildCommand.Selection.all.rawValue),
                        .value("out", short: "o", valueName: "dir", help: strings.helpOptionSiteOut),
                        .value(
                            "lang", valueName: "code", choices: completing ? ["all"] + LocaleID.all.map(\.description) : nil,
                            help: strings.helpOptionSiteLang, defaultValue: "all"),
                        .flag("check", help: strings.helpOptionSiteCheck),
                        .flag("quiet", short: "q", help: strings.helpOptionQuiet),
                        .value("base-url", valueName: "url", help: strings.helpOptionBaseURL),
                        .value("templates", valueName: "dir", help: strings.helpOptionTemplates),
                    ],
                    examples: [
                        Example(command: "oscat build", explanation: strings.exampleBuild),
                        Example(
                            command: "oscat build --format html --out public --base-url https://docs.example.org/oscat/",
                            explanation: strings.exampleBuildHTML),
                        Example(command: "oscat build --check", explanation: strings.exampleBuildCheck),
                    ]),
                CommandSpec(
                    name: "completions", abstract: strings.helpCompletions,
                    positionals: [PositionalSpec(name: "shell", help: strings.helpArgumentShell, choices: ["bash", "zsh", "fish"])],
                    examples: [Example(command: "source <(oscat completions bash)", explanation: strings.exampleCompletions)]),
            ])
    }
}
