import Diagnostics
import JSONReader
import Locales
import TranslationInterchange

/// What importing a translator's file would do, unit by unit, before anything is written:
/// made by ``TranslationProject/plan(_:options:)``, carried out by ``TranslationProject/apply(_:)``.
///
/// Each unit of the file lands in exactly one group, so the groups add up to ``unitCount``
/// (``accountedUnits``):
/// - ``changes``: its translation (text, or review state) differs from the project's, the
///   English has not changed since export, and the new text passes the checks of
///   `oscat l10n check`: applied.
/// - ``conflicts``: it differs, but the English changed since export (the file's fingerprint
///   is not the current one): reported, not applied.
/// - ``unknown``: the id is not a unit of the project (or a plural category the language does
///   not use, or a plural entry for a unit that is not plural): reported; one unusable entry
///   makes its whole unit unknown.
/// - ``invalid``: the new text fails an error rule of `l10n check` (placeholders, plural
///   categories, verbatim tokens, Markdown shape, encoding, blank or padded text): reported
///   with the findings, not applied.
/// - ``skipped``: not applied for a reason of its own (``Skipped/Reason``): catalog text
///   marked fuzzy or for review, an empty translation over an existing one, no fingerprint.
/// - ``unchanged``: same text and review state, or no translation in the file where the
///   project has none either: untouched.
public struct ImportPlan: Sendable {
    /// The target language of the file.
    public var language: CatalogLanguage
    /// The units to write, by id.
    public var changes: [Change]
    /// The units not applied because their English changed since export, by id.
    public var conflicts: [Conflict]
    /// The ids of the file that name no unit, in file order.
    public var unknown: [Unknown]
    /// The units not applied because their new text fails the checks, by id.
    public var invalid: [Invalid]
    /// The units not applied for another reason, by id.
    public var skipped: [Skipped]
    /// The number of units the file leaves as they are.
    public var unchanged: Int
    /// The number of units in the file (a plural unit counts once, whatever its entries).
    public var unitCount: Int

    /// Creates a plan.
    public init(
        language: CatalogLanguage, changes: [Change] = [], conflicts: [Conflict] = [], unknown: [Unknown] = [],
        invalid: [Invalid] = [], skipped: [Skipped] = [], unchanged: Int = 0, unitCount: Int = 0
    ) {
        self.language = language
        self.changes = changes
        self.conflicts = conflicts
        self.unknown = unknown
        self.invalid = invalid
        self.skipped = skipped
        self.unchanged = unchanged
        self.unitCount = unitCount
    }

    /// The number of units with an unknown id (several entries of one unit count once).
    public var unknownUnitCount: Int { Set(unknown.map(\.unitID)).count }

    /// The units of the file in some group: changes, unchanged, conflicts, unknown, invalid and
    /// skipped together; always ``unitCount``.
    public var accountedUnits: Int {
        changes.count + unchanged + conflicts.count + unknownUnitCount + invalid.count + skipped.count
    }

    /// The skipped units for `reason`.
    public func skipped(_ reason: Skipped.Reason) -> [Skipped] { skipped.filter { $0.reason == reason } }

    /// A translation to write.
    public struct Change: Sendable, Hashable {
        /// The unit.
        public var unitID: String
        /// Where the unit is stored.
        public var domain: TranslationUnit.Domain
        /// The unit's file (its path).
        public var file: String
        /// The translation before the import, nil when there was none.
        public var previous: TranslationUnit.Text?
        /// The translation after it. For a plural unit: the present forms with the file's
        /// non-empty forms put over them.
        public var text: TranslationUnit.Text
        /// Whether the file marks it for review (written as String Catalog state
        /// `needs_review`; otherwise `translated`).
        public var needsReview: Bool
        /// Whether only the review state changes (the text is the same).
        public var isStateOnly: Bool { previous == text }
        /// Where the unit is in the imported file.
        public var position: SourcePosition
    }

    /// A translation made from an English text that has changed since.
    public struct Conflict: Sendable, Hashable {
        /// The unit.
        public var unitID: String
        /// The fingerprint of the English the file was made from (nil when the file has none
        /// and its English source text differs from the current one).
        public var exportedFingerprint: String?
        /// The fingerprint of the current English.
        public var currentFingerprint: String
        /// The file's English source text, as written (the first of a plural unit's forms).
        public var exportedSource: String?
        /// The current English text.
        public var currentSource: TranslationUnit.Text
        /// The translation the file proposes.
        public var proposed: TranslationUnit.Text
        /// Where the unit is in the imported file.
        public var position: SourcePosition
    }

    /// An id of the file that the project does not know.
    public struct Unknown: Sendable, Hashable {
        /// Why the id is unknown.
        public enum Reason: Sendable, Hashable {
            /// No unit has this id (or it has no English text).
            case noSuchUnit
            /// A plural entry for a unit that is not plural, or a plain one for a plural unit.
            case pluralMismatch
            /// A plural category the target language does not use.
            case categoryNotUsed(PluralCategory)
        }

