import Foundation
import JSONReader
import OSCatalog
import TestSupport

/// Helpers for the formatter's tests: formatting inline JSON, the real catalog's files, and
/// scratch folders.
enum FormattingFixtures {
    /// The canonical text of the single file `json` (or nil when it is not valid JSON).
    static func format(_ json: String, path: String = "Catalog/test.json") -> String? {
        formatAll([(path, json)]).first ?? nil
    }

    /// The canonical texts of several files formatted together (one catalog folder).
    static func formatAll(_ files: [(path: String, json: String)]) -> [String?] {
        CatalogFormatter.format(files: files.map { CatalogFile(path: $0.path, bytes: Array($0.json.utf8)) })
            .map { $0.formatted.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The parsed canonical form of `json`.
    static func formattedValue(_ json: String) throws -> JSONValue {
        try JSONReader.parse(format(json) ?? "")
    }

    /// The ids of the entries of `collection` in the canonical form of `json`.
    static func ids(_ collection: String, in json: String) throws -> [String] {
        try (formattedValue(json)[collection]?.arrayValue ?? []).map { $0["id"]?.stringValue ?? "(none)" }
    }

    /// The member names of `value`, in order.
    static func keys(_ value: JSONValue?) -> [String] {
        value?.objectValue?.keys ?? []
    }

    /// The files of the repository's `Catalog/` folder.
    static func realCatalogFiles() throws -> [CatalogFile] {
        try CatalogLoader.files(inDirectory: SharedTestdata.packageRoot.appendingPathComponent("Catalog").path)
    }

    /// A new empty folder under the system's temporary folder; remove it with `removeFolder`.
    static func makeFolder() throws -> String {
        let url = try ScratchFolder.make("fmt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Removes a folder made by `makeFolder`.
    static func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The content of the file at `path`, as bytes.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes `text` to `path` (plainly, for setting up a test).
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The names in `folder` that look like the writer's temporary files.
    static func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// `value` with the members of every object and the elements of every array shuffled, except
    /// arrays inside entries (their order is data) — a file written in any order.
    static func shuffled(_ value: JSONValue, using generator: inout SplitMix64, depth: Int = 0) -> JSONValue {
        var result = value
        switch value.kind {
        case .object(let object):
            let members = object.members.shuffled(using: &generator).map { member in
                var shuffledMember = member
                shuffledMember.value = shuffled(member.value, using: &generator, depth: depth + 1)
                return shuffledMember
            }
            result.kind = .object(JSONObject(members))
        case .array(let elements):
            // Depth 1 is a collection: its entries may come in any order. Deeper arrays are data.
            let reordered = depth == 1 ? elements.shuffled(using: &generator) : elements
            result.kind = .array(reordered.map { shuffled($0, using: &generator, depth: depth + 1) })
        default:
            break
        }
        return result
    }
}
