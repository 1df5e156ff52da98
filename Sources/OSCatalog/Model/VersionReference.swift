/// A reference to an OS version at release precision: `ios-16` names iOS 16, `ios-16.1` its
/// 16.1 update and `iphone-os-2.2` the 2.2 update of iPhone OS 2.
///
/// Frameworks arrive in point releases (AV Foundation in iPhone OS 2.2, ActivityKit in iOS 16.1),
/// so `introduced`, `deprecated` and `removed` may name one. Until the catalog lists point
/// releases as entries of their own, a reference resolves to its major version's entry and keeps
/// the update numbers for display and ordering.
public struct VersionReference: Hashable, Sendable {
    /// The id of the major version's entry (`ios-16` for `ios-16.1`).
    public let versionID: String
    /// The update numbers after the major: `[1]` for 16.1, `[3, 1]` for 13.3.1, `[]` for 16.
    public let update: [Int]

    /// Parses `ios-16`, `ios-16.1` or `ios-13.3.1`; nil for an empty id, an empty or non-numeric
    /// update part, or more than two update numbers.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let head = parts.first, !head.isEmpty, parts.count <= 3 else { return nil }
        var update: [Int] = []
        for part in parts.dropFirst() {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
            else { return nil }
            update.append(number)
        }
        versionID = String(head)
        self.update = update
    }

    /// The reference as the catalog writes it (`ios-16.1`).
    public var text: String { ([versionID] + update.map(String.init)).joined(separator: ".") }

    /// The update suffix for display: ".1" for 16.1, "" for a major version.
    public var updateSuffix: String { update.map { ".\($0)" }.joined() }
}

/// Where a version reference falls in release order: its major version's position, then its
/// update numbers, so iOS 16 < iOS 16.1 < iOS 16.4.1 < iOS 17.
public struct VersionPosition: Comparable, Hashable, Sendable {
    /// The position of the major version among the catalog's versions (0 for the first).
    public let major: Int
    /// The update numbers, compared element by element; a missing number counts as 0.
    public let update: [Int]

    /// Creates a position from a major version's position and its update numbers.
    public init(major: Int, update: [Int]) {
        self.major = major
        self.update = update
    }

    /// Whether `lhs` comes before `rhs` in release order: by major, then by update numbers
    /// element by element, a missing number counting as 0.
    public static func < (lhs: VersionPosition, rhs: VersionPosition) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        for index in 0..<max(lhs.update.count, rhs.update.count) {
            let left = index < lhs.update.count ? lhs.update[index] : 0
            let right = index < rhs.update.count ? rhs.update[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// Whether the two positions name the same release: trailing zero updates do not count, so
    /// 16.1 equals 16.1.0.
    public static func == (lhs: VersionPosition, rhs: VersionPosition) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// Hashes the major and the update numbers without trailing zeros, so equal positions hash
    /// alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        var trimmed = update
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}

extension Catalog {
    /// The release-order position of a version reference (`ios-16.1` after `ios-16`, before
    /// `ios-17`); nil when its major version is not in the catalog.
    public func position(ofVersion reference: String) -> VersionPosition? {
        guard let parsed = VersionReference(reference), let major = order(ofVersion: parsed.versionID) else { return nil }
        return VersionPosition(major: major, update: parsed.update)
    }

    /// The entry of a reference's major version: iOS 16 for `ios-16.1`.
    public func majorVersion(of reference: String) -> OSVersion? {
        VersionReference(reference).flatMap { version(id: $0.versionID) }
    }

    /// The display name of a version reference: "iOS 16.1" for `ios-16.1`, "iPhone OS 2" for
    /// `iphone-os-2`; the reference itself when its major version is unknown.
    public func versionName(of reference: String) -> String {
        guard let parsed = VersionReference(reference), let major = version(id: parsed.versionID) else { return reference }
        return major.name + parsed.updateSuffix
    }

    /// Whether version reference `reference` is at or after `other` in release order; false when
    /// either is unknown.
    public func isVersion(_ reference: String, atLeast other: String) -> Bool {
        guard let left = position(ofVersion: reference), let right = position(ofVersion: other) else { return false }
        return left >= right
    }
}

extension Catalog {
    /// The frameworks whose version reference in `field` falls in major version `versionID`
    /// (iOS 16.1 counts as iOS 16), in the catalog's reading order.
    public func frameworks(_ field: KeyPath<Framework, String?>, in versionID: String) -> [Framework] {
        frameworks.filter { framework in
            framework[keyPath: field].flatMap(VersionReference.init)?.versionID == versionID
        }
    }
}

extension Framework {
    /// `introducedID` as an optional, so every lifecycle field can be read through one key path.
    public var introducedReference: String? { introducedID }
}
