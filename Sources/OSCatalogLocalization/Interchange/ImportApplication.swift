import FileSafety
import Foundation
import JSONReader
import Locales
import OSCatalog

/// A file an import writes: its new content, prepared in memory.
public struct PendingWrite: Sendable, Hashable {
    /// The path to write.
    public var path: String
    /// The path shown to people.
    public var displayPath: String
    /// The content after it.
    public var bytes: [UInt8]
}

extension TranslationProject {
    /// Where an import keeps its journal while it replaces files: a hidden file beside the
    /// String Catalog at `stringCatalogPath`. oscat finishes an interrupted import from it
    /// before it reads the project (``FileSetCommit/recover(journalPath:)``).
    public static func journalPath(stringCatalogPath: String) -> String {
        let folder = PathText.parent(of: stringCatalogPath)
        return (folder.isEmpty ? "" : folder + "/") + ".oscat-import.journal"
    }

    /// This project's import journal (``journalPath(stringCatalogPath:)``).
    public var journalPath: String { Self.journalPath(stringCatalogPath: stringCatalog.path) }

    /// The files applying `plan` would write, with their new content, in write order (catalog
    /// files, the String Catalog, the fingerprint store); files whose content would not change
    /// are left out. Nothing is written.
    ///
    /// - String Catalog: each changed unit's `localizations.<lang>` gets a `stringUnit` (or
    ///   plural `variations`) with `state` `translated` or `needs_review` and the new value;
    ///   existing members keep their place, new ones are inserted in the file's order
    ///   (languages by code, plural categories in CLDR order, `state` before `value`). The file
    ///   is written as ``JSONWriter`` writes it, the layout of Python's
    ///   `json.dumps(indent=2, ensure_ascii=False)`, with a final newline.
    /// - Catalog files: the language's member of the localized-text object at the unit's
    ///   pointer is set, and the file is written in ``CatalogFormatter``'s canonical form.
    /// - `fingerprints.json`: the current English fingerprint is recorded for every change.
    /// - Throws: ``InterchangeError`` when the plan does not fit the project; then nothing
    ///   should be written.
    public func writes(for plan: ImportPlan) throws(InterchangeError) -> [PendingWrite] {
        guard plan.language != .english else { throw .sourceLanguage }
        guard !plan.changes.isEmpty else { return [] }
        let language = plan.language.code
        var store = fingerprints
        var strings = stringCatalogDocument
        var stringsChanged = false
        var catalog = catalogDocuments
        var catalogChanged: Set<String> = []

        for change in plan.changes {
            guard let unit = unitsByID[change.unitID] else {
                throw .projectFile(
                    path: displayPath(of: change.file), position: nil, problem: .unknownUnit(change.unitID))
            }
            switch unit.domain {
            case .ui:
                let state = change.needsReview ? "needs_review" : "translated"
                guard
                    let edited = JSONEditing.modify(
                        strings, at: unit.pointer.tokens[...],
                        { entry in
                            StringCatalogEditing.setLocalization(in: entry, language: language, text: change.text, state: state)
                        })
                else {
                    throw .projectFile(
                        path: stringCatalog.displayPath, position: nil, problem: .entryNotFound(pointer: "\(unit.pointer)", unitID: unit.id)
                    )
                }
                strings = edited
                stringsChanged = true
            case .catalog:
                guard case .single(let value) = change.text, let document = catalog[unit.file],
                    let edited = JSONEditing.modify(
                        document, at: unit.pointer.tokens[...],
                        { text in
                            guard var object = text.objectValue else { return nil }
                            object.updateValue(JSONValue(.string(value)), forKey: language)
                            var result = text
                            result.kind = .object(object)
                            return result
                        })
                else {
                    throw .projectFile(
                        path: displayPath(of: unit.file), position: nil,
                        problem: .cannotSetTranslation(language: language, pointer: "\(unit.pointer)", unitID: unit.id))
                }
                catalog[unit.file] = edited
                catalogChanged.insert(unit.file)
            }
            store.record(unit, language: language)
        }

        var writes: [PendingWrite] = []
        let entryOrder = CanonicalEntryOrder(documents: catalogFiles.compactMap { catalogDocuments[$0.path] })
        for file in catalogFiles where catalogChanged.contains(file.path) {
            guard let document = catalog[file.path] else { continue }
            let bytes = CatalogFormatter.canonicalBytes(CatalogFormatter.canonicalDocument(document, entryOrder: entryOrder))
            if bytes != file.bytes {
                writes.append(PendingWrite(path: file.path, displayPath: file.displayPath, bytes: bytes))
            }
        }
        if stringsChanged {
            var bytes = JSONWriter.writeBytes(strings, style: .pretty(indent: 2))
            bytes.append(0x0A)
            if bytes != stringCatalog.bytes {
                writes.append(
                    PendingWrite(
                        path: stringCatalog.path, displayPath: stringCatalog.displayPath, bytes: bytes))
            }
        }
        let storeBytes = store.bytes
        if storeBytes != fingerprintsFile?.bytes {
            writes.append(
                PendingWrite(
                    path: fingerprintsPath, displayPath: displayPath(of: fingerprintsPath),
                    bytes: storeBytes))
        }
        return writes
    }

