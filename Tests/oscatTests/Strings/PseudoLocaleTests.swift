import Foundation
import TestSupport
import Testing

/// End-to-end in the pseudo-locale `en-XA`: every UI string comes out bracketed and accented,
/// so any plain English UI word left in the output was hard-coded instead of looked up.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct PseudoLocaleTests {
    static let commands = [
        [], ["versions"], ["layers"], ["services"], ["frameworks"], ["codecs"], ["programs"], ["tools"], ["xcode"], ["requirements"],
        ["show"],
        ["search"], ["diff"], ["validate"], ["fmt"], ["l10n"], ["l10n", "check"], ["l10n", "stats"], ["l10n", "export"],
        ["l10n", "import"], ["l10n", "mark-current"], ["l10n", "glossary"], ["completions"], ["manual"], ["build"], ["check"],
    ]

    /// The text with every bracketed (looked-up) segment removed, across line breaks.
    private func unbracketed(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "⟦" {
                depth += 1
                continue
            }
            if character == "⟧" {
                depth = max(0, depth - 1)
                out.append(" ")
                continue
            }
            if depth == 0 { out.append(character) }
        }
        return out
    }

    /// Words (runs of ASCII letters of 3 or more) that remain outside brackets.
    private func plainWords(_ text: String) -> Set<String> {
        Set(unbracketed(text).split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 })
    }

    @Test func helpOfEveryCommandIsFullyLookedUp() throws {
        // Words that are not UI text: the tool's name, commands, option and value names,
        // choices and ids that the help lists verbatim.
        // ("source" starts the example `source <(oscat completions bash)`.)
        var tokens: Set<String> = ["oscat", "help", "OSCAT_CATALOG", "NO_COLOR", "source"]
        for command in Self.commands {
            tokens.formUnion(command.flatMap { $0.split(separator: "-").map(String.init) })
        }
        for arguments in Self.commands {
            let run = try OscatProcess.run(arguments + ["--help", "--lang", "en-XA"])
            #expect(run.status == 0, "\(arguments)")
            let help = run.stdout
            for line in help.split(separator: "\n") {
                // Option names, value placeholders and example command lines are verbatim tokens.
                for word in line.split(separator: " ") where word.hasPrefix("-") || word.hasPrefix("<") || word.hasPrefix("[") {
                    tokens.formUnion(word.split { !($0.isASCII && $0.isLetter) }.map(String.init))
                }
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("oscat ") || line.contains("(values:") || line.contains("$ oscat") {
                    tokens.formUnion(line.split { !($0.isASCII && $0.isLetter) }.map(String.init))
                }
            }
            let leftovers = plainWords(help).subtracting(tokens).filter { word in
                // Values listed after an option (choices) are tokens too.
                !help.contains("values: ") || !help.contains(word + ",") && !help.contains(", " + word)
            }
            let choices = Set([
                "table", "json", "csv", "markdown", "text", "github", "audio", "video", "container",
                "bash", "zsh", "fish", "code", "dir", "format", "layer", "version", "kind", "ext", "path", "shell", "text",
                "site", "url", "md", "html", "all", "tbx",
            ])
            #expect(leftovers.subtracting(choices).isEmpty, "\(arguments): \(leftovers.subtracting(choices).sorted())")
        }
    }

    @Test func tableHeadersAndUsageErrorsAreLookedUp() throws {
        for command in ["versions", "layers", "services", "frameworks", "codecs", "programs", "tools", "xcode", "requirements"] {
            let run = try OscatProcess.run([command, "--lang", "en-XA"])
            let header = String(run.stdout.split(separator: "\n").first ?? "")
            #expect(plainWords(header).isEmpty, "\(command): \(header)")
        }
        let error = try OscatProcess.run(["frameworks", "--layer", "core-service", "--lang", "en-XA"])
        #expect(error.status == 64)
        let words = plainWords(error.stderr).subtracting([
            "core", "service", "services", "cocoa", "touch", "media", "oscat", "frameworks", "help", "layer",
            "error",  // the "error:" prefix is never translated (docs/CLI.md), so scripts can match it
        ])
        #expect(words.isEmpty, "\(error.stderr)")
    }

    @Test func showLabelsAreLookedUp() throws {
        let run = try OscatProcess.run(["show", "core-motion", "--lang", "en-XA"])
        #expect(run.status == 0)
        for line in run.stdout.split(separator: "\n") where line.hasSuffix("⟧") || line.contains("⟧:") {
            #expect(line.contains("⟦"), "\(line)")
        }
        #expect(run.stdout.contains("⟦Šöüřçéš"))
    }
}
