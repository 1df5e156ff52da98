import Foundation
import OSCatalog
import TestSupport

/// The clone's catalog, loaded once; a test that needs it fails with the loader's diagnostics
/// when it does not load, instead of testing an empty catalog.
enum PresentationFixtures {
    static func catalog() throws -> Catalog { try loaded.get() }

    private static let loaded = Result { () throws(CatalogLoadError) -> Catalog in
        let directory = SharedTestdata.packageRoot.appendingPathComponent("Catalog").resolvingSymlinksInPath().path
        return try CatalogLoader.load(from: .flag(directory: directory))
    }
}
