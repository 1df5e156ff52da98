import Foundation
import JSONReader
import SystemCalls

/// Replaces several files as one change: after a crash or a SIGKILL at any point, the next run
/// finds either every file old or every file new, never some of each.
///
/// Linux cannot rename several files at once, so this is done the way databases do it, with a
/// journal (roll forward):
/// 1. every new content is written to a complete, flushed ``TemporaryFile`` beside its file;
///    a failure here (a full disk, a read-only folder) removes them, and nothing has changed;
/// 2. the journal, listing each temporary file and the file it replaces, is written atomically:
///    this is the moment the change is made;
/// 3. each temporary file is renamed over its file, and the journal is removed.
///
/// A run interrupted after step 2 is finished by ``recover(journalPath:)``, which oscat calls
/// before it reads a project; one interrupted before it leaves only temporary files, which
/// ``TemporaryFile/removeStale(inDirectory:)`` removes.
public enum FileSetCommit {
    /// One file of the change: where it goes and its new content.
    public struct Write: Sendable, Hashable {
        /// The file to replace or create.
        public var path: String
        /// Its new content.
        public var bytes: [UInt8]

        /// Creates a write.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Why a journal could not be finished.
    public struct RecoveryError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        public enum Reason: Sendable, Equatable {
            /// The journal exists but cannot be read.
            case unreadable
            /// The file is not a journal this version of oscat wrote; it is left for a person to check.
            case notAJournal
            /// A temporary file could not be renamed over `target`; `systemMessage` is what the system said.
            case cannotRename(target: String, systemMessage: SystemErrorCode)
            /// Every file was replaced but the journal could not be removed.
            case cannotRemove(systemMessage: SystemErrorCode)
        }

        /// The journal's path.
        public var journalPath: String
        /// What went wrong.
        public var reason: Reason

        /// What went wrong, in English.
        public var message: String {
            switch reason {
            case .unreadable: "cannot read the journal of an interrupted change"
            case .notAJournal: "the journal of an interrupted change is not one oscat wrote; check the files, then remove it"
            case .cannotRename(let target, let systemMessage): "cannot finish an interrupted change: \(target): \(systemMessage)"
            case .cannotRemove(let systemMessage): "cannot remove the journal of a finished change: \(systemMessage)"
            }
        }

        /// `path: error: message`.
        public var description: String { "\(journalPath): error: \(message)" }
    }

    /// Writes every file of `writes`, all or nothing, using a journal at `journalPath` (a hidden
    /// file in a folder the writes share a parent with; it exists only while the change is
    /// applied).
    /// - Throws: ``FileWriteError`` when a file cannot be prepared (nothing has changed then), or
    ///   when a rename fails after the change was made: the journal is then left for
    ///   ``recover(journalPath:)`` to finish.
    public static func commit(_ writes: [Write], journalPath: String) throws(FileWriteError) {
        try commit(writes, journalPath: journalPath, afterJournal: {})
    }

    /// ``commit(_:journalPath:)`` with a step run once the journal is written, so that tests
    /// can stop there as a crash would (a throwing step leaves the journal and the temporary files).
    static func commit(
        _ writes: [Write], journalPath: String, afterJournal: () throws -> Void
    ) throws(FileWriteError) {
        guard !writes.isEmpty else { return }
        var prepared: [AtomicFileWriter.Replacement] = []
        do throws(FileWriteError) {
            for write in writes { prepared.append(try AtomicFileWriter.prepare(write.bytes, toPath: write.path)) }
            let journalDirectory = URL(fileURLWithPath: journalPath).resolvingSymlinksInPath().deletingLastPathComponent().path
            let moves = prepared.map { replacement in
                Move(
                    temporary: relativePath(from: journalDirectory, to: replacement.temporaryPath),
                    target: relativePath(from: journalDirectory, to: replacement.targetPath))
            }
            try AtomicFileWriter.write(journalBytes(moves), toPath: journalPath)
        } catch {
            for replacement in prepared { Platform.removeFile(replacement.temporaryPath) }
            throw error
        }
        do {
            try afterJournal()
        } catch {
            throw FileWriteError(path: journalPath, reason: .aborted(detail: "\(error)"))
        }
        for (replacement, write) in zip(prepared, writes) {
            guard Platform.renameFile(replacement.temporaryPath, to: replacement.targetPath) == 0 else {
                throw FileWriteError(path: write.path, reason: .cannotReplace(system: SystemErrorCode.current))
            }
        }
        for directory in Set(prepared.map(\.directory)).sorted() { SystemError.syncDirectory(directory) }
        Platform.removeFile(journalPath)
        SystemError.syncDirectory(PathText.parent(of: journalPath))
    }

