import Foundation
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// The media page: a comparison table per kind, rows that agree with the catalog.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct CodecsPageTests {
    static let markdown = Result { try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)])) }

    @Test func everyFormatHasARowUnderItsKindWithItsFirstReleases() throws {
        let catalog = try SiteFixtures.catalog()
        let strings = LocalizedStrings(locale: .language(.english))
        let page = try #require(try Self.markdown.get()["en/codecs.md"])
        let sections = page.components(separatedBy: "\n## ").dropFirst()
        func cell(_ codec: Codec, _ feature: MediaSupport.Feature) -> String {
            if let since = catalog.earliestSupport(of: codec, feature)?.sinceID { return catalog.versionName(of: since) }
            return codec.support.contains { $0.feature == feature } ? strings.supportYes : "—"
        }
        for kind in Codec.Kind.allCases {
            let members = catalog.codecs.filter { $0.codecKind == kind }
            let heading = strings.text(Self.heading(kind))
            let section = sections.first { $0.hasPrefix(heading + "\n") }
            guard !members.isEmpty else {
                #expect(section == nil, "an empty kind has no section: \(kind)")
                continue
            }
            let text = try #require(section, "\(kind)")
            for codec in members {
                let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| [\(codec.name)](") }, "\(codec.id)")
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                let since =
                    codec.introducedID.map { id in
                        codec.introducedBasis == .documented ? "≤ " + catalog.versionName(of: id) : catalog.versionName(of: id)
                    } ?? "—"
                #expect(
                    Array(cells.dropFirst().prefix(4)) == [since, cell(codec, .playback), cell(codec, .capture), cell(codec, .encode)],
                    "\(codec.id)")
            }
        }
    }

    static func heading(_ kind: Codec.Kind) -> StringKey {
        switch kind {
        case .audio: .siteCodecsAudio
        case .video: .siteCodecsVideo
        case .image: .siteCodecsImage
        case .streaming: .siteCodecsStreaming
        case .subtitle: .siteCodecsSubtitle
        case .container: .siteCodecsContainer
        }
    }
}
