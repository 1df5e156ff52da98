import FuzzSupport
import TranslationInterchange

/// Fuzzes one translator-file reader through the public entry point `InterchangeDocument.read`,
/// which picks XLIFF when the first character other than whitespace or a byte order mark is `<`
/// and PO otherwise. Inputs that would go to the other reader get `prefix` in front (`<` for
/// XLIFF, `#`, a PO comment, for PO). Checks, besides "never traps": the document read is in
/// `format`, and an error has a message and a position inside the input.
public func fuzzInterchange(_ data: UnsafePointer<UInt8>?, _ size: Int, as format: InterchangeFormat) -> CInt {
    var bytes = FuzzInput.bytes(data, size)
    if InterchangeFormat.detect(bytes) != format {
        bytes.insert(UInt8(ascii: format == .xliff ? "<" : "#"), at: 0)
    }
    do {
        let document = try InterchangeDocument.read(bytes, path: "fuzz.\(format.fileExtension)")
        fuzzCheck(document.format == format, "a \(format) input read as \(document.format)")
    } catch {
        fuzzCheck(error.position.line >= 1 && error.position.offset <= bytes.count, "error position \(error)")
        fuzzCheck(!error.message.isEmpty, "empty error message")
    }
    return 0
}
