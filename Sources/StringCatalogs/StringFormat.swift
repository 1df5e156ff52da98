/// Filling printf-style placeholders in UI strings, the way the String Catalog writes them.
public enum StringFormat {
    /// `template` with its placeholders filled: a plain placeholder (`%@`, `%lld`) takes the
    /// next argument, a numbered one (`%1$@`) its own (so translations can reorder), `%%` is a
    /// percent sign. Placeholders are read by ``FormatString``, so a number past
    /// ``FormatString/maximumArgumentNumber`` is no placeholder and is copied as written.
    ///
    /// A placeholder without its argument stays as written (`%2$@`), so that a missing argument
    /// shows instead of vanishing; so does anything else that is not a placeholder (a lone `%`).
    /// Never traps, for any template and any arguments.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        // Most UI strings have no placeholder; reading them only to copy them was 5 % of an
        // HTML site build.
        guard FormatString.mayHavePlaceholders(template) else { return template }
        let scalars = Array(template.unicodeScalars)
        var result = String.UnicodeScalarView()
        var copied = 0
        for token in FormatString(scalars).tokens {
            result.append(contentsOf: scalars[copied..<token.range.lowerBound])
            copied = token.range.upperBound
            switch token {
            case .percentSign:
                result.append("%")
            case .placeholder(let placeholder):
                if arguments.indices.contains(placeholder.argumentIndex) {
                    result.append(contentsOf: arguments[placeholder.argumentIndex].unicodeScalars)
                } else {
                    result.append(contentsOf: scalars[placeholder.range])
                }
            case .invalid(let range, _):
                result.append(contentsOf: scalars[range])
            }
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
    }
}
