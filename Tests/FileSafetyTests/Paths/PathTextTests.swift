import FileSafety
import Foundation
import Testing

/// Path parts without Foundation's traps, with its answers where it has them.
@Suite struct PathTextTests {
    @Test(arguments: [
        ("a/b/c.json", "a/b", "c.json"), ("c.json", "", "c.json"), ("/c", "/", "c"), ("a/b/", "a", "b"),
        ("a", "", "a"), (".", "", "."), ("a/", "", "a"), ("./", "", "."), ("/", "/", "/"), ("", "", ""),
        ("//a//b//", "//a", "b"), ("../Catalog/", "..", "Catalog"),
    ])
    func splitsAPath(path: String, parent: String, name: String) {
        #expect(PathText.parent(of: path) == parent)
        #expect(PathText.name(of: path) == name)
    }

    @Test func agreesWithFoundationWhereFoundationDoesNotTrap() {
        for path in ["a/b/c.json", "/usr/share/x", "../Catalog/", "Catalog", "abc/", "/x/y/", "x/y"] {
            #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
            #expect(PathText.name(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
    }
}
