import AppCheck
import Diagnostics
import Foundation
import OSCatalog
import TestSupport

/// The example app under `Fixtures/ExampleApp` (Swift and Objective-C sources, an Xcode
/// project, an `.xcconfig` and a `Package.swift` written for these tests) and the catalog it
/// is checked against.
enum ExampleApp {
    /// The fixture's folder.
    static let root = SharedTestdata.packageRoot.appendingPathComponent("Tests/AppCheckTests/Fixtures/ExampleApp").path

    /// The embedded catalog, loaded once.
    static let catalog: Catalog? = try? CatalogLoader.load(from: .embedded)

    /// `path` relative to the fixture's folder.
    static func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// A finding as `file:line:col severity rule framework`, relative to the fixture.
    static func line(_ diagnostic: Diagnostic<CheckFinding>) -> String {
        let place =
            diagnostic.isAboutWholeFile ? relative(diagnostic.file) : "\(relative(diagnostic.file)):\(diagnostic.line):\(diagnostic.column)"
        return "\(place) \(diagnostic.severity.rawValue) \(diagnostic.ruleID) \(diagnostic.detail.frameworkID ?? "-")"
    }
}
