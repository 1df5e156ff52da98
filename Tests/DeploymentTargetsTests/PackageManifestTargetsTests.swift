import Testing

@testable import DeploymentTargets

/// The deployment targets of `Package.swift` manifests: each way of naming a version, other
/// platforms, and the comments and strings that must not count.
@Suite struct PackageManifestTargetsTests {
    private func found(_ text: String) -> [String] {
        deploymentTargets(inPackageManifest: text, path: "Package.swift").map {
            "\($0.version)@\($0.origin.line):\($0.origin.column)"
        }
    }

    @Test func readsAManifestWithItsOrigin() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Trails",
                platforms: [.iOS(.v15), .macOS(.v12)],
                products: [.library(name: "Trails", targets: ["Trails"])],
                targets: [.target(name: "Trails")]
            )
            """
        #expect(
            deploymentTargets(inPackageManifest: manifest, path: "Package.swift") == [
                DeploymentTarget(
                    version: "15", origin: DeploymentTargetOrigin(kind: .packageManifest, file: "Package.swift", line: 6, column: 23))
            ])
    }

    @Test func readsEachVersionForm() {
        #expect(found("platforms: [.iOS(.v15)]") == ["15@1:19"])
        #expect(found("platforms: [.iOS(.v12_4)]") == ["12.4@1:19"])
        #expect(found("platforms: [.iOS(\"15.4\")]") == ["15.4@1:19"])
        #expect(found("platforms: [.iOS(\"15.4.1\")]") == ["15.4.1@1:19"])
        #expect(found("platforms: [ .iOS( \" 16.0\" ) ]") == ["16.0@1:22"])
        #expect(found("platforms: [SupportedPlatform.iOS(.v17)]") == ["17@1:36"])
        #expect(found("platforms: [.iOS(#\"13.0\"#)]") == ["13.0@1:20"])
    }

    @Test func readsSeveralPlatformsOverLines() {
        let text = """
            platforms: [
                .macOS(.v13),
                .iOS(.v16),
                .tvOS(.v16),
                .watchOS("9.0"),
                .visionOS(.v1),
            ]
            """
        #expect(found(text) == ["16@3:11"])
    }

    @Test func commentsAndStringsDoNotCount() {
        let text = """
            let note = "platforms: [.iOS(.v9)]"
            let raw = #"platforms: [.iOS(.v8)] \"#
            let long = \"\"\"
                platforms: [.iOS(.v7)]
                \"\"\"
            /* platforms: [.iOS(.v6)] /* nested */ platforms: [.iOS(.v5)] */
            let package = Package(
                name: "App", // platforms: [.iOS(.v4)]
                platforms: [
                    // .iOS(.v13),
                    /* .iOS(.v12), */
                    .iOS(.v14), // was "\\(x) .iOS(.v11)"
                    .macOS("\\(version)"),
                ]
            )
            """
        #expect(found(text) == ["14@12:15"])
    }

    @Test func iOSOutsidePlatformsDoesNotCount() {
        #expect(found("let supported = [.iOS(.v15)]\nlet package = Package(name: \"A\", platforms: [.macOS(.v13)])") == [])
        #expect(found("platforms: .iOS(.v15)") == [])
        #expect(found("platforms: [.macOS(.v13)], x: [.iOS(.v15)]") == [])
    }

    @Test func manifestsWithoutIOSGiveNothing() {
        #expect(found("let package = Package(name: \"Tool\", platforms: [.macOS(.v14)])") == [])
        #expect(found("let package = Package(name: \"Tool\")") == [])
        #expect(found("") == [])
    }

    @Test func versionsThatAreNoPlainVersionDoNotCount() {
        #expect(found("platforms: [.iOS(.version), .iOS(\"15.x\"), .iOS(.v), .iOS(\"\\(v)\"), .iOS(.v15_0_0_1)]") == [])
    }

    @Test func unterminatedCommentsAndStringsEndTheReading() {
        #expect(found("platforms: [.iOS(.v15)] /* platforms: [.iOS(.v9)]") == ["15@1:19"])
        #expect(found("platforms: [.iOS(.v15)] \"platforms: [.iOS(.v9)]\nplatforms: [.iOS(.v16)]") == ["15@1:19", "16@2:19"])
        #expect(found("platforms: [.iOS(.v15)") == ["15@1:19"])
    }

    @Test func randomTextNeverTraps() {
        var generator = SeededGenerator(seed: 0x5EED_0005)
        let pieces = [
            "platforms", ":", "[", "]", ".iOS", "(", ")", ".v15", "\"", "\"15.4\"", "#", "\\", "\\(", "//", "/*", "*/", "\n", " ", "\"\"\"",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            for target in deploymentTargets(inPackageManifest: text, path: "Package.swift") {
                #expect(plainVersion(in: target.version)?.version == target.version)
            }
        }
        let deep = String(repeating: "\"\\(", count: 10_000)
        #expect(found(deep) == [])
    }
}
