import OSCatalog
import TestSupport

/// Small catalogs written inline, so each test shows the data it depends on.
enum CatalogFixtures {
    /// A localized text with the same words in every language but a language marker.
    static func text(_ english: String) -> String {
        """
        {"en": "\(english)", "cs": "\(english) (cs)", "fr": "\(english) (fr)", "ru": "\(english) (ру)", "sv": "\(english) (sv)"}
        """
    }

    static let sources = """
        {"id": "seed", "kind": "thesis", "title": "A thesis", "language": "cs", "summary": \(text("A source."))}
        """

    static func version(_ major: Int, _ announced: String = "2013-06-10", _ released: String = "2013-09-18") -> String {
        """
        {"id": "ios-\(major)", "name": "iOS \(major)", "major": \(major), "announced": "\(announced)", "released": "\(released)",
         "summary": \(text("Version \(major).")), "highlights": [\(text("Feature of \(major)"))],
         "citations": [{"source": "seed", "locator": "p. 1"}]}
        """
    }

    static func layer(_ id: String, _ name: String, _ position: Int) -> String {
        """
        {"id": "\(id)", "name": "\(name)", "position": \(position), "summary": \(text("The \(name) layer.")),
         "citations": [{"source": "seed", "locator": "ch. 4"}]}
        """
    }

    static func framework(
        _ id: String, _ name: String, layer: String, introduced: String, extra: String = "", summary: String? = nil
    ) -> String {
        """
        {"id": "\(id)", "name": "\(name)", "layer": "\(layer)", "introduced": "\(introduced)"\(extra),
         "summary": \(summary ?? text("\(name) does things.")), "citations": [{"source": "seed", "locator": "p. 2"}]}
        """
    }

    /// A complete small catalog in one file.
    static var catalogJSON: String {
        let frameworks = [
            framework("ui-kit", "UIKit", layer: "cocoa-touch", introduced: "ios-6", extra: #", "module": "UIKit""#),
            framework(
                "core-location", "Core Location", layer: "core-services", introduced: "ios-6",
                summary:
                    #"{"en": "Finds the device's location.", "cs": "Určuje polohu zařízení.", "fr": "Détermine la géolocalisation de l’appareil.", "ru": "Определяет геолокацию устройства.", "sv": "Bestämmer enhetens position."}"#
            ),
            framework(
                "address-book", "Address Book", layer: "core-services", introduced: "ios-6",
                extra: #", "deprecated": "ios-7", "replacedBy": "contacts""#),
            framework("contacts", "Contacts", layer: "core-services", introduced: "ios-7"),
            framework(
                "newsstand-kit", "Newsstand Kit", layer: "core-services", introduced: "ios-6",
                extra: #", "deprecated": "ios-7", "removed": "ios-8""#),
        ]
        return """
            {
              "$schema": "schema/catalog.schema.json",
              "sources": [\(sources)],
              "versions": [\(version(8, "2014-06-02", "2014-09-17")), \(version(6, "2012-06-11", "2012-09-19")), \(version(7))],
              "layers": [\(layer("core-services", "Core Services", 3)), \(layer("cocoa-touch", "Cocoa Touch", 1))],
              "frameworks": [\(frameworks.joined(separator: ",\n"))],
              "codecs": [
                {"id": "aac", "name": "AAC", "kind": "audio", "containers": ["m4a", "aac"], "summary": \(text("Advanced Audio Coding.")), "citations": [{"source": "seed", "locator": "p. 3"}]},
                {"id": "h264", "name": "H.264", "kind": "video", "containers": ["mp4", "mov"], "limits": {"maxWidth": 1920, "maxHeight": 1080, "maxFrameRate": 30, "profile": "High", "level": "4.1"}, "summary": \(text("Video.")), "citations": [{"source": "seed", "locator": "p. 3"}]}
              ],
              "programs": [
                {"id": "standard", "name": "Developer Program", "status": "active", "started": "2015", "prices": [{"amount": 99, "currency": "EUR", "period": "year", "asOf": "2015-04-16", "citations": [{"source": "seed", "locator": "p. 4"}]}, {"amount": 99, "currency": "USD", "period": "year", "asOf": "2014-01-01", "citations": [{"source": "seed", "locator": "p. 4"}]}, {"amount": 109, "currency": "EUR", "period": "year", "asOf": "2016-01-01", "citations": [{"source": "seed", "locator": "p. 5"}]}], "summary": \(text("Standard.")), "citations": [{"source": "seed", "locator": "p. 4"}]}
              ],
              "tools": [
                {"id": "xcode", "name": "Xcode", "kind": "ide", "summary": \(text("The IDE.")), "citations": [{"source": "seed", "locator": "p. 5"}]}
              ]
            }
            """
    }

    /// The real catalog of the package, `Catalog/`.
    static func realCatalog() throws -> Catalog {
        try CatalogLoader.load(from: .flag(directory: SharedTestdata.packageRoot.appendingPathComponent("Catalog").path))
    }

    static func load(_ json: String, path: String = "Catalog/test.json") throws(CatalogLoadError) -> Catalog {
        try CatalogLoader.load(files: [CatalogFile(path: path, bytes: Array(json.utf8))])
    }

    /// The diagnostics loading `json` produces (empty if it loads).
    static func diagnostics(_ json: String, path: String = "Catalog/test.json") -> [CatalogDiagnostic] {
        do {
            _ = try load(json, path: path)
            return []
        } catch {
            return error.diagnostics
        }
    }
}
