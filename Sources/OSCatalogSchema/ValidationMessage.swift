import JSONReader
import JSONSchema
import Locales
import OSCatalog

/// What a diagnostic of `oscat validate` says (``ValidationProblem/reason``), as data: the rule's finding with its facts (entry,
/// field, ids, numbers, dates), so that a front end can word it in the user's language.
/// ``englishText`` is the library's own English wording, the diagnostic's English message.
///
/// Values taken from the catalog (ids, field names, texts, URLs) are already made safe for a
/// one-line message: control characters escaped, long ones shortened.
public enum ValidationMessage: Sendable, Hashable {
    // MARK: json-syntax, schema, structure, loader

    /// `json-syntax`: the file is not valid JSON.
    case syntax(JSONParseError.Reason)
    /// `schema`: a schema keyword failed at `pointer` (in `entry`, when the value is inside one).
    case schema(entry: EntryLabel?, pointer: JSONPointer, reason: ValidationError.Reason)
    /// `structure`: a problem the loader found (in `entry`, when the value is inside one).
    case catalog(entry: EntryLabel?, problem: CatalogProblem)
    /// `structure`: an integer the catalog model cannot hold (outside the 64-bit range).
    case integerOutOfRange(entry: EntryLabel?, field: String, number: String)
    /// `unique-id`: an entry of `kind` reuses `id`, first used by an entry of `firstKind` at `first`
    /// (a kind is nil when the entry is not known).
    case duplicateID(kind: EntityKind?, id: String, firstKind: EntityKind?, first: SourceLocation)
    /// `reference`: `field` names `id`, but no entry of `kind` has it.
    case unknownReference(entry: EntryLabel?, field: String, kind: EntityKind, id: String, suggestion: String?)
    /// `unknown-source`: a citation names a source the catalog does not have.
    case unknownSource(entry: EntryLabel?, id: String, suggestion: String?)

    // MARK: citations

    /// `citation-required`: the entry has no `citations` field.
    case citationsMissing(entry: EntryLabel)
    /// `citation-required`: the entry's `citations` list is empty.
    case citationsEmpty(entry: EntryLabel)
    /// `uncited-source`: no entry cites the source.
    case uncitedSource(entry: EntryLabel)
    /// `citation-locator`: the locator of the entry's citation of `source` contains its title.
    case locatorRepeatsTitle(entry: EntryLabel, source: String)
    /// `citation-repeat`: the entry cites `source` a second time.
    case sourceCitedTwice(entry: EntryLabel, source: String)
    /// `source-document`: a public reference has no `url`.
    case sourceWithoutURL(entry: EntryLabel)
    /// `source-document`: the source's `url` is a site's front page or an index of documents.
    case sourceURLNotADocument(entry: EntryLabel, url: String)
    /// `source-document`: an `sdk-header` source has no `sdkVersion`.
    case sdkHeaderWithoutVersion(entry: EntryLabel)
    /// `source-document`: a source of `kind` (not `sdk-header`) has an `sdkVersion`.
    case sdkVersionOnOtherSource(entry: EntryLabel, kind: String)

    // MARK: codec-limits

    /// `limits` on a codec whose `kind` is `audio` or `container`.
    case limitsOnNonVideoCodec(entry: EntryLabel, kind: String)
    /// A size limit that is zero or negative.
    case limitNotPositive(entry: EntryLabel, field: String, value: String)
    /// A limit outside its plausible range (`unit` for the value, if it has one).
    case limitOutOfRange(entry: EntryLabel, field: String, value: String, unit: LimitUnit?, minimum: Int, maximum: Int)
    /// One of `maxWidth` and `maxHeight` without the other.
    case limitWithoutPartner(entry: EntryLabel, present: String, absent: String)

    // MARK: lifecycle-order, replacement-without-deprecation

    /// Deprecated in a version before the one it was introduced in.
    case deprecatedBeforeIntroduced(entry: EntryLabel, deprecated: String, introduced: String)
    /// Removed in a version before the one it was deprecated in.
    case removedBeforeDeprecated(entry: EntryLabel, removed: String, deprecated: String)
    /// Removed in a version before the one it was introduced in.
    case removedBeforeIntroduced(entry: EntryLabel, removed: String, introduced: String)
    /// `replacedBy` on a framework that is neither deprecated nor removed.
    case replacementWithoutDeprecation(entry: EntryLabel, replacement: String)

    // MARK: id-format, text-whitespace, translation-missing, https-url

