import JSONReader
import OSCatalog

/// `version-order`, `release-after-announcement`, `release-order`, `support-status` and
/// `future-date`, on the decoded catalog.
enum VersionRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        order(context) + announcements(context) + pointReleases(context) + supportStatuses(context) + futureDates(context)
    }

    /// A support status is read from a source that exists today and describes a version that
    /// has shipped; one that says updates no longer ship is contradicted by a later release.
    static func supportStatuses(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        for version in context.inspection.catalog.versions {
            guard let support = version.support else { continue }
            let entry = context.label(version)
            if support.asOf > context.today {
                findings.append(
                    Finding(
                        .supportStatus,
                        .supportAsOfInFuture(entry: entry, asOf: support.asOf.description, today: context.today.description),
                        at: support.origin))
            }
            if support.asOf < version.released {
                findings.append(
                    Finding(
                        .supportStatus,
                        .supportAsOfBeforeRelease(entry: entry, asOf: support.asOf.description, released: version.released.description),
                        at: support.origin))
                continue
            }
            // A release of another major or dated after today has its own release-order
            // error; one defect, one line.
            if !support.receivesUpdates {
                for release in version.releases
                where release.date > support.asOf && release.date <= context.today && release.components?.first == version.major {
                    findings.append(
                        Finding(
                            .supportStatus,
                            .updateAfterSupportEnded(
                                entry: entry, release: ValueText.quoted(release.version),
                                date: release.date.description, asOf: support.asOf.description),
                            at: release.origin))
                }
            }
        }
        return findings
    }

    /// Each version's point releases are of its major, listed by increasing version, dated in
    /// that order (the same day is allowed: Apple ships some updates together), and none after
    /// today: a release on record has shipped, so the future-date margin does not apply.
    static func pointReleases(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        for version in context.inspection.catalog.versions {
            let entry = context.label(version)
            // A release whose version is not a dotted number has its schema error; the order
            // checks look at the others.
            let releases = version.releases.filter { $0.number != nil }
            for release in releases where release.components?.first != version.major {
                findings.append(
                    Finding(
                        .releaseOrder, .releaseOutsideMajor(entry: entry, release: ValueText.quoted(release.version), major: version.major),
                        at: release.origin))
            }
            if let first = releases.first, first.date != version.released {
                findings.append(
                    Finding(
                        .releaseOrder,
                        .firstReleaseDate(
                            entry: entry, release: ValueText.quoted(first.version), date: first.date.description,
                            released: version.released.description),
                        at: first.origin))
            }
            var versionOrdered = true
            for (previous, release) in zip(releases, releases.dropFirst())
            where !PointRelease.precedes(previous, release) {
                versionOrdered = false
                findings.append(
                    Finding(
                        .releaseOrder,
                        .releaseVersionOrder(
                            entry: entry, release: ValueText.quoted(release.version),
                            previous: ValueText.quoted(previous.version)),
                        at: release.origin))
            }
            if versionOrdered {
                for (previous, release) in datePredecessors(releases) where release.date < previous.date {
                    findings.append(
                        Finding(
                            .releaseOrder,
                            .releaseDateOrder(
                                entry: entry, release: ValueText.quoted(release.version), date: release.date.description,
                                previous: ValueText.quoted(previous.version), previousDate: previous.date.description),
                            at: release.origin))
                }
            }
            for release in releases where release.date > context.today {
                findings.append(
                    Finding(
                        .releaseOrder,
                        .releaseInFuture(
                            entry: entry, release: ValueText.quoted(release.version), date: release.date.description,
                            today: context.today.description),
                        at: release.origin))
            }
        }
        return findings
    }

    /// Versions increase strictly by major and, in that order, by release date.
    static func order(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        // The catalog sorts versions by (major, id); for a repeated major, the entry written
        // first (by file and position) keeps it and the others are reported.
        var firstOfMajor: [Int: OSVersion] = [:]
        let inDocumentOrder = context.inspection.catalog.versions.sorted { lhs, rhs in
            lhs.origin.file != rhs.origin.file
                ? lhs.origin.file < rhs.origin.file
                : lhs.origin.position.offset < rhs.origin.position.offset
        }
        for version in inDocumentOrder {
            if let first = firstOfMajor[version.major] {
                findings.append(
                    Finding(
                        .versionOrder,
                        .sharedMajor(entry: context.label(version), major: version.major, first: context.label(first)),
                        at: context.location(of: version, field: "major")))
            } else {
                firstOfMajor[version.major] = version
            }
        }
        let ordered = firstOfMajor.values.sorted { $0.major < $1.major }
        for (previous, current) in zip(ordered, ordered.dropFirst()) where !(previous.released < current.released) {
            findings.append(
                Finding(
                    .versionOrder,
                    .releaseOutOfOrder(
                        entry: context.label(current), major: current.major, released: current.released.description,
                        previous: context.label(previous), previousMajor: previous.major,
                        previousReleased: previous.released.description),
                    at: context.location(of: current, field: "released")))
        }
        return findings
    }

    /// The pairs whose dates must not go backwards, for releases in version order: within one
    /// minor line (17.2, 17.2.1) each release and the one before it, and across lines each
    /// line's first release and the previous line's first. Updates of an older line may ship
    /// after a newer line began (iOS 4.2.10 for the CDMA iPhone came after 4.3).
    static func datePredecessors(_ releases: [PointRelease]) -> [(PointRelease, PointRelease)] {
        var pairs: [(PointRelease, PointRelease)] = []
        var previousLineStart: PointRelease?
        var lineStart: PointRelease?
        var previous: PointRelease?
        for release in releases {
            let line = release.components.map { Array($0.prefix(2)) }
            if let previous, let start = lineStart, line == start.components.map({ Array($0.prefix(2)) }) {
                pairs.append((previous, release))
            } else {
                previousLineStart = lineStart
                lineStart = release
                if let previousLineStart { pairs.append((previousLineStart, release)) }
            }
            previous = release
        }
        return pairs
    }

    /// No version is released before it was announced (the same day is allowed).
    static func announcements(_ context: ValidationContext) -> [Finding] {
        context.inspection.catalog.versions.compactMap { version in
            guard version.released < version.announced else { return nil }
            return Finding(
                .releaseAfterAnnouncement,
                .releasedBeforeAnnounced(
                    entry: context.label(version), released: version.released.description,
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
                findings.append(
                    Finding(
                        .futureDate,
                        .dateInFuture(
                            entry: context.label(version), field: field, date: date.description, marginDays: margin,
                            today: context.today.description),
                        at: context.location(of: version, field: field)))
            }
        }
        for program in context.inspection.catalog.programs {
            for price in program.prices where price.asOf > limit {
                findings.append(
                    Finding(
                        .futureDate,
                        .dateInFuture(
                            entry: context.label(program), field: "asOf", date: price.asOf.description, marginDays: margin,
                            today: context.today.description),
                        at: price.origin))
            }
        }
        for source in context.inspection.catalog.sources {
            guard let year = source.year, year > limit.year else { continue }
            findings.append(
                Finding(
                    .futureDate,
                    .yearInFuture(
                        entry: context.label(source), year: year, limitYear: limit.year, today: context.today.description,
                        marginDays: margin),
                    at: context.location(of: source, field: "year")))
        }
        return findings
    }
}
