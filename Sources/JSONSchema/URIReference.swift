/// A URI reference split into its five RFC 3986 components, with reference resolution (§5.2).
///
/// Used to give every schema its base URI (`$id` resolved against the enclosing base) and to turn
/// a `$ref` into the absolute URI of its target. Parsing never fails: like the regular expression
/// of RFC 3986 Appendix B it splits any string; whether the string is a *valid* URI is the
/// business of ``URIGrammar`` (the `uri` format). A base without a scheme (a bare file name such
/// as `catalog.schema.json`) is allowed, so that documents known only by a file name can refer to
/// each other with relative references.
struct URIReference: Hashable, Sendable, CustomStringConvertible {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    init(scheme: String? = nil, authority: String? = nil, path: String = "", query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// Splits `text` as RFC 3986 Appendix B does: `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
    init(parsing text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
            !rest[..<colon].contains(where: { $0 == "/" })
        {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[afterSlashes..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    /// The reference recomposed (RFC 3986 §5.3).
    var description: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// The same reference without its fragment: the URI of the resource a fragment is taken in.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// The last path segment (`catalog.schema.json` for `https://x.org/schemas/catalog.schema.json`).
    var lastPathSegment: String {
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }

    /// Resolves this reference against `base` (RFC 3986 §5.2.2, strict: a reference with a scheme
    /// is taken as it is). The base's fragment is ignored.
    func resolved(against base: URIReference) -> URIReference {
        var target = URIReference()
        if let scheme {
            target.scheme = scheme
            target.authority = authority
            target.path = URIReference.removeDotSegments(path)
            target.query = query
        } else {
            if let authority {
                target.authority = authority
                target.path = URIReference.removeDotSegments(path)
                target.query = query
            } else {
                if path.isEmpty {
                    target.path = base.path
                    target.query = query ?? base.query
                } else {
                    if path.hasPrefix("/") {
                        target.path = URIReference.removeDotSegments(path)
                    } else {
                        target.path = URIReference.removeDotSegments(URIReference.merge(base: base, path: path))
                    }
                    target.query = query
                }
                target.authority = base.authority
            }
            target.scheme = base.scheme
        }
        target.fragment = fragment
        return target
    }

    /// RFC 3986 §5.2.3.
    private static func merge(base: URIReference, path: String) -> String {
        if base.authority != nil && base.path.isEmpty { return "/" + path }
        guard let slash = base.path.lastIndex(of: "/") else { return path }
        return String(base.path[...slash]) + path
    }

    /// RFC 3986 §5.2.4, on whole segments.
    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        let absolute = path.hasPrefix("/")
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if absolute { segments.removeFirst() }
        var output: [String] = []
        var trailingSlash = false
        for (i, segment) in segments.enumerated() {
            let isLast = i == segments.count - 1
            switch segment {
            case ".":
                trailingSlash = isLast
            case "..":
                if !output.isEmpty { output.removeLast() }
                trailingSlash = isLast
            default:
                output.append(segment)
                trailingSlash = false
            }
        }
        var result = (absolute ? "/" : "") + output.joined(separator: "/")
        if trailingSlash && !result.hasSuffix("/") && !(result.isEmpty && !absolute) { result += "/" }
        return result
    }
}
