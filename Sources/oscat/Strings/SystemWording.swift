import FileSafety
import SystemCalls

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
        ErrorNumber.ENOENT: .systemErrorENOENT, ErrorNumber.EACCES: .systemErrorEACCES, ErrorNumber.EPERM: .systemErrorEPERM,
        ErrorNumber.EROFS: .systemErrorEROFS, ErrorNumber.ENOSPC: .systemErrorENOSPC, ErrorNumber.EDQUOT: .systemErrorEDQUOT,
        ErrorNumber.EFBIG: .systemErrorEFBIG, ErrorNumber.EEXIST: .systemErrorEEXIST, ErrorNumber.EISDIR: .systemErrorEISDIR,
        ErrorNumber.ENOTDIR: .systemErrorENOTDIR, ErrorNumber.ENAMETOOLONG: .systemErrorENAMETOOLONG, ErrorNumber.ELOOP: .systemErrorELOOP,
        ErrorNumber.EIO: .systemErrorEIO, ErrorNumber.EBADF: .systemErrorEBADF, ErrorNumber.EBUSY: .systemErrorEBUSY,
        ErrorNumber.EXDEV: .systemErrorEXDEV, ErrorNumber.EMFILE: .systemErrorEMFILE, ErrorNumber.ENFILE: .systemErrorENFILE,
        ErrorNumber.ENOTEMPTY: .systemErrorENOTEMPTY, ErrorNumber.EINVAL: .systemErrorEINVAL,
    ]
}
