/// The result of scanning one file: its imports and whether it is really text.
public struct SourceScan: Sendable, Hashable {
    /// The imports, in file order.
    public var imports: [SourceImport]
    /// What is wrong with the file as text; nil when the file is fine.
    public var problem: SourceProblem?

    /// A scan that found `imports` and `problem`.
    public init(imports: [SourceImport] = [], problem: SourceProblem? = nil) {
        self.imports = imports
        self.problem = problem
    }
}

/// Why a file is not quite the source text its name promises, so a report can say so instead
/// of trusting (or silently dropping) what was read.
public enum SourceProblem: Sendable, Hashable {
    /// A NUL byte in the first 8 KiB: the file is binary, and no imports are scanned.
    case binary
    /// The 1-based line and column (in Unicode scalars) of the first byte that is not valid
    /// UTF-8. The imports are still scanned: they are ASCII.
    case invalidUTF8(line: Int, column: Int)
}

/// How many bytes from the top of a file are searched for a NUL, as Git and grep do to tell
/// binary files from text.
let binaryProbeLength = 8 * 1024

/// The imports of the source file `bytes`, written in `language`, and any problem with it as
/// text. A UTF-8 byte order mark at the start is skipped. Never traps, whatever the bytes.
public func scanImports(in bytes: UnsafeRawBufferPointer, language: SourceLanguage) -> SourceScan {
    if bytes.prefix(binaryProbeLength).contains(0) { return SourceScan(problem: .binary) }
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let text = hasByteOrderMark ? UnsafeRawBufferPointer(rebasing: bytes[3...]) : bytes
    var problem: SourceProblem?
    if let invalid = firstInvalidUTF8Offset(in: text) {
        var positions = SourcePositionTracker(bytes: text)
        let position = positions.position(of: invalid)
        problem = .invalidUTF8(line: position.line, column: position.column)
    }
    let imports =
        switch language {
        case .swift: SwiftImportScanner.imports(in: text)
        case .clang: ClangImportScanner.imports(in: text)
        }
    return SourceScan(imports: imports, problem: problem)
}

/// The imports of the source file `bytes`, written in `language`: ``scanImports(in:language:)``
/// for an array, as tests and small callers hold one.
public func scanImports(in bytes: [UInt8], language: SourceLanguage) -> SourceScan {
    bytes.withUnsafeBytes { scanImports(in: $0, language: language) }
}
