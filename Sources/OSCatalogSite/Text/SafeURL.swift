/// Addresses the site links to outside itself.
enum SafeURL {
    /// `text` if it is an `https:` or `http:` address (nil otherwise, so the site shows the
    /// source without a link), with every character that could end a Markdown link or an HTML
    /// attribute percent-encoded: spaces and control characters, `<`, `>`, quotes, parentheses,
    /// backslashes and backticks.
    static func webAddress(_ text: String) -> String? {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"), text.utf8.count <= 2048 else { return nil }
        let special: Set<UInt8> = Set("<>\"'()\\`".utf8)
        var encoded = ""
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x7F || special.contains(byte) {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            } else {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        // Bytes above 0x7F were appended one by one; rebuild them as UTF-8.
        return String(decoding: encoded.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
    }
}
