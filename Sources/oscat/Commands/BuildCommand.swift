import ArgumentParsing
import FileSafety
import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema
import OSCatalogSite
import TextMatching

/// `oscat build [--format md|html|all] [--out DIR] [--locale all|CODE] [--check] [--quiet]
/// [--base-url URL] [--link-style folders|files] [--templates DIR]`: the docs site, from the
/// catalog and `Templates/` (or the templates built into oscat).
///
/// The Markdown site goes to `Site/` beside the catalog folder (it is committed), the HTML site
/// to `build/site/` (it is not). `--check` builds the Markdown site in memory and compares it
/// with `Site/`, writing nothing.
enum BuildCommand {
    /// Which sites `--format` asks for.
    enum Selection: String, CaseIterable {
        case md, html, all

        var formats: [SiteFormat] {
            switch self {
            case .md: [.markdown]
            case .html: [.html]
            case .all: [.markdown, .html]
            }
        }
    }

    /// Where progress goes while pages render (standard error of an interactive terminal).
    typealias ProgressSink = @Sendable (String) -> Void

    static func run(
        _ context: CommandContext, catalog: Catalog, layout: ProjectLayout, environment: [String: String],
        workingDirectory: String, progress: ProgressSink?, into outcome: inout CommandOutcome
    ) {
        let strings = context.strings
        let command = context.command
        let locales = locales(context)
        let templates: SiteTemplates
        do {
            templates = try siteTemplates(command, layout: layout, workingDirectory: workingDirectory)
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }
        let options = SiteBuildOptions(
            locales: locales, baseURL: command.value(.baseURL),
            htmlLinks: command.value(.linkStyle).flatMap(HTMLLinks.init(rawValue:)),
            buildDate: sourceDateEpoch(environment))
        let builder = SiteBuilder(catalog: catalog, templates: templates, options: options)
        let selection = command.value(.format).flatMap(Selection.init(rawValue:)) ?? .all
        let quiet = command.flag(.quiet)
        do {
            try builder.checkPaths()
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }

        if command.flag(.check) {
            let folder = command.value(.out) ?? layout.markdownSiteDirectory
            check(builder, folder: folder, shown: displayPath(folder, workingDirectory), strings: strings, into: &outcome)
            return
        }
        for format in selection.formats {
            let folder = outputFolder(for: format, selection: selection, command: context, layout: layout)
            let shown = displayPath(folder, workingDirectory)
            let total = builder.pageCount(for: format)
            let report: @Sendable (Int) -> Void = { done in
                guard !quiet, let progress, done == total || done % 25 == 0 else { return }
                progress(strings.buildProgress(format.rawValue, String(done), String(total)) + (done == total ? "\n" : ""))
            }
            do {
                try SiteOutputFolder(path: folder).replace { sink throws(SiteBuildError) in
                    try builder.files(for: format, progress: report, sink: sink)
                }
            } catch {
                fail(error, strings: strings, into: &outcome)
                return
            }
            if !quiet {
                outcome.note(
                    strings.buildDone(
                        format.rawValue, strings.countPages(total),
                        strings.countLanguages(locales.count), shown))
            }
        }
    }

    /// The look to build with: `--templates DIR`, else the `Templates/` of the clone oscat runs
    /// in, else the copy built into oscat, so that an installed oscat builds the site from any
    /// folder. A catalog named by `--catalog` or `OSCAT_CATALOG` implies no templates: a folder
    /// of data elsewhere says nothing about the look.
    private static func siteTemplates(
        _ command: ParsedCommand, layout: ProjectLayout, workingDirectory: String
    ) throws(SiteBuildError) -> SiteTemplates {
        if let given = command.value(.templates) {
            return try SiteTemplates(directory: given, displayPath: displayPath(given, workingDirectory))
        }
        var isDirectory: ObjCBool = false
        let folder = layout.templatesDirectory
        if case .workingTree = layout.origin, FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            return try SiteTemplates(directory: folder, displayPath: displayPath(folder, workingDirectory))
        }
        return try SiteTemplates.embedded()
    }

    /// The locales `--locale` asks for: `all` (the default) is every catalog language; one code
    /// is that locale alone (`en-XA` included). The parser has already refused any other value.
    private static func locales(_ context: CommandContext) -> [LocaleID] {
        let requested = context.command.value(.locale) ?? "all"
        return LocaleID(tag: requested).map { [$0] } ?? CatalogLanguage.allCases.map(LocaleID.language)
    }

    /// Compares `Site/` with a fresh Markdown build, file by file.
    private static func check(
        _ builder: SiteBuilder, folder: String, shown: String, strings: LocalizedStrings, into outcome: inout CommandOutcome
    ) {
        let comparison: SiteComparison
        do {
            comparison = try SiteComparison.compare(folder: folder) { sink throws(SiteBuildError) in
                try builder.files(for: .markdown, sink: sink)
            }
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }
        if comparison.isCurrent {
            outcome.note(strings.buildCheckCurrent(shown))
            return
        }
        for path in comparison.changed { outcome.write(strings.buildCheckChanged(shown + "/" + path) + "\n") }
        for path in comparison.missing { outcome.write(strings.buildCheckMissing(shown + "/" + path) + "\n") }
        for path in comparison.extra { outcome.write(strings.buildCheckExtra(shown + "/" + path) + "\n") }
        outcome.note(
            strings.buildCheckStale(shown, strings.countFiles(comparison.changed.count + comparison.missing.count + comparison.extra.count))
        )
        outcome.exitCode = CommandOutcome.failure
    }

    /// The folder of one site: `--out` for a single site (its `md/` and `html/` folders for
    /// both), else `Site/` and `build/site/` of the clone.
    private static func outputFolder(
        for format: SiteFormat, selection: Selection, command: CommandContext, layout: ProjectLayout
    ) -> String {
        if let out = command.command.value(.out) {
            return selection == .all ? out + "/" + format.rawValue : out
        }
        return format == .markdown ? layout.markdownSiteDirectory : layout.htmlSiteDirectory
    }

    /// `SOURCE_DATE_EPOCH` as a UTC day, when set to a whole number of seconds.
    static func sourceDateEpoch(_ environment: [String: String]) -> CatalogDate? {
        guard let text = environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text), seconds >= 0 else { return nil }
        return CatalogDate.todayUTC(now: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// A path as the user would write it: relative to the working directory where it is inside it.
    private static func displayPath(_ path: String, _ workingDirectory: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        if absolute == base { return "." }
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }

    /// Reports a build error in the user's language; exit 1.
    private static func fail(_ error: SiteBuildError, strings: LocalizedStrings, into outcome: inout CommandOutcome) {
        outcome.note(strings.message(for: error))
        outcome.exitCode = CommandOutcome.failure
    }
}
