import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// Codecs and media formats: audio formats, video profiles with their limits, containers.
    func codecsPage() -> SitePage {
        let route = routes.codecs
        var anchors: [String] = []
        let groups: [TemplateValue] = Codec.Kind.allCases.map { kind in
            let members = catalog.codecs.filter { $0.codecKind == kind }
            anchors += members.map(\.id)
            let heading: SiteText = switch kind {
            case .audio: .codecsAudio
            case .video: .codecsVideo
            case .container: .codecsContainer
            }
            return .object([
                "heading": .string(strings(heading)),
                "codecs": .list(members.map { codec in
                    .object([
                        "name": .string(codec.name), "summary": .string(text(codec.summary)),
                        "facts": facts(codecFacts(codec)),
                    ].merging(entryDetails(codec, on: route)))
                }),
            ])
        }
        return SitePage(
            route: route, template: .codecs, title: strings(.codecsTitle), description: strings(.codecsIntro),
            section: .codecs, model: ["groups": .list(groups)], anchors: anchors)
    }

    /// A codec's facts: its file extensions and, for a video profile, its limits.
    private func codecFacts(_ codec: Codec) -> [String?] {
        func number(_ value: Int?) -> String? { value.map { LocaleFormatting.integer($0, locale: locale) } }
        var lines: [String?] = []
        if !codec.containers.isEmpty {
            lines.append(strings(.factExtensions, codec.containers.map { "." + $0 }.joined(separator: ", ")))
        }
        guard let limits = codec.limits else { return lines }
        lines.append(number(limits.maxBitrateKbps).map { strings(.factBitrate, $0) })
        if let width = number(limits.maxWidth), let height = number(limits.maxHeight) {
            lines.append(strings(.factFrameSize, width, height))
        }
        lines.append(number(limits.maxFrameRate).map { strings(.factFrameRate, $0) })
        lines.append(limits.profile.map { strings(.factProfile, $0) })
        lines.append(limits.level.map { strings(.factLevel, $0) })
        lines.append(limits.audio.map { strings(.factAudio, $0) })
        return lines
    }
}
