import Testing

@testable import TextMatching

/// The four layer ids, the candidates most suggestions are drawn from.
private let layers = ["cocoa-touch", "core-os", "core-services", "media"]

@Suite("Suggestions")
struct SuggestionTests {
    @Test(
        "Distance: insertions, deletions, substitutions and adjacent swaps cost 1",
        arguments: [
            ("kitten", "sitting", 3),
            ("", "abc", 3),
            ("abc", "", 3),
            ("", "", 0),
            ("ca", "ac", 1),
            ("fraemworks", "frameworks", 1),
            ("abc", "ca", 3),
            ("CORE-OS", "core-os", 0),
            ("čeština", "cestina", 2),
            ("Ñandú", "ñandu", 1),
            ("🇨🇿x", "🇨🇿y", 1),
            ("e\u{301}", "é", 0),
        ] as [(String, String, Int)])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggestion.distance(a, b) == expected)
        #expect(Suggestion.distance(b, a) == expected)
    }

    @Test("Maximum distance by input length")
    func maximumDistance() {
        let expected = [0: 0, 1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 8: 2, 9: 3, 12: 4, 30: 10, -1: 0]
        for (length, limit) in expected {
            #expect(Suggestion.maximumDistance(forLength: length) == limit, "length \(length)")
        }
    }

    @Test(
        "Closest matches",
        arguments: [
            ("core-service", layers, "core-services"),
            ("CORE-OS", layers, "core-os"),
            ("Media", layers, "media"),
            ("cocoatouch", layers, "cocoa-touch"),
            ("med", layers, "media"),
            ("core", layers, "core-os"),
            ("m", ["m", "media"], "m"),
            ("M", ["m"], "m"),
            ("cxx", ["bxx", "axx"], "axx"),
            ("fws", ["fw", "frameworks"], "fw"),
            ("lnag", ["lang", "layer"], "lang"),
            ("chekc", ["check", "stats"], "check"),
            ("frmeworks", ["frameworks", "framework"], "frameworks"),
            ("framwork", ["frameworks", "framework"], "framework"),
        ] as [(String, [String], String)])
    func closest(input: String, candidates: [String], expected: String) {
        #expect(Suggestion.closestMatch(to: input, in: candidates) == expected)
    }

    @Test(
        "No suggestion when nothing is close",
        arguments: [
            ("zzzzzz", layers),
            ("", layers),
            ("abc", []),
            ("m", layers),
            ("x", ["y"]),
            ("ab", ["cd"]),
            ("fx", ["fw"]),
            ("tcsh", ["bash", "zsh", "fish"]),
            ("json", ["text", "csv"]),
            ("abc", [""]),
        ] as [(String, [String])])
    func none(input: String, candidates: [String]) {
        #expect(Suggestion.closestMatch(to: input, in: candidates) == nil)
    }

    @Test("Ranking is by distance, then alphabetical; duplicates and empty candidates are dropped")
    func ranking() {
        #expect(Suggestion.rankedMatches(to: "core", in: layers + ["core-os", ""]) == ["core-os", "core-services"])
        #expect(Suggestion.rankedMatches(to: "abc", in: ["bc", "abd", "ABE", "abc", "xyz"]) == ["abc", "abd", "ABE", "bc"])
        #expect(Suggestion.rankedMatches(to: "🙂🙃🙂", in: ["🙂🙂", "🙃🙂🙂", "x"]) == ["🙂🙂", "🙃🙂🙂"])
    }

    @Test("Long inputs: far longer than every candidate is no match; long and close still is")
    func longInputs() {
        let pasted = String(repeating: "core-services", count: 4_000)
        #expect(Suggestion.closestMatch(to: pasted, in: layers) == nil)
        let longID = String(repeating: "a", count: 40) + "b"
        #expect(Suggestion.closestMatch(to: String(repeating: "a", count: 41), in: [longID, "a"]) == longID)
        #expect(Suggestion.closestMatch(to: "co", in: ["core-services-and-more-words"]) == "core-services-and-more-words")
    }
}
