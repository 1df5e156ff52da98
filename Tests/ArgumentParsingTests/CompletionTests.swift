import ArgumentParsing
import Foundation
import TestSupport
import Testing

/// A tree whose names and choices hold shell metacharacters, to check the quoting.
private let hostile = CommandSpec(
    name: "odd-tool",
    options: [
        .value(
            "mode", short: "m", valueName: "mode",
            choices: ["it's", "$(touch /tmp/argparse-pwned)", "a;b", "back\\slash", "`x`", "dollar$HOME", "*", "new\"quote"],
            help: "A mode with a 'quoted' help; and $(trouble)."),
        .flag("dry-run", help: "Nothing \\ happens."),
    ],
    subcommands: [
        CommandSpec(
            name: "run", abstract: "Run it's thing $(now).",
            positionals: [
                PositionalSpec(name: "what", help: "", choices: ["x'y", "*", "-"])
            ])
    ]
)

@Suite("Completion scripts")
struct CompletionTests {
    // MARK: bash

    /// The words bash offers for the command line `words` (the last one being completed).
    func bashComplete(
        _ words: [String], script: String = CompletionScriptGenerator.script(for: Fixtures.root, shell: .bash),
        function: String = "_oscat"
    ) throws -> [String] {
        guard let bash = ShellSupport.find("bash") else { try Requirement.missing("bash is not installed") }
        let path = try ShellSupport.temporaryFile(script, suffix: ".bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let program = """
            source '\(path)' || exit 3
            COMP_WORDS=(\(quoted))
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMPREPLY=()
            \(function)
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ShellSupport.run(bash, ["--norc", "--noprofile", "-c", program])
        #expect(result.status == 0, "bash failed: \(result.errors)")
        return result.output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    @Test("The bash script is valid bash (bash -n)")
    func bashSyntax() throws {
        guard let bash = ShellSupport.find("bash") else { try Requirement.missing("bash is not installed") }
        for spec in [Fixtures.root, hostile, CommandSpec(name: "bare")] {
            let path = try ShellSupport.temporaryFile(CompletionScriptGenerator.script(for: spec, shell: .bash), suffix: ".bash")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try ShellSupport.run(bash, ["-n", path])
            #expect(result.status == 0, "bash -n failed for \(spec.name): \(result.errors)")
        }
    }

    @Test(
        "bash completes subcommands, options and values at each level",
        arguments: [
            (["oscat", "frameworks", "--layer", "co"], ["cocoa-touch", "core-os", "core-services"]),
            (["oscat", "frameworks", "--layer", "core"], ["core-os", "core-services"]),
            (["oscat", "fw", "-l", ""], Fixtures.layers),
            (["oscat", "frameworks", "--layer", "=", "core"], ["core-os", "core-services"]),
            (["oscat", "frameworks", "--layer", "="], Fixtures.layers),
            (["oscat", "frameworks", "--layer=core"], ["--layer=core-os", "--layer=core-services"]),
            (["oscat", "fr"], ["frameworks", "framework"]),
            (["oscat", ""], ["frameworks", "framework", "layer", "l10n", "diff", "completions", "help"]),
            (["oscat", "--format", "json", "l10n", ""], ["check", "stats"]),
            (["oscat", "l10n", "check", "--"], ["--only", "--strict", "--format", "--lang", "--catalog", "--no-color", "--help"]),
            (["oscat", "l10n", "check", "--only", "r"], ["ru"]),
            (["oscat", "-"], ["--format", "-f", "--lang", "--catalog", "--no-color", "--verbose", "-v", "--version", "-h", "--help"]),
            (["oscat", "--lang", ""], ["en", "cs", "fr", "ru", "sv"]),
            (["oscat", "-f", "m"], ["markdown"]),
            (["oscat", "help", ""], ["frameworks", "framework", "layer", "l10n", "diff", "completions"]),
            (["oscat", "help", "l10n", "s"], ["stats"]),
            (["oscat", "layer", "c"], ["cocoa-touch", "core-os", "core-services"]),
            (["oscat", "layer", "media", ""], []),
            (["oscat", "completions", ""], ["bash", "zsh", "fish"]),
            (["oscat", "diff", "frameworks", ""], []),
            (["oscat", "frameworks", "--", "-"], []),
            (["oscat", "--catalog", "fw", "l"], ["layer", "l10n"]),
            (["oscat", "frameworks", "--since", "2", "--q"], ["--quiet"]),
            (["oscat", "zzz"], []),
        ] as [([String], [String])])
    func bashCompletion(words: [String], expected: [String]) throws {
        guard ShellSupport.find("bash") != nil else { try Requirement.missing("bash is not installed") }
        #expect(try bashComplete(words) == expected)
    }

    @Test("Words from the tree are quoted: bash offers them literally and runs nothing")
    func bashQuoting() throws {
        guard ShellSupport.find("bash") != nil else { try Requirement.missing("bash is not installed") }
        try? FileManager.default.removeItem(atPath: "/tmp/argparse-pwned")
        let script = CompletionScriptGenerator.script(for: hostile, shell: .bash)
        let all = try bashComplete(["odd-tool", "--mode", ""], script: script, function: "_odd_tool")
        #expect(all == ["it's", "$(touch /tmp/argparse-pwned)", "a;b", "back\\slash", "`x`", "dollar$HOME", "*", "new\"quote"])
        #expect(try bashComplete(["odd-tool", "-m", "*"], script: script, function: "_odd_tool") == ["*"])
        #expect(try bashComplete(["odd-tool", "run", "x"], script: script, function: "_odd_tool") == ["x'y"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/argparse-pwned"))
    }

    // MARK: zsh

    @Test("The zsh script is valid zsh (zsh -n) and completes through compadd")
    func zsh() throws {
        guard let zsh = ShellSupport.find("zsh") else { try Requirement.missing("zsh is not installed") }
        let script = CompletionScriptGenerator.script(for: Fixtures.root, shell: .zsh)
        #expect(script.hasPrefix("#compdef oscat\n"))
        let path = try ShellSupport.temporaryFile(script, suffix: ".zsh")
        defer { try? FileManager.default.removeItem(atPath: path) }
        for spec in [hostile, CommandSpec(name: "bare")] {
            let other = try ShellSupport.temporaryFile(CompletionScriptGenerator.script(for: spec, shell: .zsh), suffix: ".zsh")
            defer { try? FileManager.default.removeItem(atPath: other) }
            let check = try ShellSupport.run(zsh, ["-n", other])
            #expect(check.status == 0, "zsh -n failed for \(spec.name): \(check.errors)")
        }
        #expect(try ShellSupport.run(zsh, ["-n", path]).status == 0)
        // Without compinit, the completion system's builtins are stubbed: compadd prints what
        // it is given (zsh itself filters by the prefix typed).
        let program = #"""
            compadd() { local a; for a in "$@"; do [[ $a == -- ]] || print -r -- "$a"; done; }
            compset() { PREFIX="${PREFIX#*=}"; }
            _files() { print -r -- '<files>'; }
            compdef() { print -r -- "compdef $*"; }
            source "$1"
            t() { words=("$@"); CURRENT=${#words}; print -r -- "== $*"; _oscat; }
            t oscat frameworks --layer co
            t oscat frameworks --layer=co
            t oscat l10n ''
            t oscat help l10n ''
            t oscat --catalog ''
            t oscat layer ''
            t oscat fw -
            """#
        let result = try ShellSupport.run(zsh, ["-f", "-c", program, "zsh", path])
        #expect(result.status == 0, "zsh failed: \(result.errors)")
        #expect(
            result.output == """
                compdef _oscat oscat
                == oscat frameworks --layer co
                cocoa-touch
                core-os
                core-services
                media
                == oscat frameworks --layer=co
                cocoa-touch
                core-os
                core-services
                media
                == oscat l10n 
                check
                stats
                == oscat help l10n 
                check
                stats
                == oscat --catalog 
                <files>
                == oscat layer 
                cocoa-touch
                core-os
                core-services
                media
                == oscat fw -
                --layer
                -l
                --since
                -s
                --deprecated
                -d
                --quiet
                -q
                --tag
                -t
                --format
                -f
                --lang
                --catalog
                --no-color
                -h
                --help

                """)
    }

    // MARK: fish

    @Test("The fish script is valid fish (fish --no-execute) and completes with complete -C")
    func fish() throws {
        guard let fish = ShellSupport.find("fish") else { try Requirement.missing("fish is not installed") }
        let path = try ShellSupport.temporaryFile(CompletionScriptGenerator.script(for: Fixtures.root, shell: .fish), suffix: ".fish")
        defer { try? FileManager.default.removeItem(atPath: path) }
        for spec in [hostile, CommandSpec(name: "bare")] {
            let other = try ShellSupport.temporaryFile(CompletionScriptGenerator.script(for: spec, shell: .fish), suffix: ".fish")
            defer { try? FileManager.default.removeItem(atPath: other) }
            let check = try ShellSupport.run(fish, ["--no-execute", other])
            #expect(check.status == 0, "fish --no-execute failed for \(spec.name): \(check.errors)")
        }
        #expect(try ShellSupport.run(fish, ["--no-execute", path]).status == 0)
        let cases: [(String, [String])] = [
            ("oscat frameworks --layer co", ["cocoa-touch", "core-os", "core-services"]),
            ("oscat frameworks --layer core", ["core-os", "core-services"]),
            ("oscat frameworks --layer=core", ["--layer=core-os", "--layer=core-services"]),
            ("oscat fw -lcore", ["-lcore-os", "-lcore-services"]),
            ("oscat fr", ["framework", "frameworks"]),
            ("oscat help l10n ", ["check", "stats"]),
            ("oscat l10n check --only r", ["ru"]),
            ("oscat layer m", ["media"]),
            ("oscat completions ", ["bash", "fish", "zsh"]),
            ("oscat l10n check --s", ["--strict"]),
        ]
        let empty = try ScratchFolder.make("argparse-empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        for (line, expected) in cases {
            let program = "source $argv[1]; complete -C $argv[2] | string replace -r '\\t.*' ''; true"
            let result = try ShellSupport.run(fish, ["--no-config", "-c", program, path, line], directory: empty)
            #expect(result.status == 0 && result.errors.isEmpty, "fish failed: \(result.errors)")
            let words = result.output.split(separator: "\n").map(String.init)
            #expect(words == expected, "completing '\(line)'")
        }
        // Hostile words come back literally.
        let hostilePath = try ShellSupport.temporaryFile(CompletionScriptGenerator.script(for: hostile, shell: .fish), suffix: ".fish")
        defer { try? FileManager.default.removeItem(atPath: hostilePath) }
        let result = try ShellSupport.run(
            fish,
            ["--no-config", "-c", "source $argv[1]; complete -C 'odd-tool --mode ' | string replace -r '\\t.*' ''; true", hostilePath],
            directory: empty)
        #expect(
            Set(result.output.split(separator: "\n").map(String.init)) == [
                "it's", "$(touch /tmp/argparse-pwned)", "a;b", "back\\slash", "`x`", "dollar$HOME", "*", "new\"quote",
            ])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/argparse-pwned"))
    }

    @Test("Scripts are deterministic and name their functions after the root")
    func shape() {
        for shell in CompletionShell.allCases {
            let first = CompletionScriptGenerator.script(for: Fixtures.root, shell: shell)
            #expect(first == CompletionScriptGenerator.script(for: Fixtures.root, shell: shell))
            #expect(first.contains("__oscat_"))
            #expect(first.hasSuffix("\n"))
        }
        #expect(CompletionScriptGenerator.script(for: Fixtures.root, shell: .bash).contains("complete -F _oscat 'oscat'"))
        #expect(CompletionScriptGenerator.script(for: hostile, shell: .bash).contains("_odd_tool()"))
        #expect(CompletionShell(rawValue: "zsh") == .zsh)
    }
}
