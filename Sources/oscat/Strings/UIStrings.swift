import OSCatalog
import OSCatalogLocalization

/// The one lookup point for user-facing text of the command-line interface: every heading,
/// label, notice and help line goes through it, in the locale the user chose. The texts come
/// from the String Catalog built into the binary.
struct UIStrings: Sendable {
    /// The locale UI text is shown in.
    let locale: LocaleID
    /// Where the texts come from.
    var table: UIStringTable = .embedded

    /// Strings in `locale`.
    init(locale: LocaleID, table: UIStringTable = .embedded) {
        self.locale = locale
        self.table = table
    }

    /// Strings in a catalog language.
    init(language: CatalogLanguage) {
        self.init(locale: .language(language))
    }

    /// The language catalog text is shown in.
    var language: CatalogLanguage { locale.catalogLanguage }

    /// The text for `key`, with placeholders filled by `arguments`.
    func callAsFunction(_ key: UIKey, _ arguments: String...) -> String {
        UIStrings.fill(table.text(key.rawValue, locale: locale) ?? key.rawValue, arguments)
    }

    /// The plural-correct text for `key` with `count` (e.g. "5 frameworků").
    func count(_ key: UIKey, _ count: Int) -> String {
        let category = PluralRules(locale: locale).category(for: count).rawValue
        let template = table.text(key.rawValue, category: category, locale: locale) ?? key.rawValue
        return UIStrings.fill(template, [String(count)])
    }

    /// Fills printf-style placeholders: `%@` and `%lld` take the next argument, `%1$@` the
    /// numbered one (so translations can reorder), `%%` is a percent sign; anything else is
    /// copied as it is.
    static func fill(_ template: String, _ arguments: [String]) -> String {
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
