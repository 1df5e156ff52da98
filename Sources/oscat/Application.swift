import ArgumentParsing
import Locales
import OSCatalog
import OSCatalogLocalization

/// One run of oscat: decides language and catalog, parses the command line, runs the command
/// and collects its output. Has no side effects itself, so tests can run it directly.
struct Application {
    /// The process environment (`LANG`, `NO_COLOR`, `OSCAT_CATALOG` …).
    var environment: [String: String]
    /// Where to search upward for the clone's `Catalog/`.
    var workingDirectory: String
    /// Decides color and width once the `--no-color` flag is known.
    var terminal: (_ noColorFlag: Bool) -> Terminal
    /// Where long commands (`build`) show progress as they go: standard error when it is a
    /// terminal, nowhere otherwise (and in tests).
    var progress: (@Sendable (String) -> Void)? = nil
    /// Starts a pager and sends standard output to it (``PagedOutput/start(_:)``), or nil when it
    /// cannot start; no paging at all when nil (tests, which write to memory).
    var startPager: ((Pager) -> PagedOutput?)? = nil

    /// Runs the command line `arguments`, writing to `output` and `errors` as it goes, and
    /// returns the exit status. A failed write to either stream makes it 1, with one error line
    /// for a failed standard output when standard error still works (a closed pipe stays quiet).
    func run(_ arguments: [String], output: OutputChannel, errors: OutputChannel) -> Int32 {
        var outcome = CommandOutcome(standardOutput: output, standardError: errors)
        let strings = dispatch(arguments, into: &outcome)
        outcome.pager?.finish()
        return StreamFailure.exitStatus(after: outcome, strings: strings)
    }

    /// Parses and runs the command line; returns the UI strings of the language it chose.
    private func dispatch(_ arguments: [String], into outcome: inout CommandOutcome) -> LocalizedStrings {
        let early = EarlyOptions(arguments: arguments)
        let selection = LanguageSelection.resolve(flag: early.lang, environment: environment)
        let strings = LocalizedStrings(locale: selection.locale)
        // An unsupported `--lang` is a usage error (below, once the command is known). An
        // unsupported `LANG` (a German desktop) gives English silently for help, `--version`,
        // completions and the file commands, which run at every shell start or in scripts; it
        // is noted only where catalog text is shown.
        let languageNote = Self.unsupportedLanguageNote(selection, strings: strings)
        let origin = CatalogOrigin.locate(flag: early.catalog, environment: environment, workingDirectory: workingDirectory)
        let layout = ProjectLayout(origin: origin)
        guard InterruptedWrites.finish(layout: layout, strings: strings, into: &outcome) else { return strings }
        let parsingStrings = LocalizedArgumentParsingStrings(strings: strings)
        // Commands that read the catalog's files themselves (fmt, validate, l10n) are recognised
        // without loading it, which would parse every file twice, and so are `manual`,
        // `--version` and help without catalog values, which need no catalog; the others get
        // value choices (layer ids, version numbers …) from the loaded catalog.
        let load = { () -> Result<Catalog, CatalogLoadError> in
            Result { () throws(CatalogLoadError) -> Catalog in try CatalogLoader.load(from: origin) }
        }
        let catalogFreeRoot = CommandTree.root(catalog: nil, strings: strings)
        let catalogFree = Self.catalogFreeCommand(arguments, root: catalogFreeRoot)
        let loaded = catalogFree == nil ? load() : nil
        let catalog = try? loaded?.get()
        let parser = ArgumentParser(root: catalog.map { CommandTree.root(catalog: $0, strings: strings) } ?? catalogFreeRoot)
        let parse = { () throws(ArgumentError) -> ParseOutcome in
            var result: ParseOutcome
            if let catalogFree { result = catalogFree } else { result = try parser.parse(arguments) }
            if case .run(let command) = result, selection.requestedByFlag, let unsupported = selection.unsupported {
                let valid = LocaleID.all.map(\.description)
                throw .invalidValue(
                    option: OptionName.lang.flagText, value: unsupported.requested, path: command.path, valid: valid,
                    suggestion: unsupported.suggestion)
            }
            return result
        }
        do {
            switch try parse() {
            case .help(let path):
                let width = min(terminal(false).width ?? 80, 100)
                // The formatter's text has no final line break; a terminal prompt must not follow it on its last line.
                outcome.write(HelpFormatter(width: width, strings: parsingStrings).render(command: parser.root, path: path) + "\n")
            case .version(let version):
                outcome.write(strings.versionLine(version) + "\n" + strings.versionCatalogLine(origin.description) + "\n")
            case .run(let command):
                guard let leaf = LeafCommand(path: command.path) else {
                    outcome.note(LocalizedStrings.errorLine(strings.errorNoHandler(command.path.joined(separator: " "))))
                    outcome.exitCode = CommandOutcome.failure
                    return strings
                }
                let color = ColorChoice(command)
                var screen = terminal(color == .never)
                screen.useColor = color.useColor(isInteractive: screen.isInteractive, environment: environment)
                let context = CommandContext(
                    command: command, strings: strings, terminal: screen,
                    format: command.value(.format).flatMap(OutputFormat.init(rawValue:)) ?? .table)
                switch leaf {
                case .file(let file):
                    FileCommands.run(file, context, layout: layout, into: &outcome)
                case .l10n(let name):
                    L10nCommand.run(name, context, layout: layout, into: &outcome)
                case .completions:
                    let root = CommandTree.root(catalog: catalog, strings: strings, completing: true)
                    outcome.write(Commands.completions(context, root: root))
                case .manual:
                    outcome.write(CommandTree.manualPage())
                case .build, .check, .query:
                    if !selection.requestedByFlag, let languageNote { outcome.note(languageNote) }
                    switch loaded ?? load() {
                    case .failure(let error):
                        for diagnostic in error.diagnostics { outcome.note(strings.line(for: diagnostic)) }
                        let count = strings.countErrors(error.diagnostics.count)
                        outcome.note(LocalizedStrings.errorLine(strings.errorCatalogInvalid(count)))
                        outcome.exitCode = CommandOutcome.failure
                    case .success(let catalog):
                        if case .query(let query) = leaf {
                            outcome.pager = page(command, terminal: screen)
                            Commands.run(query, context, catalog: catalog, into: &outcome)
                        } else if leaf == .check {
                            CheckCommand.run(context, catalog: catalog, into: &outcome)
                        } else {
                            BuildCommand.run(
                                context, catalog: catalog, layout: layout, environment: environment,
                                workingDirectory: workingDirectory, progress: progress, into: &outcome)
                        }
                    }
                }
            }
        } catch {
            outcome.note(parser.diagnostic(for: error, strings: parsingStrings))
            outcome.exitCode = CommandOutcome.usage
        }
        return strings
    }

