import TemplateEngine
import Testing

/// Compile once, render many times, from any task: always the same output, in linear time.
@Suite("Determinism and performance")
struct DeterminismTests {
    static let source = """
        {{! A catalog page. }}
        # {{title}}

        {{#frameworks}}
        - **{{name}}** ({{since}}){{#deprecated}} — deprecated{{/deprecated}}
          {{> detail}}
        {{/frameworks}}
        {{^frameworks}}
        No frameworks.
        {{/frameworks}}

        """

    static func data(count: Int) -> TemplateValue {
        [
            "title": "Media <layer>",
            "frameworks": .list(
                (0..<count).map { index in
                    [
                        "name": .string("Framework \(index) *x*"), "since": .int(index % 17), "deprecated": .bool(index % 5 == 0),
                        "tags": ["a", "b"], "summary": .string("Summary | \(index)\nsecond line"),
                    ]
                }),
        ]
    }

    static let partials: PartialProvider = {
        do {
            return try PartialProvider(sources: ["detail": "{{summary}}\n{{#tags}}[{{.}}]{{/tags}}\n"])
        } catch {
            return .none
        }
    }()

    @Test("Rendering twice gives the same text, in every kind and mode")
    func repeatable() throws {
        let template = try Template(Self.source, name: "Templates/page.md.mustache")
        let data = Self.data(count: 40)
        for kind in OutputKind.allCases {
            for options in [RenderOptions.lenient, .strict] {
                let first = try template.render(data, as: kind, partials: Self.partials, options: options)
                for _ in 0..<5 {
                    #expect(try template.render(data, as: kind, partials: Self.partials, options: options) == first)
                }
            }
        }
    }

    @Test("Compiling the same source gives equal templates")
    func compileIsDeterministic() throws {
        #expect(try Template(Self.source, name: "a") == Template(Self.source, name: "a"))
        #expect(try Template(Self.source, name: "a") != Template(Self.source + " ", name: "a"))
    }

    @Test("One compiled template renders concurrently from many tasks")
    func concurrent() async throws {
        let template = try Template(Self.source, name: "Templates/page.md.mustache")
        let data = Self.data(count: 25)
        let expected = try template.render(data, as: .markdown, partials: Self.partials, options: .strict)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<32 {
                group.addTask { try template.render(data, as: .markdown, partials: Self.partials, options: .strict) }
            }
            var outputs: [String] = []
            for try await output in group {
                outputs.append(output)
            }
            return outputs
        }
        #expect(outputs.count == 32)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    @Test("The rendered page is what the template says")
    func expectedPage() throws {
        let template = try Template(Self.source, name: "Templates/page.md.mustache")
        let output = try template.render(Self.data(count: 2), as: .markdown, partials: Self.partials, options: .strict)
        #expect(
            output == """
                # Media \\<layer\\>

                - **Framework 0 \\*x\\*** (0) — deprecated
                  Summary \\| 0 second line
                  [a][b]
                - **Framework 1 \\*x\\*** (1)
                  Summary \\| 1 second line
                  [a][b]

                """)
        #expect(
            try template.render(["frameworks": []], as: .markdown, partials: Self.partials)
                == "# \n\nNo frameworks.\n")
    }

    @Test("Large outputs render in linear time")
    func largeOutput() throws {
        let template = try Template(Self.source, name: "Templates/page.md.mustache")
        let clock = ContinuousClock()
        var small = ""
        var large = ""
        let smallTime = try clock.measure {
            small = try template.render(Self.data(count: 2_000), as: .html, partials: Self.partials, options: .strict)
        }
        let largeTime = try clock.measure {
            large = try template.render(Self.data(count: 20_000), as: .html, partials: Self.partials, options: .strict)
        }
        #expect(large.utf8.count > 9 * small.utf8.count)
        // Ten times the data may take ten times as long, not a hundred (with a wide margin for
        // noisy machines), and stays well within seconds.
        #expect(largeTime < smallTime * 40 + .milliseconds(200), "\(smallTime) vs \(largeTime)")
        #expect(largeTime < .seconds(20))
    }

    @Test("A long single-line template with many tags compiles in linear time")
    func longLine() throws {
        let source = String(repeating: "{{a}} {{#b}}x{{/b}} ", count: 20_000)
        let clock = ContinuousClock()
        let time = try clock.measure {
            let template = try Template(source)
            _ = try template.render(["a": 1, "b": true], as: .plain)
        }
        #expect(time < .seconds(10))
    }
}
