import Testing

@testable import DeploymentTargets

/// The deployment targets of `.xcconfig` files: each way of writing the setting, conditions,
/// comments, and the lines that must not count.
@Suite struct XCConfigTargetsTests {
    private func found(_ text: String) -> [String] {
        deploymentTargets(inXCConfig: text, path: "Config/Base.xcconfig").map {
            "\($0.version)@\($0.origin.line):\($0.origin.column)"
        }
    }

    @Test func readsTheSettingWithItsOrigin() {
        let text = "// Base settings\nSWIFT_VERSION = 5.0\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n"
        #expect(
            deploymentTargets(inXCConfig: text, path: "Config/Base.xcconfig") == [
                DeploymentTarget(
                    version: "15.0", origin: DeploymentTargetOrigin(kind: .xcconfig, file: "Config/Base.xcconfig", line: 3, column: 30))
            ])
    }

    @Test func acceptsEachSpacingAndTheOptionalSemicolon() {
        #expect(found("IPHONEOS_DEPLOYMENT_TARGET=15") == ["15@1:28"])
        #expect(found("  IPHONEOS_DEPLOYMENT_TARGET\t=\t16.4.1  ") == ["16.4.1@1:32"])
        #expect(found("IPHONEOS_DEPLOYMENT_TARGET = 15.0;") == ["15.0@1:30"])
        #expect(found("IPHONEOS_DEPLOYMENT_TARGET = 15.0 ; // why") == ["15.0@1:30"])
        #expect(found("IPHONEOS_DEPLOYMENT_TARGET =   14.0\r\nX = 1\r\n") == ["14.0@1:32"])
    }

    @Test func countsConditionalSettings() {
        let text = """
            IPHONEOS_DEPLOYMENT_TARGET = 15.0
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 14.0
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*][arch=x86_64] = 13.0
            """
        #expect(found(text) == ["15.0@1:30", "14.0@2:45", "13.0@3:65"])
    }

    @Test func commentsRunToTheEndOfTheLine() {
        let text = """
            // IPHONEOS_DEPLOYMENT_TARGET = 9.0
              // IPHONEOS_DEPLOYMENT_TARGET = 10.0
            IPHONEOS_DEPLOYMENT_TARGET = 15.0 // raised for SwiftData
            IPHONEOS_DEPLOYMENT_TARGET = // 12.0
            """
        #expect(found(text) == ["15.0@3:30"])
    }

    @Test func otherSettingsIncludesAndNonVersionsDoNotCount() {
        let text = """
            #include "Shared.xcconfig"
            #include? "IPHONEOS_DEPLOYMENT_TARGET = 9.0"
            MACOSX_DEPLOYMENT_TARGET = 13.0
            XIPHONEOS_DEPLOYMENT_TARGET = 9.0
            IPHONEOS_DEPLOYMENT_TARGET_LEGACY = 9.0
            IPHONEOS_DEPLOYMENT_TARGET = $(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)
            IPHONEOS_DEPLOYMENT_TARGET = $(inherited) 15.0
            IPHONEOS_DEPLOYMENT_TARGET =
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos* = 9.0
            IPHONEOS_DEPLOYMENT_TARGET 9.0
            IPHONEOS_DEPLOYMENT_TARGET = 15.0.1.2
            """
        #expect(found(text) == [])
        #expect(found("") == [])
    }

    @Test func columnsCountUnicodeScalars() {
        #expect(found("A = \u{E9}\u{1F600}\nIPHONEOS_DEPLOYMENT_TARGET = 17.0 // caf\u{E9}") == ["17.0@2:30"])
    }

    @Test func randomTextNeverTraps() {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        let pieces = [
            "IPHONEOS_DEPLOYMENT_TARGET", "[", "]", "=", " ", "\t", "\n", "\r", "//", ";", "15", ".", "0", "$(", ")", "#include", "\u{E9}",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            for target in deploymentTargets(inXCConfig: text, path: "x.xcconfig") {
                #expect(plainVersion(in: target.version)?.version == target.version)
                #expect(target.origin.line >= 1 && target.origin.column >= 1)
            }
        }
    }
}
