import FuzzSupport
import JSONReader
import TemplateEngine

/// Fuzzes template compilation and rendering.
///
/// Input: `template NUL data NUL partial₀ NUL partial₁ …`. The data is JSON (read by our
/// JSONReader and turned into a TemplateValue; anything else renders with a small fixed value);
/// the partials are known as `p0`, `p1`, … and the template itself as `self`, so recursion is
/// reachable. The output kind and strictness come from the input's length, so every combination is
/// exercised. Lists in the data are cut to 4 items and sections to 6 levels: nested sections over
/// long lists make output exponential by design, which a time-out would report without being a bug.
/// Checks, besides "never traps": an error always has a message and a position inside its template.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplateEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let pieces = FuzzInput.pieces(FuzzInput.bytes(data, size)) { $0 == 0 }
    guard let first = pieces.first else { return 0 }
    let source = FuzzInput.text(first)
    let value = pieces.count > 1 ? (try? JSONReader.parse(pieces[1])).map(templateValue) ?? fallback : fallback
    var partialSources = ["self": source]
    for (index, piece) in pieces.dropFirst(2).prefix(4).enumerated() {
        partialSources["p\(index)"] = FuzzInput.text(piece)
    }
    let kinds: [OutputKind] = [.html, .markdown, .plain]
    let kind = kinds[size % kinds.count]
    let options = RenderOptions(strict: size % 2 == 1, maximumPartialDepth: 16, maximumPartialExpansions: 2_000)
    do {
        let template = try Template(source, name: "fuzz.mustache", maximumNesting: 6)
        let partials = try PartialProvider(sources: partialSources, maximumNesting: 6)
        _ = try template.render(value, as: kind, partials: partials, options: options)
    } catch {
        fuzzCheck(!error.description.isEmpty, "empty template error")
    }
    return 0
}

/// A small value with each kind of TemplateValue, for inputs without usable data.
let fallback: TemplateValue = [
    "name": "UIKit <b>&amp;</b> \"q\" 'a'", "count": 3, "ratio": 1.5, "yes": true, "no": false,
    "none": nil, "items": ["a", "*b*", ["x": "y"]], "object": ["inner": "value", "list": [1, 2]],
]

/// The JSON value as a TemplateValue (numbers that fit an Int as ints, others as doubles).
func templateValue(_ json: JSONValue) -> TemplateValue {
    switch json.kind {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .string(let text): .string(text)
    case .number(let number): number.int.map(TemplateValue.int) ?? .double(number.double ?? 0)
    case .array(let elements): .list(elements.prefix(4).map(templateValue))
    case .object(let object):
        .object(Dictionary(object.members.map { ($0.key, templateValue($0.value)) }, uniquingKeysWith: { a, _ in a }))
    }
}
