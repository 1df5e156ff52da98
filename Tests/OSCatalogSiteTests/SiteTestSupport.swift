import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport

@testable import OSCatalogSite

/// The real catalog and templates of the clone, loaded once for the site tests.
enum SiteFixtures {
    /// The clone's catalog; a test that needs it fails with the loader's diagnostics when it
    /// does not load, instead of testing an empty catalog.
    static func catalog() throws -> Catalog {
        try loaded.get()
    }

    private static let loaded = Result { () throws(CatalogLoadError) -> Catalog in
        let directory = SharedTestdata.packageRoot.appendingPathComponent("Catalog").resolvingSymlinksInPath().path
        return try CatalogLoader.load(from: .flag(directory: directory))
    }

    /// A page context over the clone's catalog in `language`, with links in `style`.
    static func context(_ language: CatalogLanguage = .english, style: LinkStyle = .markdown) throws -> PageContext {
        PageContext(
            catalog: try catalog(), locale: .language(language), strings: LocalizedStrings(locale: .language(language)),
            style: style)
    }

    static var templatesDirectory: String {
        SharedTestdata.packageRoot.appendingPathComponent("Templates").resolvingSymlinksInPath().path
    }

    static func templates() throws -> SiteTemplates {
        try SiteTemplates(directory: templatesDirectory, displayPath: "Templates")
    }

    /// Builds the `format` site in memory: path → text.
    static func build(_ format: SiteFormat, options: SiteBuildOptions = SiteBuildOptions(), catalog: Catalog? = nil)
        throws -> [String: String]
    {
        let builder = SiteBuilder(catalog: try catalog ?? Self.catalog(), templates: try templates(), options: options)
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
