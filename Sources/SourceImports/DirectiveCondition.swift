/// What the scanners need to know of an `#if` condition without evaluating it: whether it calls
/// a guard such as `canImport` or `__has_include`, which says the code expects a module to be
/// missing, and whether it is the constant `0` or `1` of a C-family block switched off or on.
extension UnsafeRawBufferPointer {
    /// Whether `range` calls the function `name`: the whole word, then optional space, then `(`.
    /// `defined(__has_include)` only tests that the guard exists, so it is no call.
    func condition(in range: Range<Int>, calls name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        guard length > 0, range.lowerBound >= 0, range.upperBound <= count else { return false }
        var start = range.lowerBound
        while start + length <= range.upperBound {
            if bytes(in: start..<start + length, equal: name),
                start == range.lowerBound || !self[start - 1].isIdentifierContinuation
            {
                let end = start + length
                if end == range.upperBound || !self[end].isIdentifierContinuation {
                    let next = endOfHorizontalSpace(from: end)
                    if next < range.upperBound && self[next] == UInt8(ascii: "(") { return true }
                }
            }
            start += 1
        }
        return false
    }

    /// The constant a C-family `#if` or `#elif` condition in `range` is, when it is `0` or `1`
    /// (with space and parentheses around it): `#if 0` is the usual way to switch code off.
    /// Nil for any other condition, which the scanners cannot evaluate and treat as maybe true.
    func constantCondition(in range: Range<Int>) -> Bool? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        var value: Bool?
        for offset in range {
            let byte = self[offset]
            if byte.isHorizontalSpace || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") { continue }
            guard value == nil else { return nil }
            switch byte {
            case UInt8(ascii: "0"): value = false
            case UInt8(ascii: "1"): value = true
            default: return nil
            }
        }
        return value
    }
}
