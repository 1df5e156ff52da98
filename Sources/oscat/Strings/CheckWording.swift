import AppCheck
import DeploymentTargets
import Diagnostics
import FileSafety
import OSCatalogLocalization

extension LocalizedStrings {
    /// A finding of `oscat check` in the user's language.
    func message(for diagnostic: Diagnostic<CheckFinding>) -> String {
        let finding = diagnostic.detail
        let name = finding.frameworkName ?? finding.module ?? ""
        let version = finding.version ?? ""
        let files = checkImportingFiles(finding.importingFiles)
        switch finding.rule {
        case .unavailableAtTarget:
            return checkUnavailableAtTarget(name, version, finding.target ?? "", files)
        case .deprecated:
            if let replacement = finding.replacement { return checkDeprecatedReplaced(name, version, replacement, files) }
            return checkDeprecated(name, version, files)
        case .removed:
            if let replacement = finding.replacement { return checkRemovedReplaced(name, version, replacement, files) }
            return checkRemoved(name, version, files)
        case .unreadableFile, .unreadableProject:
            if let problem = finding.projectProblem { return checkProjectUnreadable(problem) }
            switch finding.fileProblem {
            case .missing, nil: return checkFileMissing
            case .binary: return checkFileBinary
            case .invalidUTF8: return checkFileInvalidUtf8
            case .unreadable(let number):
                let reason = message(for: SystemErrorCode(number: number))
                return finding.rule == .unreadableProject ? checkProjectUnreadable(reason) : checkFileUnreadable(reason)
            }
        }
    }

    /// The first line of a check: the deployment target and where it came from.
    func checkTargetLine(_ target: ResolvedTarget) -> String {
        switch target.origin {
        case .option:
            return checkTargetOption(target.point.name, OptionName.minIOS.flagText)
        case .project(let declared, let count):
            return checkTargetProject(target.point.name, place(of: declared), countDeclarations(count))
        }
    }

    /// Where a deployment target is declared: `file:line:col`, with the Xcode target and
    /// configuration when it is one.
    func place(of declared: DeploymentTarget) -> String {
        let origin = declared.origin
        let place = "\(origin.file):\(origin.line):\(origin.column)"
        switch (origin.target, origin.configuration) {
        case (let target?, let configuration?): return checkTargetInTarget(place, target, configuration)
        case (nil, let configuration?): return checkTargetInProject(place, configuration)
        default: return place
        }
    }
}
