/// The display name of a point release: its version's name with the major number replaced by
/// the release's version ("iOS 17" and 17.2 give "iOS 17.2", "iPhone OS 2" and 2.2.1 give
/// "iPhone OS 2.2.1").
public enum PointReleaseNaming {
    /// "iOS 17.2" for release 17.2 of iOS 17; the version's name followed by the release's
    /// version when the name does not end in the major number.
    public static func name(of release: PointRelease, in version: OSVersion) -> String {
        let major = String(version.major)
        if version.name.hasSuffix(" " + major) {
            return String(version.name.dropLast(major.count)) + release.version
        }
        return version.name + " " + release.version
    }
}
