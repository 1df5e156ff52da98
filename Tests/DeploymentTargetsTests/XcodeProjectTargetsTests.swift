import Testing

@testable import DeploymentTargets

/// The deployment targets of `project.pbxproj` files: each target and configuration, inheritance
/// from the project, values that do not count, other platforms, broken references and errors.
@Suite struct XcodeProjectTargetsTests {
    private let path = "Trailhead.xcodeproj/project.pbxproj"

    private func target(_ version: String, _ line: Int, _ column: Int, _ target: String?, _ configuration: String) -> DeploymentTarget {
        DeploymentTarget(
            version: version,
            origin: DeploymentTargetOrigin(
                kind: .xcodeProject, file: path, line: line, column: column, target: target, configuration: configuration))
    }

    private func targets(_ text: String) throws -> [DeploymentTarget] {
        try deploymentTargets(inProjectFile: Array(text.utf8), path: path)
    }

    @Test func everyTargetAndConfigurationWithItsOrigin() throws {
        let found = try deploymentTargets(inProjectFile: trailheadProjectBytes, path: path)
        #expect(
            found == [
                target("16.0", 249, 34, "Trailhead", "Debug"),
                target("16.0", 269, 34, "Trailhead", "Release"),
                target("15.0", 216, 34, "TrailheadWidgetExtension", "Debug"),
                target("15.4", 234, 34, "TrailheadWidgetExtension", "Release"),
            ])
    }

    @Test func valuesThatAreNoPlainVersionFallBackToTheProject() throws {
        var text = trailheadProject
        let appDebug = "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t\tLD_RUNPATH"
        let first = try #require(text.firstRange(of: appDebug))
        text.replaceSubrange(first, with: "IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\";\n\t\t\t\tLD_RUNPATH")
        let second = try #require(text.firstRange(of: appDebug))
        text.replaceSubrange(second, with: "IPHONEOS_DEPLOYMENT_TARGET = \"\";\n\t\t\t\tLD_RUNPATH")
        let found = try targets(text)
        #expect(
            found.filter { $0.origin.target == "Trailhead" } == [
                target("15.0", 216, 34, "Trailhead", "Debug"), target("15.4", 234, 34, "Trailhead", "Release"),
            ])
    }

    @Test func projectValuesThatAreNoPlainVersionDoNotCount() throws {
        let text = trailheadProject.replacing("IPHONEOS_DEPLOYMENT_TARGET = 15.4;", with: "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";")
        let found = try targets(text)
        #expect(found.map(\.origin.configuration) == ["Debug", "Release", "Debug"])
        #expect(found.last == target("15.0", 216, 34, "TrailheadWidgetExtension", "Debug"))
    }

    @Test func quotedAndPaddedValuesPointAtTheFirstDigit() throws {
        let text = trailheadProject.replacing("IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = \"  15.0 \";")
        let found = try targets(text)
        #expect(
            found.first { $0.origin.target == "TrailheadWidgetExtension" } == target("15.0", 216, 37, "TrailheadWidgetExtension", "Debug"))
    }

    @Test func conditionalSettingsCount() throws {
        let text = trailheadProject.replacing(
            "CODE_SIGN_STYLE = Automatic;\n\t\t\t\tINFOPLIST_FILE",
            with: "\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 14.0;\n\t\t\t\tINFOPLIST_FILE")
        let found = try targets(text)
        #expect(found.filter { $0.origin.target == "TrailheadWidgetExtension" }.map(\.version) == ["14.0", "14.0"])
        #expect(found.last?.origin.line == 303)
        #expect(found.last?.origin.column == 51)
    }

    @Test func projectWithoutNativeTargetsReportsItsOwnValues() throws {
        let text = trailheadProject.replacing("isa = PBXNativeTarget;", with: "isa = PBXAggregateTarget;")
        #expect(try targets(text) == [target("15.0", 216, 34, nil, "Debug"), target("15.4", 234, 34, nil, "Release")])
    }

    @Test func targetsOfOtherPlatformsAreLeftOut() throws {
        let widgetOnMac = trailheadProject.replacing(
            "CODE_SIGN_STYLE = Automatic;\n\t\t\t\tINFOPLIST_FILE", with: "SDKROOT = macosx;\n\t\t\t\tINFOPLIST_FILE")
        #expect(try targets(widgetOnMac).map(\.origin.target) == ["Trailhead", "Trailhead"])
        let multiplatform = trailheadProject.replacing("SDKROOT = iphoneos;", with: "SDKROOT = auto;")
        #expect(try targets(multiplatform).count == 4)
        let macProject = trailheadProject.replacing("SDKROOT = iphoneos;", with: "SDKROOT = macosx;")
        #expect(try targets(macProject) == [])
    }

    @Test func projectWithoutAnyIOSTargetGivesNothing() throws {
        let macOnly = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP /* Project object */ = {isa = PBXProject; buildConfigurationList = L; targets = (T, ); };
            \t\tT = {isa = PBXNativeTarget; name = Tool; buildConfigurationList = TL; };
            \t\tL = {isa = XCConfigurationList; buildConfigurations = (D, ); };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
            \t\tD = {isa = XCBuildConfiguration; buildSettings = {MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx; }; name = Debug; };
            \t\tTD = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Tool; }; name = Debug; };
            \t};
            \trootObject = P;
            }
            """
        #expect(try targets(macOnly) == [])
        #expect(try targets("{ }") == [])
        #expect(try targets("// !$*UTF8*$!\n{ objects = { }; rootObject = X; }") == [])
    }

    @Test func missingAndWrongReferencesAreIgnored() throws {
        let text = """
            {
            objects = {
            P = {isa = PBXProject; buildConfigurationList = L; };
            L = {isa = XCConfigurationList; buildConfigurations = (D, Missing, T, (x), ); };
            D = {isa = XCBuildConfiguration; name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; };
            A = {isa = PBXNativeTarget; name = A; buildConfigurationList = Nowhere; };
            B = {isa = PBXNativeTarget; name = B; buildConfigurationList = (L); };
            C = {isa = PBXNativeTarget; name = C; buildConfigurationList = CL; };
            CL = {isa = XCConfigurationList; buildConfigurations = D; };
            E = {isa = PBXNativeTarget; buildConfigurationList = L; };
            T = {isa = PBXNativeTarget; name = T; buildConfigurationList = L; };
            S = notADictionary;
            };
            rootObject = S;
            }
            """
        #expect(try targets(text) == [target("13.0", 5, 94, "", "Debug"), target("13.0", 5, 94, "T", "Debug")])
    }

    @Test func ordersByTargetThenConfigurationKeepingFileOrderForTies() throws {
        let text = """
            {
            objects = {
            P = {isa = PBXProject; buildConfigurationList = PL; };
            PL = {isa = XCConfigurationList; buildConfigurations = (); };
            Z = {isa = PBXNativeTarget; name = Zeta; buildConfigurationList = L; };
            A = {isa = PBXNativeTarget; name = Alpha; buildConfigurationList = L; };
            A2 = {isa = PBXNativeTarget; name = Alpha; buildConfigurationList = L2; };
            L = {isa = XCConfigurationList; buildConfigurations = (R, D); };
            L2 = {isa = XCConfigurationList; buildConfigurations = (D2); };
            R = {isa = XCBuildConfiguration; name = Release; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12; }; };
            D = {isa = XCBuildConfiguration; name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 11; }; };
            D2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 10; }; };
            };
            }
            """
        let found = try targets(text)
        #expect(
            found.map { "\($0.origin.target ?? "-")/\($0.origin.configuration ?? "-")/\($0.version)" } == [
                "Alpha/Debug/11", "Alpha/Debug/10", "Alpha/Release/12", "Zeta/Debug/11", "Zeta/Release/12",
            ])
    }

    @Test func malformedFilesThrowTheParseError() {
        #expect(throws: PropertyListError(reason: .unterminatedString(line: 1, column: 7), line: 1, column: 12)) {
            try targets("{ a = \"b; }")
        }
    }

    @Test func mutatedProjectFilesNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        var read = 0
        for _ in 0..<500 {
            if let found = try? deploymentTargets(inProjectFile: mutate(trailheadProjectBytes, using: &generator), path: path) {
                read += 1
                #expect(found.allSatisfy { plainVersion(in: $0.version)?.version == $0.version })
            }
        }
        #expect(read > 0)
    }
}
