import OSCatalog

/// `program-dates`: a retired program cannot end before it started. Two dates of the same
/// year never conflict when one of them is known only to the year.
enum ProgramRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        for program in context.inspection.catalog.programs {
            guard let started = program.started, let ended = program.ended, endsBeforeStart(started, ended) else { continue }
            findings.append(
                Finding(
                    .programDates,
                    .programEndsBeforeStart(entry: context.label(program), started: started.description, ended: ended.description),
                    at: context.location(of: program, field: "ended")))
        }
        return findings
    }

    /// Whether `ended` lies before `started`, comparing years only when either is a bare year.
    static func endsBeforeStart(_ started: YearOrDay, _ ended: YearOrDay) -> Bool {
        if case .day = started, case .day = ended { return ended < started }
        return ended.year < started.year
    }
}
