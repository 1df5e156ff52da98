import Testing

@testable import oscat

/// `--color auto|always|never` against `NO_COLOR`, `TERM=dumb` and the terminal, in the order
/// clig.dev gives: flag, then `NO_COLOR`, then `TERM=dumb`, then whether output is a terminal.
@Suite struct ColorChoiceTests {
    @Test(arguments: [
        (ColorChoice.always, false, [String: String](), true),
        (.always, true, ["NO_COLOR": "1", "TERM": "dumb"], true),
        (.never, true, [:], false),
        (.auto, true, [:], true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),  // set but empty: ignored, as no-color.org says
        (.auto, true, ["TERM": "dumb"], false),
        (.auto, true, ["TERM": "xterm-256color"], true),
    ])
    func precedence(choice: ColorChoice, isInteractive: Bool, environment: [String: String], expected: Bool) {
        #expect(choice.useColor(isInteractive: isInteractive, environment: environment) == expected)
    }
}
