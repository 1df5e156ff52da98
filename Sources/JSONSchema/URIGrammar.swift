/// A strict checker for RFC 3986 `URI` syntax (an absolute URI, optionally with a fragment),
/// used by the `uri` format assertion.
///
/// Works on UTF-8 bytes, so anything outside ASCII (an IRI) is rejected, as are spaces, `\`,
/// `"`, `<`, `>`, `{`, `}`, `^`, `` ` ``, `|` and malformed percent escapes. IP literals are
/// checked in full (IPv6 with `::` compression and an embedded dotted quad, whose octets may not
/// have leading zeros; `vX.…` IPvFuture). A host that looks like a dotted quad but is out of range
/// (`999.999.999.999`) is still a valid `reg-name`, as the RFC's grammar says.
enum URIGrammar {
    /// True when `text` matches RFC 3986 `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`.
    static func isValidURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(bytes[0]) else { return false }
        for byte in bytes[1..<colon]
        where
            !(isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
        {
            return false
        }
        var rest = Array(bytes[(colon + 1)...])
        var fragment: [UInt8]?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = Array(rest[(hash + 1)...])
            rest = Array(rest[..<hash])
        }
        var query: [UInt8]?
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = Array(rest[(question + 1)...])
            rest = Array(rest[..<question])
        }
        if let fragment, !isQueryOrFragment(fragment) { return false }
        if let query, !isQueryOrFragment(query) { return false }
        var path = rest[...]
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            guard isAuthority(rest[afterSlashes..<end]) else { return false }
            path = rest[end...]
        }
        return isPath(path)
    }

    /// `*( pchar / "/" )`, which covers path-abempty, path-absolute, path-rootless and path-empty
    /// once an authority (introduced by `//`) has been taken off.
    private static func isPath(_ bytes: ArraySlice<UInt8>) -> Bool {
        matchesPercentEncoded(bytes) { isPChar($0) || $0 == UInt8(ascii: "/") }
    }

    /// `*( pchar / "/" / "?" )`.
    private static func isQueryOrFragment(_ bytes: [UInt8]) -> Bool {
        matchesPercentEncoded(bytes[...]) { isPChar($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
    }

    /// `authority = [ userinfo "@" ] host [ ":" port ]`.
    private static func isAuthority(_ bytes: ArraySlice<UInt8>) -> Bool {
        var hostAndPort = bytes
        if let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
            let userinfo = bytes[bytes.startIndex..<at]
            guard matchesPercentEncoded(userinfo, { isUnreserved($0) || isSubDelim($0) || $0 == UInt8(ascii: ":") }) else {
                return false
            }
            hostAndPort = bytes[(at + 1)...]
        }
        var port: ArraySlice<UInt8> = []
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = hostAndPort[(hostAndPort.startIndex + 1)..<close]
            guard isIPv6(literal) || isIPvFuture(literal) else { return false }
            let after = hostAndPort[(close + 1)...]
            if !after.isEmpty {
                guard after.first == UInt8(ascii: ":") else { return false }
                port = after.dropFirst()
            }
        } else {
            var host = hostAndPort
            if let colon = hostAndPort.firstIndex(of: UInt8(ascii: ":")) {
                host = hostAndPort[hostAndPort.startIndex..<colon]
                port = hostAndPort[(colon + 1)...]
            }
            guard matchesPercentEncoded(host, { isUnreserved($0) || isSubDelim($0) }) else { return false }
        }
        return port.allSatisfy(isDigit)
    }

    /// RFC 3986 `IPv6address` (eight 16-bit groups, `::` for one or more zero groups, an optional
    /// final dotted quad).
    static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> [Substring] {
            part.isEmpty ? [] : part.split(separator: ":", omittingEmptySubsequences: false)
        }
        let head = groups(halves[0])
        let tail = halves.count == 2 ? groups(halves[1]) : []
        // A dotted quad may only end the address, never stand before "::".
        if halves.count == 2, tail.isEmpty, head.last?.contains(".") == true { return false }
        var all = head + tail
        var count = 0
        if let last = all.last, last.contains(".") {
            guard isIPv4(Array(last.utf8)) else { return false }
            all.removeLast()
            count += 2
        }
        for group in all {
            guard (1...4).contains(group.utf8.count), group.utf8.allSatisfy(isHexDigit) else { return false }
            count += 1
        }
        return halves.count == 2 ? count <= 7 : count == 8
    }

    /// RFC 3986 `IPv4address`: four `dec-octet`s (0–255, no leading zeros).
    static func isIPv4(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(isDigit) else { return false }
            if part.count > 1 && part.first == UInt8(ascii: "0") { return false }
            let value = part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            guard value <= 255 else { return false }
        }
        return true
    }

    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    private static func isIPvFuture(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "v") || first == UInt8(ascii: "V"),
            let dot = bytes.firstIndex(of: UInt8(ascii: "."))
        else { return false }
        let version = bytes[(bytes.startIndex + 1)..<dot]
        let rest = bytes[(dot + 1)...]
        return !version.isEmpty && version.allSatisfy(isHexDigit)
            && !rest.isEmpty && rest.allSatisfy { isUnreserved($0) || isSubDelim($0) || $0 == UInt8(ascii: ":") }
    }

    /// True when every byte is allowed by `allowed` or starts a well-formed `%XX` escape.
    private static func matchesPercentEncoded(_ bytes: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, isHexDigit(bytes[i + 1]), isHexDigit(bytes[i + 2]) else { return false }
                i += 3
            } else {
                guard allowed(byte) else { return false }
                i += 1
            }
        }
        return true
    }

    private static func isAlpha(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    private static func isUnreserved(_ b: UInt8) -> Bool {
        isAlpha(b) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
    }

    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`.
    private static func isSubDelim(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (the escape is handled by the caller).
    private static func isPChar(_ b: UInt8) -> Bool {
        isUnreserved(b) || isSubDelim(b) || b == UInt8(ascii: ":") || b == UInt8(ascii: "@")
    }
}
