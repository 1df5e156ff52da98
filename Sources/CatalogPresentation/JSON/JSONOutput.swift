import JSONReader

/// The one place JSON output is written: `schemaVersion` first, two-space indentation, a final
/// newline. Every document oscat prints for `--format json` is described by a JSON Schema in
/// docs/schemas/ (docs/CLI.md, "JSON output").
public enum JSONOutput {
    /// The version of the JSON shapes, the first member of every document. It goes up only when
    /// a change can break a reader (a member removed or renamed, a type or meaning changed);
    /// a new member keeps it.
    public static let schemaVersion = 1

    /// The document with `members` after `schemaVersion`, in the order given.
    public static func document(_ members: [(String, JSONValue)]) -> String {
        JSONWriter.write(.object([("schemaVersion", .number(schemaVersion))] + members)) + "\n"
    }
}
