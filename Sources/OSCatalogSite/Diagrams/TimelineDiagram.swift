import OSCatalog
import TemplateEngine

extension PageContext {
    /// The release timeline, to scale: one mark per version on a line of years, each mark a link
    /// to the version's page, and a small tick on the line for each of its point releases;
    /// labels alternate above and below the line so neighbours never overlap.
    /// The timeline's margin on each side and the width of a year, in pixels.
    static let timelineMargin = 56
    static let timelineYearWidth = 64

    /// Where `day` falls on the timeline whose first year is `first`.
    func timelineX(of day: CatalogDate, first: Int) -> Int {
        let fraction = Double(day.month - 1) / 12 + Double(day.day - 1) / 372
        return Self.timelineMargin + Int((Double(day.year - first) + fraction) * Double(Self.timelineYearWidth))
    }

    func timelineDiagram(on page: SiteRoute) -> Diagram? {
        guard let first = catalog.versions.first?.released.year, let last = catalog.versions.last?.released.year else {
            return nil
        }
        let margin = Self.timelineMargin
        let yearWidth = Self.timelineYearWidth
        let axisY = 110
        let width = margin * 2 + (last - first + 1) * yearWidth
        func position(_ day: CatalogDate) -> Int { timelineX(of: day, first: first) }
        // Every point release after x.0, once per day (several can share one).
        let updates = Set(
            catalog.versions.flatMap { version in version.releases.filter { $0.date != version.released }.map { position($0.date) } })
        let releases: [TemplateValue] = updates.sorted().map { .object(["x": .int($0)]) }
        let marks: [TemplateValue] = catalog.versions.enumerated().map { index, version in
            let day = version.released
            let x = position(day)
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
                "releases": .list(releases), "releaseTop": .int(axisY - 5), "releaseBottom": .int(axisY + 5),
            ])
    }
}
