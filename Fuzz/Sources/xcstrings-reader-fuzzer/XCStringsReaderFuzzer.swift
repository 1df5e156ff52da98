import FuzzSupport
import Locales
import StringCatalogs

/// Fuzzes the String Catalog (`.xcstrings`) reader, then looks up the first keys it read in every
/// locale (including the pseudo-locale, which runs the pseudo-localizer over the text), as the CLI
/// does. The same bytes go to the compiled form's reader (`CompiledStringCatalog`), and every
/// catalog read is compiled and read back. Checks, besides "never traps": an error's position
/// lies inside the input, and the compiled copy reads back with the same entries (positions
/// aside), unless a text holds one of its separators, which compiling refuses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStringsReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    _ = try? CompiledStringCatalog.catalog(from: String(decoding: bytes, as: UTF8.self))
    let catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes)
    } catch {
        fuzzCheck(error.position.line >= 1 && error.position.offset <= bytes.count, "error position \(error)")
        fuzzCheck(!error.message.isEmpty, "empty error message")
        return 0
    }
    checkCompiledCopy(of: catalog)
    let table = UIStringTable(catalog: catalog)
    for key in catalog.entries.keys.sorted().prefix(8) {
        for locale in LocaleID.all {
            _ = table.text(key, locale: locale)
            _ = table.text(key, category: "few", locale: locale)
        }
    }
    return 0
}

/// The catalog compiled and read back has the same keys, comments, states and texts.
func checkCompiledCopy(of catalog: StringCatalog) {
    let text: String
    do {
        text = try CompiledStringCatalog.text(of: catalog)
    } catch {
        fuzzCheck(error.position != nil, "compiling refused without a position: \(error)")
        return
    }
    guard let read = try? CompiledStringCatalog.catalog(from: text) else {
        fuzzCheck(false, "a compiled catalog does not read back")
        return
    }
    fuzzCheck(read.sourceLanguage == catalog.sourceLanguage && read.version == catalog.version, "header differs")
    fuzzCheck(read.entries.count == catalog.entries.count, "entry count differs")
    for (key, entry) in catalog.entries {
        guard let copy = read.entries[key] else {
            fuzzCheck(false, "entry \(key) lost")
            continue
        }
        fuzzCheck(copy.comment == entry.comment, "comment of \(key) differs")
        fuzzCheck(copy.localizations.keys.sorted() == entry.localizations.keys.sorted(), "languages of \(key) differ")
        for (language, localization) in entry.localizations {
            let pairs = { (units: [StringCatalog.StringUnit]) in units.map { [$0.state, $0.value] } }
            fuzzCheck(pairs(copy.localizations[language]?.units ?? []) == pairs(localization.units), "texts of \(key) differ")
        }
    }
}
