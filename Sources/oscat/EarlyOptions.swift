import ArgumentParsing

/// The options that must be known before the command line can be parsed in full: the
/// catalog to load (its ids become value choices) and the language of help and messages.
/// Read with the same rules as the parser (`--opt value`, `--opt=value`, nothing after `--`).
struct EarlyOptions: Equatable {
    var catalog: String?
    var lang: String?
    var noColor = false

    /// Creates the options directly (for tests).
    init(catalog: String?, lang: String?, noColor: Bool) {
        self.catalog = catalog
        self.lang = lang
        self.noColor = noColor
    }

    /// Reads the options from a command line (without the program name).
    init(arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            for name in [OptionName.catalog, .lang] {
                if argument == name.flagText, index + 1 < arguments.count {
                    set(name, arguments[index + 1])
                } else if argument.hasPrefix(name.flagText + "=") {
                    set(name, String(argument.dropFirst(name.flagText.count + 1)))
                }
            }
            if argument == OptionName.noColor.flagText { noColor = true }
            index += 1
        }
    }

    private mutating func set(_ name: OptionName, _ value: String) {
        if name == .catalog { catalog = value } else { lang = value }
    }
}
