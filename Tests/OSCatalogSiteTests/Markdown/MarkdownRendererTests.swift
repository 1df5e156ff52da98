import OSCatalogSite
import Testing

/// GitHub-flavoured Markdown to HTML through libcmark-gfm: extensions, escaping, text fidelity
/// and the safe handling of raw HTML and `javascript:` links.
@Suite("MarkdownRenderer")
struct MarkdownRendererTests {
    private func html(_ markdown: String) -> String {
        MarkdownRenderer.html(fromMarkdown: markdown)
    }

    @Test func tableWithAlignmentRendersThroughTheExtensionList() {
        let markdown = """
            | Framework | Layer | Since |
            |:--|:-:|--:|
            | UIKit | Cocoa Touch | 2 |
            | Core Data | Core Services | 3 |

            """
        #expect(
            html(markdown) == """
                <table>
                <thead>
                <tr>
                <th align="left">Framework</th>
                <th align="center">Layer</th>
                <th align="right">Since</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td align="left">UIKit</td>
                <td align="center">Cocoa Touch</td>
                <td align="right">2</td>
                </tr>
                <tr>
                <td align="left">Core Data</td>
                <td align="center">Core Services</td>
                <td align="right">3</td>
                </tr>
                </tbody>
                </table>

                """)
    }

    @Test func tableCellsEscapeHTMLAndKeepInlineMarkup() {
        let output = html("| a | b |\n|---|---|\n| `x < y` | **A & B** |\n")
        #expect(output.contains("<td><code>x &lt; y</code></td>"))
        #expect(output.contains("<td><strong>A &amp; B</strong></td>"))
    }

    @Test func strikethrough() {
        #expect(html("~~Carbon~~ Cocoa Touch\n") == "<p><del>Carbon</del> Cocoa Touch</p>\n")
        #expect(html("~gone~\n") == "<p><del>gone</del></p>\n")
    }

    @Test func bareHTTPSURLsBecomeLinks() {
        #expect(
            html("See https://developer.apple.com/documentation/uikit for details.\n")
                == "<p>See <a href=\"https://developer.apple.com/documentation/uikit\">"
                + "https://developer.apple.com/documentation/uikit</a> for details.</p>\n")
        // The sentence's full stop is not part of the URL.
        #expect(
            html("Read https://example.com/a?b=1&c=2.\n")
                == "<p>Read <a href=\"https://example.com/a?b=1&amp;c=2\">https://example.com/a?b=1&amp;c=2</a>.</p>\n")
        #expect(html("www.example.com\n") == "<p><a href=\"http://www.example.com\">www.example.com</a></p>\n")
        #expect(html("<https://example.com>\n") == "<p><a href=\"https://example.com\">https://example.com</a></p>\n")
    }

    @Test func headings() {
        #expect(html("# iOS 7\n\n## Frameworks\n\n### UIKit ###\n") == "<h1>iOS 7</h1>\n<h2>Frameworks</h2>\n<h3>UIKit</h3>\n")
        #expect(html("Setext\n======\n") == "<h1>Setext</h1>\n")
    }

    @Test func lists() {
        #expect(
            html("- UIKit\n- Foundation\n\n1. one\n2. two\n")
                == "<ul>\n<li>UIKit</li>\n<li>Foundation</li>\n</ul>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n")
        #expect(html("3. three\n4. four\n") == "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n")
        #expect(html("- outer\n  - inner\n") == "<ul>\n<li>outer\n<ul>\n<li>inner</li>\n</ul>\n</li>\n</ul>\n")
    }

    @Test func taskLists() {
        let output = html("- [x] done\n- [ ] open\n")
        #expect(output.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> done"))
        #expect(output.contains("<input type=\"checkbox\" disabled=\"\" /> open"))
    }

    @Test func codeSpansEscapeHTMLSpecialCharacters() {
        #expect(
            html("Use `a < b && c > \"d\" 'e'` here.\n")
                == "<p>Use <code>a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'</code> here.</p>\n")
        #expect(html("`<script>alert(1)</script>`\n") == "<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>\n")
    }

    @Test func codeBlocksEscapeHTMLSpecialCharacters() {
        #expect(
            html("```swift\nlet tag = \"<b>\" + \"&amp;\"\n```\n")
                == "<pre><code class=\"language-swift\">let tag = &quot;&lt;b&gt;&quot; + &quot;&amp;amp;&quot;\n</code></pre>\n")
        #expect(html("    if a < b && c > d {}\n") == "<pre><code>if a &lt; b &amp;&amp; c &gt; d {}\n</code></pre>\n")
    }

    @Test func textOutsideCodeIsEscapedAndNotSmartened() {
        // Smart punctuation is off: straight quotes, "--" and "..." stay as written.
        #expect(html("AT&T -- \"quoted\" 'single'...\n") == "<p>AT&amp;T -- &quot;quoted&quot; 'single'...</p>\n")
    }

    @Test func czechAndRussianTextIsPreservedByteExactly() {
        let czech = "Příliš žluťoučký kůň úpěl ďábelské ódy."
        let russian = "Съешь же ещё этих мягких французских булок, да выпей чаю."
        // Decomposed (NFD) accents must not be normalized: Swift's == would hide that, bytes do not.
        let decomposed = "Pr\u{0069}\u{0301}liš vs. Pr\u{00ED}liš, ё vs. \u{0435}\u{0308}"
        for text in [czech, russian, decomposed] {
            let output = html(text + "\n")
            #expect(Array(output.utf8) == Array("<p>\(text)</p>\n".utf8))
        }
        let heading = html("# Čeština a русский\n\n| Jazyk | Язык |\n|---|---|\n| čeština | русский |\n")
        #expect(Array(heading.utf8).starts(with: Array("<h1>Čeština a русский</h1>\n".utf8)))
        #expect(heading.contains("<td>čeština</td>\n<td>русский</td>"))
    }

    @Test func rawHTMLIsDropped() {
        let output = html(
            """
            <script>alert(1)</script>

            <div onclick="evil()">block</div>

            Text with <b>bold</b>, <img src=x onerror=alert(1)> and <iframe src="https://example.com"></iframe>.

            """)
        for forbidden in ["<script", "<div", "<b>", "<img", "<iframe", "onerror", "onclick"] {
            #expect(!output.contains(forbidden), "\(forbidden) leaked into \(output)")
        }
        #expect(output.contains("<!-- raw HTML omitted -->"))
        #expect(output.contains("Text with <!-- raw HTML omitted -->bold<!-- raw HTML omitted -->, "))
    }

    @Test func javascriptLinksAreNeutralized() {
        #expect(html("[click](javascript:alert(1))\n") == "<p><a href=\"\">click</a></p>\n")
        #expect(html("[click](JavaScript:alert(1))\n") == "<p><a href=\"\">click</a></p>\n")
        #expect(html("![pic](javascript:alert(1))\n") == "<p><img src=\"\" alt=\"pic\" /></p>\n")
        #expect(html("[click][ref]\n\n[ref]: javascript:alert(1)\n") == "<p><a href=\"\">click</a></p>\n")
        for markdown in ["<javascript:alert(1)>\n", "[x](vbscript:msgbox(1))\n", "[x](data:text/html;base64,PHNjcmlwdD4=)\n"] {
            let output = html(markdown)
            #expect(output.contains("href=\"\""), "\(markdown) gave \(output)")
            for scheme in ["href=\"javascript", "href=\"vbscript", "href=\"data"] {
                #expect(!output.lowercased().contains(scheme), "\(markdown) gave \(output)")
            }
        }
        // Ordinary links are untouched.
        #expect(
            html("[UIKit](https://developer.apple.com/uikit/)\n") == "<p><a href=\"https://developer.apple.com/uikit/\">UIKit</a></p>\n")
    }

    @Test func footnotes() {
        let output = html("Claim.[^1]\n\n[^1]: Source.\n")
        #expect(output.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\" data-footnote-ref>1</a></sup>"))
        #expect(output.contains("<section class=\"footnotes\" data-footnotes>"))
    }

    @Test func emptyAndBlankInputGiveEmptyOutput() {
        #expect(html("") == "")
        #expect(html("\n\n  \n") == "")
    }

    @Test func nulCharactersAreReplaced() {
        #expect(html("a\u{0}b\n") == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func outputIsDeterministicAcrossRuns() {
        let markdown = MarkdownSamples.document(number: 7)
        let first = html(markdown)
        #expect(!first.isEmpty)
        for _ in 0..<20 {
            #expect(Array(html(markdown).utf8) == Array(first.utf8))
        }
    }
}
