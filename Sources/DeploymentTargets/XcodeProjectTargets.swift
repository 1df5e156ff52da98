/// The iOS deployment targets of an Xcode project file (`project.pbxproj`), one for each native
/// target and build configuration, so `oscat check` can tell which target asks for the oldest
/// system and point at the line that says so.
///
/// A target's configuration uses its own `IPHONEOS_DEPLOYMENT_TARGET` (conditional forms such as
/// `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` count too) and otherwise inherits the value of the
/// project's configuration of the same name, as Xcode does. Values that are no plain version
/// (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`, `$(inherited)`, empty) do not count, so the
/// project's value applies instead. Targets whose `SDKROOT` names another platform (`macosx`,
/// `watchos`, `appletvos`, `xros`, `driverkit`) are left out. A project without native targets
/// reports its own configurations' values with no target. Results are ordered by target name,
/// then configuration name, file order breaking ties; references to missing objects are ignored.
///
/// - Parameters:
///   - bytes: the file's contents.
///   - path: the file's path, as the origins should name it.
/// - Returns: the targets found; `[]` when the project declares no iOS deployment target.
/// - Throws: ``PropertyListError`` when the file is no well-formed property list.
public func deploymentTargets(inProjectFile bytes: [UInt8], path: String) throws(PropertyListError) -> [DeploymentTarget] {
    let root = try parsePropertyList(bytes)
    let project = XcodeProject(root: root)
    guard let projectObject = project.rootProject else { return [] }

    let projectConfigurations = project.configurations(of: projectObject)
    let nativeTargets = project.objects(ofType: "PBXNativeTarget")
    var found: [DeploymentTarget] = []

    func origin(_ value: PropertyListValue, _ trim: Int, target: String?, configuration: String) -> DeploymentTargetOrigin {
        DeploymentTargetOrigin(
            kind: .xcodeProject, file: path, line: value.line, column: value.column + trim, target: target, configuration: configuration)
    }

    if nativeTargets.isEmpty {
        for configuration in projectConfigurations where !isOtherPlatform(configuration.settings) {
            for (value, version, trim) in deploymentTargetValues(in: configuration.settings) {
                found.append(
                    DeploymentTarget(version: version, origin: origin(value, trim, target: nil, configuration: configuration.name)))
            }
        }
    }
    for target in nativeTargets {
        let targetName = target["name"]?.string ?? target["productName"]?.string ?? ""
        for configuration in project.configurations(of: target) {
            let inherited = projectConfigurations.first { $0.name == configuration.name }?.settings
            guard !isOtherPlatform(configuration.settings, inheriting: inherited) else { continue }
            var values = deploymentTargetValues(in: configuration.settings)
            if values.isEmpty, let inherited { values = deploymentTargetValues(in: inherited) }
            for (value, version, trim) in values {
                found.append(
                    DeploymentTarget(version: version, origin: origin(value, trim, target: targetName, configuration: configuration.name)))
            }
        }
    }
    return found.enumerated()
        .sorted { left, right in
            let leftKey = (left.element.origin.target ?? "", left.element.origin.configuration ?? "")
            let rightKey = (right.element.origin.target ?? "", right.element.origin.configuration ?? "")
            return leftKey != rightKey ? leftKey < rightKey : left.offset < right.offset
        }
        .map(\.element)
}

/// The `IPHONEOS_DEPLOYMENT_TARGET` values of one `buildSettings` dictionary that are plain
/// versions, with the version and the scalars trimmed before it.
private func deploymentTargetValues(in settings: [PropertyListEntry]) -> [(PropertyListValue, String, Int)] {
    settings.compactMap { entry in
        guard entry.key == "IPHONEOS_DEPLOYMENT_TARGET" || entry.key.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET["),
            let text = entry.value.string, let (version, trim) = plainVersion(in: text)
        else { return nil }
        return (entry.value, version, trim)
    }
}

/// Whether a configuration builds for a platform other than iOS: its `SDKROOT` (or else the one
/// it inherits) is a non-iOS SDK. No `SDKROOT`, `iphoneos` and `auto` (multiplatform) are iOS.
private func isOtherPlatform(_ settings: [PropertyListEntry], inheriting inherited: [PropertyListEntry]? = nil) -> Bool {
    let sdk = (settings.first { $0.key == "SDKROOT" } ?? inherited?.first { $0.key == "SDKROOT" })?.value.string
    guard let sdk else { return false }
    let trimmed = sdk.unicodeScalars.filter { $0 != " " && $0 != "\t" }.map(Character.init)
    let name = String(trimmed).lowercased()
    return ["macosx", "watchos", "appletvos", "xros", "driverkit"].contains { name.hasPrefix($0) }
}

/// The `objects` table of a project file and the lookups the reader needs through it.
private struct XcodeProject {
    /// One `XCBuildConfiguration`: its name and its `buildSettings` entries.
    struct Configuration {
        var name: String
        var settings: [PropertyListEntry]
    }

    /// The objects by identifier (the first of a duplicated identifier wins), and in file order.
    private var objectsByID: [String: PropertyListValue] = [:]
    private var orderedObjects: [PropertyListValue] = []
    private var rootObjectID: String?

    init(root: PropertyListValue) {
        rootObjectID = root["rootObject"]?.string
        for entry in root["objects"]?.entries ?? [] where entry.value.entries != nil {
            guard objectsByID[entry.key] == nil else { continue }
            objectsByID[entry.key] = entry.value
            orderedObjects.append(entry.value)
        }
    }

    /// The object a reference value names, when it is a dictionary in the table.
    func object(_ reference: PropertyListValue?) -> PropertyListValue? {
        reference?.string.flatMap { objectsByID[$0] }
    }

    /// The objects whose `isa` is `type`, in file order.
    func objects(ofType type: String) -> [PropertyListValue] {
        orderedObjects.filter { $0["isa"]?.string == type }
    }

    /// The `PBXProject` the file's `rootObject` names, else the first one in the file.
    var rootProject: PropertyListValue? {
        if let named = rootObjectID.flatMap({ objectsByID[$0] }), named["isa"]?.string == "PBXProject" { return named }
        return objects(ofType: "PBXProject").first
    }

    /// The build configurations of a project or target, through its `buildConfigurationList`.
    func configurations(of owner: PropertyListValue) -> [Configuration] {
        guard let list = object(owner["buildConfigurationList"]) else { return [] }
        return (list["buildConfigurations"]?.array ?? []).compactMap { reference in
            guard let configuration = object(reference), configuration["isa"]?.string == "XCBuildConfiguration" else { return nil }
            return Configuration(name: configuration["name"]?.string ?? "", settings: configuration["buildSettings"]?.entries ?? [])
        }
    }
}
