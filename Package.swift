// swift-tools-version:6.0
//
// oscat: a multilingual catalog of the iOS platform, its query CLI and its docs site.
// Modules are split by responsibility; the arrows point one way (each module lists what it
// imports; TextMatching and JSONReader sit at the bottom):
//
//   oscat (executable) ─┬─▶ OSCatalogSite ─┬─▶ OSCatalogLocalization ─▶ OSCatalog
//                       │                  ├─▶ TemplateEngine            │
//                       │                  └─▶ CCmarkGFM (libcmark-gfm)  ├─▶ JSONReader
//                       ├─▶ OSCatalogSchema ──▶ JSONSchema ─▶ JSONReader └─▶ TextMatching
//                       │        └──────────▶ OSCatalog
//                       ├─▶ ArgumentParsing ─▶ TextMatching
//                       └─▶ TabularOutput
//
//   EmbedCatalogPlugin (build tool, runs catalog-embedder) ─▶ OSCatalog, OSCatalogLocalization
//
// Direct imports the drawing folds into longer arrows: oscat also imports OSCatalog,
// OSCatalogLocalization, TemplateEngine and TextMatching; OSCatalogSite imports OSCatalog,
// JSONReader and TextMatching; OSCatalogSchema imports JSONReader and TextMatching; JSONSchema
// and TemplateEngine import TextMatching.
//
// See docs/ARCHITECTURE.md for the full picture.
import PackageDescription

let package = Package(
    name: "oscat",
    // Synchronization.Mutex needs macOS 15; Linux has no platform floor.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "oscat", targets: ["oscat"]),
        .library(name: "OSCatalog", targets: ["OSCatalog"]),
        .library(name: "JSONReader", targets: ["JSONReader"]),
        .library(name: "ArgumentParsing", targets: ["ArgumentParsing"]),
        .library(name: "TabularOutput", targets: ["TabularOutput"]),
        .library(name: "TextMatching", targets: ["TextMatching"]),
        .library(name: "JSONSchema", targets: ["JSONSchema"]),
        .library(name: "OSCatalogSchema", targets: ["OSCatalogSchema"]),
        .library(name: "TemplateEngine", targets: ["TemplateEngine"]),
        .library(name: "OSCatalogLocalization", targets: ["OSCatalogLocalization"]),
        .library(name: "OSCatalogSite", targets: ["OSCatalogSite"]),
    ],
    targets: [
        // Strict RFC 8259 JSON reading with source positions and JSON Pointers; canonical writing.
        .target(name: "JSONReader"),
        // Declarative command-line parsing: commands, options, help, suggestions, completions.
        .target(name: "ArgumentParsing", dependencies: ["TextMatching"]),
        // Plain-text tables by display width, RFC 4180 CSV and GFM Markdown tables.
        .target(name: "TabularOutput"),
        // JSON Schema 2020-12 validation (a strict keyword subset) of JSONReader values, with positions.
        .target(name: "JSONSchema", dependencies: ["JSONReader", "TextMatching"]),
        // Logic-less Mustache-style templates for the docs site: compile once, render to HTML/Markdown/plain.
        .target(name: "TemplateEngine", dependencies: ["TextMatching"]),
        // "Did you mean" suggestions and case/diacritic-insensitive search folding.
        .target(name: "TextMatching"),
        // libcmark-gfm and its extensions: Debian's libcmark-gfm-dev packages, Homebrew's cmark-gfm.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // The catalog model, loading, reference resolution and queries.
        .target(
            name: "OSCatalog",
            dependencies: ["JSONReader", "TextMatching"],
            plugins: ["EmbedCatalogPlugin"]
        ),
        // Build-time tool that turns Catalog/*.json into Swift source, so an installed oscat
        // carries a copy of the catalog.
        .executableTarget(name: "catalog-embedder", path: "Plugins/CatalogEmbedder"),
        // The typed string accessors from a String Catalog, and the build-time tool that writes
        // them for OSCatalogLocalization.
        .target(name: "StringKeysGenerator", path: "Plugins/StringKeysGenerator"),
        .executableTarget(
            name: "string-keys-generator", dependencies: ["StringKeysGenerator"], path: "Plugins/StringKeysGeneratorTool"),
        .plugin(
            name: "EmbedCatalogPlugin",
            capability: .buildTool(),
            dependencies: ["catalog-embedder", "string-keys-generator"]
        ),
        // The catalog's schema files and semantic rules: what `oscat validate` checks.
        .target(name: "OSCatalogSchema", dependencies: ["OSCatalog", "JSONSchema", "JSONReader", "TextMatching"]),
        // Locales, CLDR plural rules, string catalogs and localization checks.
        .target(name: "OSCatalogLocalization", dependencies: ["OSCatalog", "JSONReader"], plugins: ["EmbedCatalogPlugin"]),
        // The docs site: page models, Markdown and HTML through cmark-gfm and the templates.
        .target(
            name: "OSCatalogSite",
            dependencies: ["OSCatalog", "OSCatalogLocalization", "TemplateEngine", "CCmarkGFM", "JSONReader", "TextMatching"]),
        // The command-line front end: argument parsing and output formatting only.
        .executableTarget(
            name: "oscat",
            dependencies: [
                "OSCatalog", "OSCatalogSchema", "OSCatalogLocalization", "OSCatalogSite", "TemplateEngine", "ArgumentParsing",
                "TabularOutput", "TextMatching",
            ]
        ),

        // Helpers shared by test targets: a seeded random generator, the shared testdata location.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "JSONReaderTests", dependencies: ["JSONReader", "TestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
        .testTarget(name: "TabularOutputTests", dependencies: ["TabularOutput", "TestSupport"]),
        .testTarget(name: "JSONSchemaTests", dependencies: ["JSONSchema", "JSONReader", "TestSupport"]),
        .testTarget(
            name: "OSCatalogSiteTests",
            dependencies: ["OSCatalogSite", "OSCatalog", "OSCatalogLocalization", "TemplateEngine", "JSONReader", "TestSupport"]),
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine", "TestSupport", "OSCatalogSite"]),
        .testTarget(name: "TextMatchingTests", dependencies: ["TextMatching"]),
        .testTarget(name: "CCmarkGFMTests", dependencies: ["CCmarkGFM", "OSCatalogSite"]),
        .testTarget(name: "OSCatalogTests", dependencies: ["OSCatalog", "JSONReader", "TestSupport"]),
        .testTarget(
            name: "OSCatalogSchemaTests", dependencies: ["OSCatalogSchema", "OSCatalog", "JSONReader", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "OSCatalogLocalizationTests", dependencies: ["OSCatalogLocalization", "OSCatalog", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "StringKeysGeneratorTests", dependencies: ["StringKeysGenerator"]),
        .testTarget(name: "oscatTests", dependencies: ["oscat", "OSCatalog", "OSCatalogLocalization", "TabularOutput", "TestSupport"]),
    ]
)
