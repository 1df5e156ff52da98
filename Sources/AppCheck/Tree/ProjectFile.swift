/// A file that can declare the app's deployment target.
public struct ProjectFile: Sendable, Hashable, Comparable {
    /// The kinds of project file `oscat check` reads.
    public enum Kind: String, Sendable, Hashable {
        /// `project.pbxproj` inside an `.xcodeproj` folder.
        case xcodeProject = "xcode-project"
        /// An `.xcconfig` file.
        case xcconfig
        /// A `Package.swift`.
        case packageManifest = "package-manifest"
    }

    /// The path, as the walk found it.
    public var path: String
    /// What kind of file it is.
    public var kind: Kind

    /// A project file at `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The kind of project file named `name`, or nil.
    static func kind(ofFileNamed name: String, inFolder folder: String) -> Kind? {
        if name == "Package.swift" { return .packageManifest }
        if name.hasSuffix(".xcconfig") { return .xcconfig }
        if name == "project.pbxproj", folder.hasSuffix(".xcodeproj") { return .xcodeProject }
        return nil
    }

    /// Orders by path.
    public static func < (lhs: ProjectFile, rhs: ProjectFile) -> Bool { lhs.path < rhs.path }
}
