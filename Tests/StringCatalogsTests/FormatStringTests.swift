import JSONReader
import StringCatalogs
import TestSupport
import Testing

/// The one placeholder tokenizer, fed hostile format strings: argument numbers are bounded,
/// nothing overflows, and ``StringFormat/fill(_:_:)`` never traps and never drops a
/// placeholder silently.
@Suite struct FormatStringTests {
    static let hostile = [
        "%99999999999999999999$@", "%18446744073709551616$lld", "%9223372036854775807$@", "%10$@", "%00000000000000000010$@",
        "%1$99999999999999999999d", "%.99999999999999999999f", "%99999999999999999999", "%$@", "%1$", "%", "%%%", "%*.*lld",
        "%1$@%99999999999999999999$@%2$@", "%l", "%hh", "%\u{301}@", "%١$@", "%𝟏$@",
    ]

    @Test func argumentNumbersAreBounded() {
        #expect(FormatString("%9$@").placeholders.map(\.number) == [9])
        #expect(FormatString("%10$@").problems == [.numberTooLarge("%10$@")])
        #expect(FormatString("%10$@").placeholders.isEmpty)
        #expect(FormatString("%99999999999999999999$@ x").problems == [.numberTooLarge("%99999999999999999999$@")])
        #expect(FormatString("%00000000000000000009$@").placeholders.map(\.number) == [9])
        // Width and precision digits are not argument numbers: long runs are read, not summed.
        #expect(FormatString("%99999999999999999999d").placeholders.map(\.text) == ["%99999999999999999999d"])
        // A too-large numbered placeholder does not count as numbered next to a plain one.
        #expect(FormatString("%@ %10$@").problems == [.numberTooLarge("%10$@")])
        // Digits other than ASCII are no argument number.
        #expect(FormatString("%١$@").problems == [.lonePercent(context: "%١$@")])
    }

    @Test(arguments: hostile)
    func hostileStringsFillWithoutTrapping(_ template: String) {
        for arguments in [["a"], ["a", "b", "c"], Array(repeating: "x", count: 12)] {
            _ = StringFormat.fill(template, arguments)
        }
        // Without arguments nothing is filled: only %% becomes %.
        #expect(StringFormat.fill(template, []) == template.replacingOccurrences(of: "%%", with: "%"))
        Self.checkInvariants(FormatString(template), count: template.unicodeScalars.count)
        #expect(StringFormat.fill("%99999999999999999999$@", ["a"]) == "%99999999999999999999$@")
    }

    @Test func argumentIndexesFollowPrintf() {
        #expect(FormatString("%@ %2$@ %lld %1$@ %0$@").placeholders.map(\.argumentIndex) == [0, 1, 1, 0, -1])
    }

    @Test func aMissingArgumentStaysVisible() {
        #expect(StringFormat.fill("%@ of %lld", ["3"]) == "3 of %lld")
        #expect(StringFormat.fill("%2$@, %1$@", ["a"]) == "%2$@, a")
        #expect(StringFormat.fill("%0$@", ["a"]) == "%0$@")
        #expect(StringFormat.fill("%@ %%", []) == "%@ %")
    }

    /// A seeded stream of random format strings over the characters that matter.
    @Test func randomFormatStringsKeepTheInvariants() {
        var random = SplitMix64(seed: 14)
        let alphabet: [Unicode.Scalar] = ["%", "%", "$", "1", "9", "0", "@", "l", "d", ".", "*", "-", " ", "é", "\u{301}", "x", "h", "q"]
        for _ in 0..<3_000 {
            let length = Int(random.next() % 24)
            let scalars = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let text = String(String.UnicodeScalarView(scalars))
            let format = FormatString(scalars)
            Self.checkInvariants(format, count: scalars.count)
            let arguments = (0..<Int(random.next() % 4)).map { "a\($0)" }
            let filled = StringFormat.fill(text, arguments)
            // A placeholder whose argument is missing is still in the result (compared by
            // scalars: a combining mark after the placeholder joins its last character).
            let result = Array(filled.unicodeScalars)
            for placeholder in format.placeholders where !arguments.indices.contains(placeholder.argumentIndex) {
                let wanted = Array(placeholder.text.unicodeScalars)
                #expect(result.indices.contains { result[$0...].starts(with: wanted) }, "\(text) → \(filled)")
            }
        }
    }

    /// Tokens are in bounds, ordered and apart; numbers are bounded; the placeholders are the
    /// placeholder tokens.
    static func checkInvariants(_ format: FormatString, count: Int) {
        var end = 0
        for token in format.tokens {
            #expect(token.range.lowerBound >= end && token.range.upperBound <= count && !token.range.isEmpty)
            end = token.range.upperBound
        }
        for placeholder in format.placeholders {
            #expect((0...FormatString.maximumArgumentNumber).contains(placeholder.number ?? 1))
        }
        #expect(
            format.arguments.keys.allSatisfy {
                (0...FormatString.maximumArgumentNumber).contains($0) || format.placeholders.allSatisfy { $0.number == nil }
            })
        #expect(format.placeholders == format.tokens.compactMap { if case .placeholder(let p) = $0 { p } else { nil } })
    }

    @Test func theStringCatalogReaderRefusesAnOverflowingPlaceholder() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : {
                  "localizations" : {
                    "cs" : { "stringUnit" : { "state" : "translated", "value" : "%99999999999999999999$@ ahoj" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ hello" } }
                  }
                }
              }
            }
            """
        let error = #expect(throws: StringCatalogError.self) { try StringCatalog(bytes: Array(text.utf8)) }
        #expect(error?.reason == .placeholderNumberTooLarge(key: "greeting", placeholder: "%99999999999999999999$@"))
        #expect(error.map { [$0.position.line, $0.position.column] } == [6, 69])
        // The largest allowed number is read.
        let nine = text.replacingOccurrences(of: "%99999999999999999999$@", with: "%9$@")
        #expect(try StringCatalog(bytes: Array(nine.utf8)).entries["greeting"] != nil)
    }
}
