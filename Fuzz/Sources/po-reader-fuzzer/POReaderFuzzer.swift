import InterchangeFuzzing

/// Fuzzes the gettext PO reader (see ``fuzzInterchange(_:_:as:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPOReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzInterchange(data, size, as: .po)
}
