import ArgumentParsing

/// The long name of every option of `oscat` (`--format` is `.format`). The command tree and
/// the handlers both name options through it, so a misspelt or renamed option does not
/// compile instead of silently reading nothing.
enum OptionName: String, CaseIterable {
    case format, lang, catalog
    case noColor = "no-color"
    case noPager = "no-pager"
    case color
    case locale
    case layer, since
    case availableIn = "available-in"
    case deprecated, search, kind, container, playback, capture, encode, active
    case sdk, macos, swift, sources
    case strict
    case allowMissingTranslations = "allow-missing-translations"
    case check, out
    case skipInvalid = "skip-invalid"
    case force, quiet
    case baseURL = "base-url"
    case linkStyle = "link-style"
    case templates
    case wide, columns
    case introducedIn = "introduced-in"
    case deprecatedIn = "deprecated-in"
    case removedIn = "removed-in"
    case minIOS = "min-ios"
    case dropIOS = "drop-ios"
    case failOn = "fail-on"
    case verbose

    /// As the user writes it: `--format`.
    var flagText: String { "--" + rawValue }
}

/// The name of every positional argument of `oscat` (`<version>` is `.version`).
enum ArgumentName: String, CaseIterable {
    case version, id, text, from, to, path, file, shell

    /// As help shows it: `<version>`.
    var displayText: String { "<" + rawValue + ">" }
}

extension OptionSpec {
    /// A Boolean flag named by ``OptionName``.
    static func flag(_ name: OptionName, short: Character? = nil, help: String, inherited: Bool = false) -> OptionSpec {
        .flag(name.rawValue, short: short, help: help, inherited: inherited)
    }

    /// An option with a value, named by ``OptionName``.
    static func value(
        _ name: OptionName, short: Character? = nil, valueName: String, choices: [String]? = nil, help: String,
        defaultValue: String? = nil, inherited: Bool = false
    ) -> OptionSpec {
        .value(
            name.rawValue, short: short, valueName: valueName, choices: choices, help: help, defaultValue: defaultValue,
            inherited: inherited)
    }
}

extension PositionalSpec {
    /// A positional argument named by ``ArgumentName``.
    init(_ name: ArgumentName, help: String, optional: Bool = false, variadic: Bool = false, choices: [String]? = nil) {
        self.init(name: name.rawValue, help: help, optional: optional, variadic: variadic, choices: choices)
    }
}

extension ParsedCommand {
    /// Whether the flag `name` was given.
    func flag(_ name: OptionName) -> Bool { flag(name.rawValue) }

    /// The value of the option `name` (the last one given, else its default), or nil.
    func value(_ name: OptionName) -> String? { value(name.rawValue) }

    /// Whether the user gave the option `name` (a default does not count).
    func isSpecified(_ name: OptionName) -> Bool { isSpecified(name.rawValue) }

    /// The value of the positional argument `name`, or nil.
    func positional(_ name: ArgumentName) -> String? { positional(name.rawValue) }

    /// Every value of the variadic positional argument `name`.
    func positionalValues(_ name: ArgumentName) -> [String] { positionalValues(name.rawValue) }
}
