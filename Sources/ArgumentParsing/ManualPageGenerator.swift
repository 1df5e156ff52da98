/// Writes a manual page in mdoc, the macro language of BSD manual pages that `man`, groff
/// and mandoc read, for a command tree, in the manner of swift-argument-parser's
/// `generate-manual` plugin:
///
/// ```text
/// .Dd December 3, 2026
/// .Dt OSCAT 1
/// .Os
/// .Sh NAME
/// .Nm oscat
/// .Nd Query the iOS platform catalog
/// .Sh SYNOPSIS
/// .Nm
/// .Op Fl -lang Ar code
/// .Ar subcommand
/// .Sh DESCRIPTION
/// …
/// .Ss frameworks
/// .Nm
/// .Cm frameworks
/// .Op Fl -layer Ar layer
/// .Pp
/// List the frameworks of the catalog.
/// .Bl -tag -width indent
/// .It Fl l , Fl -layer Ar layer
/// Only frameworks of this layer.
/// .El
/// ```
///
/// Sections: NAME (the root's name and abstract), SYNOPSIS (the root's usage, `--version` and
/// `help`), DESCRIPTION (the root's abstract, discussion and options, then a subsection per
/// command below it, depth first, with its usage, abstract, discussion, arguments and own
/// options with their values and defaults), ENVIRONMENT, EXIT STATUS, EXAMPLES (every
/// command's examples in tree order) and SEE ALSO; sections without content are left out.
/// Every text from the tree is escaped for roff (see `MdocText`), so a backslash, a leading
/// dot or a word such as `Ar` prints as written. The output depends only on its inputs. The
/// section names are mdoc's standard English ones; the notes after options (values and
/// default) and the built-in options' help come from ``ArgumentParsingStrings``.
public enum ManualPageGenerator {
    /// The page for the tool `root` with the extra content `page`, ending with a line break.
    ///
    /// - Parameters:
    ///   - root: the tool's root command; its name is the page's name.
    ///   - page: the date, section, environment, exit statuses and references.
    ///   - strings: the built-in options' help and the values-and-default note.
    public static func page(
        for root: CommandSpec, page: ManualPage, strings: any ArgumentParsingStrings = EnglishArgumentParsingStrings()
    ) -> String {
        var writer = MdocWriter()
        writer.line(".Dd " + page.date.mdocText)
        writer.line(".Dt " + MdocText.argument(root.name.uppercased()) + " " + String(page.section))
        writer.line(".Os")
        writer.section("NAME")
        writer.line(".Nm " + MdocText.argument(root.name))
        if !root.abstract.isEmpty {
            writer.line(".Nd " + MdocText.words(withoutFinalStop(root.abstract)))
        }

        writer.section("SYNOPSIS")
        writer.synopsis(of: root, commandWords: [], strings: strings)
        if root.version != nil, !root.options.contains(where: { $0.long == "version" }) {
            writer.line(".Nm")
            writer.line(".Fl -version")
        }
        if !root.subcommands.isEmpty, root.subcommand(named: "help") == nil {
            writer.line(".Nm")
            writer.line(".Cm help")
            writer.line(".Op Ar " + MdocText.argument(strings.subcommandPlaceholder) + " ...")
        }

        writer.section("DESCRIPTION")
        writer.prose(root.abstract)
        writer.prose(root.discussion ?? "")
        var rootItems = root.positionals.map { PositionalItem($0, strings: strings) }.map(\.lines)
        rootItems += root.options.map { OptionItem($0, strings: strings).lines }
        if root.version != nil, !root.options.contains(where: { $0.long == "version" }) {
            rootItems.append([".It Fl -version"] + MdocText.textLines(strings.versionOptionHelp))
        }
        rootItems.append([".It Fl h , Fl -help"] + MdocText.textLines(strings.helpOptionHelp))
        writer.list(rootItems)
        for sub in root.subcommands {
            writer.subsections(of: sub, commandWords: [], strings: strings)
        }

        if !page.environment.isEmpty {
            writer.section("ENVIRONMENT")
            writer.list(page.environment.map { [".It Ev " + MdocText.argument($0.name)] + MdocText.textLines($0.description) })
        }
        if !page.exitStatuses.isEmpty {
            writer.section("EXIT STATUS")
            writer.list(page.exitStatuses.map { [".It " + String($0.code)] + MdocText.textLines($0.meaning) })
        }
        let examples = allExamples(of: root)
        if !examples.isEmpty {
            writer.section("EXAMPLES")
            for (index, example) in examples.enumerated() {
                if index > 0 { writer.line(".Pp") }
                writer.lines(MdocText.textLines(example.explanation))
                writer.line(".Dl " + MdocText.argument(example.command))
            }
        }
        if !page.seeAlso.isEmpty {
            writer.section("SEE ALSO")
            for (index, reference) in page.seeAlso.enumerated() {
                let comma = index < page.seeAlso.count - 1 ? " ," : ""
                writer.line(".Xr " + MdocText.argument(reference.name) + " " + String(reference.section) + comma)
            }
        }
        return writer.text
    }

