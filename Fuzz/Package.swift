// swift-tools-version:6.0
//
// Fuzz targets for oscat's readers and engines (issue 8), built with libFuzzer.
// A separate package so that the main package's build and tests never see the sanitizer flags.
// Build and run through Scripts/integration/fuzz; see docs/RELIABILITY.md.
//
// Each `*-fuzzer` executable exports LLVMFuzzerTestOneInput and hands control to libFuzzer. Two plain
// tools serve the differential tests: `json-canonical` (Scripts/integration/diff-json) prints our reader's
// verdict and value for each file, and `schema-verdict` (Scripts/integration/diff-schema) our schema
// validator's verdict on catalog files.
import PackageDescription

/// The main package's library products each fuzz target uses, by target.
let fuzzers: KeyValuePairs<String, [String]> = [
    "json-reader": ["JSONReader"],
    "schema-validator": ["JSONReader", "JSONSchema"],
    "template-engine": ["TemplateEngine", "JSONReader"],
    "markdown-html": ["OSCatalogSite"],
    "argument-parser": ["ArgumentParsing"],
    "xcstrings-reader": ["StringCatalogs", "Locales"],
    "xliff-reader": ["InterchangeFuzzing"],
    "po-reader": ["InterchangeFuzzing"],
    "format-string": ["StringCatalogs", "OSCatalogLocalization", "JSONReader"],
]

/// A dependency on this package's own target or on a library product of the main package.
func dependency(_ name: String) -> Target.Dependency {
    name.hasSuffix("Fuzzing") ? .target(name: name) : .product(name: name, package: "oscat")
}

// The sanitizer and coverage flags for all modules come from the command line (Scripts/integration/fuzz), so that
// the main package's libraries are instrumented too. Only the fuzzer executables link libFuzzer;
// their main.swift hands control to it (runFuzzer in FuzzSupport).
let package = Package(
    name: "oscat-fuzz",
    products: fuzzers.map { .executable(name: "\($0.key)-fuzzer", targets: ["\($0.key)-fuzzer"]) } + [
        .executable(name: "json-canonical", targets: ["json-canonical"]),
        .executable(name: "schema-verdict", targets: ["schema-verdict"]),
    ],
    dependencies: [.package(name: "oscat", path: "..")],
    targets: fuzzers.map { name, products in
        .executableTarget(
            name: "\(name)-fuzzer",
            dependencies: ["FuzzSupport"] + products.map(dependency),
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])])
    } + [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", dependency("SystemCalls")]),
        .target(name: "InterchangeFuzzing", dependencies: ["FuzzSupport", dependency("TranslationInterchange")]),
        .executableTarget(name: "json-canonical", dependencies: [dependency("JSONReader")]),
        .executableTarget(name: "schema-verdict", dependencies: [dependency("JSONReader"), dependency("OSCatalogSchema")]),
    ]
)
