import Diagnostics
import OSCatalog
import OSCatalogSchema

extension UIStrings {
    /// `path:line:col: error: message [rule-id]`, worded in the user's language (the severity
    /// word and the rule id stay English, so editors and CI can parse the line).
    func line(for diagnostic: Diagnostic<ValidationProblem>) -> String {
        DiagnosticTextEncoder.line(diagnostic, message: message(for: diagnostic))
    }

    /// What a diagnostic of `oscat validate` says, in the user's language.
    func message(for diagnostic: Diagnostic<ValidationProblem>) -> String {
        message(for: diagnostic.reason)
    }

    /// How an entry is named: `framework 'core-location'`, `framework at /frameworks/3`.
    func label(_ entry: EntryLabel) -> String {
        switch entry {
        case .named(let kind, let id): self(.validateEntryNamed, kindName(kind), id)
        case .unnamed(let kind, let pointer): self(.validateEntryAt, kindName(kind), pointer.description)
        }
    }

    /// What `oscat validate` found, in the user's language. Entry ids, field names, values,
    /// dates and pointers stay as written.
    func message(for reason: ValidationMessage) -> String {
        /// `entry: text`, or the text alone without an entry.
        func about(_ entry: EntryLabel?, _ text: String) -> String {
            entry.map { self(.validateAbout, label($0), text) } ?? text
        }
        switch reason {
        case .syntax(let reason):
            return message(for: reason)
        case .schema(let entry, let pointer, let reason):
            let place = entry.map { self(.validateEntryAt, label($0), pointerText(pointer)) } ?? pointerText(pointer)
            return self(.validateAbout, place, message(for: reason, at: pointer))
        case .catalog(let entry, let problem):
            return about(entry, message(for: problem))
        case .integerOutOfRange(let entry, let field, let number):
            return about(entry, self(.validateIntegerOutOfRange, field, number, String(Int.min), String(Int.max)))
        case .duplicateID(let kind, let id, let firstKind, let first):
            let name = self(.validateEntryNamed, kind.map(kindName) ?? self(.validateUnknownEntry), id)
            return self(.validateDuplicateID, name, firstKind.map(kindName) ?? self(.validateUnknownEntry), first.description)
        case .unknownReference(let entry, let field, let kind, let id, let suggestion):
            return about(entry, self(.problemUnknownReference, field, kindName(kind), id) + didYouMean(suggestion))
        case .unknownSource(let entry, let id, let suggestion):
            return about(entry, self(.validateUnknownSource, id) + didYouMean(suggestion))
        case .citationsMissing(let entry):
            return self(.validateCitationsMissing, label(entry))
        case .citationsEmpty(let entry):
            return self(.validateCitationsEmpty, label(entry))
        case .uncitedSource(let entry):
            return self(.validateUncitedSource, label(entry))
        case .locatorRepeatsTitle(let entry, let source):
            return about(entry, self(.validateLocatorRepeatsTitle, source))
        case .sourceCitedTwice(let entry, let source):
            return self(.validateSourceCitedTwice, label(entry), source)
        case .sourceWithoutURL(let entry):
            return self(.validateSourceWithoutURL, label(entry))
        case .sourceURLNotADocument(let entry, let url):
            return about(entry, self(.validateSourceURLNotDocument, url))
        case .sdkHeaderWithoutVersion(let entry):
            return self(.validateSDKHeaderWithoutVersion, label(entry))
        case .sdkVersionOnOtherSource(let entry, let kind):
            return about(entry, self(.validateSDKVersionNotHeader, kind))
        case .limitsOnNonVideoCodec(let entry, let kind):
            return about(entry, self(.validateLimitsNotVideo, kind))
        case .limitNotPositive(let entry, let field, let value):
            return about(entry, self(.validateLimitNotPositive, field, value))
        case .limitOutOfRange(let entry, let field, let value, let unit, let minimum, let maximum):
            let amount: String
            switch unit {
            case .kilobitsPerSecond: amount = self(.unitBitrate, value)
            case .framesPerSecond: amount = self(.validateFramesPerSecond, value)
            case nil: amount = value
            }
            return about(entry, self(.validateLimitOutOfRange, field, amount, String(minimum), String(maximum)))
        case .limitWithoutPartner(let entry, let present, let absent):
            return about(entry, self(.validateLimitWithoutPartner, present, absent))
        case .deprecatedBeforeIntroduced(let entry, let deprecated, let introduced):
            return self(.validateDeprecatedBeforeIntroduced, label(entry), deprecated, introduced)
        case .removedBeforeDeprecated(let entry, let removed, let deprecated):
            return self(.validateRemovedBeforeDeprecated, label(entry), removed, deprecated)
        case .removedBeforeIntroduced(let entry, let removed, let introduced):
            return self(.validateRemovedBeforeIntroduced, label(entry), removed, introduced)
        case .replacementWithoutDeprecation(let entry, let replacement):
            return about(entry, self(.validateReplacementWithoutDeprecation, replacement))
        case .idNotKebabCase(let entry):
            return about(entry, self(.validateIDNotKebabCase))
        case .idTooLong(let entry, let length, let maximum):
            return about(entry, self(.validateIDTooLong, count(.countCharacters, length), String(maximum)))
        case .idReservedName(let entry, let id):
            return about(entry, self(.validateIDReserved, id))
        case .whitespace(let entry, let field, let problem):
            return about(entry, wording(problem, field: field))
        case .englishMissing(let entry, let field):
            return about(entry, self(.validateEnglishMissing, field))
        case .translationsMissing(let entry, let field, let languages):
            let names = languages.map { self(.validateLanguageWithCode, languageName($0), $0.code) }
            return about(entry, self(.validateTranslationsMissing, field, joinedWithAnd(names)))
        case .notHTTPS(let entry, let url):
            return about(entry, self(.validateNotHttps, url))
        case .readerTextNamesSource(let entry, let field, let language, let phrase):
            return about(entry, self(.validateSourceMention, field, language.code, phrase))
        case .sharedMajor(let entry, let major, let first):
            return about(entry, self(.validateSharedMajor, String(major), label(first)))
        case .releaseOutOfOrder(let entry, let major, let released, let previous, let previousMajor, let previousReleased):
            return self(.validateReleaseOutOfOrder, label(entry), String(major), released, label(previous), String(previousMajor),
                        previousReleased)
        case .releasedBeforeAnnounced(let entry, let released, let announced):
            return self(.validateReleasedBeforeAnnounced, label(entry), released, announced)
        case .releaseOutsideMajor(let entry, let release, let major):
            return about(entry, self(.validateReleaseOutsideMajor, release, String(major)))
        case .releaseVersionOrder(let entry, let release, let previous):
            return about(entry, self(.validateReleaseVersionOrder, release, previous))
        case .releaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return about(entry, self(.validateReleaseDateOrder, release, date, previous, previousDate))
        case .firstReleaseDate(let entry, let release, let date, let released):
            return about(entry, self(.validateFirstReleaseDate, release, date, released))
        case .releaseInFuture(let entry, let release, let date, let today):
            return about(entry, self(.validateReleaseInFuture, release, date, today))
        case .supportBeforeIntroduced(let entry, let feature, let since, let introduced):
            return about(entry, self(.validateSupportBeforeIntroduced, feature, since, introduced))
        case .programEndsBeforeStart(let entry, let started, let ended):
            return about(entry, self(.validateProgramEndsBeforeStart, ended, started))
        case .supportAsOfInFuture(let entry, let asOf, let today):
            return about(entry, self(.validateSupportAsOfInFuture, asOf, today))
        case .supportAsOfBeforeRelease(let entry, let asOf, let released):
            return about(entry, self(.validateSupportAsOfBeforeRelease, asOf, released))
        case .updateAfterSupportEnded(let entry, let release, let date, let asOf):
            return about(entry, self(.validateUpdateAfterSupportEnded, release, date, asOf))
        case .toolReleaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return about(entry, self(.validateToolReleaseDateOrder, release, date, previous, previousDate))
        case .sdkNotARelease(let entry, let release, let sdk):
            return about(entry, self(.validateSdkNotARelease, release, sdk))
        case .unknownXcodeRelease(let entry, let release, let xcode):
            return about(entry, self(.validateUnknownXcodeRelease, release, xcode))
        case .dateInFuture(let entry, let field, let date, let margin, let today):
            return about(entry, self(.validateDateInFuture, field, date, count(.countDays, margin), today))
        case .yearInFuture(let entry, let year, let limitYear, let today, let margin):
            return about(entry, self(.validateYearInFuture, String(year), String(limitYear), today, count(.countDays, margin)))
        }
    }

    /// What is wrong with the white space of `field`.
    private func wording(_ problem: ValidationMessage.WhitespaceProblem, field: String) -> String {
        switch problem {
        case .empty: self(.validateTextEmpty, field)
        case .leadingAndTrailing: self(.validateTextPadded, field)
        case .leading: self(.validateTextLeading, field)
        case .trailing: self(.validateTextTrailing, field)
        case .lineBreakOrTab(let at): self(.validateTextLineBreak, field, String(at))
        case .doubleSpace(let at): self(.validateTextDoubleSpace, field, String(at))
        }
    }
}
