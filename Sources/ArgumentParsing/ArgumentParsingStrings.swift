/// The user-visible text of error messages and help, so that a tool can show them in the
/// user's language.
///
/// Every requirement has an English default implementation; a localization conforms and
/// implements the requirements it translates (the others stay English):
///
/// ```swift
/// struct CzechStrings: ArgumentParsingStrings {
///     var usageHeading: String { "POUŽITÍ:" }
///     func missingValue(option: String) -> String { "chybí hodnota pro \(option)" }
/// }
/// let message = error.message(using: CzechStrings())
/// ```
///
/// Option names, command names and values are passed already formatted (`"--layer"`,
/// `"<id>"`) and must be shown as they are.
public protocol ArgumentParsingStrings: Sendable {
    /// A word does not name a subcommand: "unknown command 'x'; did you mean 'y'? Valid
    /// commands: a, b" (without a suggestion: "unknown command 'x'. Valid commands: a, b").
    func unknownCommand(_ word: String, suggestion: String?, valid: [String]) -> String
    /// An option is not accepted: "unknown option '--x'; did you mean '--y'? Valid options: …".
    func unknownOption(_ option: String, suggestion: String?, valid: [String]) -> String
    /// An option's value is missing: "missing value for --layer".
    func missingValue(option: String) -> String
    /// A value is not among the choices: "unknown value 'x' for --layer; did you mean 'y'?
    /// Valid values: a, b".
    func invalidValue(_ value: String, option: String, suggestion: String?, valid: [String]) -> String
    /// A flag was given a value: "--no-color takes no value; got 'yes'".
    func unexpectedValue(_ value: String, option: String) -> String
    /// A required positional argument is missing: "missing argument <id>".
    func missingPositional(_ name: String) -> String
    /// A word that nothing takes: "unexpected argument 'x'".
    func unexpectedArgument(_ word: String) -> String
    /// The line printed after an error message, pointing at help: "See 'oscat frameworks
    /// --help' for usage." (`helpCommand` is the full command to type).
    func usageHint(helpCommand: String) -> String
    /// An error message as printed to standard error: "error: " followed by the message.
    func errorLine(_ message: String) -> String

    /// Help heading before the abstract: "OVERVIEW:".
    var overviewHeading: String { get }
    /// Help heading before the usage line: "USAGE:".
    var usageHeading: String { get }
    /// Help heading of the positional arguments: "ARGUMENTS:".
    var argumentsHeading: String { get }
    /// Help heading of the options: "OPTIONS:".
    var optionsHeading: String { get }
    /// Help heading of the subcommands: "SUBCOMMANDS:".
    var subcommandsHeading: String { get }
    /// Help heading of the examples: "EXAMPLES:".
    var examplesHeading: String { get }
    /// Help text of the built-in `-h, --help`: "Show help information.".
    var helpOptionHelp: String { get }
    /// Help text of the built-in `--version`: "Show the version.".
    var versionOptionHelp: String { get }
    /// The placeholder for a subcommand in usage lines, without brackets: "subcommand".
    var subcommandPlaceholder: String { get }
    /// The placeholder for collapsed options in long usage lines, without brackets: "options".
    var optionsPlaceholder: String { get }
    /// The line under the subcommand list: "See 'oscat help <subcommand>' for detailed help."
    /// (`helpCommand` is the full command to type).
    func subcommandHelpHint(helpCommand: String) -> String
    /// The note appended to an option's or argument's help: "(values: a, b; default: a)", or
    /// `nil` when there are neither choices nor a default.
    func annotation(choices: [String]?, defaultValue: String?) -> String?
}

/// The English texts, used for every requirement a conforming type does not implement.
extension ArgumentParsingStrings {
    /// English: "unknown command 'x'; did you mean 'y'? Valid commands: a, b".
    public func unknownCommand(_ word: String, suggestion: String?, valid: [String]) -> String {
        "unknown command '\(word)'" + Self.englishTail("commands", suggestion: suggestion, valid: valid)
    }

