import CLibFuzzer
import SystemCalls

/// Helpers shared by the fuzz targets: turning libFuzzer's buffer into bytes, splitting one input
/// into several, and failing loudly when an invariant breaks.
public enum FuzzInput {
    /// The input libFuzzer passes to `LLVMFuzzerTestOneInput`, copied into an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// `bytes` cut at the first `separator`: what comes before it and what comes after it
    /// (everything and nothing when there is no separator).
    public static func split(_ bytes: [UInt8], at separator: UInt8) -> (head: [UInt8], tail: [UInt8]) {
        guard let index = bytes.firstIndex(of: separator) else { return (bytes, []) }
        return (Array(bytes[..<index]), Array(bytes[(index + 1)...]))
    }

    /// `bytes` cut at every byte that `isSeparator`, keeping empty pieces.
    public static func pieces(_ bytes: [UInt8], separatedBy isSeparator: (UInt8) -> Bool) -> [[UInt8]] {
        bytes.split(omittingEmptySubsequences: false, whereSeparator: isSeparator).map(Array.init)
    }

    /// The bytes as text, invalid UTF-8 repaired (U+FFFD), as any reader of a file would see it.
    public static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Stops the process with `message` on standard error when `condition` is false: a broken
/// invariant is a finding, and libFuzzer saves the input that caused it (abort is a deadly signal).
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        let line = Array("fuzz invariant broken: \(message())\n".utf8)
        _ = line.withUnsafeBytes { Platform.writeBytes(to: 2, from: $0.baseAddress, count: $0.count) }
        Platform.abortProcess()
    }
}

/// Runs libFuzzer on `target` with the process's command line (libFuzzer's flags, corpus folders
/// or a crashing input to replay), and ends the process with its exit status. Each fuzz target's
/// main.swift is `runFuzzer(fuzzSomething)`.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
        LLVMFuzzerRunDriver(&argc, argvPointer, target)
    }
    Platform.exitProcess(status)
}
