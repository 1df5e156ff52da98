import Foundation
import StringKeysGenerator

// string-keys-generator CATALOG.xcstrings OUTPUT.swift
//
// Writes the typed accessors of `LocalizedStrings` and the `StringKey` enum for the keys of
// the String Catalog (see StringKeysGenerator). Used by EmbedCatalogPlugin for
// OSCatalogLocalization. A catalog the accessors cannot follow from fails the build with a
// message naming the key.

/// Writes a message to standard error; a stream that refuses it changes nothing (the exit
/// status already says the build step failed).
func complain(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data(message.utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    complain("usage: string-keys-generator CATALOG.xcstrings OUTPUT.swift\n")
    exit(64)
}
let (catalogPath, outputPath) = (arguments[0], arguments[1])
guard let data = FileManager.default.contents(atPath: catalogPath) else {
    complain("\(catalogPath): error: cannot read the String Catalog\n")
    exit(1)
}
let source: String
do {
    source = try StringKeysGenerator.source(catalogJSON: data)
} catch {
    complain("\(catalogPath): error: \(error)\n")
    exit(1)
}
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    complain("string-keys-generator: cannot write \(outputPath): \(error)\n")
    exit(1)
}
