import Foundation
import TestSupport
import Testing

/// `programs` on the real catalog: every program has a status and dated prices, `--active`
/// leaves the retired ones out, and `show` says when a retired program ended.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct ProgramsCommandTests {
    private func results(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
    }

    @Test func everyProgramHasAStatusAndEveryPriceADate() throws {
        let programs = try results(["programs"])
        #expect(programs.count >= 7)
        for program in programs {
            let id = program["id"] as? String ?? "?"
            let status = program["status"] as? String
            #expect(status == "active" || status == "retired", "\(id)")
            #expect((program["ended"] is String) == (status == "retired"), "\(id): only a retired program has an end")
            for price in program["prices"] as? [[String: Any]] ?? [] {
                let asOf = price["asOf"] as? String ?? ""
                #expect(asOf.count == 10 && asOf.hasPrefix("20"), "\(id): \(price)")
                #expect(price["currency"] is String && price["amount"] is NSNumber, "\(id)")
            }
        }
        #expect(programs.contains { $0["status"] as? String == "retired" })
        #expect(programs.contains { ($0["prices"] as? [[String: Any]] ?? []).contains { $0["currency"] as? String == "USD" } })
        #expect(programs.contains { ($0["prices"] as? [[String: Any]] ?? []).contains { $0["currency"] as? String == "EUR" } })
    }

    @Test func activeLeavesRetiredProgramsOut() throws {
        let all = try results(["programs"])
        let active = try results(["programs", "--active"])
        let expected = all.filter { $0["status"] as? String == "active" }.compactMap { $0["id"] as? String }
        #expect(active.compactMap { $0["id"] as? String } == expected)
        #expect(active.count < all.count)
    }

    @Test func theTableAndShowMarkARetiredProgram() throws {
        let retired = try #require(try results(["programs"]).first { $0["status"] as? String == "retired" })
        let id = try #require(retired["id"] as? String)
        let ended = try #require(retired["ended"] as? String)
        let table = try OscatProcess.run(["programs", "--format", "markdown"])
        let row = try #require(
            table.stdout.split(separator: "\n").first { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) == id })
        #expect(row.contains("retired in \(ended.prefix(4))"), "\(row)")
        let show = try OscatProcess.run(["show", id])
        #expect(show.status == 0)
        #expect(show.stdout.contains("retired in"), "\(show.stdout)")
        let czech = try OscatProcess.run(["programs", "--lang", "cs", "--format", "markdown"])
        #expect(czech.stdout.contains("ukončen"))
    }
}
