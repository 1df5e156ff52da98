import ArgumentParsing
import FuzzSupport

/// Fuzzes ArgumentParser with command lines made from the input: the bytes are cut into arguments
/// at every NUL and newline. oscat's own command tree lives in its executable target, which another
/// package cannot import, so `tree` below mirrors its shape: inherited global options with choices
/// and short names, a default value, subcommands with aliases, repeatable options, a positional with
/// choices, optional variadic positionals, a command group two levels deep and a version.
///
/// Every outcome is carried through as the CLI would: help is rendered, an error's diagnostic
/// (message and usage hint) is produced. Checks, besides "never traps": a parsed command's path
/// exists in the tree, and every error has a non-empty message and the usage exit code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgumentParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let arguments = FuzzInput.pieces(FuzzInput.bytes(data, size)) { $0 == 0 || $0 == 0x0A }.map(FuzzInput.text)
    do {
        switch try parser.parse(arguments) {
        case .run(let command):
            fuzzCheck(tree.command(at: command.path) != nil, "parsed a command not in the tree: \(command.path)")
        case .help(let path):
            fuzzCheck(tree.command(at: path) != nil, "help for a command not in the tree: \(path)")
            _ = HelpFormatter(width: 20 + size % 100).render(command: tree, path: path)
        case .version(let version):
            fuzzCheck(version == tree.version, "unexpected version \(version)")
        }
    } catch {
        fuzzCheck(error.exitCode == ArgumentError.usageExitCode, "usage error with exit code \(error.exitCode)")
        fuzzCheck(!parser.diagnostic(for: error).isEmpty, "empty diagnostic")
    }
    return 0
}

let formats = ["table", "json", "csv", "markdown"]
let tree = CommandSpec(
    name: "oscat", abstract: "A catalog of the iOS platform.", discussion: "Run a command.", version: "0.1.0",
    options: [
        .value(
            "format", short: "f", valueName: "format", choices: formats, help: "Output format.",
            defaultValue: "table", inherited: true),
        .value("lang", valueName: "code", help: "Language.", inherited: true),
        .value("catalog", valueName: "dir", help: "Catalog folder.", inherited: true),
        .flag("no-color", help: "No color.", inherited: true),
    ],
    subcommands: [
        CommandSpec(
            name: "versions", abstract: "OS versions.",
            examples: [Example(command: "oscat versions --lang cs", explanation: "In Czech.")]),
        CommandSpec(
            name: "frameworks", aliases: ["fw"], abstract: "Frameworks.",
            options: [
                .value("layer", short: "l", valueName: "layer", choices: ["cocoa-touch", "media", "core-os"], help: "Layer."),
                .value("since", valueName: "version", help: "Since."),
                .flag("deprecated", help: "Deprecated only."),
                .value("search", short: "s", valueName: "text", repeatable: true, help: "Search."),
            ]),
        CommandSpec(name: "show", abstract: "One entry.", positionals: [PositionalSpec(name: "id", help: "The id.")]),
        CommandSpec(
            name: "search", abstract: "Search.",
            positionals: [PositionalSpec(name: "text", help: "Words.", variadic: true)]),
        CommandSpec(
            name: "diff", abstract: "Compare versions.",
            positionals: [PositionalSpec(name: "from", help: "From."), PositionalSpec(name: "to", help: "To.")]),
        CommandSpec(
            name: "validate", abstract: "Check the catalog.",
            options: [.flag("strict", help: "Warnings fail."), .value("rule", valueName: "id", repeatable: true, help: "Rule.")],
            positionals: [PositionalSpec(name: "path", help: "Files.", optional: true, variadic: true)]),
        CommandSpec(
            name: "l10n", abstract: "Translations.",
            subcommands: [
                CommandSpec(name: "check", abstract: "Check.", options: [.flag("strict", help: "Strict.")]),
                CommandSpec(
                    name: "export", abstract: "Export.",
                    options: [
                        .value("format", valueName: "f", choices: ["xliff", "po"], help: "Format."),
                        .value("out", short: "o", valueName: "file", help: "Output."),
                    ]),
                CommandSpec(
                    name: "import", abstract: "Import.",
                    options: [.flag("dry-run", help: "Dry run.")],
                    positionals: [PositionalSpec(name: "file", help: "The file.")]),
            ]),
        CommandSpec(
            name: "completions", abstract: "Shell completions.",
            positionals: [PositionalSpec(name: "shell", help: "Shell.", choices: ["bash", "zsh", "fish"])]),
    ])
let parser = ArgumentParser(root: tree)
