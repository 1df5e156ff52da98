import ArgumentParsing
import Foundation
import TestSupport
import Testing

/// A small tree with every kind of entry the page lists, and text that roff would misread.
private let tool = CommandSpec(
    name: "tool",
    abstract: "Do tool things.",
    discussion: "First paragraph. Second sentence.\n\n.starts with a dot\n'starts with a quote\nback\\slash and -dash",
    version: "1.0",
    options: [
        .value(
            "format", short: "f", valueName: "format", choices: ["text", "json"], help: "Output format.", defaultValue: "text",
            inherited: true),
        .flag("quiet", short: "q", help: "Say less."),
    ],
    subcommands: [
        CommandSpec(
            name: "show", aliases: ["s"], abstract: "Show one thing.",
            options: [.value("tag", valueName: "Ar", repeatable: true, help: "Only with this tag.")],
            positionals: [
                PositionalSpec(name: "id", help: "The thing's id."),
                PositionalSpec(name: "more", help: "More ids.", optional: true, variadic: true),
            ],
            examples: [Example(command: "tool show \"a b\" \\x", explanation: "Show a b.")]),
        CommandSpec(
            name: "group", abstract: "A group.",
            subcommands: [CommandSpec(name: "leaf", abstract: "A leaf.", options: [.flag("dry-run", help: "Nothing happens.")])]),
    ])

private let page = ManualPage(
    date: ManualDate(year: 2026, month: 2, day: 7),
    environment: [EnvironmentEntry(name: "TOOL_HOME", description: "Where the tool lives.")],
    exitStatuses: [ExitStatusEntry(code: 0, meaning: "Success."), ExitStatusEntry(code: 64, meaning: "Usage error.")],
    seeAlso: [ManualReference(name: "less", section: 1), ManualReference(name: "environ", section: 7)])

@Suite("Manual page")
struct ManualPageTests {
    let text = ManualPageGenerator.page(for: tool, page: page)
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The lines from the one equal to `start` up to, not including, the next line starting with `end`.
    func block(from start: String, until end: String) -> [String] {
        guard let first = lines.firstIndex(of: start) else { return [] }
        let rest = lines[(first + 1)...]
        return Array(rest.prefix { !$0.hasPrefix(end) })
    }

    /// `Do` is an mdoc macro, so the abstract's first word is escaped.
    @Test func theHeaderNamesThePageAndItsFixedDate() {
        #expect(Array(lines.prefix(6)) == [".Dd February 7, 2026", ".Dt TOOL 1", ".Os", ".Sh NAME", ".Nm tool", ".Nd \\&Do tool things"])
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        #expect(ManualPageGenerator.page(for: tool, page: page) == text, "the page is not deterministic")
    }

    @Test func theSynopsisShowsTheRootsOptionsVersionAndHelp() {
        #expect(
            block(from: ".Sh SYNOPSIS", until: ".Sh") == [
                ".Nm", ".Op Fl -format Ar format", ".Op Fl -quiet", ".Ar subcommand", ".Nm", ".Fl -version", ".Nm", ".Cm help",
                ".Op Ar subcommand ...",
            ])
    }

    @Test func anOptionWithValuesShowsThemAndItsDefault() {
        let item = block(from: ".It Fl f , Fl -format Ar format", until: ".It")
        #expect(item == ["Output format.", "(values: text, json; default: text)"])
        #expect(block(from: ".It Fl q , Fl -quiet", until: ".It") == ["Say less."])
        #expect(lines.contains(".It Fl -version") && lines.contains(".It Fl h , Fl -help"))
    }

    @Test func eachSubcommandHasASubsectionWithItsUsageArgumentsAndOptions() {
        #expect(
            block(from: ".Ss show", until: ".Ss") == [
                ".Nm", ".Cm show", ".Op Fl -tag Ar \\&Ar ...", ".Ar id", ".Op Ar more ...", ".Pp", "Show one thing.", ".Pp",
                ".Cm show , s", ".Bl -tag -width indent", ".It Ar id", "The thing's id.", ".It Ar more ...", "More ids.",
                ".It Fl -tag Ar \\&Ar ...", "Only with this tag.", ".El",
            ])
        #expect(block(from: ".Ss group", until: ".Ss") == [".Nm", ".Cm group", ".Ar subcommand", ".Pp", "A group."])
        #expect(
            block(from: ".Ss \"group leaf\"", until: ".Sh") == [
                ".Nm", ".Cm group leaf", ".Op Fl -dry-run", ".Pp", "A leaf.", ".Bl -tag -width indent", ".It Fl -dry-run",
                "Nothing happens.", ".El",
            ])
    }

    @Test func textIsEscapedForRoff() {
        let description = block(from: ".Sh DESCRIPTION", until: ".Bl")
        #expect(
            description == [
                "Do tool things.", ".Pp", "First paragraph.", "Second sentence.", ".Pp", "\\&.starts with a dot", "\\&'starts with a quote",
                "back\\eslash and \\-dash",
            ])
        #expect(block(from: ".Sh EXAMPLES", until: ".Sh") == ["Show a b.", ".Dl \"tool show \\(dqa b\\(dq \\ex\""])
    }

    @Test func theEnvironmentExitStatusAndReferencesAreListed() {
        #expect(
            block(from: ".Sh ENVIRONMENT", until: ".Sh") == [".Bl -tag -width indent", ".It Ev TOOL_HOME", "Where the tool lives.", ".El"])
        #expect(
            block(from: ".Sh EXIT STATUS", until: ".Sh") == [
                ".Bl -tag -width indent", ".It 0", "Success.", ".It 64", "Usage error.", ".El",
            ])
        #expect(block(from: ".Sh SEE ALSO", until: ".Sh") == [".Xr less 1 ,", ".Xr environ 7", ""])
    }

    @Test func charactersOutsideASCIIBecomeEscapesAndLongLinesAreWrapped() {
        let long = String(repeating: "word ", count: 40) + "«naïve» 😀 café"
        let spec = CommandSpec(name: "t", abstract: "T.", discussion: long)
        let output = ManualPageGenerator.page(for: spec, page: page)
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII })
        for word in ["\\[u00AB]na\\[u00EF]ve\\[u00BB]", "\\[u1F600]", "caf\\[u00E9]"] {
            #expect(output.contains(word))
        }
        #expect(output.split(separator: "\n").allSatisfy { $0.utf8.count <= 80 })
    }

    @Test func mandocFindsNoProblem() throws {
        guard let mandoc = ShellSupport.find("mandoc") else { try Requirement.missing("mandoc is not installed") }
        let path = try ShellSupport.temporaryFile(text, suffix: ".1")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ShellSupport.run(mandoc, ["-T", "lint", "-W", "warning", path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
    }
}
