import Foundation
import JSONReader
import OSCatalog
import OSCatalogSchema
import TestSupport
import Testing

/// Random damage to the real catalog must never crash the validator, must give every diagnostic
/// a real place in its file, and must give the same report twice.
///
/// Each case takes a few consecutive entries of one real catalog file (with the sources they
/// cite, so that citations resolve), writes them as a small catalog file, damages it once, at
/// the text level (deleted, inserted or replaced bytes, broken UTF-8, truncation, swapped lines,
/// trailing commas …) or at the value level (deleted keys, changed types, duplicated ids, swapped
/// dates, truncated or padded text, negative numbers, missing translations, deep nesting …) and
/// validates it twice. Small files keep 3 000 cases fast in a debug build; the batches run in
/// parallel. The seed is fixed, so every run checks the same cases.
@Suite struct MutationTests {
    static let seed: UInt64 = 0x05CA_7A11_DA7E
    static let batches = 30
    static let casesPerBatch = 100

    /// Collections of entries of the real catalog, by file, and its sources by id.
    struct Corpus: Sendable {
        var collections: [(kind: String, entries: [JSONValue])] = []
        var sources: [String: JSONValue] = [:]
    }

    static let corpus: Corpus = {
        var corpus = Corpus()
        guard let files = try? ValidationTestSupport.realCatalogFiles() else { return corpus }
        for file in files {
            guard let document = try? JSONReader.parse(file.bytes), let object = document.objectValue else { continue }
            for member in object.members {
                guard let items = member.value.arrayValue, !items.isEmpty else { continue }
                corpus.collections.append((member.key, items))
                if member.key == "sources" {
                    for item in items { if let id = item["id"]?.stringValue { corpus.sources[id] = item } }
                }
            }
        }
        return corpus
    }()

    @Test func theCorpusIsTheRealCatalog() {
        #expect(Self.corpus.collections.count >= 8)
        #expect(Self.corpus.sources.count >= 10)
    }

    @Test(arguments: 0..<MutationTests.batches)
    func randomMutationsAreReportedSafelyAndDeterministically(batch: Int) throws {
        let validator = try ValidationTestSupport.validator()
        let today = try ValidationTestSupport.fixedToday()
        var random = SplitMix64(seed: Self.seed &+ UInt64(batch) &* 0x9E37_79B9)
        for index in 0..<Self.casesPerBatch {
            let (files, mutation) = Self.makeCase(&random)
            let first = validator.validate(files: files, today: today)
            let second = validator.validate(files: files, today: today)
            let label = "batch \(batch) case \(index): \(mutation)"
            #expect(first == second, "\(label): the report differs between two runs")
            #expect(first.diagnostics == first.diagnostics.sorted(), "\(label): diagnostics are not sorted")
            for diagnostic in first.diagnostics {
                guard let file = files.first(where: { $0.path == diagnostic.file }) else {
                    Issue.record("\(label): diagnostic in an unknown file: \(diagnostic)")
                    continue
                }
                let lines = Self.lineLengths(file.bytes)
                let validLine = diagnostic.line >= 1 && diagnostic.line <= lines.count
                #expect(validLine, "\(label): line out of range: \(diagnostic)")
                if validLine {
                    let length = lines[diagnostic.line - 1]
                    #expect(diagnostic.column >= 1 && diagnostic.column <= length + 1, "\(label): column out of range: \(diagnostic)")
                }
                #expect(!diagnostic.message.isEmpty, "\(label): empty message")
            }
        }
    }

    /// The length in bytes (an upper bound of the length in Unicode scalars) of each line, where
    /// lines end at LF, CR LF or a lone CR, as the JSON reader counts them.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lengths.append(current)
                current = 0
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                current += 1
            }
            index += 1
        }
        lengths.append(current)
        return lengths
    }

    // MARK: Building a case

    static func makeCase(_ random: inout SplitMix64) -> (files: [CatalogFile], mutation: String) {
        let corpus = Self.corpus
        guard let collection = corpus.collections.randomElement(using: &random) else { return ([], "empty corpus") }
        let count = Int.random(in: 1...3, using: &random)
        let start = Int.random(in: 0..<collection.entries.count, using: &random)
        let entries = Array(collection.entries[start..<min(collection.entries.count, start + count)])
        var cited: [String] = []
        for entry in entries {
            for citation in entry["citations"]?.arrayValue ?? [] {
                if let id = citation["source"]?.stringValue, !cited.contains(id) { cited.append(id) }
            }
        }
        var members: [(String, JSONValue)] = [("$schema", .string("schema/catalog.schema.json"))]
        let sources = cited.compactMap { corpus.sources[$0] }
        if collection.kind == "sources" {
            members.append(("sources", .array(entries)))
        } else {
            if !sources.isEmpty { members.append(("sources", .array(sources))) }
            members.append((collection.kind, .array(entries)))
        }
        let document = JSONValue.object(members)
        let bytes: [UInt8]
        let mutation: String
        if Bool.random(using: &random) {
            let text = JSONWriter.writeBytes(document) + [0x0A]
            (bytes, mutation) = TextMutation.apply(to: text, &random)
        } else {
            let (mutated, name) = ValueMutation.apply(to: document, &random)
            bytes = JSONWriter.writeBytes(mutated) + [0x0A]
            mutation = name
        }
        return ([CatalogFile(path: "Mutated/\(collection.kind).json", bytes: bytes)], mutation)
    }
}

