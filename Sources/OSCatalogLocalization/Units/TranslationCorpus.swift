import JSONReader
import OSCatalog
import StringCatalogs

/// Every translatable unit of the project, sorted by id: the UI strings of a String Catalog and
/// the prose of the catalog. What `l10n check`, `l10n stats` and `l10n export` work on.
public struct TranslationCorpus: Sendable {
    /// The units, sorted by id.
    public var units: [TranslationUnit]

    /// Creates a corpus from units (sorted here).
    public init(units: [TranslationUnit]) {
        self.units = units.sorted { $0.id < $1.id }
    }

    /// Collects the units of a String Catalog (`file` is its display path) and of catalog files
    /// (already parsed, as `CatalogLoader.inspect` returns them).
    public static func collect(
        strings: StringCatalog?, stringsFile: String = "Localization/Localizable.xcstrings",
        catalog: CatalogInspection?
    ) -> TranslationCorpus {
        var units: [TranslationUnit] = []
        if let strings { units += uiUnits(strings, file: stringsFile) }
        if let catalog { units += catalogUnits(catalog) }
        return TranslationCorpus(units: units)
    }

    static func uiUnits(_ catalog: StringCatalog, file: String) -> [TranslationUnit] {
        catalog.sortedKeys.compactMap { key in
            guard let entry = catalog.entries[key] else { return nil }
            var translations: [String: TranslationUnit.Translation] = [:]
            for (language, localization) in entry.localizations {
                switch localization {
                case .unit(let unit):
                    translations[language] = .init(text: .single(unit.value), state: unit.state, position: unit.position)
                case .plural(let forms):
                    let state = forms.values.map(\.state).sorted().first
                    let position = forms.values.map(\.position).min() ?? entry.position
                    translations[language] = .init(text: .plural(forms.mapValues(\.value)), state: state, position: position)
                }
            }
            return TranslationUnit(
                id: "ui/\(key)", domain: .ui, context: entry.comment ?? key, file: file,
                pointer: JSONPointer(tokens: ["strings", key]), translations: translations)
        }
    }

    /// The fields of catalog entries that hold localized text (single or list).
    static let localizedFields = [
        "summary", "layerRationale", "highlights", "capabilities", "eligibility", "benefits", "details", "notes", "sourceNotes",
    ]

    /// Localized fields of records nested in an entry (a media format's support facts): the
    /// list that holds the records, and the field of each record.
    static let nestedLocalizedFields = [(list: "support", field: "requires")]

    static func catalogUnits(_ inspection: CatalogInspection) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for file in inspection.documents.keys.sorted() {
            guard let document = inspection.documents[file], let top = document.objectValue else { continue }
            for collection in top.members {
                guard let entries = collection.value.arrayValue else { continue }
                for entry in entries {
                    guard let object = entry.objectValue, let id = object["id"]?.stringValue else { continue }
                    let name = object["name"]?.stringValue ?? object["title"]?.stringValue ?? id
                    var texts: [(id: String, field: String, value: JSONValue)] = []
                    for field in localizedFields {
                        guard let value = object[field] else { continue }
                        texts +=
                            value.arrayValue.map { items in
                                items.enumerated().map { ("catalog/\(id)/\(field)/\($0.offset)", field, $0.element) }
                            } ?? [("catalog/\(id)/\(field)", field, value)]
                    }
                    for nested in nestedLocalizedFields {
                        for (index, record) in (object[nested.list]?.arrayValue ?? []).enumerated() {
                            guard let value = record[nested.field] else { continue }
                            texts.append(("catalog/\(id)/\(nested.list)/\(index)/\(nested.field)", nested.field, value))
                        }
                    }
                    for (unitID, field, text) in texts {
                        guard let languages = text.objectValue else { continue }
                        var translations: [String: TranslationUnit.Translation] = [:]
                        for member in languages.members {
                            if let string = member.value.stringValue {
                                translations[member.key] = .init(text: .single(string), position: member.value.position)
                            }
                        }
                        units.append(
                            TranslationUnit(
                                id: unitID, domain: .catalog, context: "\(collection.key): \(name): \(field)", file: file,
                                pointer: text.pointer, translations: translations))
                    }
                }
            }
        }
        return units
    }
}
