/// What a manual page says beyond the command tree: its date and section, the environment
/// variables the tool reads, its exit statuses and the pages it refers to.
///
/// ``ManualPageGenerator`` turns a ``CommandSpec`` tree and this value into an mdoc page. The
/// tool declares it next to its command tree so that the page, like help and completions, is
/// generated rather than written by hand.
public struct ManualPage: Equatable, Sendable {
    /// The manual section, `1` for user commands.
    public var section: Int
    /// The date shown in the page's footer (`.Dd`). A fixed value, never today's date, so that
    /// the page is the same on every machine and every day.
    public var date: ManualDate
    /// The environment variables the tool reads, in the order the ENVIRONMENT section lists them.
    public var environment: [EnvironmentEntry]
    /// The exit statuses, in the order the EXIT STATUS section lists them.
    public var exitStatuses: [ExitStatusEntry]
    /// Other manual pages, listed under SEE ALSO.
    public var seeAlso: [ManualReference]

    /// Creates the page's extra content; only the date is required.
    public init(
        section: Int = 1, date: ManualDate, environment: [EnvironmentEntry] = [], exitStatuses: [ExitStatusEntry] = [],
        seeAlso: [ManualReference] = []
    ) {
        self.section = section
        self.date = date
        self.environment = environment
        self.exitStatuses = exitStatuses
        self.seeAlso = seeAlso
    }
}

/// A calendar date for the `.Dd` line of a manual page, written the mdoc way
/// (`December 3, 2026`).
public struct ManualDate: Equatable, Sendable {
    /// The year (`2026`).
    public var year: Int
    /// The month, 1 to 12; a value outside is clamped.
    public var month: Int
    /// The day of the month.
    public var day: Int

    /// Creates a date from its year, month (1 to 12) and day.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date as mdoc's `.Dd` expects it: the English month name, the day and the year.
    public var mdocText: String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
            "December",
        ]
        return "\(names[min(max(month, 1), 12) - 1]) \(day), \(year)"
    }
}

/// An environment variable the tool reads, listed in the ENVIRONMENT section.
public struct EnvironmentEntry: Equatable, Sendable {
    /// The variable's name (`NO_COLOR`).
    public var name: String
    /// What the variable changes, in one or two sentences.
    public var description: String

    /// Creates an entry from the variable's name and what it changes.
    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

/// An exit status of the tool and when it is returned, listed in the EXIT STATUS section.
public struct ExitStatusEntry: Equatable, Sendable {
    /// The status (`64`).
    public var code: Int32
    /// When the tool exits with it.
    public var meaning: String

    /// Creates an entry from the status and when it is returned.
    public init(code: Int32, meaning: String) {
        self.code = code
        self.meaning = meaning
    }
}

/// Another manual page, `less(1)`, listed under SEE ALSO.
public struct ManualReference: Equatable, Sendable {
    /// The page's name (`less`).
    public var name: String
    /// Its section (`1`).
    public var section: Int

    /// Creates a reference to the page `name` in `section`.
    public init(name: String, section: Int) {
        self.name = name
        self.section = section
    }
}
