/// An OS version at release precision as a user names it: iOS 16, or its 16.1 update.
///
/// `diff 16 16.1` and `diff 2 2.2` compare point releases; a point release is its major
/// version's entry plus update numbers until the catalog lists point releases themselves.
public struct VersionPoint: Sendable, Hashable {
    /// The major version's entry.
    public var version: OSVersion
    /// The update numbers after the major (`[1]` for 16.1).
    public var update: [Int]

    /// Creates a point from a major version and its update numbers.
    public init(version: OSVersion, update: [Int] = []) {
        self.version = version
        self.update = update
    }

    /// The reference as the catalog writes it (`ios-16.1`).
    public var id: String {
        VersionReference(version.id).map { ref in ([ref.versionID] + update.map(String.init)).joined(separator: ".") } ?? version.id
    }
    /// The display name (`iOS 16.1`).
    public var name: String { version.name + update.map { ".\($0)" }.joined() }
}

extension Catalog {
    /// Finds the version or point release a user means by `text`: anything `version(matching:)`
    /// accepts, optionally followed by one or two update numbers (`16.1`, `iOS 16.1`,
    /// `ios-13.3.1`). A trailing `.0` names the major version itself.
    public func versionPoint(matching text: String) -> VersionPoint? {
        if let version = version(matching: text) { return VersionPoint(version: version) }
        var head = Substring(text.trimmingWhitespace())
        var update: [Int] = []
        while update.count < 2, let dot = head.lastIndex(of: ".") {
            let digits = head[head.index(after: dot)...]
            guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits)
            else { break }
            update.insert(number, at: 0)
            head = head[..<dot]
        }
        guard !update.isEmpty, let version = version(matching: String(head)) else { return nil }
        while update.last == 0 { update.removeLast() }
        return VersionPoint(version: version, update: update)
    }

    /// The release-order position of a point.
    public func position(of point: VersionPoint) -> VersionPosition? {
        order(ofVersion: point.version.id).map { VersionPosition(major: $0, update: point.update) }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
