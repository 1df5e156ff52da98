// swift-tools-version:6.0
//
// oscat: a multilingual catalog of the iOS platform, its query CLI and its docs site.
// Modules are split by responsibility and the arrows point one way, down this list: each module
// and the package modules it imports (Scripts/check-architecture proves this list, the imports
// and docs/ARCHITECTURE.md agree):
//
//   oscat                  ─▶ AppCheck, DeploymentTargets, OSCatalogSite, OSCatalogSchema,
//                             CatalogPresentation, OSCatalogLocalization, TranslationInterchange,
//                             StringCatalogs, OSCatalog, JSONSchema, TemplateEngine, ArgumentParsing,
//                             Diagnostics, FileSafety, Locales, TabularOutput, JSONReader, TextMatching,
//                             SystemCalls
//   AppCheck               ─▶ OSCatalog, SourceImports, DeploymentTargets, Diagnostics,
//                             SystemCalls
//   OSCatalogSite          ─▶ CatalogPresentation, OSCatalogLocalization, StringCatalogs, OSCatalog,
//                             TemplateEngine, FileSafety, Locales, JSONReader, TextMatching,
//                             SystemCalls, CCmarkGFM
//   OSCatalogSchema        ─▶ OSCatalog, JSONSchema, Diagnostics, Locales, JSONReader
//   CatalogPresentation    ─▶ OSCatalogLocalization, OSCatalog, Locales, JSONReader
//   OSCatalogLocalization  ─▶ TranslationInterchange, StringCatalogs, OSCatalog, Diagnostics,
//                             FileSafety, Locales, JSONReader
//   TranslationInterchange ─▶ Locales, JSONReader
//   StringCatalogs         ─▶ Locales, JSONReader
//   OSCatalog              ─▶ Diagnostics, FileSafety, Locales, JSONReader, TextMatching,
//                             SystemCalls
//   JSONSchema             ─▶ JSONReader, TextMatching
//   TemplateEngine         ─▶ TextMatching
//   ArgumentParsing        ─▶ TextMatching
//   Diagnostics            ─▶ JSONReader
//   FileSafety             ─▶ JSONReader, SystemCalls
//   Locales                ─▶ (nothing)
//   TabularOutput          ─▶ (nothing)
//   JSONReader             ─▶ SystemCalls
//   TextMatching           ─▶ (nothing)
//   SourceImports          ─▶ (nothing)
//   DeploymentTargets      ─▶ (nothing)
//   SystemCalls            ─▶ (nothing)
//   CCmarkGFM              ─▶ (nothing)
//   EmbedCatalogPlugin     ─▶ catalog-embedder, string-keys-generator, string-catalog-compiler
//   catalog-embedder       ─▶ ToolSupport
//   string-catalog-compiler ─▶ StringCatalogs, ToolSupport
//   string-keys-generator  ─▶ StringKeysGenerator, ToolSupport
//   StringKeysGenerator    ─▶ (nothing)
//   ToolSupport            ─▶ (nothing)
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
        .library(name: "Locales", targets: ["Locales"]),
        .library(name: "StringCatalogs", targets: ["StringCatalogs"]),
        .library(name: "TranslationInterchange", targets: ["TranslationInterchange"]),
        .library(name: "JSONReader", targets: ["JSONReader"]),
        .library(name: "ArgumentParsing", targets: ["ArgumentParsing"]),
        .library(name: "TabularOutput", targets: ["TabularOutput"]),
        .library(name: "TextMatching", targets: ["TextMatching"]),
        .library(name: "JSONSchema", targets: ["JSONSchema"]),
        .library(name: "OSCatalogSchema", targets: ["OSCatalogSchema"]),
        .library(name: "TemplateEngine", targets: ["TemplateEngine"]),
        .library(name: "OSCatalogLocalization", targets: ["OSCatalogLocalization"]),
        .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
        .library(name: "OSCatalogSite", targets: ["OSCatalogSite"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "FileSafety", targets: ["FileSafety"]),
        .library(name: "SystemCalls", targets: ["SystemCalls"]),
        .library(name: "SourceImports", targets: ["SourceImports"]),
        .library(name: "DeploymentTargets", targets: ["DeploymentTargets"]),
        .library(name: "AppCheck", targets: ["AppCheck"]),
    ],
    targets: [
        // The one place that calls the C library (Glibc, Musl or Darwin): thin wrappers, so no other
        // module needs a platform import.
        .target(name: "SystemCalls"),
        // Crash-safe file writing: atomic writes, all-or-nothing file sets, temporary files, folder
        // swaps and locks, and what the system said when they failed.
        .target(name: "FileSafety", dependencies: ["JSONReader", "SystemCalls"]),
        // Strict RFC 8259 JSON reading with source positions and JSON Pointers; canonical writing.
        .target(name: "JSONReader", dependencies: ["SystemCalls"]),
        // Diagnostics shared by every checker: one Severity, Diagnostic and Report, and their
        // text, JSON, GitHub-annotation and SARIF 2.1.0 encoders.
        .target(name: "Diagnostics", dependencies: ["JSONReader"]),
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
        // The five languages and the pseudo-locale, CLDR plural rules, and dates, numbers, prices
        // and collation per locale through the toolchain's ICU.
        .target(name: "Locales"),
        // Apple's String Catalogs (`.xcstrings`) read at run time, printf-style placeholders
        // (one tokenizer) and their filling, pseudo-localization and the lookup table by locale.
        .target(name: "StringCatalogs", dependencies: ["JSONReader", "Locales"]),
        // The files translators exchange: XLIFF 1.2 and gettext PO written and read back with
        // positioned errors, over a small strict XML reader; gettext plural forms for CLDR's.
        .target(name: "TranslationInterchange", dependencies: ["JSONReader", "Locales"]),
        // libcmark-gfm and its extensions: Debian's libcmark-gfm-dev packages, Homebrew's cmark-gfm.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // The catalog model, loading, reference resolution and queries.
        .target(
            name: "OSCatalog",
            dependencies: ["Diagnostics", "FileSafety", "JSONReader", "Locales", "SystemCalls", "TextMatching"],
            plugins: ["EmbedCatalogPlugin"]
        ),
        // Build-time tool that turns Catalog/*.json (and Templates/, Localization/) into Swift
        // source, so an installed oscat carries a copy of the catalog and of the site's look.
        .executableTarget(name: "catalog-embedder", dependencies: ["ToolSupport"], path: "Plugins/CatalogEmbedder"),
        // What the build-time tools share: data as exact raw string literals, the written file,
        // the problem reported.
        .target(name: "ToolSupport", path: "Plugins/ToolSupport"),
        // The typed string accessors from a String Catalog, and the build-time tool that writes
        // them for OSCatalogLocalization.
        .target(name: "StringKeysGenerator", path: "Plugins/StringKeysGenerator"),
        .executableTarget(
            name: "string-keys-generator", dependencies: ["StringKeysGenerator", "ToolSupport"], path: "Plugins/StringKeysGeneratorTool"),
        // Build-time tool that compiles Localization/Localizable.xcstrings into the flat text
        // OSCatalogLocalization reads at start-up without parsing JSON.
        .executableTarget(
            name: "string-catalog-compiler", dependencies: ["StringCatalogs", "ToolSupport"], path: "Plugins/StringCatalogCompiler"),
        .plugin(
            name: "EmbedCatalogPlugin",
            capability: .buildTool(),
            dependencies: ["catalog-embedder", "string-keys-generator", "string-catalog-compiler"]
        ),
        // The catalog's schema files and semantic rules: what `oscat validate` checks.
        .target(
            name: "OSCatalogSchema", dependencies: ["OSCatalog", "JSONSchema", "JSONReader", "Diagnostics", "Locales"]),
        // oscat's own localization: the embedded UI strings and their typed accessors, translation
        // units, `l10n` checks, glossary, statistics, and the translator round trip on the project.
        .target(
            name: "OSCatalogLocalization",
            dependencies: [
                "Diagnostics", "FileSafety", "Locales", "OSCatalog", "JSONReader", "StringCatalogs", "TranslationInterchange",
            ],
            plugins: ["EmbedCatalogPlugin"]),
        // How entries read in a language: the listings, `show` views and JSON documents the CLI
        // prints and the site's JSON API publishes, and the JSON Schemas of those documents.
        .target(
            name: "CatalogPresentation", dependencies: ["JSONReader", "Locales", "OSCatalog", "OSCatalogLocalization"],
            plugins: ["EmbedCatalogPlugin"]),
        // The docs site: page models, Markdown and HTML through cmark-gfm and the templates.
        .target(
            name: "OSCatalogSite",
            dependencies: [
                "CatalogPresentation", "FileSafety", "Locales", "OSCatalog", "OSCatalogLocalization", "StringCatalogs", "TemplateEngine",
                "CCmarkGFM", "JSONReader", "SystemCalls", "TextMatching",
            ],
            plugins: ["EmbedCatalogPlugin"]),
        // The imports of Swift and Objective-C/C/C++ sources, found by small lexers that skip
        // comments, strings and `#if 0`: what `oscat check` judges. Knows nothing of iOS.
        .target(name: "SourceImports"),
        // An app's iOS deployment target from an Xcode project file (OpenStep property list),
        // `.xcconfig` files or a `Package.swift`, with where each value came from.
        .target(name: "DeploymentTargets"),
        // `oscat check`: a source tree walked and read in parallel, its imports judged against
        // the catalog at the app's deployment target, findings as diagnostics.
        .target(
            name: "AppCheck", dependencies: ["DeploymentTargets", "Diagnostics", "OSCatalog", "SourceImports", "SystemCalls"]),
        // The command-line front end: argument parsing and output formatting only.
        .executableTarget(
            name: "oscat",
            dependencies: [
                "AppCheck", "CatalogPresentation", "DeploymentTargets", "Diagnostics", "FileSafety", "JSONReader", "JSONSchema", "Locales",
                "OSCatalog",
                "OSCatalogSchema", "OSCatalogLocalization", "OSCatalogSite", "StringCatalogs", "SystemCalls", "TemplateEngine",
                "TranslationInterchange", "ArgumentParsing", "TabularOutput", "TextMatching",
            ]
        ),

        // Helpers shared by test targets: a seeded random generator, the shared testdata location.
        .target(name: "TestSupport", dependencies: ["SystemCalls"], path: "Tests/TestSupport"),
        .testTarget(
            name: "DiagnosticsTests", dependencies: ["Diagnostics", "JSONReader", "TestSupport"],
            exclude: ["Oracles/sarif_schema_check.py"]),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety", "SystemCalls"]),
        .testTarget(name: "JSONReaderTests", dependencies: ["JSONReader", "SystemCalls", "TestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
        .testTarget(name: "TabularOutputTests", dependencies: ["TabularOutput", "TestSupport"]),
        .testTarget(name: "JSONSchemaTests", dependencies: ["JSONSchema", "JSONReader", "TestSupport"]),
        .testTarget(
            name: "OSCatalogSiteTests",
            dependencies: [
                "OSCatalogSite", "CatalogPresentation", "CCmarkGFM", "FileSafety", "Locales", "OSCatalog", "OSCatalogLocalization",
                "SystemCalls", "TemplateEngine", "JSONReader", "TestSupport",
            ]),
        .testTarget(
            name: "CatalogPresentationTests",
            dependencies: ["CatalogPresentation", "JSONReader", "Locales", "OSCatalog", "OSCatalogLocalization", "TestSupport"]),
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine", "TestSupport"]),
        .testTarget(name: "TextMatchingTests", dependencies: ["TextMatching"]),
        .testTarget(
            name: "OSCatalogTests",
            dependencies: ["OSCatalog", "FileSafety", "JSONReader", "Locales", "SystemCalls", "TestSupport", "TextMatching"]),
        .testTarget(
            name: "OSCatalogSchemaTests", dependencies: ["OSCatalogSchema", "OSCatalog", "JSONReader", "Diagnostics", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "OSCatalogLocalizationTests",
            dependencies: [
                "OSCatalogLocalization", "Locales", "OSCatalog", "Diagnostics", "JSONReader", "StringCatalogs", "TestSupport",
                "TranslationInterchange",
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "LocalesTests", dependencies: ["Locales", "TestSupport"]),
        .testTarget(name: "StringCatalogsTests", dependencies: ["StringCatalogs", "JSONReader", "TestSupport"]),
        .testTarget(name: "TranslationInterchangeTests", dependencies: ["TranslationInterchange", "JSONReader", "Locales"]),
        .testTarget(name: "StringKeysGeneratorTests", dependencies: ["StringKeysGenerator"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
        .testTarget(name: "DeploymentTargetsTests", dependencies: ["DeploymentTargets"]),
        .testTarget(name: "SourceImportsTests", dependencies: ["SourceImports"]),
        .testTarget(
            name: "AppCheckTests",
            dependencies: ["AppCheck", "DeploymentTargets", "Diagnostics", "OSCatalog", "TestSupport"],
            exclude: ["Fixtures"]),

        .testTarget(
            name: "oscatTests",
            dependencies: [
                "oscat", "ArgumentParsing", "CatalogPresentation", "FileSafety", "JSONReader", "JSONSchema", "Locales", "OSCatalog",
                "OSCatalogLocalization",
                "OSCatalogSchema", "StringCatalogs", "SystemCalls", "TabularOutput", "TestSupport", "TranslationInterchange",
            ]),
    ]
)
