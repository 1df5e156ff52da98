/// The releases one version argument of a filter names: a major version (`ios-9`, typed `9`)
/// stands for every one of its releases, 9.0 to the last 9.x; a point release (`ios-15.1`,
/// typed `15.1`) for that release and its own updates (15.1.1).
///
/// `frameworks --deprecated-in 9` asks "what was deprecated in iOS 9?", and a framework
/// deprecated in iOS 9.3 is part of the answer, so `in` compares the major and the update
/// numbers the user gave, never more.
public struct ReleaseSpan: Sendable, Hashable {
    /// The id of the major version's entry (`ios-15` for `ios-15.1`).
    public var versionID: String
    /// The update numbers the span is limited to: `[]` for the whole major, `[1]` for 15.1.
    public var update: [Int]

    /// The span of a version reference as the catalog writes it (`ios-9`, `ios-15.1`); trailing
    /// zero updates are dropped, so `ios-9.0` is the whole major as `9.0` is on the command
    /// line. Nil when the reference does not parse.
    public init?(reference: String) {
        guard let parsed = VersionReference(reference) else { return nil }
        var update = parsed.update
        while update.last == 0 { update.removeLast() }
        self.versionID = parsed.versionID
        self.update = update
    }

    /// The span of a version or point release a user named.
    public init(_ point: VersionPoint) {
        var update = point.update
        while update.last == 0 { update.removeLast() }
        self.versionID = point.version.id
        self.update = update
    }

    /// Whether the span is a whole major version.
    public var isMajor: Bool { update.isEmpty }
}

extension Catalog {
    /// Whether the release `reference` names falls in `span`: same major and, for a point
    /// release, the same leading update numbers (`ios-9.3` is in `ios-9`; `ios-15.1.1` is in
    /// `ios-15.1`; `ios-15.2` is not). False for an unknown or malformed reference.
    public func isReference(_ reference: String, in span: ReleaseSpan) -> Bool {
        guard let parsed = VersionReference(reference), parsed.versionID == span.versionID else { return false }
        var update = parsed.update
        while update.last == 0 { update.removeLast() }
        return update.starts(with: span.update)
    }

    /// Whether the release `reference` names comes at or before the last release of `span`:
    /// before it in release order, or in it.
    public func isReference(_ reference: String, byEndOf span: ReleaseSpan) -> Bool {
        if isReference(reference, in: span) { return true }
        guard let position = position(ofVersion: reference), let major = order(ofVersion: span.versionID) else { return false }
        return position < VersionPosition(major: major, update: span.update)
    }

    /// Whether the release `reference` names comes at or before the first release of `span`
    /// (9.0 for `ios-9`, 15.1 for `ios-15.1`).
    public func isReference(_ reference: String, byStartOf span: ReleaseSpan) -> Bool {
        guard let position = position(ofVersion: reference), let major = order(ofVersion: span.versionID) else { return false }
        return position <= VersionPosition(major: major, update: span.update)
    }

    /// Whether something introduced in `introduced` (nil: unrecorded) and removed in `removed`
    /// (nil: never) can be used on some release of `span`: introduced by the span's last
    /// release and not removed by its first. So `--available-in 16` keeps a framework that came
    /// in iOS 16.1 and one removed in iOS 16.2, as the site's availability matrix does; an
    /// unrecorded introduction never answers a version question.
    public func isAvailable(introduced: String?, removed: String?, during span: ReleaseSpan) -> Bool {
        guard let introduced, isReference(introduced, byEndOf: span) else { return false }
        if let removed, isReference(removed, byStartOf: span) { return false }
        return true
    }
}
