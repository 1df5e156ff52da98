import TestSupport

/// Varied Markdown documents for the determinism and concurrency tests, built from a seeded
/// generator so every run sees the same documents.
enum MarkdownSamples {
    /// Building blocks that exercise every attached extension and the escaping paths.
    private static let fragments = [
        "# Heading with `code <tag>`\n",
        "Plain paragraph with **strong**, *emphasis* and ~~strikethrough~~.\n",
        "| Framework | Layer |\n|:--|--:|\n| UIKit | Cocoa Touch |\n| Core Data | Core Services |\n",
        "See https://developer.apple.com/documentation/ and www.example.com.\n",
        "- [x] done\n- [ ] open\n- plain\n",
        "1. one\n2. two\n   - nested ~x~\n",
        "```swift\nlet html = \"<b>&amp;</b>\"\n```\n",
        "<script>alert(1)</script>\n",
        "[bad](javascript:alert(1)) and [good](https://example.com)\n",
        "Příliš žluťoučký kůň úpěl ďábelské ódy.\n",
        "Съешь же ещё этих мягких французских булок.\n",
        "> quote with a footnote[^n]\n\n[^n]: The note.\n",
        "Text with <b>inline</b> HTML & \"quotes\".\n",
    ]

    /// Document `number`: between 3 and 12 fragments, chosen by a generator seeded with `number`.
    static func document(number: Int) -> String {
        var generator = SplitMix64(seed: UInt64(number))
        let count = Int.random(in: 3...12, using: &generator)
        var parts: [String] = []
        for _ in 0..<count {
            parts.append(fragments[Int.random(in: 0..<fragments.count, using: &generator)])
        }
        return parts.joined(separator: "\n")
    }
}
