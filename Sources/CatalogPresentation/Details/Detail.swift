/// A full view of one entry for `show`: a title and labelled fields, each a line of text or a
/// list. Rendered as text, Markdown or CSV; JSON comes from `EntityPresentation.detailJSON`.
public struct Detail: Sendable {
    /// One labelled field.
    public struct Field: Sendable {
        /// The field's name in the reader's language ("Introduced").
        public var label: String
        /// Its value, or its items for a list.
        public var values: [String]
        /// Whether the values are a list (one per line) rather than one line.
        public var isList: Bool
    }

    /// The entry's name.
    public var title: String
    /// Its kind and id ("framework core-location").
    public var subtitle: String
    /// Its summary in the reader's language.
    public var summary: String
    /// Every other fact, in the order `show` prints them.
    public var fields: [Field] = []

    /// Adds a one-line field, unless `value` is empty.
    mutating func add(_ label: String, _ value: String?) {
        guard let value, !value.isEmpty else { return }
        fields.append(Field(label: label, values: [value], isList: false))
    }

    /// Adds a list field, unless it is empty.
    mutating func addList(_ label: String, _ values: [String]) {
        guard !values.isEmpty else { return }
        fields.append(Field(label: label, values: values, isList: true))
    }
}
