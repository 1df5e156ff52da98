import AppCheck
import DeploymentTargets
import Diagnostics
import OSCatalog
import Testing

/// `Catalog.check` on the example app: every system framework import judged at the
/// deployment target, which comes from the project's files or `--min-ios`.
@Suite struct CheckRunTests {
    let catalog: Catalog

    init() throws {
        catalog = try #require(ExampleApp.catalog)
    }

    @Test func theProjectsLowestDeclarationIsTheTargetAndSaysWhereItIs() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root]))
        #expect(result.target.point.name == "iOS 15")
        guard case .project(let declared, let count) = result.target.origin else {
            Issue.record("the target should come from the project, not \(result.target.origin)")
            return
        }
        // App: Debug and Release 16.0; widget: inherits the project's 15.0 twice; the
        // .xcconfig's 16.0; Package.swift's .v16 (its commented-out .v12 does not count).
        #expect(count == 6)
        #expect(ExampleApp.relative(declared.origin.file) == "ExampleApp.xcodeproj/project.pbxproj")
        #expect(declared.origin.target == "ExampleWidget")
        #expect(declared.origin.configuration == "Debug")
        #expect(declared.version == "15.0")
    }

    @Test func everyFindingIsAtTheFirstImportWithItsRule() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root]))
        #expect(
            result.report.diagnostics.map(ExampleApp.line) == [
                "ExampleApp/Legacy/PhotoLibrary.m:1:9 warning deprecated assets-library",
                "ExampleApp/Legacy/PhotoLibrary.m:2:10 warning deprecated address-book",
                "ExampleApp/LiveActivity.swift:2:8 note unavailable-at-target activity-kit",
                "ExampleWatch/Complication.swift:1:8 error removed watch-kit",
                "Packages/ExampleKit/Sources/ExampleKit/Store.swift:2:8 note unavailable-at-target swift-data",
            ])
        #expect(result.report.checkedCount == 7, "Package.swift is a project file; Pods is skipped")
        #expect(result.failed, "a removed framework fails the default level")
        let deprecated = try #require(result.report.diagnostics.first { $0.detail.frameworkID == "assets-library" })
        #expect(deprecated.detail.replacement == "Photos")
        #expect(deprecated.detail.version == "iOS 9")
        #expect(deprecated.message == "Assets Library is deprecated since iOS 9; use Photos (imported in 1 file)")
    }

    @Test func frameworksAreListedOnceWithTheirFilesAndGuardedImportsStayNotes() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root]))
        let modules = result.frameworks.map(\.use.module)
        #expect(
            Set(modules) == [
                "UIKit", "AVFoundation", "CoreMotion", "ActivityKit", "SwiftUI", "TipKit", "AssetsLibrary", "AddressBook", "WatchKit",
                "WidgetKit", "SwiftData", "Observation", "Foundation",
            ])
        #expect(modules.count == Set(modules).count, "each framework once")
        let swiftUI = try #require(result.frameworks.first { $0.use.module == "SwiftUI" })
        #expect(swiftUI.use.files == 2)
        #expect(ExampleApp.relative(swiftUI.use.first.file) == "ExampleApp/LiveActivity.swift")
        let uiKit = try #require(result.frameworks.first { $0.use.module == "UIKit" })
        #expect(uiKit.use.files == 2, "AppDelegate.swift and PhotoLibrary.h")
        let tipKit = try #require(result.frameworks.first { $0.use.module == "TipKit" })
        #expect(tipKit.use.isConditionalOnly)
        // Comments, strings, #if 0 and the Pods folder import nothing.
        for absent in ["Twitter", "OpenAL", "iAd", "MapKit", "GLKit", "NewsstandKit", "OpenGLES"] {
            #expect(!modules.contains(absent), "\(absent)")
        }
        #expect(result.otherModules.map(\.module) == ["ExampleKit"])
        // Layers in the catalog's order, top first.
        let layerOrder = catalog.layers.map(\.id)
        let positions = result.frameworks.map { layerOrder.firstIndex(of: $0.framework.layerID) ?? -1 }
        #expect(positions == positions.sorted())
    }

    @Test func theLowestReleaseIsTheNewestUnconditionalIntroduction() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root]))
        // SwiftData (iOS 17) is imported unconditionally; TipKit (17) and Observation (17) are guarded.
        #expect(result.lowestAllowed?.name == "iOS 17")
    }

    @Test func minIOSOverridesTheProjectAndChangesTheFindings() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root], minimumIOS: "17"))
        #expect(result.target.origin == .option)
        #expect(!result.report.diagnostics.contains { $0.ruleID == "unavailable-at-target" })
        let old = try catalog.check(CheckRequest(paths: [ExampleApp.root], minimumIOS: "8"))
        // At iOS 8 nothing is deprecated yet, and much more is unavailable.
        #expect(!old.report.diagnostics.contains { $0.ruleID == "deprecated" })
        #expect(old.report.diagnostics.contains { $0.detail.frameworkID == "swift-ui" && $0.ruleID == "unavailable-at-target" })
    }

    @Test func droppingOldReleasesListsTheGuardsThatCouldGo() throws {
        let result = try catalog.check(CheckRequest(paths: [ExampleApp.root], raisedIOS: "17"))
        #expect(result.raisedTarget?.name == "iOS 17")
        #expect(Set(result.guardsThatCouldGo.map(\.framework.id)) == ["activity-kit", "swift-data", "tip-kit", "observation"])
        let none = try catalog.check(CheckRequest(paths: [ExampleApp.root], raisedIOS: "15"))
        #expect(none.guardsThatCouldGo.isEmpty)
    }

    @Test func failLevelsChooseTheExitAndTheSeverityOfNewerFrameworks() throws {
        func check(_ level: FailLevel, minimum: String? = nil) throws -> CheckResult {
            try catalog.check(CheckRequest(paths: [ExampleApp.root + "/ExampleApp"], minimumIOS: minimum ?? "15", failLevel: level))
        }
        // ExampleApp/ alone: two deprecated frameworks and ActivityKit, nothing removed.
        #expect(try !check(.removed).failed)
        #expect(try check(.deprecated).failed)
        #expect(try !check(.never).failed)
        let strict = try check(.unavailable, minimum: "17")
        #expect(strict.failed, "still deprecated frameworks")
        let unavailable = try check(.unavailable)
        #expect(unavailable.report.diagnostics.first { $0.ruleID == "unavailable-at-target" }?.severity == .error)
        #expect(try check(.removed).report.diagnostics.first { $0.ruleID == "unavailable-at-target" }?.severity == .note)
    }

    @Test func noTargetAnywhereIsASetupErrorAndUnknownVersionsAreNamed() throws {
        #expect(throws: CheckSetupError.noDeploymentTarget) {
            try catalog.check(CheckRequest(paths: [ExampleApp.root + "/ExampleApp"]))
        }
        #expect(throws: CheckSetupError.unknownOptionVersion("99", option: "--min-ios", suggestion: catalog.suggestVersion(for: "99"))) {
            try catalog.check(CheckRequest(paths: [ExampleApp.root], minimumIOS: "99"))
        }
    }

    @Test func theResultDoesNotDependOnThePathsOrder() throws {
        let folders = ["ExampleWatch", "ExampleApp", "Packages", "ExampleWidget"].map { ExampleApp.root + "/" + $0 }
        let one = try catalog.check(CheckRequest(paths: folders, minimumIOS: "15"))
        let other = try catalog.check(CheckRequest(paths: folders.reversed(), minimumIOS: "15"))
        #expect(one.report == other.report)
        #expect(one.frameworks.map(\.framework.id) == other.frameworks.map(\.framework.id))
    }
}
