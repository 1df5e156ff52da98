import Diagnostics
import OSCatalog
import SourceImports

/// What `oscat check` is asked: the paths, the deployment target if given, the release to
/// consider raising it to, and the fail level.
public struct CheckRequest: Sendable, Hashable {
    /// Files or folders to scan (`.` when empty).
    public var paths: [String]
    /// `--min-ios`, as typed; nil to read the project's files.
    public var minimumIOS: String?
    /// `--drop-ios`, as typed.
    public var raisedIOS: String?
    /// `--fail-on`.
    public var failLevel: FailLevel
    /// The name of the option that gives the target, for errors that name it (`--min-ios`).
    public var minimumOption: String
    /// The name of the option that gives the raised target (`--drop-ios`).
    public var raisedOption: String

    /// A request; the option names default to oscat's.
    public init(
        paths: [String], minimumIOS: String? = nil, raisedIOS: String? = nil, failLevel: FailLevel = .removed,
        minimumOption: String = "--min-ios", raisedOption: String = "--drop-ios"
    ) {
        self.paths = paths
        self.minimumIOS = minimumIOS
        self.raisedIOS = raisedIOS
        self.failLevel = failLevel
        self.minimumOption = minimumOption
        self.raisedOption = raisedOption
    }
}

extension Catalog {
    /// Runs `oscat check` (docs/CHECK.md): walks the paths, scans every source file on every
    /// core, finds the deployment target, and judges each imported framework of the catalog
    /// against it. Throws only when the check cannot start (no or unknown deployment target);
    /// files that cannot be read become findings and the scan goes on.
    public func check(_ request: CheckRequest) throws(CheckSetupError) -> CheckResult {
        let tree = SourceTree(walking: request.paths)
        var diagnostics: [Diagnostic<CheckFinding>] = tree.missingPaths.map {
            Diagnostic(wholeFile: $0, severity: .error, detail: CheckFinding(fileProblem: .missing))
        }
        diagnostics += tree.unreadableFolders.map {
            Diagnostic(wholeFile: $0, severity: .warning, detail: CheckFinding(fileProblem: .unreadable(errorNumber: 13)))
        }
        let target = try resolveTarget(
            minimumIOS: request.minimumIOS, optionName: request.minimumOption, projectFiles: tree.projectFiles, catalog: self,
            problems: &diagnostics)
        var raised: (point: VersionPoint, position: VersionPosition)?
        if let text = request.raisedIOS {
            guard let found = checkPoint(text) else {
                throw .unknownOptionVersion(text, option: request.raisedOption, suggestion: suggestVersion(for: text))
            }
            raised = found
        }
        let files = scanFiles(tree.sourceFiles)
        diagnostics += files.compactMap(Self.problemDiagnostic)
        let (frameworkUses, otherModules) = uses(in: files)

        for use in frameworkUses {
            diagnostics += judge(use, target: target, failLevel: request.failLevel)
        }
        let unconditional = frameworkUses.filter { !$0.use.isConditionalOnly }
        let lowestAllowed = unconditional.compactMap { use in checkPosition(use.framework.introducedID).map { (use, $0) } }
            .max { $0.1 < $1.1 }.flatMap { versionPoint(matching: $0.0.framework.introducedID) }
        var guards: [FrameworkUse] = []
        if let raised {
            guards = frameworkUses.filter { use in
                guard let introduced = checkPosition(use.framework.introducedID) else { return false }
                return introduced > target.position && introduced <= raised.position
            }
        }
        return CheckResult(
            report: Report(diagnostics: diagnostics, checkedCount: files.count), target: target, frameworks: frameworkUses,
            otherModules: otherModules, lowestAllowed: lowestAllowed, raisedTarget: raised?.point, guardsThatCouldGo: guards,
            policy: request.failLevel.policy)
    }

    /// The position of a version reference.
    private func checkPosition(_ reference: String) -> VersionPosition? {
        position(ofVersion: reference)
    }

