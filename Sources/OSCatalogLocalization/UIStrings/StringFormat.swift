/// Filling printf-style placeholders in UI strings, the way the String Catalog writes them.
public enum StringFormat {
    /// `template` with its placeholders filled: `%@` and `%lld` take the next argument, `%1$@`
    /// the numbered one (so translations can reorder), `%%` is a percent sign; anything else is
    /// copied as it is. A missing argument fills as an empty string.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        // Most UI strings have no placeholder; splitting them into characters only to copy them
        // was 5 % of an HTML site build.
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var result = ""
        var next = 0
        let characters = Array(template)
        var index = 0
        func argument(_ number: Int) -> String {
            arguments.indices.contains(number) ? arguments[number] : ""
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%", index < characters.count else {
                result.append(character)
                continue
            }
            var cursor = index
            var position: Int?
            var digits = 0
            while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
                digits = digits * 10 + digit
                cursor += 1
            }
            if cursor > index, cursor < characters.count, characters[cursor] == "$" {
                position = digits - 1
                cursor += 1
            } else {
                cursor = index
            }
            let rest = String(characters[cursor..<min(cursor + 3, characters.count)])
            if rest.hasPrefix("@") {
                result += argument(position ?? next)
                if position == nil { next += 1 }
                index = cursor + 1
            } else if rest.hasPrefix("lld") {
                result += argument(position ?? next)
                if position == nil { next += 1 }
                index = cursor + 3
            } else if characters[index] == "%" {
                result.append("%")
                index += 1
            } else {
                result.append("%")
            }
        }
        return result
    }
}
