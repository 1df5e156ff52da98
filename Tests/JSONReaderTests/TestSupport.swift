import Foundation
import JSONReader
import TestSupport

/// Parses `text` and returns the error, or nil if it parsed.
func parseError(
    _ text: String, maximumDepth: Int = JSONReader.defaultMaximumDepth,
    duplicateKeys: JSONReader.DuplicateKeyPolicy = .reject
) -> JSONParseError? {
    parseError(Array(text.utf8), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
}

/// Parses `bytes` and returns the error, or nil if they parsed.
func parseError(
    _ bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth,
    duplicateKeys: JSONReader.DuplicateKeyPolicy = .reject
) -> JSONParseError? {
    do {
        _ = try JSONReader.parse(bytes, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        return nil
    } catch {
        return error
    }
}

/// Every value in `value` (itself included), depth first, iteratively.
func allValues(_ value: JSONValue) -> [JSONValue] {
    var result: [JSONValue] = []
    var work = [value]
    while let next = work.popLast() {
        result.append(next)
        switch next.kind {
        case .array(let elements): work.append(contentsOf: elements.reversed())
        case .object(let object): work.append(contentsOf: object.members.map(\.value).reversed())
        default: break
        }
    }
    return result
}

/// Every member of every object in `value`.
func allMembers(_ value: JSONValue) -> [JSONMember] {
    allValues(value).flatMap { $0.objectValue?.members ?? [] }
}

/// The position of byte `offset` in `bytes`, computed independently of the parser through
/// `String`: lines split at CR LF, LF and CR; columns count Unicode scalars.
func referencePosition(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
    let prefix = String(decoding: bytes[0..<offset], as: UTF8.self)
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in prefix.unicodeScalars {
        if scalar == "\n" {
            if !previousWasCR { line += 1 }
            column = 1
            previousWasCR = false
        } else if scalar == "\r" {
            line += 1
            column = 1
            previousWasCR = true
        } else {
            column += 1
            previousWasCR = false
        }
    }
    return SourcePosition(line: line, column: column, offset: offset)
}

/// The folder of JSONTestSuite files (see `SharedTestdata.folder`).
func jsonParsingTestdataFolder() -> URL {
    SharedTestdata.folder("json-parsing")
}
