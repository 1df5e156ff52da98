import Locales
import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// Media formats: the matrix of formats by version, then by kind: each kind opens with a
    /// comparison table (format, introduced, playback, capture, encode), then every format with
    /// its facts and sources.
    func codecsPage() -> SitePage {
        let route = routes.codecs
        var anchors: [String] = []
        let groups: [TemplateValue] = Codec.Kind.allCases.compactMap { kind in
            let members = catalog.codecs.filter { $0.codecKind == kind }
            guard !members.isEmpty else { return nil }
            anchors += members.map(\.id)
            return .object([
                "heading": .string(strings.text(heading(of: kind))),
                "hasLimits": .bool(members.contains { $0.limits != nil }),
                "hasDocumented": .bool(members.contains { $0.introducedID != nil && $0.introducedBasis == .documented }),
                "rows": .list(
                    members.map { codec in
                        .object([
                            "name": .string(codec.name), "href": .string(href(from: route, to: codec)),
                            "introduced": .string(introducedCell(codec)),
                            "playback": .string(supportCell(codec, .playback)), "capture": .string(supportCell(codec, .capture)),
                            "encode": .string(supportCell(codec, .encode)), "limits": .string(limitsCell(codec.limits)),
                        ])
                    }),
                "codecs": .list(
                    members.map { codec in
                        .object(
                            [
                                "name": .string(codec.name), "summary": .string(text(codec.summary)),
                                "facts": facts(codecFacts(codec)),
                            ].merging(entryDetails(codec, on: route, also: codec.support.flatMap(\.citations), inSection: true)))
                    }),
            ])
        }
        let kinds = Codec.Kind.allCases.compactMap { kind -> (kind: Codec.Kind, name: String, codecs: [Codec])? in
            let members = catalog.codecs.filter { $0.codecKind == kind }
            return members.isEmpty ? nil : (kind, strings.text(heading(of: kind)), members)
        }
        let matrix = codecMatrix(on: route, kinds: kinds)
        return SitePage(
            route: route, template: .codecs, title: strings.siteCodecsTitle, description: strings.siteCodecsIntro,
            section: .codecs, model: ["groups": .list(groups), "matrix": .object(matrix)], anchors: anchors,
            fragments: ["matrix": SiteFragment(template: "html/matrix.html", model: matrix)])
    }

    private func heading(of kind: Codec.Kind) -> StringKey {
        switch kind {
        case .audio: .siteCodecsAudio
        case .video: .siteCodecsVideo
        case .image: .siteCodecsImage
        case .streaming: .siteCodecsStreaming
        case .subtitle: .siteCodecsSubtitle
        case .container: .siteCodecsContainer
        }
    }

    /// The release that introduced a format for the comparison table: "iOS 11", "≤ iPhone OS 3"
    /// when that release is only the earliest a source documents, or a dash.
    private func introducedCell(_ codec: Codec) -> String {
        guard let id = codec.introducedID else { return "—" }
        let name = catalog.versionName(of: id)
        return codec.introducedBasis == .documented ? strings.introducedDocumented(name) : name
    }

    /// A video profile's limits in one cell ("1280×720, 30 fps"), or a dash.
    private func limitsCell(_ limits: VideoLimits?) -> String {
        guard let limits else { return "—" }
        var parts: [String] = []
        if let width = limits.maxWidth, let height = limits.maxHeight {
            parts.append(
                strings.siteFactFrameSize(LocaleFormatting.integer(width, locale: locale), LocaleFormatting.integer(height, locale: locale))
            )
        }
        if let rate = limits.maxFrameRate { parts.append(strings.siteFactFrameRate(LocaleFormatting.integer(rate, locale: locale))) }
        if let profile = limits.profile { parts.append([profile, limits.level].compactMap { $0 }.joined(separator: " ")) }
        return parts.isEmpty ? "—" : parts.joined(separator: "; ")
    }

    /// The comparison-table cell of one feature: the first version with it, "yes" when the
    /// sources confirm it without a release, or a dash.
    private func supportCell(_ codec: Codec, _ feature: MediaSupport.Feature) -> String {
        if let since = catalog.earliestSupport(of: codec, feature)?.sinceID { return catalog.versionName(of: since) }
        return codec.support.contains { $0.feature == feature } ? strings.supportYes : "—"
    }

    /// A codec's facts: when it arrived, what iOS does with it since when and on which
    /// devices, its file extensions and, for a video profile, its limits.
    private func codecFacts(_ codec: Codec) -> [String?] {
        func number(_ value: Int?) -> String? { value.map { LocaleFormatting.integer($0, locale: locale) } }
        var lines: [String?] = [
            codec.introducedID.map { id in
                codec.introducedBasis == .documented
                    ? strings.siteFactIntroducedDocumented(catalog.versionName(of: id))
                    : strings.siteFactIntroduced(catalog.versionName(of: id))
            }
        ]
        for fact in codec.support {
            let line =
                fact.sinceID.map { strings.siteFactSupport(strings.text(featureName(fact.feature)), catalog.versionName(of: $0)) }
                ?? strings.supportLineUndated(strings.text(featureName(fact.feature)))
            lines.append(fact.requires.map { strings.supportLineRequires(line, text($0)) } ?? line)
        }
        if !codec.containers.isEmpty {
            lines.append(strings.siteFactExtensions(codec.containers.map { "." + $0 }.joined(separator: ", ")))
        }
        guard let limits = codec.limits else { return lines }
        lines.append(number(limits.maxBitrateKbps).map { strings.siteFactBitrate($0) })
        if let width = number(limits.maxWidth), let height = number(limits.maxHeight) {
            lines.append(strings.siteFactFrameSize(width, height))
        }
        lines.append(number(limits.maxFrameRate).map { strings.siteFactFrameRate($0) })
        lines.append(limits.profile.map { strings.siteFactProfile($0) })
        lines.append(limits.level.map { strings.siteFactLevel($0) })
        lines.append(limits.audio.map { strings.siteFactAudio($0) })
        return lines
    }

    private func featureName(_ feature: MediaSupport.Feature) -> StringKey {
        switch feature {
        case .playback: .siteFeaturePlayback
        case .capture: .siteFeatureCapture
        case .encode: .siteFeatureEncode
        }
    }
}
