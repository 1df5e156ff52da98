import JSONReader
import OSCatalog

/// `version-order`, `release-after-announcement` and `future-date`, on the decoded catalog.
enum VersionRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        order(context) + announcements(context) + futureDates(context)
    }

    /// Versions increase strictly by major and, in that order, by release date.
    static func order(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        // The catalog sorts versions by (major, id); for a repeated major, the entry written
        // first (by file and position) keeps it and the others are reported.
        var firstOfMajor: [Int: OSVersion] = [:]
        let inDocumentOrder = context.inspection.catalog.versions.sorted { lhs, rhs in
            lhs.origin.file != rhs.origin.file ? lhs.origin.file < rhs.origin.file
                : lhs.origin.position.offset < rhs.origin.position.offset
        }
        for version in inDocumentOrder {
            if let first = firstOfMajor[version.major] {
                findings.append(Finding(
                    .versionOrder,
                    .sharedMajor(entry: context.label(version), major: version.major, first: context.label(first)),
                    at: context.location(of: version, field: "major")))
            } else {
                firstOfMajor[version.major] = version
            }
        }
        let ordered = firstOfMajor.values.sorted { $0.major < $1.major }
        for (previous, current) in zip(ordered, ordered.dropFirst()) where !(previous.released < current.released) {
            findings.append(Finding(
                .versionOrder,
                .releaseOutOfOrder(entry: context.label(current), major: current.major, released: current.released.description,
                                   previous: context.label(previous), previousMajor: previous.major,
                                   previousReleased: previous.released.description),
                at: context.location(of: current, field: "released")))
        }
        return findings
    }

    /// No version is released before it was announced (the same day is allowed).
    static func announcements(_ context: ValidationContext) -> [Finding] {
        context.inspection.catalog.versions.compactMap { version in
            guard version.released < version.announced else { return nil }
            return Finding(
                .releaseAfterAnnouncement,
                .releasedBeforeAnnounced(entry: context.label(version), released: version.released.description,
                                         announced: version.announced.description),
                at: context.location(of: version, field: "released"))
        }
    }

    /// No date beyond today plus the margin; no source year beyond that day's year.
    static func futureDates(_ context: ValidationContext) -> [Finding] {
        let margin = max(0, context.options.futureDateMarginDays)
        guard let limit = context.today.adding(days: margin) else { return [] }
        var findings: [Finding] = []
        for version in context.inspection.catalog.versions {
            for (field, date) in [("announced", version.announced), ("released", version.released)] where date > limit {
                findings.append(Finding(
                    .futureDate,
                    .dateInFuture(entry: context.label(version), field: field, date: date.description, marginDays: margin,
                                  today: context.today.description),
                    at: context.location(of: version, field: field)))
            }
        }
        for source in context.inspection.catalog.sources {
            guard let year = source.year, year > limit.year else { continue }
            findings.append(Finding(
                .futureDate,
                .yearInFuture(entry: context.label(source), year: year, limitYear: limit.year, today: context.today.description,
                              marginDays: margin),
                at: context.location(of: source, field: "year")))
        }
        return findings
    }
}