        /// The id as written in the file.
        public var id: String
        /// The unit the entry belongs to (the id without a plural suffix).
        public var unitID: String
        /// Why.
        public var reason: Reason
        /// Where it is in the file.
        public var position: SourcePosition
    }

    /// A unit not applied for a reason other than a conflict.
    public struct Skipped: Sendable, Hashable {
        /// Why a unit was skipped.
        public enum Reason: Sendable, Hashable {
            /// Catalog text marked `#, fuzzy` in a PO file: catalog files have no review state, so
            /// applying it would publish it as final.
            case fuzzy
            /// Catalog text in a `needs-…` state in an XLIFF file (`needs-review-translation`):
            /// as for ``fuzzy``.
            case needsReview
            /// The file's translation is empty where the project has one: an import never
            /// erases a translation.
            case emptyTarget
            /// The file carries no fingerprint for a changed unit (its comment was removed), so
            /// whether the English changed since the export cannot be told: a conflict, unless
            /// the import is forced (``ImportOptions/force``).
            case noFingerprint
        }

        /// The unit.
        public var unitID: String
        /// Why.
        public var reason: Reason
        /// Where the unit is in the imported file.
        public var position: SourcePosition
    }

    /// A translation refused because it fails the checks of `oscat l10n check`.
    public struct Invalid: Sendable, Hashable {
        /// The unit.
        public var unitID: String
        /// The error findings of the proposed translation, in order, at the entry's position in
        /// the imported file (a finding's `file` is the file's path as given to
        /// ``InterchangeDocument/read(_:path:)``).
        public var findings: [Diagnostic<L10nProblem>]
        /// Where the unit is in the imported file.
        public var position: SourcePosition
    }

    /// Whether applying the plan would write anything.
    public var hasChanges: Bool { !changes.isEmpty }
}

/// How ``TranslationProject/plan(_:options:)`` treats what it cannot verify.
public struct ImportOptions: Sendable, Hashable {
    /// Apply changed units that carry no fingerprint (`oscat l10n import --force`); they are
    /// then checked by their English source text, as a file without fingerprints was before.
    public var force: Bool
    /// The rules of `oscat l10n check` an incoming translation must pass (their errors make it
    /// ``ImportPlan/invalid``); ``L10nRule/importRules`` by default. An empty set turns the
    /// checks off, for testing the file formats alone.
    public var rules: Set<L10nRule>

    /// Creates options; by default a changed unit without a fingerprint is not applied and
    /// every incoming translation is checked.
    public init(force: Bool = false, rules: Set<L10nRule> = L10nRule.importRules) {
        self.force = force
        self.rules = rules
    }
}

