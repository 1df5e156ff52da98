/// Why the typed string accessors cannot be generated from a String Catalog: each case names
/// the key(s) at fault, so that the build log says what to fix in `Localizable.xcstrings`.
public enum StringKeysError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a String Catalog (not JSON, or no `strings` object); the reason as read.
    case unreadableCatalog(String)
    /// A key has characters other than ASCII letters, digits, `.` and `-`, an empty segment, or
    /// starts with a digit, so no Swift name follows from it.
    case invalidKey(String)
    /// Two keys give the same Swift name.
    case nameCollision(name: String, firstKey: String, secondKey: String)
    /// A key's Swift name is already a member of `LocalizedStrings`.
    case reservedName(name: String, key: String)
    /// A key has no text in the catalog's source language.
    case missingSourceText(key: String)
    /// A `%` in the source text that is not `%%`, `%@`, `%lld` or a numbered form of these.
    case invalidPlaceholder(key: String, placeholder: String)
    /// Numbered (`%1$@`) and plain (`%@`) placeholders in the same key.
    case mixedPlaceholders(key: String)
    /// An argument used with two types (`%1$@` and `%1$lld`).
    case conflictingTypes(key: String, argument: Int)
    /// An argument number that no placeholder uses while a higher one is used (`%1$@ %3$@`).
    case missingArgument(key: String, argument: Int)
    /// A key with plural variations whose first argument is not the `%lld` count.
    case pluralWithoutCount(key: String)

    /// The message, naming the key(s).
    public var description: String {
        switch self {
        case .unreadableCatalog(let reason):
            "the String Catalog cannot be read: \(reason)"
        case .invalidKey(let key):
            "key '\(key)' cannot be named in Swift: use lower-case ASCII letters, digits, '.' and '-', with no empty segment, starting with a letter (one key style: 'site.skip-link', not 'site.skipLink')"
        case .nameCollision(let name, let first, let second):
            "keys '\(first)' and '\(second)' both give the Swift name '\(name)': rename one of them"
        case .reservedName(let name, let key):
            "key '\(key)' gives the Swift name '\(name)', which LocalizedStrings already has: rename the key"
        case .missingSourceText(let key):
            "key '\(key)' has no text in the source language"
        case .invalidPlaceholder(let key, let placeholder):
            "key '\(key)' has the placeholder '\(placeholder)'; UI strings use %@ (text), %lld (a number), their numbered forms (%1$@, %2$lld) and %% (a percent sign)"
        case .mixedPlaceholders(let key):
            "key '\(key)' mixes numbered (%1$@) and plain (%@) placeholders"
        case .conflictingTypes(let key, let argument):
            "key '\(key)' uses argument \(argument) both as text (%@) and as a number (%lld)"
        case .missingArgument(let key, let argument):
            "key '\(key)' has no placeholder for argument \(argument) but uses a later one"
        case .pluralWithoutCount(let key):
            "key '\(key)' has plural variations but its first argument is not the count (%lld or %1$lld)"
        }
    }
}
