/// Renders the help of a command as plain text in the style of swift-argument-parser:
///
/// ```text
/// OVERVIEW: List the frameworks of the catalog.
///
/// USAGE: oscat frameworks [--layer <L>] [<query>]
///
/// ARGUMENTS:
///   <query>                 Words to look for in names.
///
/// OPTIONS:
///   -l, --layer <L>         Only frameworks of this layer. (values: core-os, media)
///   --format <format>       Output format. (values: text, json; default: text)
///   -h, --help              Show help information.
/// ```
///
/// Sections: OVERVIEW (the abstract) and the discussion, USAGE, ARGUMENTS, OPTIONS (the
/// command's own options, then the inherited options of its ancestors, then `--version` on a
/// root with a version, then `-h, --help`), SUBCOMMANDS with a pointer to `help`, and
/// EXAMPLES. Text is wrapped to ``width`` terminal columns, counting display width (wide
/// characters take two), and the output is deterministic. Headings and built-in texts come
/// from ``strings``.
public struct HelpFormatter: Sendable {
    /// The maximum line width in terminal columns (80 by default; at least 20 is used).
    public var width: Int
    /// The headings and built-in texts.
    public var strings: any ArgumentParsingStrings

    /// Creates a formatter for lines of `width` columns with the given texts.
    public init(width: Int = 80, strings: any ArgumentParsingStrings = EnglishArgumentParsingStrings()) {
        self.width = width
        self.strings = strings
    }

    /// The help of the command at `path` below the root `command`, without a trailing newline.
    ///
    /// `path` holds subcommand names (or aliases) below the root, as in
    /// ``ParseOutcome/help(path:)``; words that select no subcommand are ignored from the first
    /// such word on, so the deepest valid command is shown.
    public func render(command root: CommandSpec, path: [String] = []) -> String {
        var chain = [root]
        for word in path {
            guard let next = chain.last?.subcommand(named: word) else { break }
            chain.append(next)
        }
        let command = chain.last ?? root
        let width = max(20, self.width)
        let commandLine = chain.map(\.name).joined(separator: " ")
        var sections: [[String]] = []

        if !command.abstract.isEmpty {
            sections.append(TextLayout.wrap(strings.overviewHeading + " " + command.abstract, width: width))
        }
        if let discussion = command.discussion, !discussion.isEmpty {
            sections.append(TextLayout.wrap(discussion, width: width))
        }
        sections.append(usage(of: command, commandLine: commandLine, width: width))

        if !command.positionals.isEmpty {
            let rows = command.positionals.map { positional in
                (
                    label: positional.displayName + (positional.isVariadic ? " ..." : ""),
                    help: joined(positional.help, strings.annotation(choices: positional.choices, defaultValue: nil))
                )
            }
            sections.append([strings.argumentsHeading] + table(rows, width: width))
        }

        var optionRows = CommandSpec.acceptedOptions(along: chain).map { option in
            (
                label: label(of: option),
                help: joined(option.help, strings.annotation(choices: option.choices, defaultValue: option.defaultValue))
            )
        }
        let declaredNames = Set(CommandSpec.acceptedOptions(along: chain).map(\.long))
        if chain.count == 1, root.version != nil, !declaredNames.contains("version") {
            optionRows.append((label: "--version", help: strings.versionOptionHelp))
        }
        optionRows.append((label: "-h, --help", help: strings.helpOptionHelp))
        sections.append([strings.optionsHeading] + table(optionRows, width: width))

        if !command.subcommands.isEmpty {
            let rows = command.subcommands.map { sub in
                (label: ([sub.name] + sub.aliases).joined(separator: ", "), help: sub.abstract)
            }
            let helpCommand =
                ([root.name, "help"] + chain.dropFirst().map(\.name)
                + ["<" + strings.subcommandPlaceholder + ">"]).joined(separator: " ")
            let hint = TextLayout.wrap(strings.subcommandHelpHint(helpCommand: helpCommand), width: width - 2)
                .map { $0.isEmpty ? $0 : "  " + $0 }
            sections.append([strings.subcommandsHeading] + table(rows, width: width) + [""] + hint)
        }

        if !command.examples.isEmpty {
            var lines = [strings.examplesHeading]
            for example in command.examples {
                lines.append("  " + example.command)
                lines += TextLayout.wrap(example.explanation, width: width - 6).map {
                    $0.isEmpty ? $0 : "      " + $0
                }
            }
            sections.append(lines)
        }

        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    private func usage(of command: CommandSpec, commandLine: String, width: Int) -> [String] {
        var optionTokens: [String] = []
        for option in command.options where !option.inherited {
            switch option.kind {
            case .flag:
                optionTokens.append("[--\(option.long)]")
            case .value(let valueName, _, let repeatable):
                optionTokens.append("[--\(option.long) <\(valueName)>\(repeatable ? " ..." : "")]")
            }
        }
        var trailingTokens: [String] = []
        for positional in command.positionals {
            let core = positional.displayName + (positional.isVariadic ? " ..." : "")
            trailingTokens.append(positional.isOptional ? "[" + core + "]" : core)
        }
        if !command.subcommands.isEmpty {
            let placeholder = "<" + strings.subcommandPlaceholder + ">"
            trailingTokens.append(command.positionals.isEmpty ? placeholder : "[" + placeholder + "]")
        }
        let heading = strings.usageHeading
        let headingWidth = TextLayout.displayWidth(of: heading) + 1
        var tokens = [commandLine] + optionTokens + trailingTokens
        let oneLine = headingWidth + TextLayout.displayWidth(of: tokens.joined(separator: " "))
        if oneLine > width && !optionTokens.isEmpty {
            tokens = [commandLine, "[<" + strings.optionsPlaceholder + ">]"] + trailingTokens
        }
        var lines = TextLayout.wrapTokens(tokens, width: width, firstLineUsed: headingWidth, indent: headingWidth)
        if let first = lines.first { lines[0] = heading + " " + first }
        return lines
    }

    private func label(of option: OptionSpec) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += "--" + option.long
        if case .value(let valueName, _, _) = option.kind { text += " <\(valueName)>" }
        return text
    }

    private func joined(_ help: String, _ annotation: String?) -> String {
        guard let annotation else { return help }
        return help.isEmpty ? annotation : help + " " + annotation
    }

    /// Two columns: labels indented by 2, help starting at column 26 (or half the width when
    /// narrower), on the label's line when it fits and on the next line otherwise.
    private func table(_ rows: [(label: String, help: String)], width: Int) -> [String] {
        let helpColumn = min(26, width / 2)
        let pad = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        for row in rows {
            let labelText = "  " + row.label
            let helpLines = row.help.isEmpty ? [] : TextLayout.wrap(row.help, width: width - helpColumn)
            let labelWidth = TextLayout.displayWidth(of: labelText)
            var remaining = helpLines[...]
            if let first = helpLines.first, labelWidth + 2 <= helpColumn {
                lines.append(labelText + String(repeating: " ", count: helpColumn - labelWidth) + first)
                remaining = helpLines.dropFirst()
            } else {
                lines.append(labelText)
            }
            lines += remaining.map { $0.isEmpty ? $0 : pad + $0 }
        }
        return lines
    }
}
