import Diagnostics
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

extension LocalizedStrings {
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
        case .named(let kind, let id): validateEntryNamed(kindName(kind), id)
        case .unnamed(let kind, let pointer): validateEntryAt(kindName(kind), pointer.description)
        }
    }

    /// What `oscat validate` found, in the user's language. Entry ids, field names, values,
    /// dates and pointers stay as written.
    func message(for reason: ValidationMessage) -> String {
        /// `entry: text`, or the text alone without an entry.
        func about(_ entry: EntryLabel?, _ text: String) -> String {
            entry.map { validateAbout(label($0), text) } ?? text
        }
        switch reason {
        case .syntax(let reason):
            return message(for: reason)
        case .schema(let entry, let pointer, let reason):
            let place = entry.map { validateEntryAt(label($0), pointerText(pointer)) } ?? pointerText(pointer)
            return validateAbout(place, message(for: reason, at: pointer))
        case .catalog(let entry, let problem):
            return about(entry, message(for: problem))
        case .integerOutOfRange(let entry, let field, let number):
            return about(entry, validateIntegerOutOfRange(field, number, String(Int.min), String(Int.max)))
        case .duplicateID(let kind, let id, let firstKind, let first):
            let name = validateEntryNamed(kind.map(kindName) ?? validateUnknownEntry, id)
            return validateDuplicateID(name, firstKind.map(kindName) ?? validateUnknownEntry, first.description)
        case .unknownReference(let entry, let field, let kind, let id, let suggestion):
            return about(entry, problemUnknownReference(field, kindName(kind), id) + didYouMean(suggestion))
        case .unknownSource(let entry, let id, let suggestion):
            return about(entry, validateUnknownSource(id) + didYouMean(suggestion))
        case .citationsMissing(let entry):
            return validateCitationsMissing(label(entry))
        case .citationsEmpty(let entry):
            return validateCitationsEmpty(label(entry))
        case .uncitedSource(let entry):
            return validateUncitedSource(label(entry))
        case .locatorRepeatsTitle(let entry, let source):
            return about(entry, validateLocatorRepeatsTitle(source))
        case .sourceCitedTwice(let entry, let source):
            return validateSourceCitedTwice(label(entry), source)
        case .sourceWithoutURL(let entry):
            return validateSourceWithoutURL(label(entry))
        case .sourceURLNotADocument(let entry, let url):
            return about(entry, validateSourceURLNotDocument(url))
        case .sdkHeaderWithoutVersion(let entry):
            return validateSDKHeaderWithoutVersion(label(entry))
        case .sdkVersionOnOtherSource(let entry, let kind):
            return about(entry, validateSDKVersionNotHeader(kind))
        case .limitsOnNonVideoCodec(let entry, let kind):
            return about(entry, validateLimitsNotVideo(kind))
        case .limitNotPositive(let entry, let field, let value):
            return about(entry, validateLimitNotPositive(field, value))
        case .limitOutOfRange(let entry, let field, let value, let unit, let minimum, let maximum):
            let amount: String
            switch unit {
            case .kilobitsPerSecond: amount = unitBitrate(value)
            case .framesPerSecond: amount = validateFramesPerSecond(value)
            case nil: amount = value
            }
            return about(entry, validateLimitOutOfRange(field, amount, String(minimum), String(maximum)))
        case .limitWithoutPartner(let entry, let present, let absent):
            return about(entry, validateLimitWithoutPartner(present, absent))
        case .deprecatedBeforeIntroduced(let entry, let deprecated, let introduced):
            return validateDeprecatedBeforeIntroduced(label(entry), deprecated, introduced)
        case .removedBeforeDeprecated(let entry, let removed, let deprecated):
            return validateRemovedBeforeDeprecated(label(entry), removed, deprecated)
        case .removedBeforeIntroduced(let entry, let removed, let introduced):
            return validateRemovedBeforeIntroduced(label(entry), removed, introduced)
        case .replacementWithoutDeprecation(let entry, let replacement):
            return about(entry, validateReplacementWithoutDeprecation(replacement))
        case .idNotKebabCase(let entry):
            return about(entry, validateIDNotKebabCase)
        case .idTooLong(let entry, let length, let maximum):
            return about(entry, validateIDTooLong(countCharacters(length), String(maximum)))
        case .idReservedName(let entry, let id):
            return about(entry, validateIDReserved(id))
        case .whitespace(let entry, let field, let problem):
            return about(entry, wording(problem, field: field))
        case .englishMissing(let entry, let field):
            return about(entry, validateEnglishMissing(field))
        case .translationsMissing(let entry, let field, let languages):
            let names = languages.map { validateLanguageWithCode(languageName($0), $0.code) }
            return about(entry, validateTranslationsMissing(field, joinedWithAnd(names)))
        case .notHTTPS(let entry, let url):
            return about(entry, validateNotHttps(url))
        case .readerTextNamesSource(let entry, let field, let language, let phrase):
            return about(entry, validateSourceMention(field, language.code, phrase))
        case .sharedMajor(let entry, let major, let first):
            return about(entry, validateSharedMajor(String(major), label(first)))
        case .releaseOutOfOrder(let entry, let major, let released, let previous, let previousMajor, let previousReleased):
            return validateReleaseOutOfOrder(
                label(entry), String(major), released, label(previous), String(previousMajor),
                previousReleased)
        case .releasedBeforeAnnounced(let entry, let released, let announced):
            return validateReleasedBeforeAnnounced(label(entry), released, announced)
        case .releaseOutsideMajor(let entry, let release, let major):
            return about(entry, validateReleaseOutsideMajor(release, String(major)))
        case .releaseVersionOrder(let entry, let release, let previous):
            return about(entry, validateReleaseVersionOrder(release, previous))
        case .releaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return about(entry, validateReleaseDateOrder(release, date, previous, previousDate))
        case .firstReleaseDate(let entry, let release, let date, let released):
            return about(entry, validateFirstReleaseDate(release, date, released))
        case .releaseInFuture(let entry, let release, let date, let today):
            return about(entry, validateReleaseInFuture(release, date, today))
        case .supportBeforeIntroduced(let entry, let feature, let since, let introduced):
            return about(entry, validateSupportBeforeIntroduced(feature, since, introduced))
        case .programEndsBeforeStart(let entry, let started, let ended):
            return about(entry, validateProgramEndsBeforeStart(ended, started))
        case .supportAsOfInFuture(let entry, let asOf, let today):
            return about(entry, validateSupportAsOfInFuture(asOf, today))
        case .supportAsOfBeforeRelease(let entry, let asOf, let released):
            return about(entry, validateSupportAsOfBeforeRelease(asOf, released))
        case .updateAfterSupportEnded(let entry, let release, let date, let asOf):
            return about(entry, validateUpdateAfterSupportEnded(release, date, asOf))
        case .toolReleaseDateOrder(let entry, let release, let date, let previous, let previousDate):
            return about(entry, validateToolReleaseDateOrder(release, date, previous, previousDate))
        case .sdkNotARelease(let entry, let release, let sdk):
            return about(entry, validateSDKNotARelease(release, sdk))
        case .unknownXcodeRelease(let entry, let release, let xcode):
            return about(entry, validateUnknownXcodeRelease(release, xcode))
        case .dateInFuture(let entry, let field, let date, let margin, let today):
            return about(entry, validateDateInFuture(field, date, countDays(margin), today))
        case .yearInFuture(let entry, let year, let limitYear, let today, let margin):
            return about(entry, validateYearInFuture(String(year), String(limitYear), today, countDays(margin)))
        }
    }

    /// What is wrong with the white space of `field`.
    private func wording(_ problem: ValidationMessage.WhitespaceProblem, field: String) -> String {
        switch problem {
        case .empty: validateTextEmpty(field)
        case .leadingAndTrailing: validateTextPadded(field)
        case .leading: validateTextLeading(field)
        case .trailing: validateTextTrailing(field)
        case .lineBreakOrTab(let at): validateTextLineBreak(field, String(at))
        case .doubleSpace(let at): validateTextDoubleSpace(field, String(at))
        }
    }
}
