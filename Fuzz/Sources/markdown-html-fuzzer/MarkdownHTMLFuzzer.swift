import FuzzSupport
import OSCatalogSite

/// Fuzzes the Markdown-to-HTML stage of the site (MarkdownRenderer over libcmark-gfm with the
/// GitHub extensions). Checks, besides "never traps": raw HTML stays off, whatever the input, so the
/// output never carries a live `<script`, `<iframe`, `<style` or `<object` tag nor a
/// `javascript:`/`vbscript:` link (text that looks like them is escaped as `&lt;…`), and rendering
/// is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let markdown = FuzzInput.text(FuzzInput.bytes(data, size))
    let html = MarkdownRenderer.html(fromMarkdown: markdown)
    let lowered = html.lowercased()
    for tag in [
        "<script", "<iframe", "<style", "<object", "<embed", "<svg", "href=\"javascript:",
        "src=\"javascript:", "href=\"vbscript:",
    ] {
        fuzzCheck(!lowered.contains(tag), "the HTML carries \(tag): \(html.prefix(2_000))")
    }
    if size % 16 == 0 {
        fuzzCheck(MarkdownRenderer.html(fromMarkdown: markdown) == html, "rendering is not deterministic")
    }
    return 0
}
