import OSCatalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UIStrings {
    /// What the system said, in the user's language: the common error numbers of file
    /// operations have a key each; others show the C library's English text with the error's C
    /// name (e.g. "Text file busy (ETXTBSY)"), and an error the system gave no number for shows
    /// its own text.
    func message(for code: SystemErrorCode) -> String {
        if let key = Self.systemErrorKeys[code.number] { return self(key) }
        guard code.number != 0 else { return code.text }
        return self(.systemErrorOther, code.text, code.symbolicName ?? "errno \(code.number)")
    }

    /// The key of each error number worded through the String Catalog.
    static let systemErrorKeys: [Int32: UIKey] = [
        ENOENT: .systemErrorENOENT, EACCES: .systemErrorEACCES, EPERM: .systemErrorEPERM,
        EROFS: .systemErrorEROFS, ENOSPC: .systemErrorENOSPC, EDQUOT: .systemErrorEDQUOT,
        EFBIG: .systemErrorEFBIG, EEXIST: .systemErrorEEXIST, EISDIR: .systemErrorEISDIR,
        ENOTDIR: .systemErrorENOTDIR, ENAMETOOLONG: .systemErrorENAMETOOLONG, ELOOP: .systemErrorELOOP,
        EIO: .systemErrorEIO, EBADF: .systemErrorEBADF, EBUSY: .systemErrorEBUSY, EXDEV: .systemErrorEXDEV,
        EMFILE: .systemErrorEMFILE, ENFILE: .systemErrorENFILE, ENOTEMPTY: .systemErrorENOTEMPTY,
        EINVAL: .systemErrorEINVAL,
    ]
}
