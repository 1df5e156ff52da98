/// A value read from an OpenStep (old-style ASCII) property list, such as a `project.pbxproj`,
/// with the place it starts, so a reader can point the user at the very text it used.
struct PropertyListValue: Sendable, Hashable {
    /// The four kinds of value the format has.
    enum Content: Sendable, Hashable {
        /// A quoted or unquoted string, escapes decoded.
        case string(String)
        /// `<0fbd 7791>` data.
        case data([UInt8])
        /// `( a, b, )`.
        case array([PropertyListValue])
        /// `{ key = value; … }`, entries in file order (duplicate keys are kept).
        case dictionary([PropertyListEntry])
    }

    /// What the value is.
    var content: Content
    /// The 1-based line and column (Unicode scalars) of the value's first character: the text
    /// itself for a string (for a quoted string, the character after the opening quote), the
    /// bracket for data, arrays and dictionaries.
    var line: Int
    /// The column of that character (see ``line``).
    var column: Int

    /// The text, when the value is a string.
    var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The elements, when the value is an array.
    var array: [PropertyListValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The entries, when the value is a dictionary.
    var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = content { return entries }
        return nil
    }

    /// The value of the first entry named `key`, when the value is a dictionary that has one.
    subscript(key: String) -> PropertyListValue? {
        entries?.first { $0.key == key }?.value
    }
}

/// One `key = value;` of a property list dictionary.
struct PropertyListEntry: Sendable, Hashable {
    /// The key, escapes decoded.
    var key: String
    /// The value.
    var value: PropertyListValue
}
