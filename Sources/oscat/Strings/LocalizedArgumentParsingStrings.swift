import ArgumentParsing
import OSCatalogLocalization

/// The argument parser's messages and help headings, through the CLI's lookup point, so that
/// usage errors and help read in the user's language.
struct LocalizedArgumentParsingStrings: ArgumentParsingStrings {
    let strings: LocalizedStrings

    func unknownCommand(_ word: String, suggestion: String?, valid: [String]) -> String {
        strings.parseUnknownCommand(word) + tail(strings.parseValidCommands, suggestion: suggestion, valid: valid)
    }

    func unknownOption(_ option: String, suggestion: String?, valid: [String]) -> String {
        strings.parseUnknownOption(option) + tail(strings.parseValidOptions, suggestion: suggestion, valid: valid)
    }

    func missingValue(option: String) -> String { strings.parseMissingValue(option) }

    func invalidValue(_ value: String, option: String, suggestion: String?, valid: [String]) -> String {
        strings.parseInvalidValue(value, option) + tail(strings.parseValidValues, suggestion: suggestion, valid: valid)
    }

    func unexpectedValue(_ value: String, option: String) -> String { strings.parseUnexpectedValue(option, value) }
    func missingPositional(_ name: String) -> String { strings.parseMissingArgument(name) }
    func unexpectedArgument(_ word: String) -> String { strings.parseUnexpectedArgument(word) }
    func usageHint(helpCommand: String) -> String { strings.parseUsageHint(helpCommand) }
    func errorLine(_ message: String) -> String { LocalizedStrings.errorLine(message) }

    var overviewHeading: String { strings.helpHeadingOverview }
    var usageHeading: String { strings.helpHeadingUsage }
    var argumentsHeading: String { strings.helpHeadingArguments }
    var optionsHeading: String { strings.helpHeadingOptions }
    var subcommandsHeading: String { strings.helpHeadingSubcommands }
    var examplesHeading: String { strings.helpHeadingExamples }
    var helpOptionHelp: String { strings.helpOptionHelp }
    var versionOptionHelp: String { strings.helpOptionVersion }
    var subcommandPlaceholder: String { strings.helpPlaceholderSubcommand }
    var optionsPlaceholder: String { strings.helpPlaceholderOptions }
    func subcommandHelpHint(helpCommand: String) -> String { strings.helpSubcommandHint(helpCommand) }

    func annotation(choices: [String]?, defaultValue: String?) -> String? {
        var parts: [String] = []
        if let choices, !choices.isEmpty { parts.append(strings.helpAnnotationValues(choices.joined(separator: ", "))) }
        if let defaultValue { parts.append(strings.helpAnnotationDefault(defaultValue)) }
        switch parts.count {
        case 0: return nil
        case 1: return "(" + parts[0] + ")"
        default: return "(" + strings.helpAnnotationBoth(parts[0], parts[1]) + ")"
        }
    }

    /// "; did you mean 'x'? Valid values: a, b" in the user's language.
    private func tail(_ validKey: (String) -> String, suggestion: String?, valid: [String]) -> String {
        var tail = suggestion.map { strings.parseDidYouMean($0) } ?? ""
        if !valid.isEmpty {
            tail += (suggestion == nil ? ". " : " ") + validKey(valid.joined(separator: ", "))
        }
        return tail
    }
}
