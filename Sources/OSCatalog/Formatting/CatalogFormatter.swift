import JSONReader

/// Rewrites catalog files in one canonical form, so that diffs stay small: what `oscat fmt`
/// writes and `oscat fmt --check` compares against.
///
/// The canonical form of a file:
/// - members in ``CanonicalKeyOrder`` (`$schema`, then the collections; each entry's keys as
///   docs/CATALOG-FORMAT.md lists them, nested localized texts, citations, prices and limits
///   too; unknown keys after the known ones, in their original order);
/// - entries of each collection in ``CanonicalEntryOrder`` (services by the position of their
///   layer, which is why the formatter takes the whole catalog folder at once);
/// - written by ``JSONWriter`` in its two-space pretty style (the layout of Python's
///   `json.dumps(value, indent=2, ensure_ascii=False)`), UTF-8, with a final newline.
///
/// Formatting only moves members and entries. Strings keep their exact content (no Unicode
/// normalization; that is a validation concern) and numbers their exact text, so the result
/// is semantically the same JSON, and formatting is deterministic and idempotent. A file that is
/// not valid JSON is not formatted: its result carries the reader's error and position.
///
/// ```swift
/// let results = CatalogFormatter.format(files: try CatalogLoader.files(inDirectory: "Catalog"))
/// for file in results where file.isChanged { print(file.path) }   // what `fmt --check` lists
/// let report = CatalogFormatter.writeChanged(results)             // what `fmt` does
/// ```
public enum CatalogFormatter {
    /// Formats every file of one catalog folder. The layer positions that order services come
    /// from the `layers` of all the files that are valid JSON. Results are in the order of `files`.
    public static func format(files: [CatalogFile]) -> [FormattedFile] {
        let parsed: [(file: CatalogFile, document: Result<JSONValue, JSONParseError>)] = files.map { file in
            do throws(JSONParseError) {
                return (file, .success(try JSONReader.parse(file.bytes)))
            } catch {
                return (file, .failure(error))
            }
        }
        let documents = parsed.compactMap { try? $0.document.get() }
        let entryOrder = CanonicalEntryOrder(documents: documents)
        return parsed.map { item in
            switch item.document {
            case .success(let document):
                let bytes = canonicalBytes(canonicalDocument(document, entryOrder: entryOrder))
                return FormattedFile(path: item.file.path, original: item.file.bytes, outcome: .formatted(bytes))
            case .failure(let error):
                return FormattedFile(path: item.file.path, original: item.file.bytes, outcome: .invalidJSON(error))
            }
        }
    }

    /// `document` (one parsed catalog file) with its members and entries in canonical order.
    /// A top level that is not an object, or a collection that is not an array, is left as it is
    /// (the loader reports those).
    public static func canonicalDocument(_ document: JSONValue, entryOrder: CanonicalEntryOrder) -> JSONValue {
        guard let top = document.objectValue else { return document }
        let ordered = CanonicalKeyOrder.file.ordered(top)
        var result = document
        result.kind = .object(
            JSONObject(
                ordered.members.map { member in
                    guard let kind = collectionKind(member.key), let entries = member.value.arrayValue else { return member }
                    var sorted = member
                    sorted.value.kind = .array(entryOrder.sorted(entries, of: kind))
                    return sorted
                }))
        return result
    }

    /// The bytes of a canonical file for `value`: two-space pretty JSON and a final newline.
    public static func canonicalBytes(_ value: JSONValue) -> [UInt8] {
        var bytes = JSONWriter.writeBytes(value, style: .pretty(indent: 2))
        bytes.append(0x0A)
        return bytes
    }

    /// The collection named exactly `key` (code point by code point).
    private static func collectionKind(_ key: String) -> EntityKind? {
        CanonicalKeyOrder.collectionOrder.first { $0.collectionKey.utf8.elementsEqual(key.utf8) }
    }
}
