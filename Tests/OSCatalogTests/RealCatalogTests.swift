import Foundation
import OSCatalog
import TestSupport
import Testing

/// The real catalog in `Catalog/`: it loads, it holds what the product promises, every text
/// exists in every language, and docs/COVERAGE.md's framework table matches it.
@Suite struct RealCatalogTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.realCatalog()
    }

    @Test func holdsTheScopeThePlatformCatalogPromises() {
        #expect(catalog.versions.count >= 19)
        #expect(catalog.versions.first?.id == "iphone-os-1")
        #expect(catalog.versions.contains { $0.id == "ios-18" } && catalog.versions.last?.id == "ios-26")
        #expect(catalog.layers.map(\.id) == ["cocoa-touch", "media", "core-services", "core-os"])
        #expect(catalog.services.count >= 25)
        #expect(catalog.frameworks.count >= 200)
        #expect(catalog.codecs.filter { $0.codecKind == .audio }.count >= 9)
        let video = catalog.codecs.filter { $0.codecKind == .video }
        #expect(video.count >= 3)
        // Every video entry says either what it plays within (limits) or what iOS does with it
        // since when (support facts).
        #expect(video.allSatisfy { $0.limits != nil || !$0.support.isEmpty })
        #expect(!catalog.codecs.filter { $0.codecKind == .image }.isEmpty)
        #expect(catalog.programs.count >= 3)
        #expect(catalog.tools.count >= 5)
        #expect(catalog.sources.count >= 6)
        for id in ["stefancik-2015", "omega-moveme-fr", "social-client-thesis-ru", "haggerud-2012"] {
            #expect(catalog.source(id: id) != nil, "\(id)")
        }
    }

    @Test func everyLayerHasFrameworksAndEveryFrameworkALayer() {
        for layer in catalog.layers {
            #expect(catalog.frameworks(matching: FrameworkQuery(layerID: layer.id)).count >= 5, "\(layer.id)")
        }
    }

    /// Every framework says who placed it in its layer; Apple's placements cite Apple's
    /// overview, oscat's own ones give a rationale.
    @Test func everyFrameworkRecordsItsLayerBasis() {
        for framework in catalog.frameworks {
            switch framework.layerBasis {
            case .apple:
                #expect(framework.citations.contains { $0.sourceID == "apple-ios-technology-overview" }, "\(framework.id)")
            case .assigned:
                #expect(framework.layerRationale != nil, "\(framework.id)")
            case nil:
                Issue.record("\(framework.id) has no layerBasis")
            }
        }
    }

    /// Between every two consecutive major versions from iPhone OS 2 on, the SDK changed, and
    /// `diff` shows it: at least one framework introduced, deprecated or removed.
    @Test func everyConsecutivePairOfMajorVersionsHasAFrameworkChange() throws {
        let majors = catalog.versions.drop { $0.id != "iphone-os-2" }
        #expect(majors.count >= 18)
        for (earlier, later) in zip(majors, majors.dropFirst()) {
            let diff = catalog.diff(from: earlier, to: later)
            #expect(!(diff.introduced.isEmpty && diff.deprecated.isEmpty && diff.removed.isEmpty), "\(earlier.id) → \(later.id)")
        }
        let iPhoneOS1 = try #require(catalog.version(id: "iphone-os-1"))
        let iPhoneOS2 = try #require(catalog.version(id: "iphone-os-2"))
        #expect(!catalog.diff(from: iPhoneOS1, to: iPhoneOS2).introduced.isEmpty)
    }

    @Test func theFrameworksAppsAskForMostAreThereWithVerifiedDates() throws {
        let expected: [(module: String, introduced: String)] = [
            ("SwiftUI", "ios-13"), ("Combine", "ios-13"), ("ARKit", "ios-11"), ("RealityKit", "ios-13"), ("CoreML", "ios-11"),
            ("Vision", "ios-11"), ("NaturalLanguage", "ios-12"), ("Speech", "ios-10"), ("UserNotifications", "ios-10"),
            ("AppIntents", "ios-16"), ("ActivityKit", "ios-16.1"), ("WidgetKit", "ios-14"), ("BackgroundTasks", "ios-13"),
            ("AuthenticationServices", "ios-12"), ("CryptoKit", "ios-13"), ("AppTrackingTransparency", "ios-14"),
            ("CallKit", "ios-10"), ("Intents", "ios-10"), ("CarPlay", "ios-12"), ("CoreNFC", "ios-11"), ("CoreHaptics", "ios-13"),
            ("PencilKit", "ios-13"), ("PDFKit", "ios-11"), ("SwiftData", "ios-17"), ("Observation", "ios-17"),
            ("FoundationModels", "ios-26"), ("CoreSpotlight", "ios-9"), ("VideoToolbox", "ios-8"), ("AVFAudio", "ios-14.5"),
            ("GameplayKit", "ios-9"), ("ReplayKit", "ios-9"), ("MetricKit", "ios-13"), ("StoreKit", "iphone-os-3"),
            ("NewsstandKit", "ios-5"), ("AVFoundation", "iphone-os-2.2"), ("CoreText", "iphone-os-3.2"),
        ]
        for (module, introduced) in expected {
            let framework = catalog.frameworks.first { $0.module == module }
            #expect(framework?.introducedID == introduced, "\(module): \(framework?.introducedID ?? "missing")")
            #expect(framework?.citations.isEmpty == false, "\(module)")
        }
        #expect(catalog.frameworks.first { $0.module == "NewsstandKit" }?.removedID != nil, "NewsstandKit is gone from the SDK")
        #expect(catalog.frameworks.count >= 200)
    }

    @Test func versionsAreOrderedAndReleasedAfterTheirAnnouncement() {
        for (earlier, later) in zip(catalog.versions, catalog.versions.dropFirst()) {
            #expect(earlier.major < later.major)
            #expect(earlier.released < later.released, "\(earlier.id) \(later.id)")
        }
        for version in catalog.versions { #expect(version.announced <= version.released, "\(version.id)") }
    }

    @Test func everyTextExistsInEveryLanguage() {
        for entity in catalog.allEntities {
            var texts = [entity.summary] + entity.notes
            switch entity {
            case let framework as Framework: texts += framework.capabilities
            case let version as OSVersion: texts += version.highlights
            case let program as DeveloperProgram: texts += program.benefits
            case let tool as DevelopmentTool: texts += tool.details
            default: break
            }
            for text in texts {
                #expect(text.missingLanguages.isEmpty, "\(entity.id): \(text.english)")
            }
        }
    }

    @Test func everyEntryCitesAKnownSourceAndEverySourceIsCited() {
        var cited: Set<String> = []
        for entity in catalog.allEntities where entity.kind != .source {
            #expect(!entity.citations.isEmpty, "\(entity.id)")
            // A version's point releases and a tool's releases cite sources of their own.
            for citation in entity.everyCitation {
                #expect(catalog.source(id: citation.sourceID) != nil, "\(entity.id) → \(citation.sourceID)")
                cited.insert(citation.sourceID)
            }
        }
        for source in catalog.sources { #expect(cited.contains(source.id), "\(source.id) is never cited") }
    }

    /// The `| Framework | Layer |` table of docs/COVERAGE.md: the frameworks the Czech thesis's
    /// architecture chapter names, each with the layer the thesis gives.
    @Test func coverageTableFrameworksExistInTheirLayers() throws {
        let coverage = try String(
            contentsOf: SharedTestdata.packageRoot.appendingPathComponent("docs/COVERAGE.md"), encoding: .utf8)
        let lines = coverage.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| Framework | Layer |"))
        var rows: [(name: String, layer: String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            rows.append((cells[0], cells[1]))
        }
        #expect(rows.count >= 40)
        for row in rows {
            let framework = catalog.frameworks.first { $0.name == row.name }
            #expect(framework != nil, "\(row.name) is not in the catalog")
            #expect(framework?.layerID == row.layer, "\(row.name): catalog layer \(framework?.layerID ?? "-"), thesis \(row.layer)")
        }
    }

    /// The "SDK coverage" table of docs/COVERAGE.md: every framework bundle of the SDK snapshots
    /// read, with the catalog entry that covers it or the reason it is left out. Each listed id
    /// exists with exactly that module, each left-out bundle gives one of the documented
    /// reasons, no bundle is listed twice, and every catalog framework is accounted for.
    @Test func sdkCoverageTableMatchesTheCatalog() throws {
        let coverage = try String(
            contentsOf: SharedTestdata.packageRoot.appendingPathComponent("docs/COVERAGE.md"), encoding: .utf8)
        let lines = coverage.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| Bundle or module | Snapshots with it | Catalog id | Left out because |"))
        let reasons: Set<String> = [
            "private", "cross-import overlay", "not developer-facing", "simulator only", "beta only",
            "renamed", "not importable by apps",
        ]
        var modules: [String] = []
        var listedIDs: Set<String> = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(cells.count == 4, "\(line)")
            let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            modules.append(module)
            let id = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if id.isEmpty || id == "—" {
                let reason = cells[3].split(separator: ":").first.map(String.init) ?? ""
                #expect(reasons.contains(reason), "\(module): '\(cells[3])' is not a documented reason")
            } else {
                let framework = catalog.framework(id: id)
                #expect(framework != nil, "\(module): no framework '\(id)' in the catalog")
                #expect(framework?.module == module, "\(id): module \(framework?.module ?? "-"), table \(module)")
                listedIDs.insert(id)
            }
        }
        #expect(modules.count >= 200)
        #expect(Set(modules).count == modules.count, "a bundle is listed twice")
        let unlisted = catalog.frameworks.map(\.id).filter { !listedIDs.contains($0) }
        #expect(unlisted.isEmpty, "catalog frameworks missing from the SDK coverage table: \(unlisted)")
    }
}
