import OSCatalog
import TemplateEngine

/// The availability page's two bar charts, one bar per major version, drawn to scale: how many
/// frameworks each version has, stacked by layer, and how many it introduced (above the line)
/// and deprecated or removed (below it). Both are images beside the page (SVG files with their
/// own light and dark styles), each followed on the page by the table it is drawn from.
extension PageContext {
    /// The chart geometry shared by both: bar width and spacing, margins, plot height.
    private enum Geometry {
        static let left = 24
        static let step = 40
        static let bar = 26
        static let plot = 240
        static let top = 48
        static let labelGap = 18
    }

    /// The width of a chart of `count` bars.
    private func chartWidth(bars count: Int) -> Int { Geometry.left * 2 + count * Geometry.step }

    /// The left edge of bar `index`.
    private func barX(_ index: Int) -> Int { Geometry.left + index * Geometry.step + (Geometry.step - Geometry.bar) / 2 }

    /// A legend row: a swatch and a name per series, laid out left to right from an estimate of
    /// each name's width (7 px a character at 12 px).
    private func legend(_ series: [(name: String, style: String)]) -> [TemplateValue] {
        var x = Geometry.left
        return series.map { item in
            defer { x += 28 + item.name.count * 7 + 16 }
            return .object([
                "x": .int(x), "textX": .int(x + 20), "name": .string(item.name), "style": .string(item.style),
            ])
        }
    }

    /// Frameworks available in each major version, stacked by layer (the bottom layer at the
    /// bottom), with each bar's total above it.
    func growthChart(_ counts: FrameworkCounts) -> Diagram {
        let maximum = max(1, counts.rows.map(\.total).max() ?? 1)
        let baseline = Geometry.top + Geometry.plot
        func height(_ value: Int) -> Int { Int((Double(value) * Double(Geometry.plot) / Double(maximum)).rounded()) }
        let styles = counts.layers.indices.map { "series-\($0 + 1)" }
        let bars: [TemplateValue] = counts.rows.enumerated().map { index, row in
            var y = baseline
            var segments: [TemplateValue] = []
            // Bottom layer first, so the stack reads like the architecture diagram.
            for layerIndex in counts.layers.indices.reversed() {
                let value = row.perLayer[layerIndex]
                guard value > 0 else { continue }
                let top = baseline - height(row.perLayer[layerIndex...].reduce(0, +))
                segments.append(
                    .object([
                        "x": .int(barX(index)), "y": .int(top), "height": .int(max(1, y - top)),
                        "style": .string(styles[layerIndex]),
                        "label": .string("\(row.version.name), \(counts.layers[layerIndex].name): \(value)"),
                    ]))
                y = top
            }
            return .object([
                "x": .int(barX(index)), "center": .int(barX(index) + Geometry.bar / 2), "segments": .list(segments),
                "value": .string(String(row.total)), "valueY": .int(baseline - height(row.total) - 6),
                "name": .string(String(row.version.major)),
            ])
        }
        return barChart(
            id: "growth", title: strings.siteChartGrowth, bottom: baseline, baseline: baseline,
            legend: counts.layers.enumerated().map { ($1.name, styles[$0]) }, bars: bars, below: [])
    }

    /// Frameworks introduced in each major version above the line, deprecated and removed below
    /// it, each bar with its count.
    func changesChart(_ counts: FrameworkCounts) -> Diagram {
        let up = max(1, counts.rows.map(\.introduced).max() ?? 1)
        let down = counts.rows.map { $0.deprecated + $0.removed }.max() ?? 0
        let scale = Double(Geometry.plot) / Double(up + down)
        func height(_ value: Int) -> Int { value == 0 ? 0 : max(1, Int((Double(value) * scale).rounded())) }
        let baseline = Geometry.top + height(up)
        let introduced = strings.siteChartIntroduced
        let deprecated = strings.siteChartDeprecated
        let removed = strings.siteChartRemoved
        var bars: [TemplateValue] = []
        var below: [TemplateValue] = []
        for (index, row) in counts.rows.enumerated() {
            let x = barX(index)
            let center = x + Geometry.bar / 2
            let segments: [TemplateValue] =
                row.introduced == 0
                ? []
                : [
                    .object([
                        "x": .int(x), "y": .int(baseline - height(row.introduced)), "height": .int(height(row.introduced)),
                        "style": "series-introduced", "label": .string("\(row.version.name), \(introduced): \(row.introduced)"),
                    ])
                ]
            bars.append(
                .object([
                    "x": .int(x), "center": .int(center), "segments": .list(segments),
                    "value": .string(row.introduced == 0 ? "" : String(row.introduced)),
                    "valueY": .int(baseline - height(row.introduced) - 6), "name": .string(String(row.version.major)),
                ]))
            var y = baseline
            var downSegments: [TemplateValue] = []
            for (value, style, name) in [(row.deprecated, "series-deprecated", deprecated), (row.removed, "series-removed", removed)]
            where value > 0 {
                downSegments.append(
                    .object([
                        "x": .int(x), "y": .int(y), "height": .int(height(value)), "style": .string(style),
                        "label": .string("\(row.version.name), \(name): \(value)"),
                    ]))
                y += height(value)
            }
            if !downSegments.isEmpty {
                below.append(
                    .object([
                        "x": .int(x), "center": .int(center), "segments": .list(downSegments),
                        "value": .string(String(row.deprecated + row.removed)), "valueY": .int(y + 14),
                    ]))
            }
        }
        let bottom = baseline + height(down) + (down > 0 ? 20 : 0)
        return barChart(
            id: "changes", title: strings.siteChartChanges, bottom: bottom, baseline: baseline,
            legend: [(introduced, "series-introduced"), (deprecated, "series-deprecated"), (removed, "series-removed")],
            bars: bars, below: below)
    }

    /// A chart of `Templates/svg/bar-chart.svg`, `availability-<id>.svg`: `bars` stand on the
    /// line at `baseline`, `below` hang from it, and the version names go under `bottom`.
    private func barChart(
        id: String, title: String, bottom: Int, baseline: Int, legend series: [(name: String, style: String)],
        bars: [TemplateValue], below: [TemplateValue]
    ) -> Diagram {
        let width = chartWidth(bars: catalog.versions.count)
        return Diagram(
            template: "bar-chart", fileName: "availability-\(id).svg", title: title,
            model: [
                "title": .string(title), "width": .int(width),
                "height": .int(bottom + Geometry.labelGap + 12), "baseline": .int(baseline),
                "axisStart": .int(Geometry.left), "axisEnd": .int(width - Geometry.left),
                "nameY": .int(bottom + Geometry.labelGap), "legend": .list(legend(series)),
                "bars": .list(bars), "below": .list(below),
            ])
    }
}
