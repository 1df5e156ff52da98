import ArgumentParsing
import CatalogPresentation
import OSCatalog
import OSCatalogLocalization
import TabularOutput

/// The command handlers: each turns parsed arguments into a catalog query and prints the
/// result. Filtering and searching live in OSCatalog; here is only wiring and wording.
enum Commands {
    static func run(_ query: QueryCommand, _ context: CommandContext, catalog: Catalog, into outcome: inout CommandOutcome) {
        var context = context
        // `--wide`: one line per row, as wide as the rows are.
        if context.command.flag(.wide) { context.terminal.width = nil }
        let present = EntityPresentation(catalog: catalog, strings: context.strings)
        let command = context.command
        switch query {
        case .versions:
            if let text = command.positional(.version) {
                guard let version = resolveVersion(text, option: ArgumentName.version.displayText, context, catalog, &outcome) else {
                    return
                }
                list(present.releasesListing(of: version), context, &outcome)
            } else {
                list(present.versionsListing(catalog.versions), context, &outcome)
            }
        case .layers:
            list(present.layersListing(catalog.layers), context, &outcome)
        case .services:
            services(context, catalog: catalog, present: present, into: &outcome)
        case .frameworks:
            frameworks(context, catalog: catalog, present: present, into: &outcome)
        case .codecs:
            codecs(context, catalog: catalog, present: present, into: &outcome)
        case .programs:
            list(present.programsListing(catalog.programs(activeOnly: command.flag(.active))), context, &outcome)
        case .tools:
            list(present.toolsListing(catalog.tools), context, &outcome)
        case .xcode:
            xcode(context, catalog: catalog, present: present, into: &outcome)
        case .requirements:
            list(present.requirementsListing(catalog.submissionRules), context, &outcome)
        case .search:
            let text = command.positionalValues(.text).joined(separator: " ")
            list(present.searchListing(catalog.search(text, preferring: context.strings.language)), context, &outcome)
        case .show:
            show(context, catalog: catalog, present: present, into: &outcome)
        case .diff:
            diff(context, catalog: catalog, present: present, into: &outcome)
        }
    }

    /// Prints a listing, with only the columns `--columns` chose; an empty one is a success
    /// with a note on standard error, an unknown column a usage error.
    static func list(_ listing: Listing, _ context: CommandContext, _ outcome: inout CommandOutcome) {
        var listing = listing
        if let chosen = context.command.value(.columns) {
            let option = OptionName.columns.flagText
            switch ColumnSelection.ids(chosen, available: listing.columnIDs, option: option, path: context.command.path) {
            case .success(let ids):
                if context.format != .json { listing = listing.selectingColumns(ids) }
            case .failure(let error):
                let parsing = LocalizedArgumentParsingStrings(strings: context.strings)
                let help = (["oscat"] + context.command.path + ["--help"]).joined(separator: " ")
                outcome.note(parsing.errorLine(error.message(using: parsing)) + "\n" + parsing.usageHint(helpCommand: help))
                outcome.exitCode = CommandOutcome.usage
                return
            }
        }
        if listing.rows.isEmpty { outcome.note(context.strings.noticeEmptyResult) }
        if listing.rows.isEmpty && context.format == .table { return }
        rendering(context, &outcome) { () throws(TableError) in
            try ListingRenderer.render(listing, format: context.format, language: context.strings.language, terminal: context.terminal)
        }
    }

    /// Writes the text `render` makes; a table it cannot draw is an internal error (exit 1),
    /// never an empty success.
    static func rendering(
        _ context: CommandContext, _ outcome: inout CommandOutcome, _ render: () throws(TableError) -> String
    ) {
        do {
            outcome.write(try render())
        } catch {
            outcome.note(LocalizedStrings.errorLine(context.strings.errorTableRendering(error.description)))
            outcome.exitCode = CommandOutcome.failure
        }
    }

    static func frameworks(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        let command = context.command
        var query = FrameworkQuery(
            layerID: command.value(.layer), deprecatedOnly: command.flag(.deprecated), text: command.value(.search))
        for (option, keyPath) in [(OptionName.since, \FrameworkQuery.sinceVersionID)] {
            guard let text = command.value(option) else { continue }
            guard let version = resolveVersion(text, option: option.flagText, context, catalog, &outcome) else { return }
            query[keyPath: keyPath] = version.id
        }
        let spans: [(OptionName, WritableKeyPath<FrameworkQuery, String?>)] = [
            (.availableIn, \.availableInVersionID), (.introducedIn, \.introducedInVersionID),
            (.deprecatedIn, \.deprecatedInVersionID), (.removedIn, \.removedInVersionID),
        ]
        guard resolveSpans(spans, into: &query, context, catalog, &outcome) else { return }
        list(present.frameworksListing(catalog.frameworks(matching: query)), context, &outcome)
    }

    static func codecs(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        let command = context.command
        var query = CodecQuery(
            kind: command.value(.kind).flatMap(Codec.Kind.init(rawValue:)), container: command.value(.container),
            features: Set(MediaSupport.Feature.allCases.filter { command.flag($0.rawValue) }))
        for (option, keyPath) in [(OptionName.since, \CodecQuery.sinceVersionID), (.availableIn, \.availableInVersionID)] {
            guard let text = command.value(option) else { continue }
            guard let version = resolveVersion(text, option: option.flagText, context, catalog, &outcome) else { return }
            query[keyPath: keyPath] = version.id
        }
        guard resolveSpans([(.introducedIn, \.introducedInVersionID)], into: &query, context, catalog, &outcome) else { return }
        list(present.codecsListing(catalog.codecs(matching: query)), context, &outcome)
    }

