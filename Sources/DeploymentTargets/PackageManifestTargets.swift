/// The iOS deployment targets a `Package.swift` declares in `platforms: [ … ]`, so `oscat check`
/// can judge a Swift package as it judges an app.
///
/// Reads `.iOS(.v15)` as `15`, `.iOS(.v12_4)` as `12.4` and `.iOS("15.4")` or `.iOS("15.4.1")`
/// as written; other platforms (`.macOS(.v13)`) are ignored. Comments and string literals are
/// skipped, so a commented-out `// .iOS(.v13)` or a string holding `.iOS(.v9)` does not count.
///
/// - Parameters:
///   - text: the manifest's contents.
///   - path: the file's path, as the origins should name it.
/// - Returns: the targets in file order, each at the first character of its version (the `v` of
///   `.v15`, the `1` of `"15.4"`); `[]` when the manifest declares no iOS platform.
public func deploymentTargets(inPackageManifest text: String, path: String) -> [DeploymentTarget] {
    let tokens = manifestTokens(text)
    var found: [DeploymentTarget] = []
    var index = 0
    while index + 2 < tokens.count {
        guard tokens[index].kind == .identifier("platforms"), tokens[index + 1].kind == .punctuation(":"),
            tokens[index + 2].kind == .punctuation("[")
        else {
            index += 1
            continue
        }
        let end = closingBracket(in: tokens, openingAt: index + 2)
        for position in (index + 2)..<end {
            if let target = iOSPlatform(in: tokens, at: position, path: path) { found.append(target) }
        }
        index = end
    }
    return found
}

/// The index of the `]` that closes the `[` at `opening` (or the end of the tokens).
private func closingBracket(in tokens: [ManifestToken], openingAt opening: Int) -> Int {
    var depth = 0
    for index in opening..<tokens.count {
        switch tokens[index].kind {
        case .punctuation("["), .punctuation("("), .punctuation("{"): depth += 1
        case .punctuation("]"), .punctuation(")"), .punctuation("}"):
            depth -= 1
            if depth == 0 { return index }
        default: break
        }
    }
    return tokens.count
}

/// The target of `.iOS(.v15)`, `.iOS(.v12_4)` or `.iOS("15.4")` when the tokens from `index` spell one.
private func iOSPlatform(in tokens: [ManifestToken], at index: Int, path: String) -> DeploymentTarget? {
    guard index + 3 < tokens.count, tokens[index].kind == .punctuation("."), tokens[index + 1].kind == .identifier("iOS"),
        tokens[index + 2].kind == .punctuation("(")
    else { return nil }
    let argument = tokens[index + 3]
    switch argument.kind {
    case .string(let text?):
        guard let (version, trim) = plainVersion(in: text) else { return nil }
        return DeploymentTarget(
            version: version,
            origin: DeploymentTargetOrigin(kind: .packageManifest, file: path, line: argument.line, column: argument.column + trim))
    case .punctuation("."):
        guard index + 4 < tokens.count, case .identifier(let name) = tokens[index + 4].kind, name.hasPrefix("v"),
            let (version, _) = plainVersion(in: name.dropFirst().replacing("_", with: "."))
        else { return nil }
        let token = tokens[index + 4]
        return DeploymentTarget(
            version: version, origin: DeploymentTargetOrigin(kind: .packageManifest, file: path, line: token.line, column: token.column))
    default:
        return nil
    }
}
