import OSCatalog
import TemplateEngine

extension PageContext {
    /// The architecture diagram: the four layers from top to bottom, each box holding its
    /// frameworks; every layer and every framework is a link to its page.
    func layerStackDiagram(on page: SiteRoute) -> Diagram {
        let width = 960
        let padding = 16
        let columns = 5
        let gap = 8
        let boxHeight = 30
        let header = 40
        let boxWidth = (width - 2 * padding - 2 * padding - (columns - 1) * gap) / columns
        var y = padding
        var layers: [TemplateValue] = []
        for layer in catalog.layers {
            let members = sortedByName(catalog.frameworks.filter { $0.layerID == layer.id }, \.name)
            let rows = (members.count + columns - 1) / columns
            let height = header + rows * (boxHeight + gap) + padding - gap + (rows == 0 ? gap : 0)
            let boxes: [TemplateValue] = members.enumerated().map { index, framework in
                let x = 2 * padding + (index % columns) * (boxWidth + gap)
                let top = y + header + (index / columns) * (boxHeight + gap)
                return .object([
                    "href": .string(href(from: page, to: framework)), "name": .string(framework.name),
                    "x": .int(x), "y": .int(top), "width": .int(boxWidth), "height": .int(boxHeight),
                    "textX": .int(x + boxWidth / 2), "textY": .int(top + boxHeight / 2 + 5),
                ])
            }
            layers.append(
                .object([
                    "href": .string(href(from: page, to: layer)), "name": .string(layer.name),
                    "position": .int(layer.position),
                    "x": .int(padding), "y": .int(y), "width": .int(width - 2 * padding), "height": .int(height),
                    "labelX": .int(2 * padding), "labelY": .int(y + 26), "frameworks": .list(boxes),
                ]))
            y += height + gap
        }
        let title = strings.siteDiagramLayers
        return Diagram(
            template: "layer-stack", fileName: "architecture.svg", title: title,
            model: ["title": .string(title), "width": .int(width), "height": .int(y + padding - gap), "layers": .list(layers)])
    }
}
