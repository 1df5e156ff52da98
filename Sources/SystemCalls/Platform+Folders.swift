#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Swaps two existing paths (files or folders) in one atomic step, so that neither path is
    /// ever missing: Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`.
    /// Returns false where the system or the file system offers no such swap (older kernels, a
    /// C library without `renameat2`, some file systems); callers then fall back to two renames.
    public static func exchangePaths(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
            // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module does not
            // define, and older C libraries lack it: look it up at run time.
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(nil, "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
            return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }

    /// Takes the exclusive advisory lock of an open file or folder, waiting while another
    /// process holds it (`flock(LOCK_EX)`); 0 or -1.
    public static func lockExclusively(_ descriptor: Int32) -> Int32 {
        flock(descriptor, LOCK_EX)
    }

    /// Releases a lock taken by ``lockExclusively(_:)`` (`flock(LOCK_UN)`); 0 or -1.
    @discardableResult
    public static func unlock(_ descriptor: Int32) -> Int32 {
        flock(descriptor, LOCK_UN)
    }
}
