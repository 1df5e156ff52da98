// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The constants keep their C names (ENOENT, EACCES …) on purpose: they are what the manual pages,
// strerror and every reader of system code know them by.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `errno` values oscat tells apart, by their C names, with the platform's numbers (they
/// differ between Linux and macOS, so code compares with these, never with literals).
public enum ErrorNumber {
    /// `EPERM`: operation not permitted.
    public static let EPERM: Int32 = cEPERM
    /// `ENOENT`: no such file or folder.
    public static let ENOENT: Int32 = cENOENT
    /// `EIO`: input/output error.
    public static let EIO: Int32 = cEIO
    /// `EBADF`: bad file descriptor.
    public static let EBADF: Int32 = cEBADF
    /// `EAGAIN`: try again (a non-blocking descriptor is full).
    public static let EAGAIN: Int32 = cEAGAIN
    /// `ENOMEM`: out of memory.
    public static let ENOMEM: Int32 = cENOMEM
    /// `EACCES`: permission denied.
    public static let EACCES: Int32 = cEACCES
    /// `EBUSY`: busy.
    public static let EBUSY: Int32 = cEBUSY
    /// `EEXIST`: the file exists.
    public static let EEXIST: Int32 = cEEXIST
    /// `EXDEV`: across file systems.
    public static let EXDEV: Int32 = cEXDEV
    /// `ENOTDIR`: not a folder.
    public static let ENOTDIR: Int32 = cENOTDIR
    /// `EISDIR`: is a folder.
    public static let EISDIR: Int32 = cEISDIR
    /// `EINVAL`: invalid argument.
    public static let EINVAL: Int32 = cEINVAL
    /// `ENFILE`: too many open files in the system.
    public static let ENFILE: Int32 = cENFILE
    /// `EMFILE`: too many open files in the process.
    public static let EMFILE: Int32 = cEMFILE
    /// `ETXTBSY`: text file busy.
    public static let ETXTBSY: Int32 = cETXTBSY
    /// `EFBIG`: file too large (also RLIMIT_FSIZE).
    public static let EFBIG: Int32 = cEFBIG
    /// `ENOSPC`: no space left on the device.
    public static let ENOSPC: Int32 = cENOSPC
    /// `ESPIPE`: illegal seek.
    public static let ESPIPE: Int32 = cESPIPE
    /// `EROFS`: read-only file system.
    public static let EROFS: Int32 = cEROFS
    /// `EMLINK`: too many links.
    public static let EMLINK: Int32 = cEMLINK
    /// `ENAMETOOLONG`: file name too long.
    public static let ENAMETOOLONG: Int32 = cENAMETOOLONG
    /// `ENOLCK`: no locks available.
    public static let ENOLCK: Int32 = cENOLCK
    /// `ENOSYS`: function not implemented.
    public static let ENOSYS: Int32 = cENOSYS
    /// `ENOTEMPTY`: folder not empty.
    public static let ENOTEMPTY: Int32 = cENOTEMPTY
    /// `ELOOP`: too many levels of symbolic links.
    public static let ELOOP: Int32 = cELOOP
    /// `EOPNOTSUPP`: operation not supported.
    public static let EOPNOTSUPP: Int32 = cEOPNOTSUPP
    /// `EDQUOT`: disk quota exceeded.
    public static let EDQUOT: Int32 = cEDQUOT
    /// `ESTALE`: stale file handle.
    public static let ESTALE: Int32 = cESTALE
    /// `EINTR`: interrupted by a signal; retry.
    public static let EINTR: Int32 = cEINTR
    /// `ENXIO`: no such device or address.
    public static let ENXIO: Int32 = cENXIO
    /// `ENODEV`: no such device.
    public static let ENODEV: Int32 = cENODEV
    /// `EOVERFLOW`: value too large.
    public static let EOVERFLOW: Int32 = cEOVERFLOW
    /// `EPIPE`: the reader closed the pipe.
    public static let EPIPE: Int32 = cEPIPE
    /// `EWOULDBLOCK`: would block (EAGAIN on Linux).
    public static let EWOULDBLOCK: Int32 = cEWOULDBLOCK
    /// `ESRCH`: no such process.
    public static let ESRCH: Int32 = cESRCH
}

// The C constants under other names: inside `ErrorNumber` their own names mean its members.
private let cEPERM = EPERM
private let cENOENT = ENOENT
private let cEIO = EIO
private let cEBADF = EBADF
private let cEAGAIN = EAGAIN
private let cENOMEM = ENOMEM
private let cEACCES = EACCES
private let cEBUSY = EBUSY
private let cEEXIST = EEXIST
private let cEXDEV = EXDEV
private let cENOTDIR = ENOTDIR
private let cEISDIR = EISDIR
private let cEINVAL = EINVAL
private let cENFILE = ENFILE
private let cEMFILE = EMFILE
private let cETXTBSY = ETXTBSY
private let cEFBIG = EFBIG
private let cENOSPC = ENOSPC
private let cESPIPE = ESPIPE
private let cEROFS = EROFS
private let cEMLINK = EMLINK
private let cENAMETOOLONG = ENAMETOOLONG
private let cENOLCK = ENOLCK
private let cENOSYS = ENOSYS
private let cENOTEMPTY = ENOTEMPTY
private let cELOOP = ELOOP
private let cEOPNOTSUPP = EOPNOTSUPP
private let cEDQUOT = EDQUOT
private let cESTALE = ESTALE
private let cEINTR = EINTR
private let cENXIO = ENXIO
private let cENODEV = ENODEV
private let cEOVERFLOW = EOVERFLOW
private let cEPIPE = EPIPE
private let cEWOULDBLOCK = EWOULDBLOCK
private let cESRCH = ESRCH
