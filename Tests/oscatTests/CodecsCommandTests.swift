import Foundation
import Testing

/// `codecs` with the media filters on the real catalog: kind, feature and version.
@Suite struct CodecsCommandTests {
    private func results(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
    }

    private func features(_ codec: [String: Any]) -> [(feature: String, since: String?)] {
        (codec["support"] as? [[String: Any]] ?? []).map { ($0["feature"] as? String ?? "", $0["since"] as? String) }
    }

    @Test func aFeatureFilterListsOnlyFormatsWithThatFact() throws {
        let all = try results(["codecs"])
        for feature in ["playback", "capture", "encode"] {
            let listed = try results(["codecs", "--\(feature)"])
            let expected = all.filter { features($0).contains { $0.feature == feature } }.compactMap { $0["id"] as? String }
            #expect(listed.compactMap { $0["id"] as? String } == expected, "--\(feature)")
        }
    }

    @Test func aVersionFilterWithAFeatureKeepsFormatsThatHadItByThen() throws {
        let captured = try results(["codecs", "--capture", "--available-in", "11"])
        for codec in captured {
            let dated = features(codec).filter { $0.feature == "capture" }.compactMap(\.since)
            #expect(!dated.isEmpty, "\(codec["id"] ?? "?")")
        }
        let later = try results(["codecs", "--capture", "--available-in", "26"])
        #expect(Set(captured.compactMap { $0["id"] as? String }).isSubset(of: Set(later.compactMap { $0["id"] as? String })))
    }

    @Test func anUnknownVersionOrKindIsAUsageError() throws {
        for arguments in [["codecs", "--available-in", "99"], ["codecs", "--since", "x"], ["codecs", "--kind", "hologram"]] {
            let run = try OscatProcess.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func helpNamesTheNewFilters() throws {
        let help = try OscatProcess.run(["codecs", "--help"])
        for option in ["--playback", "--capture", "--encode", "--since", "--available-in", "image", "streaming"] {
            #expect(help.stdout.contains(option), "\(option)")
        }
    }
}
