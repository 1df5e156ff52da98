import FuzzSupport
import JSONReader
import OSCatalogLocalization
import StringCatalogs

/// Fuzzes the one placeholder tokenizer (`FormatString`) and what is built on it. The input is
/// `template NUL argument NUL argument …` (the arguments may be none). Checks, besides "never
/// traps":
/// - the tokens lie inside the text, in order, apart and non-empty, each starting with `%`;
///   the placeholders are exactly the placeholder tokens; argument numbers are at most 9;
///   every token that is refused carries its problem, which is among `problems`;
/// - `StringFormat.fill` keeps every scalar it does not replace: the result's length is the
///   template's, minus the filled placeholders and one scalar per `%%`, plus the arguments used;
///   a placeholder without its argument stays as written;
/// - the pseudo-localizer keeps every placeholder as written;
/// - `l10n check` (its placeholder rules) reports `placeholder-syntax` for the template exactly
///   when the tokenizer finds a problem in it (the first argument, if any, serving as the
///   English text).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let pieces = FuzzInput.pieces(FuzzInput.bytes(data, size)) { $0 == 0 }
    let template = FuzzInput.text(pieces.first ?? [])
    let arguments = pieces.dropFirst().map(FuzzInput.text)
    let scalars = Array(template.unicodeScalars)
    let format = FormatString(scalars)

    // The tokens.
    var end = 0
    var placeholders: [FormatString.Placeholder] = []
    var refused: [FormatString.Problem] = []
    var percentSigns = 0
    for token in format.tokens {
        let range = token.range
        fuzzCheck(
            range.lowerBound >= end && range.upperBound <= scalars.count && !range.isEmpty,
            "token \(range) after \(end) in \(scalars.count)")
        fuzzCheck(scalars[range.lowerBound] == "%", "token \(range) does not start with %")
        end = range.upperBound
        switch token {
        case .placeholder(let placeholder):
            fuzzCheck(placeholder.text == String(String.UnicodeScalarView(scalars[range])), "placeholder text \(placeholder.text)")
            fuzzCheck(
                (placeholder.number ?? 1) >= 0 && (placeholder.number ?? 1) <= FormatString.maximumArgumentNumber,
                "unbounded number \(placeholder.number ?? -1)")
            placeholders.append(placeholder)
        case .percentSign:
            fuzzCheck(range.count == 2, "%% of length \(range.count)")
            percentSigns += 1
        case .invalid(_, let problem):
            refused.append(problem)
        }
    }
    fuzzCheck(placeholders == format.placeholders, "placeholders are not the placeholder tokens")
    fuzzCheck(refused.allSatisfy(format.problems.contains), "a refused token's problem is not listed")
    fuzzCheck(
        format.arguments.keys.allSatisfy { $0 >= 0 && $0 <= FormatString.maximumArgumentNumber }
            || format.placeholders.contains { $0.number == nil }, "argument numbers past the bound")

    // fill: exact accounting of what is kept and what is replaced.
    let filled = Array(StringFormat.fill(template, arguments).unicodeScalars)
    var expected = scalars.count - percentSigns
    var plain = 0
    for placeholder in placeholders {
        // Plain placeholders take the arguments in order, numbered ones their own.
        let index = placeholder.number.map { $0 - 1 } ?? plain
        if placeholder.number == nil { plain += 1 }
        fuzzCheck(placeholder.argumentIndex == index, "argument index \(placeholder.argumentIndex), expected \(index)")
        if arguments.indices.contains(index) {
            expected += arguments[index].unicodeScalars.count - placeholder.range.count
        } else {
            let text = Array(placeholder.text.unicodeScalars)
            fuzzCheck(filled.indices.contains { filled[$0...].starts(with: text) }, "missing argument erased \(placeholder.text)")
        }
    }
    fuzzCheck(filled.count == expected, "fill gave \(filled.count) scalars, expected \(expected)")
    if arguments.isEmpty, percentSigns == 0 {
        fuzzCheck(filled == scalars, "fill without arguments changed the text")
    }

    // The pseudo-localizer keeps the placeholders.
    let pseudo = FormatString(PseudoLocalizer.transform(template))
    fuzzCheck(pseudo.placeholders.map(\.text) == placeholders.map(\.text), "pseudo-localization changed placeholders")

    // l10n check agrees with the tokenizer.
    let english = arguments.first ?? "%@ %lld"
    let unit = TranslationUnit(
        id: "ui/fuzz", domain: .ui, context: "", file: "fuzz.xcstrings", pointer: .root,
        translations: [
            "en": TranslationUnit.Translation(text: .single(english), state: "translated"),
            "cs": TranslationUnit.Translation(text: .single(template), state: "translated"),
        ])
    // Only the placeholder rules: the others do not read placeholders, and the text rules
    // (normalization, Markdown) would cost most of the time of each execution.
    let findings = L10nChecker(options: L10nCheckOptions(rules: [.placeholderSyntax, .placeholderMismatch]))
        .check(unit: unit, fingerprints: nil)
    let syntax = findings.contains { $0.rule == .placeholderSyntax && $0.language == "cs" }
    fuzzCheck(syntax == !format.problems.isEmpty, "placeholder-syntax \(syntax) but problems \(format.problems)")
    for finding in findings { fuzzCheck(!finding.message.isEmpty, "empty finding message") }
    return 0
}
