/// A short fingerprint of an English source text: kept with each translation, so that a
/// translation made for an older English text is reported as stale.
///
/// FNV-1a (64 bit) over the UTF-8 bytes, as 16 lower-case hex digits; for plural texts, over
/// the forms in category order joined by a U+001F separator. Stable across platforms and runs.
public func sourceFingerprint(of text: TranslationUnit.Text) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.strings.joined(separator: "\u{1F}").utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
