import SystemCalls

/// Why a file could not be read: the system's error number (`EACCES`, `EISDIR`, `EIO`).
public struct FileReadFailure: Error, Sendable, Hashable {
    /// The `errno` value of the failed call.
    public var errorNumber: Int32
}

/// The whole content of the file at `path`, read through one descriptor in large blocks.
/// Each scanner thread reads one file at a time, so memory stays at one file per thread
/// however large the tree.
func readFileBytes(atPath path: String) -> Result<[UInt8], FileReadFailure> {
    let descriptor = Platform.openFile(path, .readOnly)
    guard descriptor >= 0 else { return .failure(FileReadFailure(errorNumber: Platform.errorNumber)) }
    defer { _ = Platform.closeFile(descriptor) }
    var bytes: [UInt8] = []
    if let size = Platform.fileStatus(ofDescriptor: descriptor)?.size, size > 0, size < Int64(Int32.max) {
        bytes.reserveCapacity(Int(size))
    }
    var block = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = block.withUnsafeMutableBytes { Platform.readBytes(from: descriptor, into: $0.baseAddress, count: $0.count) }
        if count < 0 {
            let number = Platform.errorNumber
            if number == ErrorNumber.EINTR { continue }
            return .failure(FileReadFailure(errorNumber: number))
        }
        if count == 0 { return .success(bytes) }
        bytes.append(contentsOf: block[0..<count])
    }
}
