/// A version as the readers accept it, found in the text of a value: the value trimmed of spaces
/// and tabs, when what is left is a plain version (digits with up to two dots: `15`, `15.0`,
/// `16.4.1`), and how many scalars the trim removed before it, so a reader can point at its
/// first digit. Build-setting references (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`), empty
/// values and anything else give nil: their version cannot be known from the file.
func plainVersion(in text: some StringProtocol) -> (version: String, leadingTrim: Int)? {
    let scalars = Array(text.unicodeScalars)
    let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else {
        return nil
    }
    let version = scalars[first...last]
    var dots = 0
    var previousWasDigit = false
    for scalar in version {
        if scalar == "." {
            guard previousWasDigit, dots < 2 else { return nil }
            dots += 1
            previousWasDigit = false
        } else if ("0"..."9").contains(scalar) {
            previousWasDigit = true
        } else {
            return nil
        }
    }
    guard previousWasDigit else { return nil }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: version)
    return (String(result), first)
}
