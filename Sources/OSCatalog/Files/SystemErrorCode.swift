import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the operating system said when a file operation failed: the error number (`errno`)
/// and the C library's English text for it (e.g. `EACCES`, "Permission denied").
///
/// Libraries keep the number, not only the text, so that the command-line tool can say the same
/// thing in the user's language; ``description`` is the C library's English text, which the
/// libraries' own English messages show as before ("cannot write: Permission denied").
public struct SystemErrorCode: Sendable, Hashable, CustomStringConvertible {
    /// The error number (`EACCES`, `ENOSPC`, …); 0 when the system gave only a text (see ``text``).
    public var number: Int32
    /// The C library's English text for ``number`` (`strerror`), or the system's own text when
    /// no number is known.
    public var text: String

    /// The error `number`, with the C library's text for it.
    public init(number: Int32) {
        self.number = number
        self.text = String(cString: strerror(number))
    }

    /// An error the system described only in words (no error number is known).
    public init(unnumbered text: String) {
        self.number = 0
        self.text = text
    }

    /// The current `errno`: read it right after the call that failed, before anything else can
    /// change it.
    public static var current: SystemErrorCode { SystemErrorCode(number: errno) }

    /// The error number behind a Foundation or Swift error: a `POSIXError`, an `NSError` of the
    /// POSIX domain, the POSIX error under `NSUnderlyingErrorKey`, or the `errno` a
    /// `CocoaError` file code stands for (``errorNumber(forCocoaCode:)``). Otherwise an
    /// unnumbered error with the error's own text.
    public init(_ error: any Error) {
        if let number = Self.errorNumber(of: error) {
            self.init(number: number)
        } else {
            let nsError = error as NSError
            self.init(unnumbered: nsError.localizedFailureReason ?? nsError.localizedDescription)
        }
    }

    /// The `errno` behind `error`, if any (see ``init(_:)``).
    public static func errorNumber(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error,
            let number = errorNumber(of: underlying) {
            return number
        }
        if nsError.domain == NSCocoaErrorDomain {
            return errorNumber(forCocoaCode: CocoaError.Code(rawValue: nsError.code))
        }
        return nil
    }

    /// The `errno` a Foundation file error code stands for, nil for codes with no single one.
    public static func errorNumber(forCocoaCode code: CocoaError.Code) -> Int32? {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: EACCES
        case .fileWriteVolumeReadOnly: EROFS
        case .fileWriteOutOfSpace: ENOSPC
        case .fileWriteFileExists: EEXIST
        case .fileReadTooLarge: EFBIG
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: EINVAL
        case .fileLocking: ENOLCK
        default: nil
        }
    }

    /// The C name of ``number`` for the errors file operations meet (`"EACCES"`), nil for
    /// others and for an unnumbered error.
    public var symbolicName: String? {
        Self.symbolicNames[number]
    }

    private static let symbolicNames: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EIO: "EIO", EBADF: "EBADF", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM",
        EACCES: "EACCES", EBUSY: "EBUSY", EEXIST: "EEXIST", EXDEV: "EXDEV", ENOTDIR: "ENOTDIR",
        EISDIR: "EISDIR", EINVAL: "EINVAL", ENFILE: "ENFILE", EMFILE: "EMFILE", ETXTBSY: "ETXTBSY",
        EFBIG: "EFBIG", ENOSPC: "ENOSPC", ESPIPE: "ESPIPE", EROFS: "EROFS", EMLINK: "EMLINK",
        ENAMETOOLONG: "ENAMETOOLONG", ENOLCK: "ENOLCK", ENOSYS: "ENOSYS", ENOTEMPTY: "ENOTEMPTY",
        ELOOP: "ELOOP", EOPNOTSUPP: "EOPNOTSUPP", EDQUOT: "EDQUOT", ESTALE: "ESTALE", EINTR: "EINTR",
        ENXIO: "ENXIO", ENODEV: "ENODEV", EOVERFLOW: "EOVERFLOW",
    ]

    /// The C library's English text, e.g. "Permission denied".
    public var description: String { text }
}
