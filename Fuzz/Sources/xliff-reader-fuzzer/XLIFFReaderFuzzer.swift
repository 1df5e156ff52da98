import InterchangeFuzzing

/// Fuzzes the XLIFF 1.2 reader and the XML parser under it (see ``fuzzInterchange(_:_:as:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzInterchange(data, size, as: .xliff)
}
