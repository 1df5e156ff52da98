import ArgumentParsing

/// A command tree shaped like oscat's, used throughout the tests.
enum Fixtures {
    static let layers = ["cocoa-touch", "core-os", "core-services", "media"]

    static let frameworks = CommandSpec(
        name: "frameworks",
        aliases: ["fw"],
        abstract: "List the frameworks of the catalog.",
        discussion: "Frameworks are listed by layer, then by name.",
        options: [
            .value("layer", short: "l", valueName: "L", choices: layers, help: "Only frameworks of this layer."),
            .value("since", short: "s", valueName: "version", help: "Only frameworks available since this version."),
            .flag("deprecated", short: "d", help: "Include deprecated frameworks."),
            .flag("quiet", short: "q", help: "Print ids only."),
            .value("tag", short: "t", valueName: "tag", repeatable: true, help: "Only frameworks with this tag."),
        ],
        positionals: [
            PositionalSpec(name: "query", help: "Words to look for in names.", optional: true, variadic: true)
        ],
        examples: [
            Example(command: "oscat frameworks --layer core-os", explanation: "List the frameworks of the Core OS layer."),
            Example(command: "oscat fw -q media", explanation: "Print the ids of the frameworks whose name mentions media."),
        ]
    )

    static let l10n = CommandSpec(
        name: "l10n",
        abstract: "Localization tools.",
        options: [.flag("strict", help: "Treat warnings as errors.", inherited: true)],
        subcommands: [
            CommandSpec(
                name: "check",
                abstract: "Check that every text exists in every language.",
                options: [
                    .value(
                        "only", valueName: "lang", choices: ["en", "cs", "fr", "ru", "sv"], repeatable: true,
                        help: "Check only this language.")
                ]
            ),
            CommandSpec(name: "stats", abstract: "Count the texts of each language."),
        ]
    )

    static let root = CommandSpec(
        name: "oscat",
        abstract: "Query the catalog of the iOS platform.",
        version: "1.2.0",
        options: [
            .value(
                "format", short: "f", valueName: "format", choices: ["text", "json", "csv", "markdown"], help: "Output format.",
                defaultValue: "text", inherited: true),
            .value(
                "lang", valueName: "lang", choices: ["en", "cs", "fr", "ru", "sv"], help: "Language of the text.", defaultValue: "en",
                inherited: true),
            .value("catalog", valueName: "path", help: "Read the catalog from this folder.", inherited: true),
            .flag("no-color", help: "Do not color the output.", inherited: true),
            .flag("verbose", short: "v", help: "Explain what is done."),
        ],
        subcommands: [
            frameworks,
            CommandSpec(
                name: "framework", abstract: "Show one framework.", positionals: [PositionalSpec(name: "id", help: "The framework id.")]),
            CommandSpec(
                name: "layer", abstract: "Show one layer.",
                positionals: [PositionalSpec(name: "id", help: "The layer id.", choices: layers)]),
            l10n,
            CommandSpec(
                name: "diff", abstract: "Compare two versions.",
                positionals: [
                    PositionalSpec(name: "from", help: "The older version."),
                    PositionalSpec(name: "to", help: "The newer version.", optional: true),
                ]),
            CommandSpec(
                name: "completions", abstract: "Print a shell completion script.",
                positionals: [PositionalSpec(name: "shell", help: "The shell.", choices: ["bash", "zsh", "fish"])]),
        ]
    )

    static let parser = ArgumentParser(root: root)
}
