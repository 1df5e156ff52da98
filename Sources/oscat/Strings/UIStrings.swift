import OSCatalog

/// The one lookup point for user-facing text of the command-line interface: every heading,
/// label, notice and help line goes through it, in the language the user chose.
struct UIStrings: Sendable {
    /// The language messages are shown in.
    let language: CatalogLanguage

    /// The text for `key`, with `%@` placeholders filled by `arguments` in order.
    func callAsFunction(_ key: UIKey, _ arguments: String...) -> String {
        UIStrings.fill(template(for: key), arguments)
    }

    /// The unfilled text for `key` in this language (English until translations exist).
    func template(for key: UIKey) -> String {
        key.english
    }

    /// Replaces each `%@` in `template` by the next argument; `%%` is a literal percent sign.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var remaining = arguments[...]
        var iterator = template.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else { result.append(character); continue }
            switch iterator.next() {
            case "@": result += remaining.popFirst() ?? ""
            case "%": result.append("%")
            case let other?: result.append("%"); result.append(other)
            case nil: result.append("%")
            }
        }
        return result
    }
}
