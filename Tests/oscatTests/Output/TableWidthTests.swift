import Foundation
import TabularOutput
import TestSupport
import Testing

@testable import oscat

/// End-to-end: the width of piped output, `--wide`, `--columns`, and the formats width does
/// not touch.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct TableWidthTests {
    func widest(_ output: String) -> Int {
        output.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
    }

    @Test("A pipe without COLUMNS is laid out for 80 columns")
    func pipeIsEighty() throws {
        for command in [["frameworks"], ["search", "kit"], ["services"]] {
            let result = try OscatProcess.run(command)
            #expect(result.status == 0)
            #expect(widest(result.stdout) <= 80, "\(command)")
            #expect(widest(result.stdout) > 70, "\(command) uses the width")
        }
    }

    @Test("COLUMNS=120 gives 120 columns")
    func columns120() throws {
        let result = try OscatProcess.run(["frameworks"], environment: ["COLUMNS": "120"])
        #expect(widest(result.stdout) <= 120)
        #expect(widest(result.stdout) > 100)
    }

    @Test("--wide prints one line per row, however wide")
    func wide() throws {
        let result = try OscatProcess.run(["frameworks", "--wide"], environment: ["COLUMNS": "80"])
        let csv = try OscatProcess.run(["frameworks", "--format", "csv"])
        // CSV rows end in CR LF (RFC 4180).
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count - 1
        #expect(rows > 100)
        #expect(result.stdout.split(separator: "\n").count == rows + 2)
        #expect(widest(result.stdout) > 200)
        let header = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        for title in ["ID", "Name", "Layer", "Since", "Status", "Summary"] { #expect(header.contains(title)) }
    }

    @Test("CSV, JSON and Markdown do not depend on the width", arguments: ["csv", "json", "markdown"])
    func formatsIgnoreWidth(format: String) throws {
        let narrow = try OscatProcess.run(["codecs", "--format", format], environment: ["COLUMNS": "30"])
        let broad = try OscatProcess.run(["codecs", "--format", format], environment: ["COLUMNS": "300"])
        #expect(narrow.status == 0)
        #expect(narrow.stdout == broad.stdout)
    }

    @Test("Every listing's column ids name its columns in table order", arguments: QueryCommand.allCases)
    func columnIDsMatchTheListings(command: QueryCommand) throws {
        guard var ids = command.columnIDs else { return }
        if command == .versions { ids.removeAll { $0 == "build" } }
        var arguments = [command.rawValue]
        if command == .search { arguments.append("kit") }
        let all = try OscatProcess.run(arguments + ["--format", "csv"])
        let chosen = try OscatProcess.run(arguments + ["--format", "csv", "--columns", ids.joined(separator: ",")])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout == all.stdout)
    }

    @Test("The releases of one version take the ids version, released and build")
    func releaseColumns() throws {
        let releases = try OscatProcess.run(["versions", "17", "--format", "csv", "--columns", "version,released,build"])
        #expect(releases.status == 0)
        #expect(releases.stdout == (try OscatProcess.run(["versions", "17", "--format", "csv"])).stdout)
    }

    @Test("--columns chooses and orders columns in table, CSV and Markdown")
    func chooseAndOrder() throws {
        let csv = try OscatProcess.run(["frameworks", "--format", "csv", "--columns", "introduced, id"])
        #expect(csv.stdout.hasPrefix("Since,ID\r\niOS 4,accelerate\r\n"))
        let table = try OscatProcess.run(["frameworks", "--columns", "NAME,introduced", "--lang", "cs"])
        #expect(table.stdout.split(separator: "\n").first.map(String.init) == "Název                               Od")
        let markdown = try OscatProcess.run(["tools", "--format", "markdown", "--columns", "kind,id"])
        let header = markdown.stdout.split(separator: "\n").first.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(header == "| Kind | ID |")
    }

    @Test("An unknown column is a usage error naming the closest and every valid id")
    func unknownColumn() throws {
        let result = try OscatProcess.run(["frameworks", "--columns", "id,nmae"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'nmae'"))
        #expect(result.stderr.contains("'name'"))
        #expect(result.stderr.contains("id, name, layer, introduced, status, summary"))
        #expect(result.stderr.contains("oscat frameworks --help"))
        let empty = try OscatProcess.run(["codecs", "--columns", ","])
        #expect(empty.status == 64)
    }
}