/// Damage to the bytes of a file.
enum TextMutation {
    static func apply(to bytes: [UInt8], _ random: inout SplitMix64) -> ([UInt8], String) {
        var bytes = bytes
        guard !bytes.isEmpty else { return (bytes, "nothing") }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<11, using: &random) {
        case 0:
            let length = Int.random(in: 1...20, using: &random)
            bytes.removeSubrange(at..<min(bytes.count, at + length))
            return (bytes, "delete \(length) bytes at \(at)")
        case 1:
            let garbage = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes.insert(contentsOf: garbage, at: at)
            return (bytes, "insert garbage \(garbage) at \(at)")
        case 2:
            let byte = UInt8.random(in: 0...255, using: &random)
            bytes[at] = byte
            return (bytes, "replace byte at \(at) with \(byte)")
        case 3:
            return (Array(bytes.prefix(at)), "truncate at \(at)")
        case 4:
            let broken: [[UInt8]] = [
                [0xC3], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF], [0x80], [0xEF, 0xBB, 0xBF],
            ]
            let pick = broken[Int.random(in: 0..<broken.count, using: &random)]
            bytes.insert(contentsOf: pick, at: at)
            return (bytes, "insert broken UTF-8 \(pick) at \(at)")
        case 5, 6:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let a = Int.random(in: 0..<lines.count, using: &random)
            let b = Int.random(in: 0..<lines.count, using: &random)
            if Bool.random(using: &random) {
                lines.swapAt(a, b)
                return (Array(lines.joined(separator: [0x0A])), "swap lines \(a + 1) and \(b + 1)")
            }
            lines.insert(lines[a], at: b)
            return (Array(lines.joined(separator: [0x0A])), "copy line \(a + 1) before line \(b + 1)")
        case 7:
            if let close = bytes[at...].firstIndex(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "}") }) {
                bytes.insert(UInt8(ascii: ","), at: close)
                return (bytes, "trailing comma at \(close)")
            }
            return (bytes, "no trailing comma")
        case 8:
            if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")) {
                let control = UInt8.random(in: 0...0x1F, using: &random)
                bytes.insert(control, at: quote + 1)
                return (bytes, "control byte \(control) after the quote at \(quote)")
            }
            return (bytes, "no control byte")
        case 9:
            let snippets = ["\"id\": \"x\",", "{", "]", "null", "\"\\u00", "1e99999", "-", "\"\\uD800\"", "/* c */"]
            let snippet = snippets[Int.random(in: 0..<snippets.count, using: &random)]
            bytes.insert(contentsOf: Array(snippet.utf8), at: at)
            return (bytes, "insert \(snippet) at \(at)")
        default:
            bytes = bytes.map { $0 == 0x0A && Int.random(in: 0..<5, using: &random) == 0 ? 0x0D : $0 }
            return (bytes, "turn some line feeds into carriage returns")
        }
    }
}

