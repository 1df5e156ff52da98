import Foundation
import TestSupport
import Testing

/// `versions N`, `xcode` and `requirements` on the real catalog: the questions "what is the
/// latest iOS 17?", "which Xcode ships the iOS 17 SDK?", "which Xcode runs on macOS 13?",
/// "which Swift comes with Xcode 15.3?" and "what must an upload be built with?".
@Suite(.tags(.endToEnd), .skippedWhenFast) struct ToolchainCommandTests {
    private func results(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
    }

    @Test func everyMajorHasItsLatestReleaseAndLastUpdate() throws {
        let versions = try results(["versions"])
        #expect(versions.count >= 19)
        for version in versions {
            let latest = version["latestRelease"] as? String
            let lastUpdate = version["lastUpdate"] as? String
            #expect(latest != nil && lastUpdate != nil, "\(version["id"] ?? "?")")
            if let latest, let major = version["major"] as? Int {
                #expect(latest.hasPrefix("\(major)."), "\(latest) under major \(major)")
            }
            if let lastUpdate, let released = version["released"] as? String { #expect(lastUpdate >= released) }
        }
        let total = versions.compactMap { $0["releaseCount"] as? Int }.reduce(0, +)
        #expect(total >= 250)
    }

    @Test func everyMajorSaysWhetherUpdatesStillShipAndAsOfWhen() throws {
        let versions = try results(["versions"])
        let withStatus = versions.filter { $0["receivesUpdates"] is Bool }
        #expect(withStatus.count >= 15)
        for version in withStatus {
            let asOf = try #require(version["supportAsOf"] as? String, "\(version["id"] ?? "?")")
            #expect(asOf >= (version["released"] as? String ?? ""))
            // A major marked as no longer updated has no release after the day of that status.
            if version["receivesUpdates"] as? Bool == false, let lastUpdate = version["lastUpdate"] as? String {
                #expect(lastUpdate <= asOf, "\(version["id"] ?? "?")")
            }
        }
        #expect(versions.last?["receivesUpdates"] as? Bool == true, "the newest major still receives updates")
        let unsourced = versions.filter { $0["receivesUpdates"] is NSNull }
        #expect(unsourced.allSatisfy { $0["supportAsOf"] is NSNull })
        let text = try OscatProcess.run(["show", try #require(withStatus.last?["id"] as? String)])
        #expect(text.stdout.contains("Updates:") && text.stdout.contains("still shipped (as of "))
        let csv = try OscatProcess.run(["versions", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").first?.contains(",Updates,") == true)
        #expect(csv.stdout.contains(",true,") && csv.stdout.contains(",false,"))
    }

    @Test func versionsOfAMajorListsItsReleasesInOrder() throws {
        let releases = try results(["versions", "17"])
        #expect(releases.first?["version"] as? String == "17.0")
        #expect(releases.first?["date"] as? String == "2023-09-18")
        #expect(releases.contains { $0["version"] as? String == "17.2" })
        #expect(releases.allSatisfy { ($0["version"] as? String)?.hasPrefix("17.") == true && $0["versionID"] as? String == "ios-17" })
        let dates = releases.compactMap { $0["date"] as? String }
        #expect(dates.first == dates.min())
        let shown = try OscatProcess.run(["show", "ios-17", "--format", "json"])
        let detail = try OscatProcess.json(shown.stdout)
        #expect((detail["releases"] as? [[String: Any]])?.count == releases.count)
    }

    @Test func anUnknownMajorIsAUsageError() throws {
        let run = try OscatProcess.run(["versions", "99"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("99"))
    }

    @Test func xcodeFiltersAnswerTheThreeQuestions() throws {
        let sdk17 = try results(["xcode", "--sdk", "17"])
        #expect(Set(sdk17.compactMap { $0["version"] as? String }).isSuperset(of: ["15.0", "15.3", "15.4"]))
        #expect(sdk17.allSatisfy { ($0["iosSDK"] as? String)?.hasPrefix("17.") == true })

        let xcode153 = try results(["xcode", "15.3"])
        #expect(xcode153.count == 1)
        #expect(xcode153.first?["swift"] as? String == "5.10")
        #expect(xcode153.first?["iosSDK"] as? String == "17.4")

        let ventura = try results(["xcode", "--macos", "13"])
        let versions = ventura.compactMap { $0["version"] as? String }
        #expect(versions.first == "15.2")
        #expect(!versions.contains("15.3"))
        #expect(
            ventura.allSatisfy {
                ($0["minimumMacOS"] as? String).map { $0.split(separator: ".").first.flatMap { Int($0) } ?? 99 } ?? 99 <= 13
            })

        let swift510 = try results(["xcode", "--swift", "5.10"])
        #expect(swift510.compactMap { $0["version"] as? String } == ["15.4", "15.3"])
    }

    @Test func xcodeRejectsAValueThatIsNotAVersion() throws {
        let run = try OscatProcess.run(["xcode", "--sdk", "seventeen"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--sdk"))
        #expect(run.stdout.isEmpty)
    }

    @Test func requirementsAreNewestFirstAndCoverEveryYearFrom2017() throws {
        let rules = try results(["requirements"])
        let days = rules.compactMap { $0["effective"] as? String }
        #expect(days.count == rules.count)
        #expect(days == days.sorted(by: >))
        let years = Set(days.map { String($0.prefix(4)) })
        for year in 2017...2026 { #expect(years.contains(String(year)), "no rule takes effect in \(year)") }
        #expect(rules.allSatisfy { !(($0["sources"] as? [String]) ?? []).isEmpty })
    }

    @Test func showGivesAToolItsDates() throws {
        let rule = try OscatProcess.json(try OscatProcess.run(["show", "submission-privacy-policy-2018", "--format", "json"]).stdout)
        #expect(rule["effective"] as? String == "2018-10-03")
        #expect(rule["announced"] as? String == "2018-08-30")
        #expect(rule["until"] is NSNull)
        let text = try OscatProcess.run(["show", "free-provisioning"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("In effect from: 16 September 2015"))
        let undated = try OscatProcess.run(["show", "simulator"])
        #expect(!undated.stdout.contains("In effect from"))
    }
}
