import TemplateEngine
import TestSupport
import Testing

/// Random templates, seeded so every run checks the same ones: each either renders or throws
/// a `TemplateError` whose position is a real place in the template it names. Any trap would
/// end the test process.
@Suite("Robustness")
struct RobustnessTests {
    /// Pieces random templates are made of: tag parts, whole tags, names, text and line endings.
    static let fragments: [String] = [
        "{{", "}}", "{{{", "}}}", "{{#", "{{^", "{{/", "{{!", "{{>", "{{&", "{{=", "=}}", "{{<", "{{$", "}}}}",
        "a", "b", "l", "a.b", "a.c", ".", "..", ".a", "x", "é", "😀", "e\u{301}", "{", "}", "=", "#", "/", "&", "<", ">",
        " ", " ", "  ", "\t", "\n", "\n", "\r\n", "\r",
        "{{a}}", "{{{a}}}", "{{& a}}", "{{.}}", "{{a.b}}", "{{a.b.c}}", "{{a.zz}}", "{{.a}}", "{{l}}", "{{x}}", "{{missing}}",
        "{{#a}}", "{{/a}}", "{{#l}}", "{{/l}}", "{{^b}}", "{{/b}}", "{{#.}}", "{{/.}}", "{{#a.c}}", "{{/a.c}}",
        "{{! note }}", "{{> p}}", "{{>q}}", "{{> bad}}", "{{>missing}}", "  {{> p}}\n",
        "{{=<% %>=}}", "<%", "%>", "<%a%>", "<%#l%>", "<%/l%>", "<%={{ }}=%>", "{{=| |=}}", "|", "|a|", "{{= =}}",
    ]

    static let data: TemplateValue = [
        "a": ["b": "<&>\"'", "c": [1, 2.5, nil]],
        "b": false,
        "l": [["a": "i1"], ["a": ["b": "i2"]], "s", 3, [], [:]],
        "x": "# *x* | y\nz",
    ]

    static let partialSources: [String: String] = [
        "p": "[{{a.b}}]\n{{#l}}\n  {{>q}}\n{{/l}}",
        "q": "{{.}}|{{>p}}",
        "bad": "ok\n  {{#unclosed}}",
    ]

    /// A loader, so a partial's syntax error is found while rendering.
    static let partials = PartialProvider(knownNames: Array(partialSources.keys)) { name in
        partialSources[name].map { PartialSource(name: "partials/\(name)", text: $0) }
    }

    static let limits = (depth: 6, expansions: 500)

    /// Checks that `error` points into the source it names: its line and column agree with its
    /// byte offset, and its description has the compiler form.
    private func check(_ error: TemplateError, sources: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let source = sources[error.templateName] else {
            Issue.record("error in an unknown template: \(error)", sourceLocation: sourceLocation)
            return
        }
        let bytes = Array(source.utf8)
        let position = error.position
        #expect(position.offset >= 0 && position.offset <= bytes.count, "\(error)", sourceLocation: sourceLocation)
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, position.offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        #expect(
            line == position.line && column == position.column, "\(error) in \(source.debugDescription)", sourceLocation: sourceLocation)
        if position.offset < bytes.count {
            #expect(bytes[position.offset] & 0xC0 != 0x80, "offset inside a character", sourceLocation: sourceLocation)
        }
        #expect(
            error.description.hasPrefix("\(error.templateName):\(position.line):\(position.column): error: "),
            sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }

    private func randomTemplate(using random: inout SplitMix64) -> String {
        var source = ""
        if Int.random(in: 0..<10, using: &random) == 0 {
            // Arbitrary Unicode scalars, controls and noncharacters included.
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) ?? "?"
                source.unicodeScalars.append(scalar)
            }
            return source
        }
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            source += Self.fragments.randomElement(using: &random) ?? ""
        }
        return source
    }

    @Test("10,000 random templates: rendered or a positioned error, never a trap")
    func randomTemplates() {
        var random = SplitMix64(seed: 0x7E3D_1A7E)
        let options = [false, true].map {
            RenderOptions(strict: $0, maximumPartialDepth: Self.limits.depth, maximumPartialExpansions: Self.limits.expansions)
        }
        var compiled = 0
        var rendered = 0
        var failed = 0
        // How often each kind of error came up (the case name of its reason).
        var reasons: [String: Int] = [:]
        for index in 0..<10_000 {
            let source = randomTemplate(using: &random)
            var sources = Self.partialSources.reduce(into: [:]) { $0["partials/\($1.key)"] = $1.value }
            sources["fuzz.mustache"] = source
            let template: Template
            do {
                template = try Template(source, name: "fuzz.mustache")
                compiled += 1
            } catch {
                check(error, sources: sources)
                reasons[String("\(error.reason)".prefix(while: { $0 != "(" })), default: 0] += 1
                continue
            }
            for kind in OutputKind.allCases {
                for option in options {
                    do {
                        let output = try template.render(Self.data, as: kind, partials: Self.partials, options: option)
                        rendered += 1
                        if index % 10 == 0 {
                            #expect(try template.render(Self.data, as: kind, partials: Self.partials, options: option) == output)
                        }
                    } catch {
                        failed += 1
                        reasons[String("\(error.reason)".prefix(while: { $0 != "(" })), default: 0] += 1
                        check(error, sources: sources)
                    }
                }
            }
        }
        // The generator must exercise every outcome, not just syntax errors.
        #expect(compiled > 2_000)
        #expect(rendered > 5_000)
        #expect(failed > 1_000)
        #expect(reasons.count >= 12, "\(reasons.sorted { $0.key < $1.key })")
    }

    @Test("Random bytes decoded as text compile or fail with a position")
    func randomBytes() {
        var random = SplitMix64(seed: 0xB17E5)
        let alphabet: [UInt8] = Array("{}#^/!>&=<$. \n\r\tab".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xF0, 0x9F, 0x98, 0x80]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
            let source = String(decoding: bytes, as: UTF8.self)
            do {
                let template = try Template(source, name: "bytes")
                _ = try? template.render(Self.data, as: .html, options: .strict)
            } catch {
                check(error, sources: ["bytes": source])
            }
        }
    }
}