    /// Every example of `command` and the commands below it, depth first.
    private static func allExamples(of command: CommandSpec) -> [Example] {
        command.examples + command.subcommands.flatMap(allExamples(of:))
    }

    /// `text` without one final full stop: mdoc's `.Nd` is a phrase, not a sentence.
    private static func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") && !text.hasSuffix("..") ? String(text.dropLast()) : text
    }
}

/// The lines of a page as they are written, with the structure mdoc wants: a paragraph break
/// only between two blocks of text, never right after a section heading.
private struct MdocWriter {
    private(set) var lines: [String] = []
    /// Whether the last thing written was a heading or the start of the page, where mdoc wants
    /// no `.Pp`.
    private var atBlockStart = true

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func line(_ line: String) {
        lines.append(line)
        atBlockStart = false
    }

    mutating func lines(_ more: [String]) {
        for line in more { self.line(line) }
    }

    mutating func section(_ name: String) {
        line(".Sh " + name)
        atBlockStart = true
    }

    mutating func subsection(_ name: String) {
        line(".Ss " + MdocText.argument(name))
        atBlockStart = true
    }

    /// A paragraph per paragraph of `text` (none for empty text), each after a `.Pp` unless it
    /// opens a section.
    mutating func prose(_ text: String) {
        for paragraph in MdocText.paragraphs(text) {
            if !atBlockStart { line(".Pp") }
            lines(paragraph)
        }
    }

    /// A tagged list of `items` (each an `.It` line and its text), or nothing when empty.
    mutating func list(_ items: [[String]]) {
        guard !items.isEmpty else { return }
        line(".Bl -tag -width indent")
        for item in items { lines(item) }
        line(".El")
    }

    /// The usage of `command`: `.Nm`, the words below the root, its own options and its
    /// positional arguments, and a subcommand placeholder when it has subcommands.
    mutating func synopsis(of command: CommandSpec, commandWords: [String], strings: any ArgumentParsingStrings) {
        line(".Nm")
        if !commandWords.isEmpty { line(".Cm " + commandWords.map(MdocText.argument).joined(separator: " ")) }
        for option in command.options {
            var usage = ".Op Fl " + MdocText.flagArgument("-" + option.long)
            if case .value(let valueName, _, let repeatable) = option.kind {
                usage += " Ar " + MdocText.argument(valueName) + (repeatable ? " ..." : "")
            }
            line(usage)
        }
        for positional in command.positionals {
            let core = "Ar " + MdocText.argument(positional.name) + (positional.isVariadic ? " ..." : "")
            line(positional.isOptional ? ".Op " + core : "." + core)
        }
        if !command.subcommands.isEmpty {
            let core = "Ar " + MdocText.argument(strings.subcommandPlaceholder)
            line(command.positionals.isEmpty ? "." + core : ".Op " + core)
        }
    }

    /// A subsection for `command` (below the root, whose words are `commandWords`) and then
    /// one for each command below it.
    mutating func subsections(of command: CommandSpec, commandWords parentWords: [String], strings: any ArgumentParsingStrings) {
        let words = parentWords + [command.name]
        subsection(words.joined(separator: " "))
        synopsis(of: command, commandWords: words, strings: strings)
        prose(command.abstract)
        if !command.aliases.isEmpty {
            line(".Pp")
            line(".Cm " + ([command.name] + command.aliases).map(MdocText.argument).joined(separator: " , "))
        }
        prose(command.discussion ?? "")
        let items =
            command.positionals.map { PositionalItem($0, strings: strings).lines }
            + command.options.map { OptionItem($0, strings: strings).lines }
        list(items)
        for sub in command.subcommands {
            subsections(of: sub, commandWords: words, strings: strings)
        }
    }
}

/// The `.It` entry of an option: its names and value, its help and the note of its values and
/// default.
private struct OptionItem {
    let lines: [String]

    init(_ option: OptionSpec, strings: any ArgumentParsingStrings) {
        var head = ".It "
        if let short = option.short { head += "Fl " + MdocText.flagArgument(String(short)) + " , " }
        head += "Fl " + MdocText.flagArgument("-" + option.long)
        if case .value(let valueName, _, let repeatable) = option.kind {
            head += " Ar " + MdocText.argument(valueName) + (repeatable ? " ..." : "")
        }
        let note = strings.annotation(choices: option.choices, defaultValue: option.defaultValue)
        lines = [head] + MdocText.textLines(option.help) + MdocText.textLines(note ?? "")
    }
}

/// The `.It` entry of a positional argument: its name, its help and the note of its values.
private struct PositionalItem {
    let lines: [String]

    init(_ positional: PositionalSpec, strings: any ArgumentParsingStrings) {
        let head = ".It Ar " + MdocText.argument(positional.name) + (positional.isVariadic ? " ..." : "")
        let note = strings.annotation(choices: positional.choices, defaultValue: nil)
        lines = [head] + MdocText.textLines(positional.help) + MdocText.textLines(note ?? "")
    }
}