/// Damage to the values of a document, written back as valid JSON.
enum ValueMutation {
    static func apply(to document: JSONValue, _ random: inout SplitMix64) -> (JSONValue, String) {
        let pointers = allPointers(document)
        guard let target = pointers.randomElement(using: &random) else { return (document, "nothing") }
        let current = document.value(at: target) ?? .null
        switch Int.random(in: 0..<14, using: &random) {
        case 0:
            return (replacing(document, at: target, with: nil), "delete \(target)")
        case 1:
            let values: [JSONValue] = [.null, .bool(true), .number(42), .string("x"), .array([]), .object([(String, JSONValue)]())]
            let value = values[Int.random(in: 0..<values.count, using: &random)]
            return (replacing(document, at: target, with: value), "set \(target) to \(value)")
        case 2:
            let ids = pointers.filter { $0.lastToken == "id" }
            guard let a = ids.randomElement(using: &random), let b = ids.randomElement(using: &random),
                let id = document.value(at: a)
            else { return (document, "no ids") }
            return (replacing(document, at: b, with: id), "copy id \(a) to \(b)")
        case 3:
            let dates = pointers.filter { $0.lastToken == "announced" || $0.lastToken == "released" }
            guard let a = dates.randomElement(using: &random), let b = dates.randomElement(using: &random),
                let first = document.value(at: a), let second = document.value(at: b)
            else {
                return (replacing(document, at: target, with: .string("2013-13-45")), "bad date at \(target)")
            }
            return (replacing(replacing(document, at: a, with: second), at: b, with: first), "swap dates \(a) and \(b)")
        case 4:
            guard let text = current.stringValue else { return (document, "not a string") }
            let length = Int.random(in: 0...text.unicodeScalars.count, using: &random)
            let cut = String(String.UnicodeScalarView(text.unicodeScalars.prefix(length)))
            return (replacing(document, at: target, with: .string(cut)), "truncate \(target) to \(length)")
        case 5:
            guard let text = current.stringValue else { return (document, "not a string") }
            let pads = [" ", "\u{00A0}", "  ", "\n", "\t", "\u{2028}", ""]
            let pad = pads[Int.random(in: 0..<pads.count, using: &random)]
            let padded = Bool.random(using: &random) ? pad + text : text + pad + pad
            return (replacing(document, at: target, with: .string(padded)), "pad \(target)")
        case 6:
            let numbers = ["-1", "0", "1e400", "100000000000000000000", "2.5", "-0", "1000001", "241"]
            let text = numbers[Int.random(in: 0..<numbers.count, using: &random)]
            guard let number = JSONNumber(text: text) else { return (document, "no number") }
            return (replacing(document, at: target, with: .number(number)), "set \(target) to \(text)")
        case 7:
            guard case .object(var object) = current.kind else { return (document, "not an object") }
            object.append(
                JSONMember(
                    key: ["extra", "de", "introduce", "citations", "limits"][Int.random(in: 0..<5, using: &random)], value: .string("x")))
            return (replacing(document, at: target, with: JSONValue(.object(object))), "add a member to \(target)")
        case 8:
            let languages = ["en", "cs", "fr", "ru", "sv"]
            let texts = pointers.filter { languages.contains($0.lastToken ?? "") }
            guard let text = texts.randomElement(using: &random) else { return (document, "no texts") }
            return (replacing(document, at: text, with: nil), "delete translation \(text)")
        case 9:
            let references = pointers.filter {
                ["layer", "introduced", "deprecated", "removed", "replacedBy", "source"].contains($0.lastToken ?? "")
            }
            guard let reference = references.randomElement(using: &random) else { return (document, "no references") }
            let ids = ["ios-3", "ios-99", "iphone-os-2", "core-os", "ui-kit", "nonexistent", "con", ""]
            let id = ids[Int.random(in: 0..<ids.count, using: &random)]
            return (replacing(document, at: reference, with: .string(id)), "set \(reference) to '\(id)'")
        case 10:
            var deep: JSONValue = .array([])
            for _ in 0..<Int.random(in: 1...300, using: &random) { deep = .array([deep]) }
            return (replacing(document, at: target, with: deep), "nest arrays at \(target)")
        case 11:
            guard case .array(var items) = current.kind, let item = items.randomElement(using: &random) else {
                return (document, "not an array")
            }
            items.append(item)
            return (replacing(document, at: target, with: .array(items)), "duplicate an item of \(target)")
        case 12:
            let urls = pointers.filter { $0.lastToken == "url" }
            guard let url = urls.randomElement(using: &random) else { return (document, "no urls") }
            return (replacing(document, at: url, with: .string("http://example.org/a b")), "http url at \(url)")
        default:
            let keys = ["frameworks", "codecs", "versions", "tools", "sources", "layers"]
            guard case .object(var top) = document.kind, let first = top.members.last else { return (document, "no collection") }
            let key = keys[Int.random(in: 0..<keys.count, using: &random)]
            _ = top.removeValue(forKey: first.key)
            top.updateValue(first.value, forKey: key)
            return (JSONValue(.object(top)), "move \(first.key) to \(key)")
        }
    }

    /// Every pointer in `value`, in document order.
    static func allPointers(_ value: JSONValue) -> [JSONPointer] {
        var result: [JSONPointer] = []
        var stack: [(JSONValue, JSONPointer)] = [(value, .root)]
        while let (current, pointer) = stack.popLast() {
            result.append(pointer)
            switch current.kind {
            case .object(let object):
                for member in object.members.reversed() { stack.append((member.value, pointer.appending(member.key))) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { stack.append((item, pointer.appending(index))) }
            default:
                break
            }
        }
        return result
    }

    /// `document` with the value at `pointer` replaced (or removed, for nil).
    static func replacing(_ document: JSONValue, at pointer: JSONPointer, with replacement: JSONValue?) -> JSONValue {
        replacing(document, tokens: ArraySlice(pointer.tokens), with: replacement) ?? .null
    }

    private static func replacing(_ value: JSONValue, tokens: ArraySlice<String>, with replacement: JSONValue?) -> JSONValue? {
        guard let token = tokens.first else { return replacement }
        let rest = tokens.dropFirst()
        switch value.kind {
        case .object(var object):
            guard let child = object[token] else { return value }
            if let updated = replacing(child, tokens: rest, with: replacement) {
                object.updateValue(updated, forKey: token)
            } else {
                _ = object.removeValue(forKey: token)
            }
            return JSONValue(.object(object))
        case .array(var items):
            guard let index = Int(token), items.indices.contains(index) else { return value }
            if let updated = replacing(items[index], tokens: rest, with: replacement) {
                items[index] = updated
            } else {
                items.remove(at: index)
            }
            return JSONValue(.array(items))
        default:
            return value
        }
    }
}
