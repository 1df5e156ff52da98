/// Folder and file name of a path, worked out on the text alone.
///
/// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on some short paths
/// (`"a"`, `"."`, `"a/"`), which users type as `--catalog .`; these functions never trap and
/// give the same answers as `NSString` where it works.
public enum PathText {
    /// The folder part: `"a/b/c.json"` → `"a/b"`, `"c.json"` → `""`, `"/c"` → `"/"`, trailing
    /// slashes ignored (`"a/b/"` → `"a"`).
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: `"a/b/c.json"` → `"c.json"`, `"a/b/"` → `"b"`, `"/"` → `"/"`.
    public static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` without slashes at its end, except a lone `"/"`.
    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
