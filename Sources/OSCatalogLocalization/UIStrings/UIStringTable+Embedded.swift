import StringCatalogs

extension UIStringTable {
    /// The table built into the binary: `Localization/Localizable.xcstrings` at build time,
    /// compiled by the build plugin (``CompiledStringCatalog``), so no command parses its JSON
    /// at start-up. Empty if the compiled text cannot be read, which the tests rule out.
    public static let embedded: UIStringTable = {
        guard let catalog = try? CompiledStringCatalog.catalog(from: CompiledStringCatalogText.text) else {
            return UIStringTable(catalog: StringCatalog())
        }
        return UIStringTable(catalog: catalog)
    }()
}
