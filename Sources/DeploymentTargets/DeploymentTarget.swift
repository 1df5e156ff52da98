/// An iOS deployment target an app declares, and where it does.
public struct DeploymentTarget: Sendable, Hashable {
    /// The version as written, trimmed (`15.0`, `15`, `16.4`); `.v15` in a manifest is `15`.
    public var version: String
    /// The file and place it was read from.
    public var origin: DeploymentTargetOrigin

    /// A target read at `origin`.
    public init(version: String, origin: DeploymentTargetOrigin) {
        self.version = version
        self.origin = origin
    }
}

/// Where a deployment target was declared: the file, line and column of the value, the kind of
/// file, and for an Xcode project the target and build configuration it applies to.
public struct DeploymentTargetOrigin: Sendable, Hashable {
    /// The kinds of declaration.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `IPHONEOS_DEPLOYMENT_TARGET` in a `project.pbxproj` build configuration.
        case xcodeProject = "xcode-project"
        /// `IPHONEOS_DEPLOYMENT_TARGET` in an `.xcconfig` file.
        case xcconfig
        /// `platforms: [.iOS(…)]` in a `Package.swift`.
        case packageManifest = "package-manifest"
    }

    /// The kind of file.
    public var kind: Kind
    /// The file's path, as given to the reader.
    public var file: String
    /// The 1-based line of the version's first character.
    public var line: Int
    /// The 1-based column (Unicode scalars) of the version's first character.
    public var column: Int
    /// For an Xcode project: the target's name (nil for a project-level setting that no target
    /// overrides).
    public var target: String?
    /// For an Xcode project: the build configuration's name (`Debug`, `Release`).
    public var configuration: String?

    /// An origin; `target` and `configuration` only for Xcode projects.
    public init(kind: Kind, file: String, line: Int, column: Int, target: String? = nil, configuration: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.target = target
        self.configuration = configuration
    }
}