    /// The id is not kebab-case.
    case idNotKebabCase(entry: EntryLabel)
    /// The id is longer than `maximum` characters.
    case idTooLong(entry: EntryLabel, length: Int, maximum: Int)
    /// The id is a device name Windows reserves (`con`, `com1` …).
    case idReservedName(entry: EntryLabel, id: String)
    /// A text's white space is wrong.
    case whitespace(entry: EntryLabel, field: String, problem: WhitespaceProblem)
    /// A localized text has no English.
    case englishMissing(entry: EntryLabel, field: String)
    /// A localized text lacks these (non-English) languages, in catalog order.
    case translationsMissing(entry: EntryLabel, field: String, languages: [CatalogLanguage])
    /// A source's `url` is not https.
    case notHTTPS(entry: EntryLabel, url: String)
    /// Reader text of `field` in `language` names a source document with `phrase`.
    case readerTextNamesSource(entry: EntryLabel, field: String, language: CatalogLanguage, phrase: String)

    // MARK: version-order, release-after-announcement, future-date

    /// Two versions share a major number; `first` has it first.
    case sharedMajor(entry: EntryLabel, major: Int, first: EntryLabel)
    /// A version is not released after the version with the next lower major.
    case releaseOutOfOrder(
        entry: EntryLabel, major: Int, released: String, previous: EntryLabel, previousMajor: Int,
        previousReleased: String)
    /// A version is released before it was announced.
    case releasedBeforeAnnounced(entry: EntryLabel, released: String, announced: String)
    /// A point release whose version is not of the entry's major.
    case releaseOutsideMajor(entry: EntryLabel, release: String, major: Int)
    /// A point release listed after `previous`, which has a higher version.
    case releaseVersionOrder(entry: EntryLabel, release: String, previous: String)
    /// A point release dated before `previous`, which has a lower version.
    case releaseDateOrder(entry: EntryLabel, release: String, date: String, previous: String, previousDate: String)
    /// The first point release is not dated on the version's `released` day.
    case firstReleaseDate(entry: EntryLabel, release: String, date: String, released: String)
    /// A point release dated after today (a release on record has shipped).
    case releaseInFuture(entry: EntryLabel, release: String, date: String, today: String)
    /// A codec's support fact dated before the codec's `introduced` release.
    case supportBeforeIntroduced(entry: EntryLabel, feature: String, since: String, introduced: String)
    /// A retired program's end lies before its start.
    case programEndsBeforeStart(entry: EntryLabel, started: String, ended: String)
    /// A support status dated after today.
    case supportAsOfInFuture(entry: EntryLabel, asOf: String, today: String)
    /// A support status dated before the version's release.
    case supportAsOfBeforeRelease(entry: EntryLabel, asOf: String, released: String)
    /// A point release dated after a support status that says updates no longer ship.
    case updateAfterSupportEnded(entry: EntryLabel, release: String, date: String, asOf: String)
    /// A tool release dated before the release listed before it.
    case toolReleaseDateOrder(entry: EntryLabel, release: String, date: String, previous: String, previousDate: String)
    /// An Xcode release whose iOS SDK version is not a release the catalog records.
    case sdkNotARelease(entry: EntryLabel, release: String, sdk: String)
    /// A Swift version whose Xcode is not an Xcode release the catalog records.
    case unknownXcodeRelease(entry: EntryLabel, release: String, xcode: String)
    /// A version date beyond today plus `marginDays`.
    case dateInFuture(entry: EntryLabel, field: String, date: String, marginDays: Int, today: String)
    /// A source year beyond the year of today plus `marginDays`.
    case yearInFuture(entry: EntryLabel, year: Int, limitYear: Int, today: String, marginDays: Int)

    /// The unit of a codec limit, for messages.
    public enum LimitUnit: Sendable, Hashable, CaseIterable {
        /// Kilobits per second (`maxBitrateKbps`).
        case kilobitsPerSecond
        /// Frames per second (`maxFrameRate`).
        case framesPerSecond

        /// English: `kb/s`, `frames per second`.
        public var englishText: String {
            switch self {
            case .kilobitsPerSecond: "kb/s"
            case .framesPerSecond: "frames per second"
            }
        }
    }

    /// What is wrong with a text's white space; positions count Unicode scalars from 1.
    public enum WhitespaceProblem: Sendable, Hashable {
        /// The text is empty.
        case empty
        /// It starts and ends with white space.
        case leadingAndTrailing
        /// It starts with white space.
        case leading
        /// It ends with white space.
        case trailing
        /// It holds a line break or tab at this character.
        case lineBreakOrTab(at: Int)
        /// Two white-space characters in a row, the first at this character.
        case doubleSpace(at: Int)

        /// English: `is empty`, `starts with white space` …
        public var englishText: String {
            switch self {
            case .empty: "is empty"
            case .leadingAndTrailing: "starts and ends with white space"
            case .leading: "starts with white space"
            case .trailing: "ends with white space"
            case .lineBreakOrTab(let at): "contains a line break or tab at character \(at)"
            case .doubleSpace(let at): "has two white-space characters in a row at character \(at)"
            }
        }
    }

