/// The rules of `oscat check`, by their stable ids (SARIF `ruleId`, the bracketed id after a
/// text message, the `rule` of JSON findings).
public enum CheckRule: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A framework introduced after the deployment target.
    case unavailableAtTarget = "unavailable-at-target"
    /// A framework deprecated at or before the deployment target.
    case deprecated
    /// A framework removed from the SDK.
    case removed
    /// A file that could not be read, is binary, or is not valid UTF-8.
    case unreadableFile = "unreadable-file"
    /// A project file (`project.pbxproj`, `.xcconfig`, `Package.swift`) whose deployment target
    /// could not be read.
    case unreadableProject = "unreadable-project"

    /// Orders as `allCases` lists the rules.
    public static func < (lhs: CheckRule, rhs: CheckRule) -> Bool {
        rank(lhs) < rank(rhs)
    }

    private static func rank(_ rule: CheckRule) -> Int {
        allCases.firstIndex(of: rule) ?? allCases.count
    }
}
