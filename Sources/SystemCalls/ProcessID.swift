#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process id (`pid_t`), as in temporary file names and lock holders.
public typealias ProcessID = pid_t
