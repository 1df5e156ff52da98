import JSONReader
import OSCatalog

/// What importing a translator's file would do, unit by unit, before anything is written:
/// made by ``TranslationProject/plan(_:)``, carried out by ``TranslationProject/apply(_:)``.
///
/// Each unit of the file lands in exactly one group:
/// - ``changes``: its translation (text, or review state) differs from the project's and the
///   English has not changed since export: applied.
/// - ``conflicts``: it differs, but the English changed since export (the file's fingerprint
///   is not the current one): reported, not applied.
/// - ``unknown``: the id is not a unit of the project (or a plural category the language does
///   not use, or a plural entry for a unit that is not plural): reported.
/// - ``skipped``: catalog text marked for review: reported, not applied (catalog text has no
///   review state to keep that mark).
/// - ``unchanged``: same text and review state, or no translation in the file: untouched.
public struct ImportPlan: Sendable {
    /// The target language of the file.
    public var language: CatalogLanguage
    /// The units to write, by id.
    public var changes: [Change]
    /// The units not applied because their English changed since export, by id.
    public var conflicts: [Conflict]
    /// The ids of the file that name no unit, in file order.
    public var unknown: [Unknown]
    /// The units not applied for another reason, by id.
    public var skipped: [Skipped]
    /// The number of units the file leaves as they are.
    public var unchanged: Int

    /// Creates a plan.
    public init(
        language: CatalogLanguage, changes: [Change] = [], conflicts: [Conflict] = [], unknown: [Unknown] = [],
        skipped: [Skipped] = [], unchanged: Int = 0
    ) {
        self.language = language
        self.changes = changes
        self.conflicts = conflicts
        self.unknown = unknown
        self.skipped = skipped
        self.unchanged = unchanged
    }

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
        /// Why.
        public var reason: Reason
        /// Where it is in the file.
        public var position: SourcePosition
    }

    /// A unit not applied for a reason other than a conflict.
    public struct Skipped: Sendable, Hashable {
        /// Why a unit was skipped.
        public enum Reason: Sendable, Hashable {
            /// Catalog text marked for review (XLIFF `needs-…`, PO `fuzzy`): catalog files have no
            /// review state, so applying it would publish it as final.
            case reviewStateNotStored
        }

        /// The unit.
        public var unitID: String
        /// Why.
        public var reason: Reason
        /// Where the unit is in the imported file.
        public var position: SourcePosition
    }

    /// Whether applying the plan would write anything.
    public var hasChanges: Bool { !changes.isEmpty }
}

extension TranslationProject {
    /// What importing `document` would do (see ``ImportPlan``); reads nothing from disk and
    /// writes nothing.
    ///
    /// Per unit: the file's non-empty targets make the new translation (an empty target never
    /// erases one); its review mark is "needs review" when any of the unit's entries has it.
    /// The unit changes when the text or the review state differs from the project's (the
    /// review state as exported: not `translated` in the String Catalog, or a recorded
    /// fingerprint that is not the current one). A change is a conflict when the file's
    /// fingerprint is not the current English fingerprint; when the file has no fingerprint,
    /// when its English source texts differ from the current ones.
    public func plan(_ document: InterchangeDocument) -> ImportPlan {
        let language = document.language
        var plan = ImportPlan(language: language)
        let categories = PluralRules(language).categories

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

        for unitID in order {
            let entries = groups[unitID] ?? []
            guard let unit = unitsByID[unitID], let english = unit.source?.text, language != .english else {
                for entry in entries { plan.unknown.append(.init(id: entry.writtenID, reason: .noSuchUnit, position: entry.position)) }
                continue
            }
            let plural = Self.isPlural(english)
            var valid: [InterchangeEntry] = []
            for entry in entries {
                if let category = entry.category, plural {
                    if categories.contains(category) {
                        valid.append(entry)
                    } else {
                        plan.unknown.append(.init(id: entry.writtenID, reason: .categoryNotUsed(category), position: entry.position))
                    }
                } else if entry.category == nil && !plural {
                    valid.append(entry)
                } else {
                    plan.unknown.append(.init(id: entry.writtenID, reason: .pluralMismatch, position: entry.position))
                }
            }
            let translated = valid.filter { !$0.target.isEmpty }
            guard let first = valid.first else { continue }
            let current = unit.translations[language.code]
            let text: TranslationUnit.Text
            if plural {
                guard !translated.isEmpty else {
                    plan.unchanged += 1
                    continue
                }
                var forms: [String: String] = [:]
                if case .plural(let present) = current?.text { forms = present }
                for entry in translated { if let category = entry.category { forms[category.rawValue] = entry.target } }
                text = .plural(forms)
            } else {
                guard let entry = translated.last else {
                    plan.unchanged += 1
                    continue
                }
                text = .single(entry.target)
            }
            let needsReview = translated.contains { $0.needsReview }
            let currentReview = ReviewStatus.needsReview(unit, language: language, fingerprints: fingerprints)
            if current?.text == text && currentReview == needsReview {
                plan.unchanged += 1
                continue
            }
            if unit.domain == .catalog && needsReview {
                plan.skipped.append(.init(unitID: unitID, reason: .reviewStateNotStored, position: first.position))
                continue
            }
            let currentFingerprint = sourceFingerprint(of: english)
            let exported = valid.compactMap(\.fingerprint)
            let isCurrent: Bool
            if exported.isEmpty {
                isCurrent = valid.allSatisfy { entry in
                    entry.source != nil && entry.source == ExportItem.form(entry.category ?? .other, of: english)
                }
            } else {
                isCurrent = exported.allSatisfy { $0 == currentFingerprint }
            }
            guard isCurrent else {
                plan.conflicts.append(.init(
                    unitID: unitID, exportedFingerprint: exported.first { $0 != currentFingerprint } ?? exported.first,
                    currentFingerprint: currentFingerprint, exportedSource: first.source, currentSource: english,
                    proposed: text, position: first.position))
                continue
            }
            plan.changes.append(.init(
                unitID: unitID, domain: unit.domain, file: unit.file, previous: current?.text, text: text,
                needsReview: needsReview, position: first.position))
        }
        plan.changes.sort { $0.unitID < $1.unitID }
        plan.conflicts.sort { $0.unitID < $1.unitID }
        plan.skipped.sort { $0.unitID < $1.unitID }
        return plan
    }

    static func isPlural(_ text: TranslationUnit.Text) -> Bool {
        if case .plural = text { return true }
        return false
    }
}
