import DeploymentTargets
import Diagnostics
import OSCatalog

/// The deployment target a check judges against: the release, as written, and where it came from.
public struct ResolvedTarget: Sendable, Hashable {
    /// The release (iOS 15, or its 15.4 update).
    public var point: VersionPoint
    /// Its place in release order.
    public var position: VersionPosition
    /// The version as written (`15.0`).
    public var written: String
    /// Where it came from.
    public var origin: TargetOrigin
}

/// Where a deployment target came from.
public enum TargetOrigin: Sendable, Hashable {
    /// `--min-ios`.
    case option
    /// The lowest of `declarations` values found in the project's files: this one.
    case project(DeploymentTarget, declarations: Int)
}

/// Why a check cannot start: the user must say, or fix, the deployment target. Each case says
/// what the user can do.
public enum CheckSetupError: Error, Sendable, Hashable {
    /// No `--min-ios` and no deployment target in any project file found.
    case noDeploymentTarget
    /// `--min-ios` names no version of the catalog; `suggestion` is the closest id.
    case unknownOptionVersion(String, option: String, suggestion: String?)
    /// A project file declares a version the catalog does not know.
    case unknownDeclaredVersion(DeploymentTarget)
}

extension Catalog {
    /// The release `text` names for `oscat check` (`15`, `15.0`, `15.4`, `iOS 15.4`), with its
    /// position; nil when the catalog has no such major version.
    func checkPoint(_ text: String) -> (point: VersionPoint, position: VersionPosition)? {
        guard let point = versionPoint(matching: text), let position = position(of: point) else { return nil }
        return (point, position)
    }
}

/// The deployment target: `minimumIOS` (`--min-ios`) when given, else the lowest value the
/// project files declare. Unreadable project files are reported in `problems` and skipped.
func resolveTarget(
    minimumIOS: String?, optionName: String, projectFiles: [ProjectFile], catalog: Catalog,
    problems: inout [Diagnostic<CheckFinding>]
) throws(CheckSetupError) -> ResolvedTarget {
    if let minimumIOS {
        guard let (point, position) = catalog.checkPoint(minimumIOS) else {
            throw .unknownOptionVersion(minimumIOS, option: optionName, suggestion: catalog.suggestVersion(for: minimumIOS))
        }
        return ResolvedTarget(point: point, position: position, written: minimumIOS, origin: .option)
    }
    var declared: [DeploymentTarget] = []
    for file in projectFiles {
        let read = readDeploymentTargets(file)
        declared += read.targets
        if let problem = read.problem { problems.append(problem) }
    }
    guard let lowest = lowest(declared) else { throw .noDeploymentTarget }
    guard let (point, position) = catalog.checkPoint(lowest.version) else { throw .unknownDeclaredVersion(lowest) }
    return ResolvedTarget(
        point: point, position: position, written: lowest.version, origin: .project(lowest, declarations: declared.count))
}

/// The deployment targets one project file declares, or the diagnostic of why it could not
/// be read.
func readDeploymentTargets(_ file: ProjectFile) -> (targets: [DeploymentTarget], problem: Diagnostic<CheckFinding>?) {
    let bytes: [UInt8]
    switch readFileBytes(atPath: file.path) {
    case .success(let read): bytes = read
    case .failure(let failure):
        let finding = CheckFinding(fileProblem: .unreadable(errorNumber: failure.errorNumber), rule: .unreadableProject)
        return ([], Diagnostic(wholeFile: file.path, severity: .warning, detail: finding))
    }
    switch file.kind {
    case .xcodeProject:
        do {
            return (try deploymentTargets(inProjectFile: bytes, path: file.path), nil)
        } catch {
            let finding = CheckFinding(projectProblem: error.message)
            return ([], Diagnostic(file: file.path, line: error.line, column: error.column, severity: .warning, detail: finding))
        }
    case .xcconfig:
        return (deploymentTargets(inXCConfig: String(decoding: bytes, as: UTF8.self), path: file.path), nil)
    case .packageManifest:
        return (deploymentTargets(inPackageManifest: String(decoding: bytes, as: UTF8.self), path: file.path), nil)
    }
}
