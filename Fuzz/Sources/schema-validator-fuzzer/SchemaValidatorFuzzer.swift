import FuzzSupport
import JSONReader
import JSONSchema

/// Fuzzes schema compilation and validation with random schema and instance pairs.
///
/// Input: one or more schema documents and an instance, separated by NUL bytes (which JSON text
/// can never contain): `schema₀ NUL [schema₁ NUL …] instance`. Each schema is added to one
/// registry as `s0.json`, `s1.json`, … (so `$ref`s between them resolve), `s0.json` is compiled
/// and the instance validated against it. Checks, besides "never traps":
/// - `isValid` agrees with `validate(…).isEmpty`, and validating twice gives the same errors;
/// - every error points at a value that exists in the instance.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaValidator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let pieces = FuzzInput.pieces(FuzzInput.bytes(data, size)) { $0 == 0 }
    guard pieces.count >= 2, let instanceBytes = pieces.last else { return 0 }
    guard let instance = try? JSONReader.parse(instanceBytes) else { return 0 }
    var registry = SchemaRegistry()
    for (index, piece) in pieces.dropLast().prefix(4).enumerated() {
        guard let document = try? JSONReader.parse(piece) else { return 0 }
        do {
            try registry.add(document, uri: "s\(index).json")
        } catch {
            fuzzCheck(!error.description.isEmpty, "empty schema load error")
            return 0
        }
    }
    let schema: Schema
    do {
        schema = try registry.schema("s0.json")
    } catch {
        fuzzCheck(!error.description.isEmpty, "empty schema load error")
        return 0
    }
    let errors = schema.validate(instance)
    fuzzCheck(schema.isValid(instance) == errors.isEmpty, "isValid disagrees with validate")
    fuzzCheck(schema.validate(instance) == errors, "validation is not deterministic")
    for error in errors {
        fuzzCheck(
            instance.value(at: error.instancePointer) != nil,
            "error at \(error.instancePointer) which is not in the instance: \(error)")
        _ = error.message
    }
    return 0
}
