import Foundation
import TestSupport
import Testing

/// `codecs` with the media filters on the real catalog: kind, feature and version.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct CodecsCommandTests {
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

    @Test func theQuestionsOfTheIssueHaveTheirAnswers() throws {
        let capturing = try results(["codecs", "--kind", "video", "--capture"])
        let captured = Set(capturing.compactMap { $0["id"] as? String })
        #expect(captured.isSuperset(of: ["video-hevc-main", "video-mv-hevc", "video-prores-422"]))
        for codec in capturing where ["video-hevc-main", "video-mv-hevc", "video-prores-422"].contains(codec["id"] as? String) {
            #expect(codec["introduced"] is String, "\(codec["id"] ?? "?") has no introduced release")
        }
        let images = Set(try results(["codecs", "--kind", "image"]).compactMap { $0["id"] as? String })
        #expect(images.isSuperset(of: ["image-heic", "image-avif"]))
        // iOS 17 as a whole captures spatial video (from 17.2); iOS 16 does not.
        let on17 = Set(try results(["codecs", "--kind", "video", "--capture", "--available-in", "17"]).compactMap { $0["id"] as? String })
        let on16 = Set(try results(["codecs", "--kind", "video", "--capture", "--available-in", "16"]).compactMap { $0["id"] as? String })
        #expect(on17.contains("video-mv-hevc") && !on16.contains("video-mv-hevc"))
        #expect(on16.isSubset(of: on17))
    }

    /// A release that is only the earliest one a source documents reads "≤ iPhone OS 3" in the
    /// table and says so in JSON, so nobody takes it for the day the format arrived.
    @Test func aDocumentedReleaseIsMarkedAsAnUpperBound() throws {
        let all = try results(["codecs"])
        let documented = all.filter { $0["introducedBasis"] as? String == "documented" }
        let stated = all.filter { $0["introducedBasis"] as? String == "stated" }
        #expect(!documented.isEmpty && !stated.isEmpty)
        for codec in all where codec["introduced"] is NSNull { #expect(codec["introducedBasis"] is NSNull) }
        let table = try OscatProcess.run(["codecs", "--format", "markdown"])
        #expect(table.status == 0)
        let rows = table.stdout.split(separator: "\n")
        func row(_ codec: [String: Any]) throws -> Substring {
            let id = try #require(codec["id"] as? String)
            return try #require(
                rows.first { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) == id }, "no row for \(id)")
        }
        for codec in documented { #expect(try row(codec).contains("| ≤ "), "\(codec["id"] ?? "?")") }
        for codec in stated { #expect(!(try row(codec).contains("≤")), "\(codec["id"] ?? "?")") }
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
