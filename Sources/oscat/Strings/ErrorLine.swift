import OSCatalogLocalization

extension LocalizedStrings {
    /// One error line on standard error: `error: ` and the message. The prefix is lower case,
    /// as swift-argument-parser and the compilers print it, and the same in every language,
    /// like the severity word of `file:line:col: error: message` diagnostics, so that scripts
    /// and editors can match it whatever `--lang` says; the message is in the user's language.
    static func errorLine(_ message: String) -> String {
        "error: " + message
    }
}
