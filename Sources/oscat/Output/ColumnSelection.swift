import ArgumentParsing
import TextMatching

/// The columns a user chose with `--columns id,name,introduced`: the ids, comma-separated, in
/// the order they should appear.
enum ColumnSelection {
    /// The ids in `text` (split at commas, spaces around them and empty items ignored, case
    /// folded to lower case), or a usage error for the first one `available` does not have,
    /// with the closest valid id as a suggestion and every valid id listed. A text with no id
    /// at all is an error too (it would print a table of nothing).
    static func ids(
        _ text: String, available: [String], option: String, path: [String]
    ) -> Result<[String], ArgumentError> {
        let ids = text.split(separator: ",").map { $0.trimmingSpaces.lowercased() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else {
            return .failure(.invalidValue(option: option, value: text, path: path, valid: available, suggestion: nil))
        }
        if let unknown = ids.first(where: { !available.contains($0) }) {
            let suggestion = Suggestion.closestMatch(to: unknown, in: available)
            return .failure(.invalidValue(option: option, value: unknown, path: path, valid: available, suggestion: suggestion))
        }
        return .success(ids)
    }
}

extension Substring {
    /// The text without leading and trailing U+0020 spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