    /// Finishes a change that a crash interrupted after its journal was written: renames the
    /// temporary files still there over their files and removes the journal. Returns the files
    /// it replaced (empty when there was no journal).
    /// - Throws: ``RecoveryError`` when the journal cannot be read or a rename fails; the
    ///   journal is then kept, so a later run can try again.
    @discardableResult
    public static func recover(journalPath: String) throws(RecoveryError) -> [String] {
        guard FileManager.default.fileExists(atPath: journalPath) else { return [] }
        func failure(_ reason: RecoveryError.Reason) -> RecoveryError { RecoveryError(journalPath: journalPath, reason: reason) }
        guard let data = FileManager.default.contents(atPath: journalPath) else {
            throw failure(.unreadable)
        }
        guard let moves = parseJournal([UInt8](data)) else {
            throw failure(.notAJournal)
        }
        let directory = URL(fileURLWithPath: journalPath).resolvingSymlinksInPath().deletingLastPathComponent().path
        var replaced: [String] = []
        for move in moves {
            let temporary = (directory as NSString).appendingPathComponent(move.temporary)
            let target = (directory as NSString).appendingPathComponent(move.target)
            guard FileManager.default.fileExists(atPath: temporary) else { continue }
            guard Platform.renameFile(temporary, to: target) == 0 else {
                throw failure(.cannotRename(target: target, systemMessage: SystemErrorCode.current))
            }
            replaced.append(target)
        }
        for folder in Set(moves.map { PathText.parent(of: (directory as NSString).appendingPathComponent($0.target)) }).sorted() {
            SystemError.syncDirectory(folder)
        }
        guard Platform.removeFile(journalPath) == 0 else {
            throw failure(.cannotRemove(systemMessage: SystemErrorCode.current))
        }
        SystemError.syncDirectory(directory)
        return replaced
    }

    /// A rename the journal promises, both paths relative to the journal's folder.
    struct Move: Equatable {
        var temporary: String
        var target: String
    }

    /// The journal: `{"oscat-journal": 1, "moves": [{"temporary": …, "target": …}, …]}`.
    static func journalBytes(_ moves: [Move]) -> [UInt8] {
        let list = moves.map { move in
            JSONValue(
                .object(
                    JSONObject([
                        JSONMember(key: "temporary", value: JSONValue(.string(move.temporary))),
                        JSONMember(key: "target", value: JSONValue(.string(move.target))),
                    ])))
        }
        let document = JSONValue(
            .object(
                JSONObject([
                    JSONMember(key: "oscat-journal", value: JSONValue(.number(JSONNumber(1)))),
                    JSONMember(key: "moves", value: JSONValue(.array(list))),
                ])))
        return JSONWriter.writeBytes(document) + [0x0A]
    }

    /// The moves of a journal, nil when it is not a journal this version wrote. A journal can
    /// only move a file's own temporary file over it (same folder, name `.<name>.oscat-…tmp`)
    /// within the project (the journal's folder and its parent), so a planted journal cannot
    /// reach other files.
    static func parseJournal(_ bytes: [UInt8]) -> [Move]? {
        guard let document = try? JSONReader.parse(bytes), let object = document.objectValue,
            object["oscat-journal"]?.numberValue?.text == "1", let list = object["moves"]?.arrayValue
        else { return nil }
        var moves: [Move] = []
        for item in list {
            guard let temporary = item.objectValue?["temporary"]?.stringValue,
                let target = item.objectValue?["target"]?.stringValue,
                isWithinProject(target)
            else { return nil }
            // Split by hand: Foundation's path functions trap on some inputs (a trailing slash).
            var targetParts = target.split(separator: "/", omittingEmptySubsequences: false)
            var temporaryParts = temporary.split(separator: "/", omittingEmptySubsequences: false)
            guard let name = targetParts.popLast(), let temporaryName = temporaryParts.popLast().map(String.init),
                temporaryParts == targetParts,
                temporaryName.hasPrefix(".\(name).oscat-"),
                TemporaryFile.owner(ofTemporaryName: temporaryName) != nil
            else { return nil }
            moves.append(Move(temporary: temporary, target: target))
        }
        return moves
    }

    /// Whether a relative path stays inside the journal's folder or the folder above it and
    /// names a file.
    private static func isWithinProject(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.contains("\u{0}") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.last, !last.isEmpty, last != ".", last != ".." else { return false }
        var depth = 0
        for part in parts {
            switch part {
            case "": return false
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < -1 { return false }
        }
        return true
    }

    /// `path` relative to the folder `base` (both absolute), e.g. `../Catalog/x.json`.
    static func relativePath(from base: String, to path: String) -> String {
        let baseParts = (base as NSString).standardizingPath.split(separator: "/")
        let pathParts = (path as NSString).standardizingPath.split(separator: "/")
        var common = 0
        while common < baseParts.count, common < pathParts.count, baseParts[common] == pathParts[common] { common += 1 }
        let up = Array(repeating: "..", count: baseParts.count - common)
        return (up + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}
