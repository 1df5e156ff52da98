import Foundation
import OSCatalog
import TestSupport
import Testing

/// The real catalog in `Catalog/`: it loads, it holds what the product promises, every text
/// exists in every language, and docs/COVERAGE.md's framework table matches it.
@Suite struct RealCatalogTests {
    let catalog: Catalog

    init() throws {
        let directory = SharedTestdata.packageRoot.appendingPathComponent("Catalog").path
        catalog = try CatalogLoader.load(from: .flag(directory: directory))
    }

    @Test func holdsTheScopeThePlatformCatalogPromises() {
        #expect(catalog.versions.count >= 19)
        #expect(catalog.versions.first?.id == "iphone-os-1")
        #expect(catalog.versions.contains { $0.id == "ios-18" } && catalog.versions.last?.id == "ios-26")
        #expect(catalog.layers.map(\.id) == ["cocoa-touch", "media", "core-services", "core-os"])
        #expect(catalog.services.count >= 25)
        #expect(catalog.frameworks.count >= 70)
        #expect(catalog.codecs.filter { $0.codecKind == .audio }.count >= 9)
        let video = catalog.codecs.filter { $0.codecKind == .video }
        #expect(video.count >= 3)
        #expect(video.allSatisfy { $0.limits != nil && !$0.containers.isEmpty })
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
            for citation in entity.citations {
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
}
