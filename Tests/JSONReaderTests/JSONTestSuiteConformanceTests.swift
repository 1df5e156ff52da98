import Foundation
import JSONReader
import TestSupport
import Testing

/// Runs the reader over the JSONTestSuite files in `../shared/testdata/json-parsing`
/// (or `$OSCAT_TESTDATA`): every `y_` file must be accepted, every `n_` file rejected, and the
/// `i_` files (where RFC 8259 leaves the choice to implementations) must get the decisions below.
///
/// JSONTestSuite tests the RFC 8259 grammar, under which duplicate keys are valid ("names SHOULD be
/// unique"), so the suite runs with `duplicateKeys: .keepAll`. With the default `.reject`, exactly
/// the two `y_` files with duplicate keys (``strictlyRejected``) are rejected, and nothing else changes;
/// a second test checks that.
///
/// | i_ file                                       | decision | why |
/// |-----------------------------------------------|----------|-----|
/// | i_number_double_huge_neg_exp                  | accept   | numbers keep their exact text; `double` rounds to 0 |
/// | i_number_huge_exp                             | accept   | exact text kept; `double` is nil (not finite) |
/// | i_number_neg_int_huge_exp                     | accept   | same |
/// | i_number_pos_double_huge_exp                  | accept   | same |
/// | i_number_real_neg_overflow                    | accept   | same |
/// | i_number_real_pos_overflow                    | accept   | same |
/// | i_number_real_underflow                       | accept   | same |
/// | i_number_too_big_neg_int                      | accept   | exact text kept; `int` is nil |
/// | i_number_too_big_pos_int                      | accept   | same |
/// | i_number_very_big_negative_int                | accept   | same |
/// | i_structure_500_nested_arrays                 | accept   | 500 ≤ the default depth limit of 512 |
/// | i_object_key_lone_2nd_surrogate               | reject   | unpaired surrogate escape |
/// | i_string_1st_surrogate_but_2nd_missing        | reject   | unpaired surrogate escape |
/// | i_string_1st_valid_surrogate_2nd_invalid      | reject   | unpaired surrogate escape |
/// | i_string_incomplete_surrogate_and_escape_valid| reject   | unpaired surrogate escape |
/// | i_string_incomplete_surrogate_pair            | reject   | unpaired surrogate escape |
/// | i_string_incomplete_surrogates_escape_valid   | reject   | unpaired surrogate escape |
/// | i_string_invalid_lonely_surrogate             | reject   | unpaired surrogate escape |
/// | i_string_invalid_surrogate                    | reject   | unpaired surrogate escape |
/// | i_string_inverted_surrogates_U+1D11E          | reject   | unpaired surrogate escape |
/// | i_string_lone_second_surrogate                | reject   | unpaired surrogate escape |
/// | i_string_UTF-8_invalid_sequence               | reject   | invalid UTF-8 |
/// | i_string_UTF8_surrogate_U+D800                | reject   | invalid UTF-8 (encoded surrogate) |
/// | i_string_invalid_utf-8                        | reject   | invalid UTF-8 |
/// | i_string_iso_latin_1                          | reject   | invalid UTF-8 (Latin-1 text) |
/// | i_string_lone_utf8_continuation_byte          | reject   | invalid UTF-8 |
/// | i_string_not_in_unicode_range                 | reject   | invalid UTF-8 (above U+10FFFF) |
/// | i_string_overlong_sequence_2_bytes            | reject   | invalid UTF-8 (overlong) |
/// | i_string_overlong_sequence_6_bytes            | reject   | invalid UTF-8 (overlong) |
/// | i_string_overlong_sequence_6_bytes_null       | reject   | invalid UTF-8 (overlong) |
/// | i_string_truncated-utf-8                      | reject   | invalid UTF-8 (truncated) |
/// | i_string_UTF-16LE_with_BOM                    | reject   | UTF-16 byte order mark |
/// | i_string_utf16BE_no_BOM                       | reject   | not UTF-8 JSON (NUL bytes) |
/// | i_string_utf16LE_no_BOM                       | reject   | not UTF-8 JSON (NUL bytes) |
/// | i_structure_UTF-8_BOM_empty_object            | reject   | byte order mark |
@Suite("JSONTestSuite conformance")
struct JSONTestSuiteConformanceTests {
    /// The expected decision for each `i_` file: true = accepted. Files not listed are reported, not failed.
    static let implementationDefined: [String: Bool] = [
        "i_number_double_huge_neg_exp.json": true,
        "i_number_huge_exp.json": true,
        "i_number_neg_int_huge_exp.json": true,
        "i_number_pos_double_huge_exp.json": true,
        "i_number_real_neg_overflow.json": true,
        "i_number_real_pos_overflow.json": true,
        "i_number_real_underflow.json": true,
        "i_number_too_big_neg_int.json": true,
        "i_number_too_big_pos_int.json": true,
        "i_number_very_big_negative_int.json": true,
        "i_structure_500_nested_arrays.json": true,
        "i_object_key_lone_2nd_surrogate.json": false,
        "i_string_1st_surrogate_but_2nd_missing.json": false,
        "i_string_1st_valid_surrogate_2nd_invalid.json": false,
        "i_string_incomplete_surrogate_and_escape_valid.json": false,
        "i_string_incomplete_surrogate_pair.json": false,
        "i_string_incomplete_surrogates_escape_valid.json": false,
        "i_string_invalid_lonely_surrogate.json": false,
        "i_string_invalid_surrogate.json": false,
        "i_string_inverted_surrogates_U+1D11E.json": false,
        "i_string_lone_second_surrogate.json": false,
        "i_string_UTF-8_invalid_sequence.json": false,
        "i_string_UTF8_surrogate_U+D800.json": false,
        "i_string_invalid_utf-8.json": false,
        "i_string_iso_latin_1.json": false,
        "i_string_lone_utf8_continuation_byte.json": false,
        "i_string_not_in_unicode_range.json": false,
        "i_string_overlong_sequence_2_bytes.json": false,
        "i_string_overlong_sequence_6_bytes.json": false,
        "i_string_overlong_sequence_6_bytes_null.json": false,
        "i_string_truncated-utf-8.json": false,
        "i_string_UTF-16LE_with_BOM.json": false,
        "i_string_utf16BE_no_BOM.json": false,
        "i_string_utf16LE_no_BOM.json": false,
        "i_structure_UTF-8_BOM_empty_object.json": false,
    ]

