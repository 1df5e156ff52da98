import Foundation
import JSONReader
import Locales
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// End-to-end: `oscat check` on the example app of AppCheckTests, run in its folder so that
/// paths are printed as a user there sees them.
@Suite(.tags(.endToEnd)) struct CheckCommandTests {
    static let app = OscatProcess.packageRoot.appendingPathComponent("Tests/AppCheckTests/Fixtures/ExampleApp")

    static func check(_ arguments: [String], environment: [String: String] = [:]) throws -> OscatProcess.Result {
        try OscatProcess.run(["check"] + arguments, environment: environment, in: app)
    }

    @Test func theTextReportNamesTheTargetEachFindingAndTheSummary() throws {
        let run = try Self.check([])
        #expect(run.status == 1, "WatchKit was removed: an error at the default level")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Deployment target: iOS 15 (ExampleApp.xcodeproj/project.pbxproj:\(try Self.widgetLine()), target ExampleWidget, configuration Debug; the lowest of 6 declarations)"
        )
        #expect(
            lines.contains(
                "ExampleApp/Legacy/PhotoLibrary.m:1:9: warning: Assets Library is deprecated since iOS 9; use Photos (imported in 1 file) [deprecated]"
            ), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("ExampleWatch/Complication.swift:1:8: error: WatchKit was removed from the SDK in iOS 13") })
        #expect(lines.contains { $0.hasPrefix("ExampleApp/LiveActivity.swift:2:8: note: ActivityKit needs iOS 16.1") })
        #expect(lines.contains("Lowest release the unconditional imports allow: iOS 17"))
        #expect(lines.contains { $0.hasPrefix("System frameworks used: 13 frameworks (Cocoa Touch ") })
        #expect(run.stderr == "7 source files scanned: 1 error, 2 warnings, 2 notes\n")
    }

    /// Where the project's 15.0 for the widget's Debug configuration is: the project-level
    /// Debug value, which the widget inherits.
    static func widgetLine() throws -> String {
        let text = try String(contentsOf: app.appendingPathComponent("ExampleApp.xcodeproj/project.pbxproj"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("IPHONEOS_DEPLOYMENT_TARGET = 15.0;") })
        let column = try #require(lines[index].range(of: "15.0")).lowerBound.utf16Offset(in: lines[index]) + 1
        return "\(index + 1):\(column)"
    }

    @Test func failOnChoosesTheExitStatus() throws {
        #expect(try Self.check(["--fail-on", "never"]).status == 0)
        #expect(try Self.check(["ExampleApp", "--min-ios", "15"]).status == 0, "nothing removed there")
        #expect(try Self.check(["ExampleApp", "--min-ios", "15", "--fail-on", "deprecated"]).status == 1)
        let strict = try Self.check(["ExampleWidget", "--min-ios", "13", "--fail-on", "unavailable"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("ExampleWidget/DeliveryWidget.swift:2:8: error: WidgetKit needs iOS 14"))
        #expect(try Self.check(["ExampleWidget", "--min-ios", "13"]).status == 0, "a newer framework is a note by default")
    }

    @Test func usageErrorsExit64AndNameTheWayOut() throws {
        let noTarget = try Self.check(["ExampleApp"])
        #expect(noTarget.status == 64)
        #expect(noTarget.stderr.contains("--min-ios") && noTarget.stderr.contains("IPHONEOS_DEPLOYMENT_TARGET"))
        #expect(noTarget.stderr.contains("Package.swift"))
        let unknown = try Self.check(["--min-ios", "banana"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: --min-ios: unknown version 'banana'"))
        let level = try Self.check(["--fail-on", "deprecate"])
        #expect(level.status == 64)
        #expect(level.stderr.contains("deprecated"), "the closest choice is suggested: \(level.stderr)")
    }

    @Test func githubFormatPrintsOneWorkflowCommandPerFinding() throws {
        let run = try Self.check(["--format", "github"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.contains { $0.hasPrefix("::error file=ExampleWatch/Complication.swift,line=1,col=8,title=removed::") })
        #expect(lines.contains { $0.hasPrefix("::notice file=ExampleApp/LiveActivity.swift,line=2,col=8,title=unavailable-at-target::") })
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 2)
    }

    @Test func sarifHasEveryRuleAndAResultPerFinding() throws {
        let run = try Self.check(["--format", "sarif"])
        let log = try JSONReader.parse(run.stdout)
        let sarifRun = try #require(log["runs"]?.arrayValue?.first)
        let rules = sarifRun["tool"]?["driver"]?["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(rules == ["unavailable-at-target", "deprecated", "removed", "unreadable-file", "unreadable-project"])
        let levels = sarifRun["results"]?.arrayValue?.compactMap { $0["level"]?.stringValue }.sorted()
        #expect(levels == ["error", "note", "note", "warning", "warning"])
    }

    @Test func dropIOSListsTheGuardsThatCouldGo() throws {
        let run = try Self.check(["--drop-ios", "17", "--fail-on", "never"])
        #expect(run.stdout.contains("Raising the target to iOS 17 makes these availability checks unnecessary:\n"))
        #expect(run.stdout.contains("  ActivityKit (since iOS 16.1), first imported at ExampleApp/LiveActivity.swift:2:8\n"))
        let none = try Self.check(["--drop-ios", "15", "--fail-on", "never"])
        #expect(none.stdout.contains("Raising the target to iOS 15 makes no availability check unnecessary."))
    }

    @Test func verboseListsEveryImportedModuleAtItsFirstImport() throws {
        let run = try Self.check(["--verbose", "--fail-on", "never"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let listed = try #require(lines.firstIndex { $0.hasPrefix("System frameworks used: 13 frameworks") })
        #expect(lines[(listed + 1)...].prefix { $0.hasPrefix("  ") }.count == 13, "one line per system framework")
        #expect(lines.contains("  SwiftUI (since iOS 13), first imported at ExampleApp/LiveActivity.swift:3:8 (imported in 2 files)"))
        #expect(
            lines.contains(
                "  TipKit (since iOS 17), first imported at ExampleApp/LiveActivity.swift:6:12"
                    + " (imported in 1 file; only under #if canImport or __has_include)"))
        #expect(run.stdout.contains("Not system frameworks (1 module):\n  ExampleKit  ExampleApp/AppDelegate.swift:2:8\n"))
        let quiet = try Self.check(["--fail-on", "never"]).stdout
        #expect(!quiet.contains("Not system frameworks") && !quiet.contains("first imported at"))
    }

    /// Every finding and report line of `check` in each of the five languages: the run does
    /// not fall back to English for any of them.
    @Test(arguments: CatalogLanguage.allCases.filter { $0 != .english })
    func everyMessageIsTranslated(language: CatalogLanguage) throws {
        let english = try Self.check(["--drop-ios", "17", "--verbose", "--fail-on", "never", "Missing", "."])
        let translated = try Self.check(["--drop-ios", "17", "--verbose", "--fail-on", "never", "Missing", ".", "--lang", language.code])
        let englishLines = english.stdout.split(separator: "\n").map(String.init) + [english.stderr]
        let translatedLines = translated.stdout.split(separator: "\n").map(String.init) + [translated.stderr]
        #expect(englishLines.count == translatedLines.count)
        for (en, other) in zip(englishLines, translatedLines) where !en.hasPrefix("  ExampleKit") {
            #expect(en != other, "\(language.code) keeps the English: \(other)")
        }
    }
}
