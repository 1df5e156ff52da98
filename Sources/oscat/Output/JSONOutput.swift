import JSONReader

/// The one place JSON output is written: two-space indentation, a final newline.
enum JSONOutput {
    static func document(_ value: JSONValue) -> String {
        JSONWriter.write(value) + "\n"
    }
}
