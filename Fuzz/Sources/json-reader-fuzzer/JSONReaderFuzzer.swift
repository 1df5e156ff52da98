import FuzzSupport
import JSONReader

/// Fuzzes JSONReader.parse on arbitrary bytes. Besides "never traps", it checks:
/// - an error's position lies inside the input (line and column ≥ 1, offset ≤ its length);
/// - an accepted document written back (compact and pretty) parses again to an equal value, and
///   writing that value again gives the same bytes (the writer and reader agree);
/// - what the strict reader accepts, the duplicate-tolerant reader accepts as the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let value: JSONValue
    do {
        value = try JSONReader.parse(bytes)
    } catch {
        fuzzCheck(error.position.line >= 1 && error.position.column >= 1, "error position \(error.position)")
        fuzzCheck(
            error.position.offset >= 0 && error.position.offset <= bytes.count,
            "error offset \(error.position.offset) outside \(bytes.count) bytes")
        fuzzCheck(!error.message.isEmpty, "empty error message")
        return 0
    }
    for style in [JSONWriter.Style.compact, .pretty(indent: 2)] {
        let written = JSONWriter.writeBytes(value, style: style)
        do {
            let reparsed = try JSONReader.parse(written)
            fuzzCheck(reparsed.semanticallyEquals(value), "written value reads back different")
            fuzzCheck(JSONWriter.writeBytes(reparsed, style: style) == written, "writing is not idempotent")
        } catch {
            fuzzCheck(false, "our own output does not parse: \(error)")
        }
    }
    do {
        let tolerant = try JSONReader.parse(bytes, duplicateKeys: .keepAll)
        fuzzCheck(tolerant.semanticallyEquals(value), "duplicate-tolerant reading differs")
    } catch {
        fuzzCheck(false, "duplicate-tolerant reading rejects what the strict one accepts: \(error)")
    }
    return 0
}
