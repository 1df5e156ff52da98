#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place oscat calls the C library (Glibc on Linux, Musl, Darwin on macOS): thin Swift
/// wrappers, so that every other module compiles the same on each platform and the platform
/// differences (`O_TMPFILE`, `renameat2`, `mode_t`'s width) are worked out here alone.
///
/// The wrappers keep the C conventions: a call that can fail returns what the C function returns
/// (`-1`, or nil for a pointer), and the caller reads ``errorNumber`` right after it, before
/// anything else can change `errno`. Nothing here decides policy (what a failure means, which
/// errors to retry): that stays with the callers.
public enum Platform {
    /// The current `errno`: read it right after the call that failed.
    public static var errorNumber: Int32 { errno }

    /// The C library's English text for an error number (`strerror`), e.g. "Permission denied".
    public static func errorText(for number: Int32) -> String {
        String(cString: strerror(number))
    }

    /// Releases memory the C library (or a C library using its allocator, such as cmark-gfm)
    /// allocated with `malloc` (`free`).
    public static func freeMemory(_ pointer: UnsafeMutableRawPointer?) {
        free(pointer)
    }

    /// The length in bytes of a NUL-terminated C string, without the NUL (`strlen`).
    public static func cStringLength(_ string: UnsafePointer<CChar>) -> Int {
        strlen(string)
    }
}
