import Foundation
import SystemCalls

/// What the operating system said when a file operation failed: the error number (`errno`)
/// and the C library's English text for it (e.g. `EACCES`, "Permission denied").
///
/// Libraries keep the number, not only the text, so that the command-line tool can say the same
/// thing in the user's language; ``description`` is the C library's English text, which the
/// libraries' own English messages show as before ("cannot write: Permission denied").
public struct SystemErrorCode: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error number (`EACCES`, `ENOSPC`, …); 0 when the system gave only a text (see ``text``).
    public var number: Int32
    /// The C library's English text for ``number`` (`strerror`), or the system's own text when
    /// no number is known.
    public var text: String

    /// The error `number`, with the C library's text for it.
    public init(number: Int32) {
        self.number = number
        self.text = Platform.errorText(for: number)
    }

    /// An error the system described only in words (no error number is known).
    public init(unnumbered text: String) {
        self.number = 0
        self.text = text
    }

    /// The current `errno`: read it right after the call that failed, before anything else can
    /// change it.
    public static var current: SystemErrorCode { SystemErrorCode(number: Platform.errorNumber) }

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
            let number = errorNumber(of: underlying)
        {
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
        case .fileNoSuchFile, .fileReadNoSuchFile: ErrorNumber.ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: ErrorNumber.EACCES
        case .fileWriteVolumeReadOnly: ErrorNumber.EROFS
        case .fileWriteOutOfSpace: ErrorNumber.ENOSPC
        case .fileWriteFileExists: ErrorNumber.EEXIST
        case .fileReadTooLarge: ErrorNumber.EFBIG
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: ErrorNumber.EINVAL
        case .fileLocking: ErrorNumber.ENOLCK
        default: nil
        }
    }

    /// The C name of ``number`` for the errors file operations meet (`"EACCES"`), nil for
    /// others and for an unnumbered error.
    public var symbolicName: String? {
        Self.symbolicNames[number]
    }

    private static let symbolicNames: [Int32: String] = [
        ErrorNumber.EPERM: "EPERM", ErrorNumber.ENOENT: "ENOENT", ErrorNumber.EIO: "EIO",
        ErrorNumber.EBADF: "EBADF", ErrorNumber.EAGAIN: "EAGAIN", ErrorNumber.ENOMEM: "ENOMEM",
        ErrorNumber.EACCES: "EACCES", ErrorNumber.EBUSY: "EBUSY", ErrorNumber.EEXIST: "EEXIST",
        ErrorNumber.EXDEV: "EXDEV", ErrorNumber.ENOTDIR: "ENOTDIR", ErrorNumber.EISDIR: "EISDIR",
        ErrorNumber.EINVAL: "EINVAL", ErrorNumber.ENFILE: "ENFILE", ErrorNumber.EMFILE: "EMFILE",
        ErrorNumber.ETXTBSY: "ETXTBSY", ErrorNumber.EFBIG: "EFBIG", ErrorNumber.ENOSPC: "ENOSPC",
        ErrorNumber.ESPIPE: "ESPIPE", ErrorNumber.EROFS: "EROFS", ErrorNumber.EMLINK: "EMLINK",
        ErrorNumber.ENAMETOOLONG: "ENAMETOOLONG", ErrorNumber.ENOLCK: "ENOLCK", ErrorNumber.ENOSYS: "ENOSYS",
        ErrorNumber.ENOTEMPTY: "ENOTEMPTY", ErrorNumber.ELOOP: "ELOOP", ErrorNumber.EOPNOTSUPP: "EOPNOTSUPP",
        ErrorNumber.EDQUOT: "EDQUOT", ErrorNumber.ESTALE: "ESTALE", ErrorNumber.EINTR: "EINTR",
        ErrorNumber.ENXIO: "ENXIO", ErrorNumber.ENODEV: "ENODEV", ErrorNumber.EOVERFLOW: "EOVERFLOW",
    ]

    /// The C library's English text, e.g. "Permission denied".
    public var description: String { text }
}
