import ArgumentParsing
import OSCatalogLocalization

extension CommandTree {
    /// The date of the manual page (`.Dd`): the day ``version`` was set. A constant rather than
    /// today's date, so that `oscat manual` prints the same page everywhere and the committed
    /// `docs/oscat.1` stays current; change it with the version.
    static let manualDate = ManualDate(year: 2026, month: 12, day: 3)

    /// The manual page `oscat.1` in mdoc, from the command tree (without a catalog, so that the
    /// page does not change with the catalog's data) and ``EnvironmentVariable/allCases``.
    ///
    /// The page is in English whatever `--lang` or `LANG` say: its section names are mdoc's
    /// standard English ones, and `man` shows it to every user of a machine.
    static func manualPage() -> String {
        let strings = LocalizedStrings(locale: .language(.english))
        let page = ManualPage(
            date: manualDate,
            environment: EnvironmentVariable.allCases.map { EnvironmentEntry(name: $0.rawValue, description: $0.manualText(strings)) },
            exitStatuses: [
                ExitStatusEntry(code: CommandOutcome.success, meaning: strings.manualExitSuccess),
                ExitStatusEntry(code: CommandOutcome.failure, meaning: strings.manualExitFailure),
                ExitStatusEntry(code: CommandOutcome.usage, meaning: strings.manualExitUsage),
            ],
            seeAlso: [ManualReference(name: "less", section: 1), ManualReference(name: "locale", section: 7)])
        return ManualPageGenerator.page(
            for: root(catalog: nil, strings: strings), page: page, strings: LocalizedArgumentParsingStrings(strings: strings))
    }
}

extension EnvironmentVariable {
    /// What the variable changes, for the ENVIRONMENT section of the manual page.
    func manualText(_ strings: LocalizedStrings) -> String {
        switch self {
        case .columns: strings.manualEnvironmentColumns
        case .noColor: strings.manualEnvironmentNoColor
        case .term: strings.manualEnvironmentTerm
        case .lcAll: strings.manualEnvironmentLcAll
        case .lcMessages: strings.manualEnvironmentLcMessages
        case .lang: strings.manualEnvironmentLang
        case .oscatCatalog: strings.manualEnvironmentOscatCatalog
        case .oscatPager: strings.manualEnvironmentOscatPager
        case .pager: strings.manualEnvironmentPager
        case .less: strings.manualEnvironmentLess
        case .path: strings.manualEnvironmentPath
        case .sourceDateEpoch: strings.manualEnvironmentSourceDateEpoch
        }
    }
}
