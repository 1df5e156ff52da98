/// The offset of the first byte of the first ill-formed UTF-8 sequence in `bytes`, or nil when
/// the whole buffer is valid UTF-8: overlong forms, surrogates, values past U+10FFFF, stray
/// continuation bytes and sequences cut short all count. A report can then say where a file stops
/// being text while its (ASCII) imports are still read.
func firstInvalidUTF8Offset(in bytes: UnsafeRawBufferPointer) -> Int? {
    let count = bytes.count
    var offset = 0
    while offset < count {
        // Eight ASCII bytes at a time: most source files are nearly all ASCII.
        if offset + 8 <= count, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            offset += 8
            continue
        }
        let lead = bytes[offset]
        if lead < 0x80 {
            offset += 1
            continue
        }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0  // below is overlong
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F  // above are the surrogates
        case 0xF0:
            length = 4
            lowest = 0x90  // below is overlong
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F  // above is past U+10FFFF
        default: return offset
        }
        guard offset + length <= count else { return offset }
        let second = bytes[offset + 1]
        guard second >= lowest && second <= highest else { return offset }
        var next = offset + 2
        while next < offset + length {
            guard bytes[next].isUTF8Continuation else { return offset }
            next += 1
        }
        offset += length
    }
    return nil
}