    /// The diagnostic of a file that was not read cleanly.
    private static func problemDiagnostic(_ file: ScannedFile) -> Diagnostic<CheckFinding>? {
        switch file.problem {
        case nil: nil
        case .binary: Diagnostic(wholeFile: file.path, severity: .note, detail: CheckFinding(fileProblem: .binary))
        case .missing: Diagnostic(wholeFile: file.path, severity: .error, detail: CheckFinding(fileProblem: .missing))
        case .unreadable(let number):
            Diagnostic(wholeFile: file.path, severity: .warning, detail: CheckFinding(fileProblem: .unreadable(errorNumber: number)))
        case .invalidUTF8(let line, let column):
            Diagnostic(
                file: file.path, line: line, column: column, severity: .warning,
                detail: CheckFinding(fileProblem: .invalidUTF8(line: line, column: column)))
        }
    }

    /// Every imported module once: those the catalog knows as frameworks (in layer order,
    /// then by name) and the others (by name).
    func uses(in files: [ScannedFile]) -> (frameworks: [FrameworkUse], others: [ModuleUse]) {
        var byModule: [String: ModuleUse] = [:]
        for file in files {
            var seenHere: Set<String> = []
            for found in file.imports {
                let place = ImportPlace(file: file.path, line: found.line, column: found.column)
                let firstInFile = seenHere.insert(found.module).inserted
                if var use = byModule[found.module] {
                    if place < use.first { use.first = place }
                    if firstInFile { use.files += 1 }
                    use.isConditionalOnly = use.isConditionalOnly && found.isConditional
                    byModule[found.module] = use
                } else {
                    byModule[found.module] = ModuleUse(module: found.module, first: place, files: 1, isConditionalOnly: found.isConditional)
                }
            }
        }
        var frameworkUses: [FrameworkUse] = []
        var known: Set<String> = []
        let layerOrder = Dictionary(layers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for framework in frameworks {
            guard let module = framework.module, let use = byModule[module], known.insert(module).inserted else { continue }
            frameworkUses.append(FrameworkUse(framework: framework, use: use))
        }
        frameworkUses = frameworkUses.enumerated().sorted { lhs, rhs in
            let left = layerOrder[lhs.element.framework.layerID] ?? Int.max
            let right = layerOrder[rhs.element.framework.layerID] ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        let others = byModule.values.filter { !known.contains($0.module) }.sorted { $0.module < $1.module }
        return (frameworkUses, others)
    }

    /// The findings about one framework the app imports.
    func judge(_ use: FrameworkUse, target: ResolvedTarget, failLevel: FailLevel) -> [Diagnostic<CheckFinding>] {
        let framework = use.framework
        let replacement = framework.replacedByID.flatMap { self.framework(id: $0)?.name }
        func finding(_ rule: CheckRule, _ reference: String, _ severity: Severity) -> Diagnostic<CheckFinding> {
            Diagnostic(
                file: use.use.first.file, line: use.use.first.line, column: use.use.first.column, severity: severity,
                detail: CheckFinding(
                    rule: rule, frameworkID: framework.id, frameworkName: framework.name, module: use.use.module,
                    version: versionName(of: reference), target: target.point.name, replacement: replacement,
                    importingFiles: use.use.files))
        }
        var findings: [Diagnostic<CheckFinding>] = []
        if let removed = framework.removedID {
            findings.append(finding(.removed, removed, .error))
        } else if let deprecated = framework.deprecatedID, let position = position(ofVersion: deprecated), position <= target.position {
            findings.append(finding(.deprecated, deprecated, .warning))
        }
        if !use.use.isConditionalOnly, let introduced = position(ofVersion: framework.introducedID), introduced > target.position {
            findings.append(finding(.unavailableAtTarget, framework.introducedID, failLevel.unavailableSeverity))
        }
        return findings
    }
}