    /// English: "unknown option '--x'; did you mean '--y'? Valid options: --a, --b".
    public func unknownOption(_ option: String, suggestion: String?, valid: [String]) -> String {
        "unknown option '\(option)'" + Self.englishTail("options", suggestion: suggestion, valid: valid)
    }

    /// English: "missing value for --layer".
    public func missingValue(option: String) -> String {
        "missing value for \(option)"
    }

    /// English: "unknown value 'x' for --layer; did you mean 'y'? Valid values: a, b".
    public func invalidValue(_ value: String, option: String, suggestion: String?, valid: [String])
        -> String
    {
        "unknown value '\(value)' for \(option)" + Self.englishTail("values", suggestion: suggestion, valid: valid)
    }

    /// English: "--no-color takes no value; got 'yes'".
    public func unexpectedValue(_ value: String, option: String) -> String {
        "\(option) takes no value; got '\(value)'"
    }

    /// English: "missing argument <id>".
    public func missingPositional(_ name: String) -> String {
        "missing argument \(name)"
    }

    /// English: "unexpected argument 'x'".
    public func unexpectedArgument(_ word: String) -> String {
        "unexpected argument '\(word)'"
    }

    /// English: "See 'oscat frameworks --help' for usage.".
    public func usageHint(helpCommand: String) -> String {
        "See '\(helpCommand)' for usage."
    }

    /// English: "error: " followed by the message, in lower case as swift-argument-parser and
    /// the compilers print it.
    public func errorLine(_ message: String) -> String {
        "error: " + message
    }

    /// English: "OVERVIEW:".
    public var overviewHeading: String { "OVERVIEW:" }
    /// English: "USAGE:".
    public var usageHeading: String { "USAGE:" }
    /// English: "ARGUMENTS:".
    public var argumentsHeading: String { "ARGUMENTS:" }
    /// English: "OPTIONS:".
    public var optionsHeading: String { "OPTIONS:" }
    /// English: "SUBCOMMANDS:".
    public var subcommandsHeading: String { "SUBCOMMANDS:" }
    /// English: "EXAMPLES:".
    public var examplesHeading: String { "EXAMPLES:" }
    /// English: "Show help information.".
    public var helpOptionHelp: String { "Show help information." }
    /// English: "Show the version.".
    public var versionOptionHelp: String { "Show the version." }
    /// English: "subcommand".
    public var subcommandPlaceholder: String { "subcommand" }
    /// English: "options".
    public var optionsPlaceholder: String { "options" }

    /// English: "See 'oscat help <subcommand>' for detailed help.".
    public func subcommandHelpHint(helpCommand: String) -> String {
        "See '\(helpCommand)' for detailed help."
    }

    /// English: "(values: a, b; default: a)", "(values: a, b)", "(default: a)" or `nil`.
    public func annotation(choices: [String]?, defaultValue: String?) -> String? {
        var parts: [String] = []
        if let choices, !choices.isEmpty {
            parts.append("values: " + choices.joined(separator: ", "))
        }
        if let defaultValue {
            parts.append("default: " + defaultValue)
        }
        return parts.isEmpty ? nil : "(" + parts.joined(separator: "; ") + ")"
    }

    /// "; did you mean 'x'? Valid values: a, b", "; did you mean 'x'?", ". Valid values: a, b"
    /// or "".
    private static func englishTail(_ noun: String, suggestion: String?, valid: [String]) -> String {
        var tail = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        if !valid.isEmpty {
            tail += (suggestion == nil ? ". " : " ") + "Valid \(noun): " + valid.joined(separator: ", ")
        }
        return tail
    }
}

/// The English texts: the protocol's default implementations, unchanged.
public struct EnglishArgumentParsingStrings: ArgumentParsingStrings {
    /// Creates the English texts.
    public init() {}
}

/// Shorthand for the English texts.
extension ArgumentParsingStrings where Self == EnglishArgumentParsingStrings {
    /// The English texts, for `strings: .english`.
    public static var english: EnglishArgumentParsingStrings { EnglishArgumentParsingStrings() }
}
