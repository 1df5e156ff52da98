import Diagnostics

/// What one finding of `oscat check` is about, as data: the rule, and for a framework finding
/// the framework, the version that matters and how many files import it; for a file the
/// problem. The executable words it in the user's language; ``englishMessage`` is the
/// library's own wording.
public struct CheckFinding: DiagnosticDetail {
    /// The rule.
    public var rule: CheckRule
    /// The framework's catalog id (framework findings).
    public var frameworkID: String?
    /// The framework's display name (never translated).
    public var frameworkName: String?
    /// The module name as the app imports it.
    public var module: String?
    /// The release the rule is about: the framework's introduction, deprecation or removal
    /// (`iOS 16`, `iOS 16.1`).
    public var version: String?
    /// The deployment target's release (`iOS 15`).
    public var target: String?
    /// The name of the framework that replaces a deprecated or removed one, when the catalog
    /// names one.
    public var replacement: String?
    /// How many files import the framework.
    public var importingFiles: Int
    /// For `unreadable-file` and an unreadable `unreadable-project` file: what went wrong.
    public var fileProblem: FileProblem?
    /// For `unreadable-project`: the parser's message (English, from DeploymentTargets).
    public var projectProblem: String?

    /// A framework finding.
    public init(
        rule: CheckRule, frameworkID: String, frameworkName: String, module: String, version: String, target: String,
        replacement: String?, importingFiles: Int
    ) {
        self.rule = rule
        self.frameworkID = frameworkID
        self.frameworkName = frameworkName
        self.module = module
        self.version = version
        self.target = target
        self.replacement = replacement
        self.importingFiles = importingFiles
    }

    /// A file that could not be read (`unreadable-file`), or a project file (`unreadable-project`).
    public init(fileProblem: FileProblem, rule: CheckRule = .unreadableFile) {
        self.rule = rule
        self.fileProblem = fileProblem
        importingFiles = 0
    }

    /// A project file whose deployment target could not be parsed.
    public init(projectProblem: String) {
        rule = .unreadableProject
        self.projectProblem = projectProblem
        importingFiles = 0
    }

    /// The rule's id.
    public var ruleID: String { rule.rawValue }

    /// The library's English wording.
    public var englishMessage: String {
        let name = frameworkName ?? module ?? ""
        let files = importingFiles == 1 ? "1 file" : "\(importingFiles) files"
        let instead = replacement.map { "; use \($0)" } ?? ""
        switch rule {
        case .unavailableAtTarget:
            return "\(name) needs \(version ?? "?"), later than the deployment target \(target ?? "?"): every use needs "
                + "an availability check (imported in \(files))"
        case .deprecated:
            return "\(name) is deprecated since \(version ?? "?")\(instead) (imported in \(files))"
        case .removed:
            return "\(name) was removed from the SDK in \(version ?? "?")\(instead) (imported in \(files))"
        case .unreadableFile, .unreadableProject:
            if let projectProblem { return "cannot read the deployment target: \(projectProblem)" }
            switch fileProblem {
            case .missing: return "no such file or folder"
            case .unreadable(let number): return "cannot read the file (error \(number))"
            case .binary: return "binary file, skipped"
            case .invalidUTF8(let line, let column):
                return "not valid UTF-8 at \(line):\(column); the imports were still read"
            case nil: return "cannot read the file"
            }
        }
    }

    /// Orders findings at one place by framework.
    public var orderingKeys: [String] { [frameworkID ?? ""] }
}