    /// The `y_` files the default (strict) mode rejects, for their duplicate keys.
    static let strictlyRejected: Set<String> = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

    struct TestFile {
        let name: String
        let bytes: [UInt8]
    }

    /// The suite's files; a missing folder ends the test (skipped locally, failed on CI).
    static func loadFiles() throws -> [TestFile] {
        let folder = jsonParsingTestdataFolder()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            try Requirement.missing("JSONTestSuite folder not found at \(folder.path) (set OSCAT_TESTDATA to override)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && ($0.hasPrefix("y_") || $0.hasPrefix("n_") || $0.hasPrefix("i_")) }
            .sorted()
        return try names.map { name in
            TestFile(name: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    @Test func acceptsEveryYRejectsEveryNAndDecidesEveryI() throws {
        let files = try Self.loadFiles()
        var yTotal = 0
        var yAccepted = 0
        var nTotal = 0
        var nRejected = 0
        var iAccepted: [String] = []
        var iRejected: [String] = []
        for file in files {
            let error = parseError(file.bytes, duplicateKeys: .keepAll)
            switch file.name.prefix(2) {
            case "y_":
                yTotal += 1
                if let error {
                    Issue.record("\(file.name) must be accepted, but: \(error)")
                } else {
                    yAccepted += 1
                }
            case "n_":
                nTotal += 1
                if error == nil {
                    Issue.record("\(file.name) must be rejected")
                } else {
                    nRejected += 1
                }
            default:
                let accepted = error == nil
                if accepted { iAccepted.append(file.name) } else { iRejected.append(file.name) }
                if let expected = Self.implementationDefined[file.name] {
                    #expect(
                        accepted == expected,
                        "\(file.name): expected \(expected ? "accept" : "reject"), got \(error.map { "\($0)" } ?? "accept")")
                } else {
                    print("note: \(file.name) is not in the table of i_ decisions; it was \(accepted ? "accepted" : "rejected")")
                }
            }
        }
        #expect(yTotal > 0 && nTotal > 0)
        print(
            "JSONTestSuite: y_ \(yAccepted)/\(yTotal) accepted, n_ \(nRejected)/\(nTotal) rejected, "
                + "i_ \(iAccepted.count + iRejected.count): \(iAccepted.count) accepted, \(iRejected.count) rejected "
                + "(duplicateKeys: .keepAll)")
        print("  i_ accepted: " + iAccepted.joined(separator: ", "))
        print("  i_ rejected: " + iRejected.joined(separator: ", "))
    }

    @Test func defaultModeDiffersOnlyByRejectingDuplicateKeys() throws {
        let files = try Self.loadFiles()
        var rejectedForDuplicates: [String] = []
        for file in files {
            let strict = parseError(file.bytes)
            let lenient = parseError(file.bytes, duplicateKeys: .keepAll)
            if case .duplicateKey? = strict?.reason {
                #expect(lenient == nil || file.name.hasPrefix("n_"), "\(file.name)")
                if file.name.hasPrefix("y_") { rejectedForDuplicates.append(file.name) }
            } else {
                #expect(strict == lenient, "\(file.name)")
            }
        }
        #expect(Set(rejectedForDuplicates) == Self.strictlyRejected)
        print(
            "JSONTestSuite, default mode (duplicateKeys: .reject): also rejects \(rejectedForDuplicates.sorted().joined(separator: ", "))")
    }

    /// Parsing without pointers gives the same verdict, error, values and positions on every
    /// file, and no value has a pointer other than the root.
    @Test func parsingWithoutPointersDiffersOnlyInThePointers() throws {
        let files = try Self.loadFiles()
        var compared = 0
        for file in files {
            let withPointers = Result { () throws(JSONParseError) in try JSONReader.parse(file.bytes, duplicateKeys: .keepAll) }
            let without = Result { () throws(JSONParseError) in try JSONReader.parseWithoutPointers(file.bytes, duplicateKeys: .keepAll) }
            switch (withPointers, without) {
            case (.failure(let first), .failure(let second)):
                #expect(first == second, "\(file.name)")
            case (.success(let first), .success(let second)):
                compared += 1
                var pending = [(first, second)]
                while let (a, b) = pending.popLast() {
                    #expect(a.position == b.position && a.typeName == b.typeName && b.pointer.isRoot, "\(file.name) at \(a.pointer)")
                    switch (a.kind, b.kind) {
                    case (.array(let x), .array(let y)) where x.count == y.count:
                        pending += zip(x, y).map { ($0, $1) }
                    case (.object(let x), .object(let y)) where x.count == y.count:
                        for (m, n) in zip(x.members, y.members) {
                            #expect(m.key == n.key && m.keyPosition == n.keyPosition, "\(file.name)")
                            pending.append((m.value, n.value))
                        }
                    default:
                        #expect(a.semanticallyEquals(b), "\(file.name) at \(a.pointer)")
                    }
                }
            default:
                Issue.record("\(file.name): accepted by one way of parsing only")
            }
        }
        #expect(compared > 90)
    }

    @Test func everyRejectionHasAPositionInsideTheInputAndAMessage() throws {
        let files = try Self.loadFiles()
        for file in files {
            guard let error = parseError(file.bytes) else { continue }
            #expect(error.position.offset >= 0 && error.position.offset <= file.bytes.count, "\(file.name)")
            #expect(error.position.line >= 1 && error.position.column >= 1, "\(file.name)")
            #expect(!error.message.isEmpty, "\(file.name)")
        }
    }

    @Test func acceptedFilesRoundTripAndHaveCorrectPositions() throws {
        let files = try Self.loadFiles()
        for file in files {
            guard let value = try? JSONReader.parse(file.bytes, duplicateKeys: .keepAll) else { continue }
            for style in [JSONWriter.Style.compact, .pretty(indent: 2)] {
                let written = JSONWriter.write(value, style: style)
                let reparsed: JSONValue
                do {
                    reparsed = try JSONReader.parse(written, duplicateKeys: .keepAll)
                } catch {
                    Issue.record("\(file.name): output does not parse: \(error)\n\(written)")
                    continue
                }
                #expect(reparsed.semanticallyEquals(value), "\(file.name)")
                #expect(JSONWriter.write(reparsed, style: style) == written, "\(file.name)")
            }
            for nested in allValues(value) {
                #expect(nested.position == referencePosition(of: nested.position.offset, in: file.bytes), "\(file.name) \(nested.pointer)")
            }
        }
    }
}
