import Foundation
import SystemCalls

/// Reads JSON text strictly by RFC 8259 into ``JSONValue``s that know their source positions and
/// JSON Pointers.
///
/// Why a hand-written reader rather than `JSONSerialization` or `JSONDecoder`: the catalog tools
/// must reject everything RFC 8259 forbids (duplicate keys, trailing commas, invalid UTF-8, lone
/// surrogates, a BOM), keep numbers exact, keep member order, and report problems at
/// `line:column` with a clear message. Foundation does none of these reliably across platforms.
///
/// The reader is a single pass over UTF-8 bytes, iterative (no recursion, so no input can exhaust
/// the stack) and stops at the first error. Nesting is limited to `maximumDepth` levels of arrays
/// and objects (``defaultMaximumDepth`` = 512) to bound memory and the depth of the values it
/// returns. By default a key repeated within one object is an error (see ``DuplicateKeyPolicy``),
/// so parsed objects have unique keys.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"frameworks": [{"id": "uikit"}]}"#)
/// value["frameworks"]?[0]?["id"]?.pointer.description   // "/frameworks/0/id"
/// ```
public struct JSONReader: Sendable {
    /// The default limit on nesting of arrays and objects: deep enough for any real document,
    /// shallow enough that values built from it can be walked and released without trouble.
    public static let defaultMaximumDepth = 512

    /// The highest nesting limit the reader accepts; larger `maximumDepth` arguments are lowered to it.
    ///
    /// The reader itself is iterative and could go deeper, but the Swift runtime releases nested
    /// arrays recursively, at roughly 150–300 bytes of stack per level: a result nested a few
    /// thousand levels deep can exhaust a 512 KiB thread stack (the size of secondary threads on
    /// Apple platforms) when it is freed. 1 000 levels stay well within that, so no input can crash
    /// a program whatever limit the caller asks for.
    public static let maximumSupportedDepth = 1_000

    /// What to do when an object has the same key twice.
    ///
    /// RFC 8259 §4 says names "SHOULD be unique" but does not make duplicates a syntax error, and
    /// JSONTestSuite counts them as valid. Data files for oscat must not have them (a duplicate is
    /// almost always a copy-paste mistake whose first value silently disappears in most readers),
    /// so the default is to reject them.
    public enum DuplicateKeyPolicy: Sendable, Hashable {
        /// Fail with ``JSONParseError/Reason/duplicateKey(_:firstAt:)`` at the second occurrence (the default).
        case reject
        /// Accept them: the object keeps every member in source order, and lookups by key find the first one.
        case keepAll
    }

    /// Parses UTF-8 JSON text.
    /// - Parameters:
    ///   - bytes: The complete JSON text, UTF-8 encoded, without a byte order mark.
    ///   - maximumDepth: How many levels of arrays and objects may be nested (the top-level array
    ///     or object is level 1; 0 allows only scalars). Values above ``maximumSupportedDepth`` are
    ///     lowered to it.
    ///   - duplicateKeys: Whether a key repeated within one object is an error (the default) or kept.
    /// - Returns: The top-level value, with positions and pointers for it and everything inside it.
    /// - Throws: ``JSONParseError`` for the first violation of RFC 8259 (or of `maximumDepth`).
    public static func parse(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth, rejectsDuplicateKeys: duplicateKeys == .reject)
        return try parser.parseDocument()
    }

    /// Parses like ``parse(_:maximumDepth:duplicateKeys:)-([UInt8],_,_)`` but leaves every value's
    /// ``JSONValue/pointer`` at ``JSONPointer/root``: for readers that report problems by
    /// position only, which then save a heap node per value (a third of parsing a String Catalog).
    /// Positions, values and errors are the same.
    public static func parseWithoutPointers(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(
            bytes: bytes, maximumDepth: maximumDepth, rejectsDuplicateKeys: duplicateKeys == .reject, recordsPointers: false)
        return try parser.parseDocument()
    }

    /// Parses JSON text given as a Swift string (its UTF-8 form is what is read and what offsets count).
    public static func parse(
        _ text: String, maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
    }

    /// Parses UTF-8 JSON text held in `Data`, e.g. read from a file or the network.
    public static func parse(
        _ data: Data, maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONParseError) -> JSONValue {
        try parse([UInt8](data), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
    }

    /// Reads and parses a JSON file.
    /// - Throws: ``JSONFileError`` with the file's path and either an I/O message
    ///   ("no such file or directory", "is a directory", …) or the ``JSONParseError``.
    public static func parseFile(
        at url: URL, maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONFileError) -> JSONValue {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes: [UInt8]
        do {
            bytes = try readFile(at: url)
        } catch {
            throw JSONFileError(path: path, kind: .io(message: error.message), errorNumber: error.errorNumber)
        }
        do {
            return try parse(bytes, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        } catch {
            throw JSONFileError(path: path, kind: .parse(error))
        }
    }

    /// Reads and parses the JSON file at `path` (see ``parseFile(at:maximumDepth:duplicateKeys:)``).
    public static func parseFile(
        atPath path: String, maximumDepth: Int = defaultMaximumDepth,
        duplicateKeys: DuplicateKeyPolicy = .reject
    ) throws(JSONFileError) -> JSONValue {
        do {
            return try parseFile(at: URL(fileURLWithPath: path), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        } catch {
            throw JSONFileError(path: path, kind: error.kind, errorNumber: error.errorNumber)
        }
    }

    private struct ReadError: Error {
        let message: String
        /// The system's error number, when known.
        let errorNumber: Int32?
    }

    /// The POSIX error number behind a Foundation error (itself, or its underlying error), if any.
    private static func posixErrorNumber(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return posixErrorNumber(of: underlying) }
        return nil
    }

    private static func readFile(at url: URL) throws(ReadError) -> [UInt8] {
        if url.isFileURL {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw ReadError(message: "no such file or directory", errorNumber: ErrorNumber.ENOENT)
            }
            if isDirectory.boolValue { throw ReadError(message: "is a directory", errorNumber: ErrorNumber.EISDIR) }
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw ReadError(message: "permission denied", errorNumber: ErrorNumber.EACCES)
            }
        }
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw ReadError(message: "cannot read the file: \(error.localizedDescription)", errorNumber: posixErrorNumber(of: error))
        }
    }
}
