/// The iOS deployment targets an `.xcconfig` file sets, so `oscat check` sees the values that
/// projects keep outside `project.pbxproj`.
///
/// Reads lines such as `IPHONEOS_DEPLOYMENT_TARGET = 15.0`, with spaces or none around `=`, an
/// optional trailing `;` and `//` comments (which in an `.xcconfig` run to the end of the line
/// wherever they start). Conditional settings (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 14.0`)
/// count too, since a build may use them. `#include` lines are skipped: the caller reads every
/// `.xcconfig` of the tree anyway. Values that are no plain version (`$(inherited)`) do not count.
///
/// - Parameters:
///   - text: the file's contents.
///   - path: the file's path, as the origins should name it.
/// - Returns: the targets in file order, each at the line and column of its first digit.
public func deploymentTargets(inXCConfig text: String, path: String) -> [DeploymentTarget] {
    var found: [DeploymentTarget] = []
    var lineNumber = 0
    for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
        lineNumber += 1
        var line = Array(rawLine)
        if let comment = commentStart(in: line) { line.removeSubrange(comment...) }
        guard let valueStart = deploymentTargetValueStart(in: line) else { continue }
        var value = line[valueStart...]
        while let last = value.last, last == " " || last == "\t" || last == "\r" { value.removeLast() }
        if value.last == ";" { value.removeLast() }
        var valueText = String.UnicodeScalarView()
        valueText.append(contentsOf: value)
        guard let (version, trim) = plainVersion(in: String(valueText)) else { continue }
        let origin = DeploymentTargetOrigin(kind: .xcconfig, file: path, line: lineNumber, column: valueStart + trim + 1)
        found.append(DeploymentTarget(version: version, origin: origin))
    }
    return found
}

/// Where a `//` comment starts in a line.
private func commentStart(in line: [Unicode.Scalar]) -> Int? {
    var index = 0
    while index + 1 < line.count {
        if line[index] == "/" && line[index + 1] == "/" { return index }
        index += 1
    }
    return nil
}

/// The index just after the `=` of an `IPHONEOS_DEPLOYMENT_TARGET` setting (with any
/// `[condition]`s), or nil when the line sets something else or is an `#include`.
private func deploymentTargetValueStart(in line: [Unicode.Scalar]) -> Int? {
    let name = Array("IPHONEOS_DEPLOYMENT_TARGET".unicodeScalars)
    var index = 0
    func skipBlanks() {
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
    }
    skipBlanks()
    guard line.count - index >= name.count, Array(line[index..<index + name.count]) == name else { return nil }
    index += name.count
    // The name must end here: `IPHONEOS_DEPLOYMENT_TARGET_X` is another setting.
    while index < line.count, line[index] == "[" {
        guard let close = line[index...].firstIndex(of: "]") else { return nil }
        index = close + 1
    }
    skipBlanks()
    guard index < line.count, line[index] == "=" else { return nil }
    return index + 1
}
