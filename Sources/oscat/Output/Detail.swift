/// A full view of one entry for `show`: a title and labelled fields, each a line of text or a
/// list. Rendered as text, Markdown or CSV; JSON comes from `EntityPresentation.detailJSON`.
struct Detail {
    /// One labelled field.
    struct Field {
        var label: String
        var values: [String]
        var isList: Bool
    }

    var title: String
    var subtitle: String
    var summary: String
    var fields: [Field] = []

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
