import OSCatalog
import TemplateEngine

extension PageContext {
    /// The release timeline: one mark per version on a line of years, each mark a link to the
    /// version's page; labels alternate above and below the line so neighbours never overlap.
    func timelineDiagram(on page: SiteRoute) -> Diagram? {
        guard let first = catalog.versions.first?.released.year, let last = catalog.versions.last?.released.year else {
            return nil
        }
        let margin = 56
        let yearWidth = 64
        let axisY = 110
        let width = margin * 2 + (last - first + 1) * yearWidth
        let marks: [TemplateValue] = catalog.versions.enumerated().map { index, version in
            let day = version.released
            let fraction = Double(day.month - 1) / 12 + Double(day.day - 1) / 372
            let x = margin + Int((Double(day.year - first) + fraction) * Double(yearWidth))
            let above = index.isMultiple(of: 2)
            return .object([
                "href": .string(href(from: page, to: version)),
                "name": .string(version.name),
                "year": .string(String(day.year)),
                "x": .int(x),
                "labelY": .int(above ? axisY - 44 : axisY + 40),
                "yearY": .int(above ? axisY - 28 : axisY + 56),
                "tickY": .int(above ? axisY - 22 : axisY + 22),
            ])
        }
        let title = strings.siteDiagramTimeline
        return Diagram(
            template: "timeline", fileName: "timeline.svg", title: title,
            model: [
                "title": .string(title), "width": .int(width), "height": .int(axisY * 2), "axisY": .int(axisY),
                "axisStart": .int(margin / 2), "axisEnd": .int(width - margin / 2), "marks": .list(marks),
            ])
    }
}
