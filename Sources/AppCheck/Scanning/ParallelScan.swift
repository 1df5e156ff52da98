import Dispatch
import Foundation
import SourceImports
import Synchronization

/// Reads and scans `paths` on every core: the files are dealt out one at a time through a
/// shared counter (a large file does not hold up a whole share), each result is stored at its
/// file's index, so the order is the paths' order whatever the timing.
func scanFiles(_ paths: [String]) -> [ScannedFile] {
    guard !paths.isEmpty else { return [] }
    let next = Atomic<Int>(0)
    let results = Mutex<[ScannedFile?]>(Array(repeating: nil, count: paths.count))
    let workers = min(paths.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var done: [(Int, ScannedFile)] = []
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < paths.count else { break }
            done.append((index, scanFile(paths[index])))
        }
        results.withLock { stored in
            for (index, file) in done { stored[index] = file }
        }
    }
    return results.withLock { $0.compactMap { $0 } }
}

/// Reads and scans one source file.
func scanFile(_ path: String) -> ScannedFile {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let language = SourceLanguage(fileName: name) ?? .swift
    switch readFileBytes(atPath: path) {
    case .failure(let failure):
        return ScannedFile(path: path, imports: [], problem: .unreadable(errorNumber: failure.errorNumber))
    case .success(let bytes):
        let scan = scanImports(in: bytes, language: language)
        let problem: FileProblem? =
            switch scan.problem {
            case nil: nil
            case .binary: .binary
            case .invalidUTF8(let line, let column): .invalidUTF8(line: line, column: column)
            }
        return ScannedFile(path: path, imports: scan.imports, problem: problem)
    }
}
