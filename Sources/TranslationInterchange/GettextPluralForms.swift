import Locales

/// gettext's `Plural-Forms` header for each catalog language, chosen so that `msgstr[i]` is
/// the i-th CLDR category of `PluralRules.categories` (CLDR order, `other` last in CLDR's
/// list) and the expression gives exactly CLDR's category for every integer `n`.
///
/// | Language | `Plural-Forms` | `msgstr[0…]` |
/// | --- | --- | --- |
/// | en, sv | `nplurals=2; plural=(n != 1);` | one, other |
/// | fr | `nplurals=3; plural=(n == 0 \|\| n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2;` | one, many, other |
/// | cs | `nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;` | one, few, many, other |
/// | ru | `nplurals=4; plural=(n % 10 == 1 && n % 100 != 11) ? 0 : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 \|\| n % 100 > 14)) ? 1 : 2;` | one, few, many, other |
///
/// gettext evaluates `plural` on an unsigned integer, so categories that CLDR uses for
/// decimals only are never chosen by it: Czech `many` (`msgstr[2]`, CLDR `v != 0`, as in 1.5)
/// and Russian `other` (`msgstr[3]`, decimals such as 1.5). They are still exported and
/// imported, so that oscat, which formats decimals with CLDR's rules, keeps every form. (The
/// usual 3-form rules for Czech and Russian would have dropped one CLDR category each.)
public enum GettextPluralForms {
    /// The `Plural-Forms` header value for `language`.
    public static func header(for language: CatalogLanguage) -> String {
        "nplurals=\(categories(for: language).count); plural=\(expression(for: language));"
    }

    /// The C expression of `plural=` for `language`.
    public static func expression(for language: CatalogLanguage) -> String {
        switch language {
        case .english, .swedish: "(n != 1)"
        case .french: "(n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2"
        case .czech: "(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3"
        case .russian: "(n % 10 == 1 && n % 100 != 11) ? 0 : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 1 : 2"
        }
    }

    /// The CLDR category of each `msgstr[i]`, in index order.
    public static func categories(for language: CatalogLanguage) -> [PluralCategory] {
        PluralRules(language).categories
    }
}
