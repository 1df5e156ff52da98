import Foundation
import OSCatalog
import OSCatalogLocalization
import OSCatalogSite
import TestSupport

/// The real catalog and templates of the clone, loaded once for the site tests.
enum SiteFixtures {
    static let catalog: Catalog = {
        let directory = SharedTestdata.packageRoot.appendingPathComponent("Catalog").resolvingSymlinksInPath().path
        // The real catalog is valid; the catalog tests prove it.
        return (try? CatalogLoader.load(from: .flag(directory: directory))) ?? emptyCatalog
    }()

    private static var emptyCatalog: Catalog {
        (try? CatalogLoader.load(files: [])) ?? { fatalError("cannot build an empty catalog") }()
    }

    static var templatesDirectory: String {
        SharedTestdata.packageRoot.appendingPathComponent("Templates").resolvingSymlinksInPath().path
    }

    static func templates() throws -> SiteTemplates {
        try SiteTemplates(directory: templatesDirectory, displayPath: "Templates")
    }

    /// Builds the `format` site in memory: path → text.
    static func build(_ format: SiteFormat, options: SiteBuildOptions = SiteBuildOptions(), catalog: Catalog = catalog)
        throws -> [String: String]
    {
        let builder = SiteBuilder(catalog: catalog, templates: try templates(), options: options)
        let files = Locked<[String: String]>([:])
        try builder.files(for: format) { file in
            files.update { $0[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        }
        return files.value
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