    /// The pager now showing a query's results, or nil when they go straight to standard output:
    /// not a terminal, `--no-pager`, no pager chosen, or the pager would not start.
    private func page(_ command: ParsedCommand, terminal: Terminal) -> PagedOutput? {
        guard let startPager,
            let pager = Pager.choose(
                environment: environment, isTerminal: terminal.isInteractive, noPagerFlag: command.flag(.noPager))
        else { return nil }
        return startPager(pager)
    }

    /// The one-line note that the requested language is not one oscat speaks, or nil.
    static func unsupportedLanguageNote(_ selection: LanguageSelection, strings: LocalizedStrings) -> String? {
        guard let unsupported = selection.unsupported else { return nil }
        let supported = CatalogLanguage.allCases.map(\.code).joined(separator: ", ")
        if let suggestion = unsupported.suggestion {
            return strings.noticeUnsupportedLanguageSuggestion(unsupported.requested, suggestion, supported)
        }
        return strings.noticeUnsupportedLanguage(unsupported.requested, supported)
    }

    /// The command line parsed without a catalog when it runs a command that reads the catalog's
    /// files on its own (fmt, validate, l10n …) or needs none (`manual`, `--version`, and the
    /// help of every command whose options show no catalog values); nil for every other command
    /// line. `root` is the command tree built without a catalog.
    static func catalogFreeCommand(_ arguments: [String], root: CommandSpec) -> ParseOutcome? {
        let parser = ArgumentParser(root: root)
        switch try? parser.parse(arguments) {
        case .version(let version)?:
            return .version(version)
        case .help(let path)? where !CommandTree.helpShowsCatalogValues(parser.root, path: path):
            return .help(path: path)
        case .run(let command)? where LeafCommand(path: command.path)?.runsWithoutLoadedCatalog == true:
            return .run(command)
        default:
            return nil
        }
    }
}

/// What every command handler needs besides the catalog.
struct CommandContext {
    var command: ParsedCommand
    var strings: LocalizedStrings
    var terminal: Terminal
    var format: OutputFormat
}
