import AppCheck
import Diagnostics
import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization

/// `oscat check [PATH…] [--min-ios V] [--format text|json|github|sarif] [--fail-on LEVEL]
/// [--drop-ios V] [--verbose]`: what an app's imports mean at its deployment target
/// (docs/CHECK.md). The scan and the judging are AppCheck's; this chooses the output.
enum CheckCommand {
    static func run(_ context: CommandContext, catalog: Catalog, into outcome: inout CommandOutcome) {
        let command = context.command
        let strings = context.strings
        let request = CheckRequest(
            paths: command.positionalValues(.path), minimumIOS: command.value(.minIOS), raisedIOS: command.value(.dropIOS),
            failLevel: command.value(.failOn).flatMap(FailLevel.init(rawValue:)) ?? .removed,
            minimumOption: OptionName.minIOS.flagText, raisedOption: OptionName.dropIOS.flagText)
        let result: CheckResult
        do {
            result = try catalog.check(request)
        } catch {
            switch error {
            case .noDeploymentTarget:
                outcome.usageError(strings.errorCheckNoTarget, context)
            case .unknownOptionVersion(let text, let option, let suggestion):
                let known = catalog.versions.map { "\($0.major)" }.joined(separator: ", ")
                let closest = suggestion ?? catalog.versions.last?.id ?? ""
                outcome.usageError("\(option): " + strings.errorUnknownVersion(text, closest, known), context)
            case .unknownDeclaredVersion(let declared):
                outcome.note(LocalizedStrings.errorLine(strings.errorCheckUnknownTarget(declared.version, strings.place(of: declared))))
                outcome.exitCode = CommandOutcome.failure
            }
            return
        }
        let format = command.value(.format).flatMap(ValidateCommand.ReportFormat.init(rawValue:)) ?? .text
        outcome.write(render(result, format: format, verbose: command.flag(.verbose), catalog: catalog, strings: strings))
        let report = result.report
        outcome.note(
            strings.checkSummary(
                strings.countSourceFiles(report.checkedCount), strings.countErrors(report.errorCount),
                strings.countWarnings(report.warningCount), strings.countNotes(report.count(of: .note))))
        if result.failed { outcome.exitCode = CommandOutcome.failure }
    }

    /// The result in `format`; messages in the user's language.
    static func render(
        _ result: CheckResult, format: ValidateCommand.ReportFormat, verbose: Bool, catalog: Catalog, strings: LocalizedStrings
    ) -> String {
        let message = { (diagnostic: Diagnostic<CheckFinding>) in strings.message(for: diagnostic) }
        switch format {
        case .text:
            return text(result, verbose: verbose, catalog: catalog, strings: strings)
        case .github:
            return GitHubAnnotationEncoder.encode(result.report, message: message)
        case .sarif:
            let rules = CheckRule.allCases.map { SARIFRule(id: $0.rawValue, summary: $0.summary, defaultSeverity: $0.defaultSeverity) }
            return ValidateCommand.sarifEncoder(rules: rules).encode(result.report, message: message)
        case .json:
            return CheckJSON.document(result, catalog: catalog, message: message)
        }
    }

    /// The text report: the deployment target, each finding as a compiler prints it, then
    /// the frameworks by layer, the lowest release the imports allow, and what `--drop-ios`
    /// would allow.
    static func text(_ result: CheckResult, verbose: Bool, catalog: Catalog, strings: LocalizedStrings) -> String {
        var lines = [strings.checkTargetLine(result.target)]
        for diagnostic in result.report.diagnostics {
            lines.append(DiagnosticTextEncoder.line(diagnostic, message: strings.message(for: diagnostic)))
        }
        if result.frameworks.isEmpty {
            lines.append(strings.checkNoFrameworks)
        } else {
            var layers: [(name: String, count: Int)] = []
            for use in result.frameworks {
                let name = catalog.layer(id: use.framework.layerID)?.name ?? use.framework.layerID
                if let last = layers.indices.last, layers[last].name == name { layers[last].count += 1 } else { layers.append((name, 1)) }
            }
            let byLayer = layers.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
            lines.append(strings.checkFrameworksUsed(strings.countFrameworks(result.frameworks.count), byLayer))
            if verbose { lines += result.frameworks.map { "  " + frameworkItem($0, catalog: catalog, strings: strings) } }
        }
        if let lowest = result.lowestAllowed { lines.append(strings.checkLowestAllowed(lowest.name)) }
        if let raised = result.raisedTarget {
            if result.guardsThatCouldGo.isEmpty {
                lines.append(strings.checkRaiseNone(raised.name))
            } else {
                lines.append(strings.checkRaiseHeading(raised.name))
                for use in result.guardsThatCouldGo {
                    let first = use.use.first
                    lines.append(
                        "  "
                            + strings.checkRaiseItem(
                                use.framework.name, catalog.versionName(of: use.framework.introducedID),
                                "\(first.file):\(first.line):\(first.column)"))
                }
            }
        }
        if verbose, !result.otherModules.isEmpty {
            lines.append(strings.checkOtherModules(strings.countModules(result.otherModules.count)))
            for module in result.otherModules {
                lines.append("  \(module.module)  \(module.first.file):\(module.first.line):\(module.first.column)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One framework under the summary with `--verbose`: the release that introduced it, its
    /// first import, how many files import it, and whether every import is guarded.
    static func frameworkItem(_ use: FrameworkUse, catalog: Catalog, strings: LocalizedStrings) -> String {
        let place = "\(use.use.first.file):\(use.use.first.line):\(use.use.first.column)"
        let since = catalog.versionName(of: use.framework.introducedID)
        let files = strings.checkImportingFiles(use.use.files)
        return use.use.isConditionalOnly
            ? strings.checkFrameworkItemConditional(use.framework.name, since, place, files)
            : strings.checkFrameworkItem(use.framework.name, since, place, files)
    }
}

extension CheckRule {
    /// The rule's one-line English description, for SARIF's rule metadata.
    var summary: String {
        switch self {
        case .unavailableAtTarget: "A system framework is introduced after the deployment target."
        case .deprecated: "A system framework is deprecated at or before the deployment target."
        case .removed: "A system framework has been removed from the SDK."
        case .unreadableFile: "A path does not exist, or a source file could not be read as text."
        case .unreadableProject: "A project file's deployment target could not be read."
        }
    }

    /// The rule's usual severity.
    var defaultSeverity: Severity {
        switch self {
        case .unavailableAtTarget: .note
        case .deprecated, .unreadableFile, .unreadableProject: .warning
        case .removed: .error
        }
    }
}
