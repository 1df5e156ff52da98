import FileSafety
import OSCatalogLocalization
import SystemCalls

extension LocalizedStrings {
    /// What the system said, in the user's language: the common error numbers of file
    /// operations have a key each; others show the C library's English text with the error's C
    /// name (e.g. "Text file busy (ETXTBSY)"), and an error the system gave no number for shows
    /// its own text.
    func message(for code: SystemErrorCode) -> String {
        if let key = Self.systemErrorKeys[code.number] { return self.text(key) }
        guard code.number != 0 else { return code.text }
        return systemErrorOther(code.text, code.symbolicName ?? "errno \(code.number)")
    }

    /// The key of each error number worded through the String Catalog.
    static let systemErrorKeys: [Int32: StringKey] = [
        ErrorNumber.ENOENT: .systemErrorEnoent, ErrorNumber.EACCES: .systemErrorEacces, ErrorNumber.EPERM: .systemErrorEperm,
        ErrorNumber.EROFS: .systemErrorErofs, ErrorNumber.ENOSPC: .systemErrorEnospc, ErrorNumber.EDQUOT: .systemErrorEdquot,
        ErrorNumber.EFBIG: .systemErrorEfbig, ErrorNumber.EEXIST: .systemErrorEexist, ErrorNumber.EISDIR: .systemErrorEisdir,
        ErrorNumber.ENOTDIR: .systemErrorEnotdir, ErrorNumber.ENAMETOOLONG: .systemErrorEnametoolong,
        ErrorNumber.ELOOP: .systemErrorEloop, ErrorNumber.EIO: .systemErrorEio, ErrorNumber.EBADF: .systemErrorEbadf,
        ErrorNumber.EBUSY: .systemErrorEbusy, ErrorNumber.EXDEV: .systemErrorExdev, ErrorNumber.EMFILE: .systemErrorEmfile,
        ErrorNumber.ENFILE: .systemErrorEnfile, ErrorNumber.ENOTEMPTY: .systemErrorEnotempty,
        ErrorNumber.EINVAL: .systemErrorEinval,
    ]
}
