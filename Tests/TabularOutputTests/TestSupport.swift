import Testing

/// A test argument whose name in the test report is ASCII-escaped, so that samples holding
/// control characters (ESC, CR, C1) are never sent raw to the terminal running the tests.
struct Sample: Sendable, CustomTestStringConvertible, ExpressibleByStringLiteral {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    init(stringLiteral value: String) {
        self.text = value
    }

    var testDescription: String {
        text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }
}

/// A pair of texts (input and expected output), ASCII-escaped in the test report.
struct SamplePair: Sendable, CustomTestStringConvertible {
    let input: String
    let expected: String

    init(_ input: String, _ expected: String) {
        self.input = input
        self.expected = expected
    }

    var testDescription: String {
        Sample(input).testDescription + " → " + Sample(expected).testDescription
    }
}

/// The lines of `text`, without the final empty piece after its last "\n".
func lines(of text: String) -> [String] {
    var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if pieces.last == "" {
        pieces.removeLast()
    }
    return pieces
}
