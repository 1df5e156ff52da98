import Foundation
import JSONReader
import OSCatalogLocalization
import StringCatalogs
import TestSupport
import Testing

/// The UI strings built into the binary are `Localization/Localizable.xcstrings` exactly: the
/// compiled copy the plugin embeds gives the same keys, comments, states and texts as the JSON
/// file read by the String Catalog reader (positions aside, which only the file has).
@Suite struct EmbeddedStringTableTests {
    /// A catalog's content without positions, so a compiled and a parsed copy compare.
    static func content(_ catalog: StringCatalog) -> [String: StringCatalog.Entry] {
        func unit(_ unit: StringCatalog.StringUnit) -> StringCatalog.StringUnit { .init(state: unit.state, value: unit.value) }
        return catalog.entries.mapValues { entry in
            StringCatalog.Entry(
                comment: entry.comment,
                localizations: entry.localizations.mapValues { localization in
                    switch localization {
                    case .unit(let one): .unit(unit(one))
                    case .plural(let units): .plural(units.mapValues(unit))
                    }
                })
        }
    }

    @Test func theEmbeddedTableIsTheStringCatalogFile() throws {
        let url = SharedTestdata.packageRoot.appendingPathComponent("Localization/Localizable.xcstrings")
        let file = try StringCatalog(bytes: [UInt8](try Data(contentsOf: url)))
        let embedded = UIStringTable.embedded.catalog
        #expect(!embedded.entries.isEmpty)
        #expect(embedded.sourceLanguage == file.sourceLanguage)
        #expect(embedded.version == file.version)
        #expect(Self.content(embedded) == Self.content(file))
    }
}
