import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import StringCatalogs
import TestSupport

/// Shared setup of the localization check tests: the fixtures and the real repository.
enum L10nCheckTestSupport {
    /// The folder of this test target's fixtures (read from disk, not as bundle resources).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package root.
    static let root = SharedTestdata.packageRoot

    /// A problem reading test input.
    struct LoadFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of a file.
    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The corpus of one file: a String Catalog (`.xcstrings`) or a catalog JSON file, reported
    /// under `display`.
    static func corpus(of url: URL, display: String) throws -> TranslationCorpus {
        let data = try bytes(url)
        if url.pathExtension == "xcstrings" {
            do {
                let strings = try StringCatalog(bytes: data)
                return TranslationCorpus.collect(strings: strings, stringsFile: display, catalog: nil)
            } catch {
                throw LoadFailure(description: "\(display):\(error)")
            }
        }
        let inspection = CatalogLoader.inspect(files: [CatalogFile(path: display, bytes: data)])
        guard inspection.documents[display] != nil else { throw LoadFailure(description: "\(display) is not JSON") }
        return TranslationCorpus.collect(strings: nil, catalog: inspection)
    }

    /// A fixture's corpus, reported under `Fixtures/<folder>/<name>`.
    static func fixtureCorpus(_ folder: String, _ name: String) throws -> TranslationCorpus {
        try corpus(of: fixtures.appendingPathComponent(folder).appendingPathComponent(name), display: "Fixtures/\(folder)/\(name)")
    }

    /// The fingerprints beside a fixture (`<name>.fingerprints.json`), else every translation
    /// recorded as current.
    static func fixtureFingerprints(_ folder: String, _ name: String, corpus: TranslationCorpus) throws -> SourceFingerprintStore {
        let stem = (name as NSString).deletingPathExtension
        let url = fixtures.appendingPathComponent(folder).appendingPathComponent("\(stem).fingerprints.json")
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                return try SourceFingerprintStore(bytes: try bytes(url))
            } catch {
                throw LoadFailure(description: "\(url.lastPathComponent):\(error)")
            }
        }
        var store = SourceFingerprintStore()
        store.recordAll(corpus)
        return store
    }

    /// The fixtures' allowlist.
    static func fixtureAllowlist() throws -> IdenticalAllowlist {
        try allowlist(at: fixtures.appendingPathComponent("identical-allowlist.json"))
    }

    /// The fixtures' glossary (one term, `layer`, which the clean fixtures follow).
    static func fixtureGlossary() throws -> Glossary {
        let url = fixtures.appendingPathComponent("glossary.json")
        do {
            return try Glossary(bytes: try bytes(url))
        } catch {
            throw LoadFailure(description: "\(url.lastPathComponent):\(error)")
        }
    }

    /// The allowlist at `url`.
    static func allowlist(at url: URL) throws -> IdenticalAllowlist {
        do {
            return try IdenticalAllowlist(bytes: try bytes(url))
        } catch {
            throw LoadFailure(description: "\(url.lastPathComponent):\(error)")
        }
    }

    /// The real repository: `Localization/Localizable.xcstrings`, `Catalog/*.json`, the recorded
    /// fingerprints (`Localization/fingerprints.json`, or a baseline of every translation as
    /// current when the file does not exist yet) and the real allowlist.
    static func realRepository() throws -> RealRepository {
        let stringsURL = root.appendingPathComponent("Localization/Localizable.xcstrings")
        let strings: StringCatalog
        do {
            strings = try StringCatalog(bytes: try bytes(stringsURL))
        } catch {
            throw LoadFailure(description: "Localizable.xcstrings:\(error)")
        }
        let files: [CatalogFile]
        do {
            files = try CatalogLoader.files(inDirectory: root.appendingPathComponent("Catalog").path)
                .map { CatalogFile(path: "Catalog/" + ($0.path as NSString).lastPathComponent, bytes: $0.bytes) }
        } catch {
            throw LoadFailure(description: "\(error)")
        }
        let corpus = TranslationCorpus.collect(strings: strings, catalog: CatalogLoader.inspect(files: files))
        let fingerprintsURL = root.appendingPathComponent("Localization/fingerprints.json")
        var fingerprints = SourceFingerprintStore()
        let hasFile = FileManager.default.fileExists(atPath: fingerprintsURL.path)
        if hasFile {
            do {
                fingerprints = try SourceFingerprintStore(bytes: try bytes(fingerprintsURL))
            } catch {
                throw LoadFailure(description: "fingerprints.json:\(error)")
            }
        } else {
            fingerprints.recordAll(corpus)
        }
        let allowlist = try allowlist(at: root.appendingPathComponent("Localization/identical-allowlist.json"))
        let glossaryURL = root.appendingPathComponent("Localization/Glossary.json")
        let glossary: Glossary
        do {
            glossary = try Glossary(bytes: try bytes(glossaryURL))
        } catch {
            throw LoadFailure(description: "Glossary.json:\(error)")
        }
        return RealRepository(
            corpus: corpus, fingerprints: fingerprints, allowlist: allowlist, glossary: glossary, hasFingerprintFile: hasFile)
    }

    /// What the real repository holds for the checks.
    struct RealRepository {
        var corpus: TranslationCorpus
        var fingerprints: SourceFingerprintStore
        var allowlist: IdenticalAllowlist
        /// The approved terminology (`Localization/Glossary.json`).
        var glossary: Glossary
        /// Whether `Localization/fingerprints.json` exists (else `fingerprints` is a baseline).
        var hasFingerprintFile: Bool
    }
}
