import OSCatalog

/// How many frameworks each major version has, the numbers the availability page's charts and
/// their tables show: available ones per layer (deprecated ones included, since they still
/// ship), and how many the version introduced, deprecated and removed.
struct FrameworkCounts: Sendable {
    /// One major version's counts.
    struct Row: Sendable {
        var version: OSVersion
        /// Frameworks available during the version, per layer in the catalog's layer order.
        var perLayer: [Int]
        var introduced: Int
        var deprecated: Int
        var removed: Int
        /// Every framework available during the version.
        var total: Int { perLayer.reduce(0, +) }
    }

    /// The layers, top first, as the columns of `perLayer`.
    var layers: [Layer]
    /// One row per major version, oldest first.
    var rows: [Row]

    init(catalog: Catalog) {
        layers = catalog.layers
        let layers = self.layers
        rows = catalog.versions.map { version in
            let present = catalog.frameworks.filter { framework in
                switch catalog.availability(of: framework, during: version.id) {
                case .available, .deprecated: true
                case .unavailable, .removed: false
                }
            }
            return Row(
                version: version,
                perLayer: layers.map { layer in present.count { $0.layerID == layer.id } },
                introduced: catalog.frameworks(\.introducedReference, in: version.id).count,
                deprecated: catalog.frameworks(\.deprecatedID, in: version.id).count,
                removed: catalog.frameworks(\.removedID, in: version.id).count)
        }
    }
}