    /// Applies `plan`: prepares every file in memory (``writes(for:)``), then replaces them all
    /// as one change (``FileSetCommit``, with its journal at ``journalPath``). Returns the
    /// display paths written.
    ///
    /// If preparing or writing fails nothing has changed. A crash part way leaves either the old
    /// files or a journal that the next run finishes (``FileSetCommit/recover(journalPath:)``).
    @discardableResult
    public func apply(_ plan: ImportPlan) throws(InterchangeError) -> [String] {
        let writes = try writes(for: plan)
        do {
            try FileSetCommit.commit(writes.map { FileSetCommit.Write(path: $0.path, bytes: $0.bytes) }, journalPath: journalPath)
        } catch {
            throw .write(error, rolledBack: [], notRestored: [])
        }
        return writes.map(\.displayPath)
    }
}

/// Edits of parsed JSON that keep everything else (member order, number text) as it was.
enum JSONEditing {
    /// `value` with the value at `tokens` replaced by `transform` of it; nil when a token
    /// names nothing or `transform` gives nil.
    static func modify(
        _ value: JSONValue, at tokens: ArraySlice<String>, _ transform: (JSONValue) -> JSONValue?
    ) -> JSONValue? {
        guard let token = tokens.first else { return transform(value) }
        var result = value
        switch value.kind {
        case .object(var object):
            guard let child = object[token], let edited = modify(child, at: tokens.dropFirst(), transform) else { return nil }
            object.updateValue(edited, forKey: token)
            result.kind = .object(object)
        case .array(var items):
            guard let index = Int(token), items.indices.contains(index),
                let edited = modify(items[index], at: tokens.dropFirst(), transform)
            else { return nil }
            items[index] = edited
            result.kind = .array(items)
        default:
            return nil
        }
        return result
    }

    /// `object` with `key` set to `value`: in place if present, else inserted before the first
    /// member that `inOrder(key, member)` says comes after it (appended if none).
    static func setting(
        _ key: String, to value: JSONValue, in object: JSONObject, inOrder: (String, String) -> Bool
    ) -> JSONObject {
        var object = object
        if object.contains(key) {
            object.updateValue(value, forKey: key)
            return object
        }
        var members = object.members
        let index = members.firstIndex { inOrder(key, $0.key) } ?? members.count
        members.insert(JSONMember(key: key, value: value), at: index)
        return JSONObject(members)
    }
}

/// Writing translations into a parsed String Catalog entry.
enum StringCatalogEditing {
    /// `entry` (one member value of `strings`) with `language`'s localization set to `text`
    /// with `state`.
    static func setLocalization(in entry: JSONValue, language: String, text: TranslationUnit.Text, state: String) -> JSONValue? {
        guard let object = entry.objectValue else { return nil }
        let localizations = object["localizations"]?.objectValue ?? JSONObject()
        let present = localizations[language]
        let localization: JSONValue
        switch text {
        case .single(let value):
            var holder = present?.objectValue ?? JSONObject()
            if holder.contains("variations") || !holder.contains("stringUnit") { holder = JSONObject() }
            let unit = stringUnit(holder["stringUnit"], state: state, value: value)
            holder = JSONEditing.setting("stringUnit", to: unit, in: holder, inOrder: <)
            localization = JSONValue(.object(holder))
        case .plural(let forms):
            var holder = present?.objectValue ?? JSONObject()
            if holder.contains("stringUnit") { holder = JSONObject() }
            var variations = holder["variations"]?.objectValue ?? JSONObject()
            var plural = variations["plural"]?.objectValue ?? JSONObject()
            for (name, value) in forms.sorted(by: { categoryOrder($0.key, $1.key) }) {
                var category = plural[name]?.objectValue ?? JSONObject()
                category = JSONEditing.setting(
                    "stringUnit", to: stringUnit(category["stringUnit"], state: state, value: value), in: category, inOrder: <)
                plural = JSONEditing.setting(name, to: JSONValue(.object(category)), in: plural, inOrder: categoryOrder)
            }
            variations = JSONEditing.setting("plural", to: JSONValue(.object(plural)), in: variations, inOrder: <)
            holder = JSONEditing.setting("variations", to: JSONValue(.object(variations)), in: holder, inOrder: <)
            localization = JSONValue(.object(holder))
        }
        let updated = JSONEditing.setting(language, to: localization, in: localizations, inOrder: <)
        var result = entry
        result.kind = .object(JSONEditing.setting("localizations", to: JSONValue(.object(updated)), in: object, inOrder: <))
        return result
    }

    /// A `stringUnit` object: the present one with `state` and `value` replaced, or a new one.
    private static func stringUnit(_ present: JSONValue?, state: String, value: String) -> JSONValue {
        var unit = present?.objectValue ?? JSONObject()
        unit = JSONEditing.setting("state", to: JSONValue(.string(state)), in: unit, inOrder: <)
        unit = JSONEditing.setting("value", to: JSONValue(.string(value)), in: unit, inOrder: <)
        return JSONValue(.object(unit))
    }

    /// CLDR order of plural category names; unknown names after the known ones, by name.
    static func categoryOrder(_ a: String, _ b: String) -> Bool {
        switch (PluralCategory(rawValue: a), PluralCategory(rawValue: b)) {
        case (let x?, let y?): x < y
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): a < b
        }
    }
}