extension TranslationProject {
    /// What importing `document` would do (see ``ImportPlan``); reads nothing from disk and
    /// writes nothing.
    ///
    /// Per unit: the file's non-empty targets make the new translation (an empty target never
    /// erases one: over an existing translation it is skipped as ``ImportPlan/Skipped/Reason/emptyTarget``);
    /// its review mark is "needs review" when any of the unit's entries has it. The unit changes
    /// when the text or the review state differs from the project's (the review state as
    /// exported: not `translated` in the String Catalog, or a recorded fingerprint that is not
    /// the current one). A change is a conflict when the file's fingerprint is not the current
    /// English fingerprint; when the file has none, it is skipped
    /// (``ImportPlan/Skipped/Reason/noFingerprint``) unless `options.force`, and then a conflict
    /// when its English source texts differ from the current ones. Last, the new text must pass
    /// the error rules of ``L10nChecker`` that judge a text (``L10nRule/importRules``), else
    /// the unit is ``ImportPlan/invalid``.
    public func plan(_ document: InterchangeDocument, options: ImportOptions = ImportOptions()) -> ImportPlan {
        let language = document.language
        var plan = ImportPlan(language: language)
        let categories = PluralRules(language).categories
        let checker = L10nChecker(options: L10nCheckOptions(rules: options.rules))

        // Group the entries by unit, in file order.
        var order: [String] = []
        var groups: [String: [InterchangeEntry]] = [:]
        for var entry in document.entries {
            if entry.category != nil, let unit = unitsByID[entry.writtenID], unit.source.map({ !Self.isPlural($0.text) }) ?? false {
                // An id that merely looks like a plural one (`x|plural.one`) but names a unit.
                entry.unitID = entry.writtenID
                entry.category = nil
            }
            if groups[entry.unitID] == nil { order.append(entry.unitID) }
            groups[entry.unitID, default: []].append(entry)
        }
        plan.unitCount = order.count

        for unitID in order {
            let entries = groups[unitID] ?? []
            guard let unit = unitsByID[unitID], let english = unit.source?.text, language != .english else {
                for entry in entries {
                    plan.unknown.append(.init(id: entry.writtenID, unitID: unitID, reason: .noSuchUnit, position: entry.position))
                }
                continue
            }
            let plural = Self.isPlural(english)
            var valid: [InterchangeEntry] = []
            var unusable: [ImportPlan.Unknown] = []
            for entry in entries {
                if let category = entry.category, plural {
                    if categories.contains(category) {
                        valid.append(entry)
                    } else {
                        unusable.append(
                            .init(id: entry.writtenID, unitID: unitID, reason: .categoryNotUsed(category), position: entry.position))
                    }
                } else if entry.category == nil && !plural {
                    valid.append(entry)
                } else {
                    unusable.append(.init(id: entry.writtenID, unitID: unitID, reason: .pluralMismatch, position: entry.position))
                }
            }
            // A unit with an entry that cannot be placed is not applied in part.
            guard unusable.isEmpty, let first = valid.first else {
                plan.unknown += unusable
                continue
            }
            let translated = valid.filter { !$0.target.isEmpty }
            let current = unit.translations[language.code]
            let text: TranslationUnit.Text
            if translated.isEmpty {
                let present = current.map { !$0.text.strings.allSatisfy(TextInspections.isBlank) } ?? false
                if present {
                    plan.skipped.append(.init(unitID: unitID, reason: .emptyTarget, position: first.position))
                } else {
                    plan.unchanged += 1
                }
                continue
            }
            if plural {
                var forms: [String: String] = [:]
                if case .plural(let present) = current?.text { forms = present }
                for entry in translated { if let category = entry.category { forms[category.rawValue] = entry.target } }
                text = .plural(forms)
            } else {
                text = .single(translated[translated.count - 1].target)
            }
            let needsReview = translated.contains { $0.needsReview }
            let currentReview = ReviewStatus.needsReview(unit, language: language, fingerprints: fingerprints)
            if current?.text == text && currentReview == needsReview {
                plan.unchanged += 1
                continue
            }
            if unit.domain == .catalog && needsReview {
                let reason: ImportPlan.Skipped.Reason = document.format == .po ? .fuzzy : .needsReview
                plan.skipped.append(.init(unitID: unitID, reason: reason, position: first.position))
                continue
            }
            let currentFingerprint = sourceFingerprint(of: english)
            let exported = valid.compactMap(\.fingerprint)
            let isCurrent: Bool
            if exported.isEmpty {
                guard options.force else {
                    plan.skipped.append(.init(unitID: unitID, reason: .noFingerprint, position: first.position))
                    continue
                }
                isCurrent = valid.allSatisfy { entry in
                    entry.source != nil && entry.source == ExportItem.form(entry.category ?? .other, of: english)
                }
            } else {
                isCurrent = exported.allSatisfy { $0 == currentFingerprint }
            }
            guard isCurrent else {
                plan.conflicts.append(
                    .init(
                        unitID: unitID, exportedFingerprint: exported.first { $0 != currentFingerprint } ?? exported.first,
                        currentFingerprint: currentFingerprint, exportedSource: first.source, currentSource: english,
                        proposed: text, position: first.position))
                continue
            }
            let findings = Self.findings(
                of: text, needsReview: needsReview, for: unit, language: language, checker: checker,
                file: document.path ?? unit.file, position: first.position)
            guard findings.isEmpty else {
                plan.invalid.append(.init(unitID: unitID, findings: findings, position: first.position))
                continue
            }
            plan.changes.append(
                .init(
                    unitID: unitID, domain: unit.domain, file: unit.file, previous: current?.text, text: text,
                    needsReview: needsReview, position: first.position))
        }
        plan.changes.sort { $0.unitID < $1.unitID }
        plan.conflicts.sort { $0.unitID < $1.unitID }
        plan.invalid.sort { $0.unitID < $1.unitID }
        plan.skipped.sort { $0.unitID < $1.unitID }
        return plan
    }

    /// The error findings of `text` as the `language` translation of `unit`, placed at
    /// `file`:`position` (the imported file), sorted.
    static func findings(
        of text: TranslationUnit.Text, needsReview: Bool, for unit: TranslationUnit, language: CatalogLanguage,
        checker: L10nChecker, file: String, position: SourcePosition
    ) -> [Diagnostic<L10nProblem>] {
        var candidate = unit
        candidate.file = file
        candidate.translations[language.code] = TranslationUnit.Translation(
            text: text, state: unit.domain == .ui ? (needsReview ? "needs_review" : "translated") : nil, position: position)
        return checker.check(unit: candidate, fingerprints: nil)
            .filter { $0.language == language.code && $0.severity == .error }
            .sorted()
    }

    static func isPlural(_ text: TranslationUnit.Text) -> Bool {
        if case .plural = text { return true }
        return false
    }
}
