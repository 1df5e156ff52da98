import Foundation
import Locales
import OSCatalog
import TestSupport
import Testing

/// End-to-end: the built `oscat` answers queries on the real catalog.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct QueryCommandTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogLoader.load(from: .flag(directory: OscatProcess.packageRoot.appendingPathComponent("Catalog").path))
    }

    private func results(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        return try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
    }

    @Test func coreServicesFrameworksAsJSONCarryTheDocumentedFields() throws {
        let results = try results(["frameworks", "--layer", "core-services"])
        let expected = catalog.frameworks.filter { $0.layerID == "core-services" }
        #expect(results.count == expected.count)
        #expect(results.count >= 20)
        for result in results {
            #expect(result["layer"] as? String == "core-services")
            for key in ["id", "name", "introduced", "summary"] { #expect(result[key] is String, "\(key)") }
        }
        #expect(results.map { $0["id"] as? String } == expected.map(\.id))
    }

    @Test func tableCSVAndMarkdownCarryTheSameRowsAsJSON() throws {
        let ids = try results(["frameworks", "--layer", "core-services"]).compactMap { $0["id"] as? String }
        for format in ["table", "csv", "markdown"] {
            let run = try OscatProcess.run(["frameworks", "--layer", "core-services", "--format", format])
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let found = ids.filter { id in lines.contains { $0.contains(id) } }
            #expect(found == ids, "\(format)")
        }
        let csv = try OscatProcess.run(["frameworks", "--layer", "core-services", "--format", "csv"]).stdout
        #expect(csv.hasPrefix("ID,Name,Layer,Since,Status,Summary\r\n"))
        let markdown = try OscatProcess.run(["frameworks", "--layer", "core-services", "--format", "markdown"]).stdout
        #expect(markdown.split(separator: "\n").dropFirst().first?.hasPrefix("| ---") == true)
    }

    @Test func czechGivesCzechSummaries() throws {
        let results = try results(["frameworks", "--layer", "core-services", "--lang", "cs"])
        for result in results {
            let id = try #require(result["id"] as? String)
            let framework = try #require(catalog.framework(id: id))
            #expect(result["summary"] as? String == framework.summary.text(in: .czech))
            #expect(result["summary"] as? String != framework.summary.english)
        }
    }

    @Test func languageComesFromTheEnvironmentWhenNotGiven() throws {
        let run = try OscatProcess.run(["layers", "--format", "json"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(try OscatProcess.json(run.stdout)["language"] as? String == "ru")
        let fallback = try OscatProcess.run(["layers", "--format", "json"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(fallback.status == 0)
        #expect(try OscatProcess.json(fallback.stdout)["language"] as? String == "en")
        #expect(fallback.stderr.contains("'de_DE.UTF-8' is not supported"))
        #expect(fallback.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnsupportedEnvironmentLanguageIsSilentWhereNoCatalogTextIsShown() throws {
        let german = ["LANG": "de_DE.UTF-8"]
        for arguments in [["--version"], ["--help"], ["frameworks", "--help"], ["completions", "bash"], ["validate"]] {
            let run = try OscatProcess.run(arguments, environment: german)
            #expect(run.status == 0, "\(arguments)")
            #expect(!run.stderr.contains("is not supported"), "oscat \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        let flag = try OscatProcess.run(["frameworks", "--lang", "de"], environment: [:])
        #expect(flag.status == 64, "an unsupported --lang is a usage error: \(flag.stderr)")
        #expect(flag.stderr.contains("'de'"), "the usage error names the value: \(flag.stderr)")
    }

    @Test func everyListingWorksInEveryFormatAndLanguage() throws {
        for command in ["versions", "layers", "services", "frameworks", "codecs", "programs", "tools", "xcode", "requirements"] {
            for lang in CatalogLanguage.allCases {
                let run = try OscatProcess.run([command, "--lang", lang.code, "--format", "json"])
                #expect(run.status == 0, "\(command) \(lang)")
                let count = try OscatProcess.json(run.stdout)["count"] as? Int ?? 0
                #expect(count > 0, "\(command) \(lang)")
            }
        }
    }

    @Test func filtersNarrowTheFrameworkList() throws {
        let since = try results(["frameworks", "--since", "ios-8"])
        #expect(!since.isEmpty)
        for result in since {
            let id = try #require(result["introduced"] as? String)
            #expect(catalog.isVersion(id, atLeast: "ios-8"))
        }
        let deprecated = try results(["frameworks", "--deprecated"])
        #expect(deprecated.allSatisfy { !($0["deprecated"] is NSNull) || !($0["removed"] is NSNull) })
        let available = try results(["frameworks", "--available-in", "iPhone OS 2"]).compactMap { $0["id"] as? String }
        #expect(available.contains("ui-kit") && !available.contains("contacts"))
        let searched = try results(["frameworks", "--search", "poloha"]).compactMap { $0["id"] as? String }
        #expect(searched.contains("core-location"))
    }

    @Test func audioCodecsAndContainers() throws {
        let audio = try results(["codecs", "--kind", "audio"])
        #expect(audio.count >= 9)
        #expect(audio.allSatisfy { $0["kind"] as? String == "audio" })
        let mov = try results(["codecs", "--container", "mov"])
        #expect(mov.contains { $0["kind"] as? String == "video" })
    }

    @Test func searchFindsCoreLocationInEveryLanguage() throws {
        for query in ["poloha", "géolocalisation", "геолокация", "Core Location"] {
            let ids = try results(["search", query]).compactMap { $0["id"] as? String }
            #expect(ids.prefix(2).contains("core-location"), "\(query): \(ids)")
        }
    }

    /// One query per language of the ranking set (docs/search-ranking.json) through the binary:
    /// the first hit of `search --format json`. The whole set runs against the CLI in
    /// Scripts/integration/check-search-ranking (CI).
    @Test func searchRanksLikeTheRankingSetInEveryLanguage() throws {
        let cases = [
            ("en", "what is new in iOS 17", "ios-17"), ("cs", "poloze", "core-location"), ("fr", "géolocalisation", "core-location"),
            ("ru", "геолокации", "core-location-ui"), ("sv", "platsen", "core-location-ui"),
        ]
        for (language, query, first) in cases {
            let ids = try results(["--lang", language, "search", query]).compactMap { $0["id"] as? String }
            #expect(ids.first == first, "\(language) \(query): \(ids.prefix(3))")
        }
    }

    @Test func diffListsFrameworksAndHighlights() throws {
        let run = try OscatProcess.run(["diff", "7", "8", "--format", "json"])
        #expect(run.status == 0)
        let json = try OscatProcess.json(run.stdout)
        let introduced = (json["introduced"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let after7 = try #require(catalog.position(ofVersion: "ios-7"))
        let upTo8 = try #require(catalog.position(ofVersion: "ios-8"))
        let expected = catalog.frameworks.filter { framework in
            catalog.position(ofVersion: framework.introducedID).map { $0 > after7 && $0 <= upTo8 } ?? false
        }.map(\.id)
        #expect(introduced == expected)
        #expect(introduced.contains("health-kit"))
        #expect((json["versions"] as? [[String: Any]])?.map { $0["id"] as? String } == ["ios-8"])
        let table = try OscatProcess.run(["diff", "ios-7", "iOS 8"])
        #expect(table.stdout.contains("HealthKit"))
        let reversed = try OscatProcess.run(["diff", "8", "7"])
        #expect(reversed.status == 0 && reversed.stderr.contains("older"))
    }

    @Test func diffSeesPointReleases() throws {
        let run = try OscatProcess.run(["diff", "16", "16.1", "--format", "json"])
        #expect(run.status == 0)
        let json = try OscatProcess.json(run.stdout)
        let introduced = (json["introduced"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(introduced.contains("activity-kit"), "ActivityKit arrived in iOS 16.1: \(introduced)")
        #expect(json["to"] as? String == "ios-16.1")
        let major = try OscatProcess.run(["diff", "16.1", "17", "--format", "json"])
        let later = (try OscatProcess.json(major.stdout)["introduced"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(!later.contains("activity-kit"))
        let table = try OscatProcess.run(["show", "activity-kit"])
        #expect(table.stdout.contains("iOS 16.1"))
    }

    @Test(arguments: [
        ("SwiftUI", "swift-ui"), ("swiftui", "swift-ui"), ("CoreMotion", "core-motion"), ("core motion", "core-motion"),
        ("AV Foundation", "av-foundation"), ("avfoundation", "av-foundation"), ("CoreML", "core-ml"), ("Core ML", "core-ml"),
    ])
    func showFindsAFrameworkByIdNameOrModule(_ text: String, _ id: String) throws {
        let run = try OscatProcess.run(["show", text, "--format", "json"])
        #expect(run.status == 0, "\(text): \(run.stderr)")
        #expect(try OscatProcess.json(run.stdout)["id"] as? String == id)
    }

    @Test func showGivesEveryFactWithSources() throws {
        let run = try OscatProcess.run(["show", "core-motion"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Core Motion"))
        #expect(run.stdout.contains("Sources"))
        let json = try OscatProcess.json(try OscatProcess.run(["show", "core-motion", "--format", "json"]).stdout)
        #expect(json["layer"] as? String == "core-services")
        #expect((json["citations"] as? [Any])?.isEmpty == false)
        for id in catalog.allEntities.map(\.id) {
            let shown = try OscatProcess.run(["show", id, "--format", "json"])
            #expect(shown.status == 0, "\(id)")
        }
    }

    @Test func emptyResultIsASuccessWithANote() throws {
        let run = try OscatProcess.run(["frameworks", "--search", "zzzzqqqq"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "no results\n")
    }
}