    /// The library's English wording.
    public var englishText: String {
        switch self {
        case .syntax(let reason):
            return JSONParseError.defaultMessage(for: reason)
        case .schema(let entry, let pointer, let reason):
            let shown = pointer.isRoot ? "(root)" : pointer.description
            let place = entry.map { "\($0) at \(shown)" } ?? shown
            return "\(place): \(ValidationError.message(for: reason, at: pointer))"
        case .catalog(let entry, let problem):
            return Self.prefix(entry) + problem.message
        case .integerOutOfRange(let entry, let field, let number):
            return Self.prefix(entry) + "'\(field)' is \(number), an integer outside the range the catalog reads (\(Int.min)…\(Int.max))"
        case .duplicateID(let kind, let id, let firstKind, let first):
            return "\(kind?.rawValue ?? "entry") '\(id)': the id is already used by the \(firstKind?.rawValue ?? "entry") at \(first)"
        case .unknownReference(let entry, let field, let kind, let id, let suggestion):
            return Self.prefix(entry) + "'\(field)' refers to unknown \(kind.rawValue) '\(id)'" + Self.didYouMean(suggestion)
        case .unknownSource(let entry, let id, let suggestion):
            return Self.prefix(entry) + "a citation names unknown source '\(id)'" + Self.didYouMean(suggestion)
        case .citationsMissing(let entry):
            return "\(entry) cites no source; add 'citations' with at least one citation"
        case .citationsEmpty(let entry):
            return "\(entry) cites no source; 'citations' needs at least one citation"
        case .uncitedSource(let entry):
            return "\(entry) is not cited by any entry"
        case .locatorRepeatsTitle(let entry, let source):
            return
                "\(entry): the locator of its citation of '\(source)' repeats the source's title; name the place in the source instead (section, page, paragraph, header symbol)"
        case .sourceCitedTwice(let entry, let source):
            return "\(entry) cites '\(source)' more than once; give all the places in one citation's locator, separated by '; '"
        case .sourceWithoutURL(let entry):
            return "\(entry) has no 'url'; a public reference needs the address of the one document it is"
        case .sourceURLNotADocument(let entry, let url):
            return "\(entry): 'url' '\(url)' is a site's front page or index, not one document; give the address of the page cited"
        case .sdkHeaderWithoutVersion(let entry):
            return "\(entry) is an SDK header without 'sdkVersion'; name the iOS SDK the header was read in (\"17.0\")"
        case .sdkVersionOnOtherSource(let entry, let kind):
            return "\(entry): 'sdkVersion' is only for sources of kind 'sdk-header', but its kind is '\(kind)'"
        case .limitsOnNonVideoCodec(let entry, let kind):
            return "\(entry): 'limits' are only for video codecs, but its kind is '\(kind)'"
        case .limitNotPositive(let entry, let field, let value):
            return "\(entry): '\(field)' must be positive, found \(value)"
        case .limitOutOfRange(let entry, let field, let value, let unit, let minimum, let maximum):
            let unitText = unit.map { " \($0.englishText)" } ?? ""
            return "\(entry): '\(field)' is \(value)\(unitText), outside the plausible range \(minimum)…\(maximum)"
        case .limitWithoutPartner(let entry, let present, let absent):
            return "\(entry): 'limits.\(present)' is given without 'limits.\(absent)'; give both or neither"
        case .deprecatedBeforeIntroduced(let entry, let deprecated, let introduced):
            return "\(entry) is deprecated in \(deprecated), before it was introduced in \(introduced)"
        case .removedBeforeDeprecated(let entry, let removed, let deprecated):
            return "\(entry) is removed in \(removed), before it was deprecated in \(deprecated)"
        case .removedBeforeIntroduced(let entry, let removed, let introduced):
            return "\(entry) is removed in \(removed), before it was introduced in \(introduced)"
        case .replacementWithoutDeprecation(let entry, let replacement):
            return "\(entry): 'replacedBy' names '\(replacement)', but the framework is neither deprecated nor removed"
        case .idNotKebabCase(let entry):
            return "\(entry): id must be kebab-case (lower-case letters a–z and digits in groups joined by single hyphens)"
        case .idTooLong(let entry, let length, let maximum):
            return "\(entry): id is \(length) characters long, longer than the maximum \(maximum)"
        case .idReservedName(let entry, let id):
            return "\(entry): id '\(id)' is a device name reserved by Windows and cannot name a file"
        case .whitespace(let entry, let field, let problem):
            return "\(entry): '\(field)' \(problem.englishText)"
        case .englishMissing(let entry, let field):
            return "\(entry): '\(field)' has no English text (en), the source language"
        case .translationsMissing(let entry, let field, let languages):
            let names = languages.map { "\(CatalogLanguage.englishName($0)) (\($0.code))" }
            let list =
                names.count <= 2
                ? names.joined(separator: " and ")
                : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return "\(entry): '\(field)' has no text in \(list)"
        case .notHTTPS(let entry, let url):
            return "\(entry): 'url' must be an https URL (https://…), found '\(url)'"
        case .readerTextNamesSource(let entry, let field, let language, let phrase):
            return
                "\(entry): '\(field)' (\(language.code)) talks about a source document ('\(phrase)'); state the fact on its own and move the remark to 'sourceNotes'"
        case .sharedMajor(let entry, let major, let first):
            return "\(entry): major \(major) is also the major of \(first); each version needs its own major"
        case .releaseOutOfOrder(let entry, let major, let released, let previous, let previousMajor, let previousReleased):
            return
                "\(entry) (major \(major)) is released on \(released), not after \(previous) (major \(previousMajor)), released on \(previousReleased)"
        case .releasedBeforeAnnounced(let entry, let released, let announced):
            return "\(entry) is released on \(released), before it was announced on \(announced)"
        case .releaseOutsideMajor(let entry, let release, let major):
            return "\(entry): release '\(release)' is not a release of major \(major)"
        case .releaseVersionOrder(let entry, let release, let previous):
            return "\(entry): release '\(release)' is listed after '\(previous)'; list releases in version order"
        case .releaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return "\(entry): release '\(release)' is dated \(date), before '\(previous)' (\(previousDate)), which has a lower version"
        case .firstReleaseDate(let entry, let release, let date, let released):
            return "\(entry): its first release '\(release)' is dated \(date), but 'released' is \(released); the two must agree"
        case .releaseInFuture(let entry, let release, let date, let today):
            return "\(entry): release '\(release)' is dated \(date), after today (\(today)); record only releases that have shipped"
        case .supportBeforeIntroduced(let entry, let feature, let since, let introduced):
            return "\(entry): its \(feature) support since \(since) comes before the format was introduced in \(introduced)"
        case .programEndsBeforeStart(let entry, let started, let ended):
            return "\(entry): it ended (\(ended)) before it started (\(started))"
        case .supportAsOfInFuture(let entry, let asOf, let today):
            return "\(entry): support status 'asOf' is \(asOf), after today (\(today)); give the day of the source the status was read from"
        case .supportAsOfBeforeRelease(let entry, let asOf, let released):
            return "\(entry): support status 'asOf' is \(asOf), before the version's release on \(released)"
        case .updateAfterSupportEnded(let entry, let release, let date, let asOf):
            return
                "\(entry): release '\(release)' is dated \(date), after the day (\(asOf)) on which its support status says updates no longer ship"
        case .toolReleaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return
                "\(entry): release '\(release)' is dated \(date), before '\(previous)' (\(previousDate)), which is listed before it; list releases oldest first"
        case .sdkNotARelease(let entry, let release, let sdk):
            return "\(entry): release '\(release)' ships the iOS \(sdk) SDK, but the catalog records no iOS release \(sdk)"
        case .unknownXcodeRelease(let entry, let release, let xcode):
            return "\(entry): release '\(release)' names Xcode \(xcode), which the catalog does not list among Xcode's releases"
        case .dateInFuture(let entry, let field, let date, let margin, let today):
            return "\(entry): '\(field)' \(date) is more than \(margin) \(margin == 1 ? "day" : "days") after today (\(today))"
        case .yearInFuture(let entry, let year, let limitYear, let today, let margin):
            return
                "\(entry): 'year' \(year) is after \(limitYear), the year of today (\(today)) plus \(margin) \(margin == 1 ? "day" : "days")"
        }
    }

    private static func prefix(_ entry: EntryLabel?) -> String {
        entry.map { "\($0): " } ?? ""
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// How a diagnostic names the entry it is about: by kind and id, or, for an entry without a
/// readable id, by kind and place.
public enum EntryLabel: Sendable, Hashable, CustomStringConvertible {
    /// `framework 'core-location'` (the id made safe for a one-line message).
    case named(EntityKind, id: String)
    /// `framework at /frameworks/3`.
    case unnamed(EntityKind, at: JSONPointer)

    /// The kind of entry.
    public var kind: EntityKind {
        switch self {
        case .named(let kind, _), .unnamed(let kind, _): kind
        }
    }

    /// English: `framework 'core-location'`, `framework at /frameworks/3`.
    public var description: String {
        switch self {
        case .named(let kind, let id): "\(kind.rawValue) '\(id)'"
        case .unnamed(let kind, let pointer): "\(kind.rawValue) at \(pointer)"
        }
    }
}
