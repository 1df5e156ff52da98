import OSCatalog
import OSCatalogLocalization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        ENOENT: .systemErrorEnoent, EACCES: .systemErrorEacces, EPERM: .systemErrorEperm,
        EROFS: .systemErrorErofs, ENOSPC: .systemErrorEnospc, EDQUOT: .systemErrorEdquot,
        EFBIG: .systemErrorEfbig, EEXIST: .systemErrorEexist, EISDIR: .systemErrorEisdir,
        ENOTDIR: .systemErrorEnotdir, ENAMETOOLONG: .systemErrorEnametoolong, ELOOP: .systemErrorEloop,
        EIO: .systemErrorEio, EBADF: .systemErrorEbadf, EBUSY: .systemErrorEbusy, EXDEV: .systemErrorExdev,
        EMFILE: .systemErrorEmfile, ENFILE: .systemErrorEnfile, ENOTEMPTY: .systemErrorEnotempty,
        EINVAL: .systemErrorEinval,
    ]
}
