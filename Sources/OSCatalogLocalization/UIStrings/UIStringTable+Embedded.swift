import StringCatalogs

extension UIStringTable {
    /// The table built into the binary (`Localization/Localizable.xcstrings` at build time).
    /// Empty if the embedded file cannot be read, which the tests rule out.
    public static let embedded: UIStringTable = {
        for file in EmbeddedStringCatalogs.all where file.name == "Localizable.xcstrings" {
            if let catalog = try? StringCatalog(bytes: Array(file.text.utf8)) { return UIStringTable(catalog: catalog) }
        }
        return UIStringTable(catalog: StringCatalog())
    }()
}
