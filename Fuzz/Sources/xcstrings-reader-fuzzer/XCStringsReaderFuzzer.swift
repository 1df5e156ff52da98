import FuzzSupport
import Locales
import StringCatalogs

/// Fuzzes the String Catalog (`.xcstrings`) reader, then looks up the first keys it read in every
/// locale (including the pseudo-locale, which runs the pseudo-localizer over the text), as the CLI
/// does. Checks, besides "never traps": an error's position lies inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStringsReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes)
    } catch {
        fuzzCheck(error.position.line >= 1 && error.position.offset <= bytes.count, "error position \(error)")
        fuzzCheck(!error.message.isEmpty, "empty error message")
        return 0
    }
    let table = UIStringTable(catalog: catalog)
    for key in catalog.entries.keys.sorted().prefix(8) {
        for locale in LocaleID.all {
            _ = table.text(key, locale: locale)
            _ = table.text(key, category: "few", locale: locale)
        }
    }
    return 0
}
