#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's type and permission bits (`mode_t`): 32 bits on Linux, 16 on macOS, so code that
/// names this type compiles on both.
public typealias FileMode = mode_t
