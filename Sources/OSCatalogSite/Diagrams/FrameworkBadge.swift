import OSCatalog
import TemplateEngine

/// A framework's embeddable badge, as shields.io draws them: its name on the left and, on the
/// right, since when it is there ("iOS 13+"), or that it is deprecated or removed, coloured by
/// that state. The HTML site writes one per framework and language, `badges/<locale>/<id>.svg`,
/// for READMEs and other docs to show.
extension PageContext {
    /// The path of `framework`'s badge below the site's root.
    func badgePath(of framework: Framework) -> [String] {
        ["badges", locale.description.lowercased(), framework.id + ".svg"]
    }

    /// The badge's state text: "iOS 16.1+", "deprecated in iOS 9", "removed in iOS 17".
    func badgeStatus(of framework: Framework) -> (text: String, state: String) {
        if let removed = framework.removedID { return (strings.statusRemovedIn(catalog.versionName(of: removed)), "removed") }
        if let deprecated = framework.deprecatedID {
            return (strings.statusDeprecatedIn(catalog.versionName(of: deprecated)), "deprecated")
        }
        return (catalog.versionName(of: framework.introducedID) + "+", "available")
    }

    /// The badge: widths from an estimate of the text (7 px a character at 11 px, as shields.io's
    /// Verdana), white text on colours of at least 4.5:1 contrast.
    func badge(of framework: Framework) -> Diagram {
        let (status, state) = badgeStatus(of: framework)
        let padding = 12
        let labelWidth = framework.name.count * 7 + padding
        let statusWidth = status.count * 7 + padding
        let colour =
            switch state {
            case "removed": "#b3261e"
            case "deprecated": "#9a5700"
            default: "#2b7a3d"
            }
        return Diagram(
            template: "badge", fileName: framework.id + ".svg", title: "\(framework.name): \(status)",
            model: [
                "title": .string("\(framework.name): \(status)"), "label": .string(framework.name), "status": .string(status),
                "width": .int(labelWidth + statusWidth), "labelWidth": .int(labelWidth), "statusWidth": .int(statusWidth),
                "labelX": .int(labelWidth / 2), "statusX": .int(labelWidth + statusWidth / 2), "colour": .string(colour),
            ])
    }
}