    static func services(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        var query = ServiceQuery(layerID: context.command.value(.layer))
        let spans: [(OptionName, WritableKeyPath<ServiceQuery, String?>)] = [
            (.introducedIn, \.introducedInVersionID), (.availableIn, \.availableInVersionID),
        ]
        guard resolveSpans(spans, into: &query, context, catalog, &outcome) else { return }
        list(present.servicesListing(catalog.services(matching: query)), context, &outcome)
    }

    /// Reads each version filter given (`--deprecated-in 9`, `--available-in 15.1`) as the
    /// reference of the version or point release it names; false after a usage error for the
    /// first one that names no version.
    static func resolveSpans<Query>(
        _ options: [(OptionName, WritableKeyPath<Query, String?>)], into query: inout Query, _ context: CommandContext,
        _ catalog: Catalog, _ outcome: inout CommandOutcome
    ) -> Bool {
        for (option, keyPath) in options {
            guard let text = context.command.value(option) else { continue }
            guard let point = resolveVersionPoint(text, option: option.flagText, context, catalog, &outcome) else { return false }
            query[keyPath: keyPath] = point.id
        }
        return true
    }

    static func xcode(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        let command = context.command
        var query = XcodeQuery()
        let filters: [(name: String, text: String?, keyPath: WritableKeyPath<XcodeQuery, VersionNumber?>)] = [
            (ArgumentName.version.displayText, command.positional(.version), \.version),
            (OptionName.sdk.flagText, command.value(.sdk), \.iosSDK),
            (OptionName.macos.flagText, command.value(.macos), \.macOS),
            (OptionName.swift.flagText, command.value(.swift), \.swift),
        ]
        for (name, text, keyPath) in filters {
            guard let text else { continue }
            guard let number = VersionNumber(text) else {
                outcome.usageError("\(name): " + context.strings.errorNotAVersionNumber(text), context)
                return
            }
            query[keyPath: keyPath] = number
        }
        list(present.xcodeListing(catalog.xcodeReleases(matching: query)), context, &outcome)
    }

    static func show(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        let id = context.command.positional(.id) ?? ""
        let entity = catalog.entity(matching: id)
        guard let entity else {
            let suggestions = catalog.suggestEntityIDs(for: id)
            let message =
                switch suggestions.count {
                case 0: context.strings.errorUnknownEntity(id)
                case 1: context.strings.errorUnknownEntitySuggestion(id, suggestions[0])
                default:
                    context.strings.errorUnknownEntitySuggestions(id, suggestions.map { "'\($0)'" }.joined(separator: ", "))
                }
            outcome.usageError(message, context)
            return
        }
        switch context.format {
        case .json:
            outcome.write(JSONOutput.document(present.detailJSON(of: entity)))
        case .markdown:
            outcome.write(DetailRenderer.markdown(present.detail(of: entity, sourceNotes: context.command.flag(.sources))))
        case .csv:
            rendering(context, &outcome) { () throws(TableError) in
                try DetailRenderer.csv(
                    present.detail(of: entity, sourceNotes: context.command.flag(.sources)), nameLabel: context.strings.columnName,
                    summaryLabel: context.strings.columnSummary, fieldTitle: context.strings.columnField,
                    valueTitle: context.strings.columnValue)
            }
        case .table:
            outcome.write(
                DetailRenderer.text(present.detail(of: entity, sourceNotes: context.command.flag(.sources)), terminal: context.terminal))
        }
    }

    static func diff(_ context: CommandContext, catalog: Catalog, present: EntityPresentation, into outcome: inout CommandOutcome) {
        let command = context.command
        guard
            let from = resolveVersionPoint(
                command.positional(.from) ?? "", option: ArgumentName.from.displayText, context, catalog, &outcome),
            let to = resolveVersionPoint(command.positional(.to) ?? "", option: ArgumentName.to.displayText, context, catalog, &outcome)
        else { return }
        let diff = catalog.diff(from: from, to: to)
        if diff.from.id != from.id {
            outcome.note(context.strings.diffSwapped(from.name, to.name, diff.from.name, diff.to.name))
        }
        rendering(context, &outcome) { () throws(TableError) in
            try present.renderDiff(diff, format: context.format, terminal: context.terminal)
        }
    }

    /// The version a user named, or a usage error listing the known versions.
    static func resolveVersion(
        _ text: String, option: String, _ context: CommandContext, _ catalog: Catalog, _ outcome: inout CommandOutcome
    ) -> OSVersion? {
        if let version = catalog.version(matching: text) { return version }
        let suggestion = catalog.suggestVersion(for: text) ?? catalog.versions.last?.id ?? ""
        let known = catalog.versions.map { "\($0.major)" }.joined(separator: ", ")
        outcome.usageError("\(option): " + context.strings.errorUnknownVersion(text, suggestion, known), context)
        return nil
    }

    /// The version or point release a user named (`16`, `16.1`), or the same usage error as
    /// ``resolveVersion(_:option:_:_:_:)``.
    static func resolveVersionPoint(
        _ text: String, option: String, _ context: CommandContext, _ catalog: Catalog, _ outcome: inout CommandOutcome
    ) -> VersionPoint? {
        if let point = catalog.versionPoint(matching: text) { return point }
        return resolveVersion(text, option: option, context, catalog, &outcome).map { VersionPoint(version: $0) }
    }

    /// The completion script for the shell named on the command line.
    static func completions(_ context: CommandContext, root: CommandSpec) -> String {
        let shell = context.command.positional(.shell).flatMap(CompletionShell.init(rawValue:)) ?? .bash
        return CompletionScriptGenerator.script(for: root, shell: shell)
    }
}
