import Foundation
import StringKeysGenerator
import ToolSupport

// string-keys-generator CATALOG.xcstrings OUTPUT.swift
//
// Writes the typed accessors of `LocalizedStrings` and the `StringKey` enum for the keys of
// the String Catalog (see StringKeysGenerator). Used by EmbedCatalogPlugin for
// OSCatalogLocalization. A catalog the accessors cannot follow from fails the build with a
// message naming the key.

/// Reads the String Catalog named by the arguments and writes the generated file. Its values
/// are locals of a function, not top-level constants: in the fuzz build (AddressSanitizer on
/// every module) LeakSanitizer reported the catalog's bytes held by a top-level constant as
/// leaked at exit, which failed the build.
func writeAccessors() {
    let arguments = GeneratedSource.arguments(count: 2, usage: "string-keys-generator CATALOG.xcstrings OUTPUT.swift")
    let (catalogPath, outputPath) = (arguments[0], arguments[1])
    let data = GeneratedSource.contents(of: catalogPath, what: "the String Catalog")
    let source: String
    do {
        source = try StringKeysGenerator.source(catalogJSON: data)
    } catch {
        GeneratedSource.complain("\(catalogPath): error: \(error)\n")
        exit(1)
    }
    GeneratedSource.write(source, to: outputPath, tool: "string-keys-generator")
}

writeAccessors()
