import JSONReader
import OSCatalog

/// One entry of a collection as written in a parsed file (whether or not it decoded into the
/// model), so that per-value rules see every entry and use exact positions.
struct CatalogEntry {
    /// The file it is written in.
    var file: String
    /// Its collection.
    var kind: EntityKind
    /// The entry's JSON value (an object).
    var value: JSONValue
    /// The entry's members.
    var object: JSONObject

    /// The id, if the entry has a string `id`.
    var id: String? { object["id"]?.stringValue }

    /// How messages name the entry: `framework 'core-location'`, or
    /// `framework at /frameworks/3` when it has no string id.
    var label: EntryLabel {
        if let id { return .named(kind, id: ValueText.quoted(id)) }
        return .unnamed(kind, at: value.pointer)
    }

    /// Every entry object of every collection of `documents`, in file and document order.
    static func all(in documents: [String: JSONValue]) -> [CatalogEntry] {
        var entries: [CatalogEntry] = []
        for (file, document) in documents.sorted(by: { $0.key < $1.key }) {
            guard let top = document.objectValue else { continue }
            for member in top.members {
                guard let kind = EntityKind(collectionKey: member.key), let items = member.value.arrayValue else { continue }
                for item in items {
                    if let object = item.objectValue {
                        entries.append(CatalogEntry(file: file, kind: kind, value: item, object: object))
                    }
                }
            }
        }
        return entries
    }

    /// The name of the field at `pointer` inside this entry, for messages: `summary.cs`,
    /// `highlights[2].en`, `citations[0].locator`.
    func fieldName(of pointer: JSONPointer) -> String {
        FieldName.relative(pointer, to: value.pointer)
    }
}

/// Field names for messages.
enum FieldName {
    /// `pointer` below `base`, written as `summary.cs`, `highlights[2].en`.
    static func relative(_ pointer: JSONPointer, to base: JSONPointer) -> String {
        let tokens = Array(pointer.tokens.dropFirst(base.count))
        var name = ""
        for token in tokens {
            if !token.isEmpty, token.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                name += "[\(token)]"
            } else {
                name += name.isEmpty ? token : "." + token
            }
        }
        return name.isEmpty ? "(entry)" : ValueText.quoted(name)
    }
}

/// How values are shown in messages: on one line, control characters escaped, long ones cut.
enum ValueText {
    /// The longest text shown, in Unicode scalars.
    static let limit = 60

    /// `text` made safe for a one-line message (no quotes added).
    static func quoted(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
