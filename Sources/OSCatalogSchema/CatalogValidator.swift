import Diagnostics
import JSONReader
import JSONSchema
import OSCatalog

/// Checks catalog files against the JSON Schema and the catalog's semantic rules, in one pass
/// that reports everything it finds: what `oscat validate` runs.
///
/// ```swift
/// let schemas = try CatalogSchemaFiles(directory: "Catalog/schema")
/// let validator = CatalogValidator(schemas: schemas, options: ValidationOptions())
/// let files = try CatalogLoader.files(inDirectory: "Catalog")
/// let report = validator.validate(files: files, today: CatalogDate.todayUTC() ?? fixedDay)
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// // Catalog/frameworks-media.json:570:7: error: framework 'av-kit' at /frameworks/12/introduce: additional property 'introduce' is not allowed; did you mean 'introduced'? [schema]
/// exit(report.failed(strict: false) ? 1 : 0)
/// ```
///
/// Each file is parsed once (``CatalogLoader/inspect(files:)``). Then:
///
/// 1. JSON syntax errors are reported as `json-syntax`; such a file is not checked further.
/// 2. Every parsed file is validated against ``CatalogSchemaFiles/fileSchema`` (`schema`). A
///    value of the wrong type gets only its type error, not the other keywords it fails.
/// 3. The loader's own findings become `unique-id`, `reference` and `unknown-source`; its
///    structural findings, which the schema also makes, are reported once: the schema's, or
///    `structure` where the schema says nothing at that value.
/// 4. The semantic rules run (see ``ValidationRule``). Where a semantic rule and the schema
///    report the same defect at the same value (an http URL, a padded text, a missing
///    translation, an empty `citations`, a bad id, a non-positive limit), only the semantic
///    diagnostic is kept: it names the entry and has a specific rule id.
///
/// The result depends only on the files' bytes, the options and `today`; it does not depend on
/// the order of `files`.
public struct CatalogValidator: Sendable {
    /// The compiled catalog schema.
    public var schemas: CatalogSchemaFiles
    /// The settings of every run.
    public var options: ValidationOptions

    /// Creates a validator.
    public init(schemas: CatalogSchemaFiles, options: ValidationOptions = ValidationOptions()) {
        self.schemas = schemas
        self.options = options
    }

    /// Validates `files` (all files of one catalog), with `today` as the reference day of the
    /// `future-date` rule (the CLI passes ``OSCatalog/CatalogDate/todayUTC(now:)``, tests a fixed day).
    public func validate(files: [CatalogFile], today: CatalogDate) -> Report<ValidationProblem> {
        validate(files: files, inspection: CatalogLoader.inspect(files: files), today: today)
    }

    /// Validates the files of one catalog folder, reporting only on those of `selected` (paths
    /// as in `files`): the other files are the context their references resolve in. A context
    /// file that cannot be read as a whole keeps the selected files from being checked
    /// completely, so its root cause (a syntax error, or a top level or collection of the wrong
    /// type) is reported too. The report counts the selected files.
    public func validate(files: [CatalogFile], selected: Set<String>, today: CatalogDate) -> Report<ValidationProblem> {
        let inspection = CatalogLoader.inspect(files: files)
        let whole = validate(files: files, inspection: inspection, today: today)
        let paths = Set(files.map(\.path))
        guard !paths.isSubset(of: selected) else { return whole }
        let kept = whole.diagnostics.filter { diagnostic in
            selected.contains(diagnostic.file)
                || (inspection.incompleteFiles.contains(diagnostic.file) && diagnostic.pointer.tokens.count <= 1)
        }
        return Report(diagnostics: kept, fileCount: selected.intersection(paths).count)
    }

    private func validate(files: [CatalogFile], inspection: CatalogInspection, today: CatalogDate) -> Report<ValidationProblem> {
        let paths = Set(files.map(\.path))
        // A file that parses but whose top level is not an object (or has a collection that is
        // not an array) hides its entries just as a syntax error does.
        let complete = paths.allSatisfy { inspection.documents[$0] != nil } && inspection.incompleteFiles.isEmpty
        let context = ValidationContext(inspection: inspection, options: options, today: today, complete: complete)

        var findings: [Finding] = []
        findings += TextRules.check(context)
        findings += CitationRules.check(context)
        findings += CitationQualityRules.check(context)
        findings += CodecRules.check(context)
        findings += ProgramRules.check(context)
        findings += VersionRules.check(context)
        findings += ToolReleaseRules.check(context)
        findings += FrameworkRules.check(context)
        findings += SourceMentionRules.check(context)
        let covered = Set(findings.flatMap(\.covers))

        var schemaSpots: Set<String> = []
        var diagnostics: [Diagnostic<ValidationProblem>] = []
        let validator = Validator()
        for (file, document) in inspection.documents.sorted(by: { $0.key < $1.key }) {
            let errors = validator.validate(document, against: schemas.fileSchema)
            // A value of the wrong type fails other keywords too (a boolean where a text belongs
            // also fails the text's `not`); only its type error is reported.
            let wrongTypes = Set(errors.filter { $0.keyword == "type" }.map(\.instancePointer))
            for error in errors {
                schemaSpots.insert(Self.spot(file, error.instancePointer))
                schemaSpots.insert(Self.spot(file, error.instancePosition))
                if error.keyword != "type" && wrongTypes.contains(error.instancePointer) { continue }
                if Self.isCovered(error, in: file, by: covered) { continue }
                diagnostics.append(schemaDiagnostic(error, in: file, context))
            }
        }
        let translationSpots = Set(findings.filter { $0.rule == .translationMissing }.map { Self.spot($0.file, $0.pointer) })
        for diagnostic in inspection.diagnostics {
            if let mapped = loaderDiagnostic(diagnostic, context, schemaSpots: schemaSpots, translationSpots: translationSpots) {
                diagnostics.append(mapped)
            }
        }
        diagnostics += findings.map(\.diagnostic)
        return Report(diagnostics: diagnostics, fileCount: files.count)
    }

    // MARK: Schema errors

    private static func spot(_ file: String, _ pointer: JSONPointer) -> String {
        file + "\u{0}p" + pointer.description
    }

    private static func spot(_ file: String, _ position: SourcePosition) -> String {
        file + "\u{0}o\(position.offset)"
    }

    private static func isCovered(_ error: ValidationError, in file: String, by covered: Set<SchemaCover>) -> Bool {
        if covered.contains(SchemaCover(file: file, pointer: error.instancePointer, keyword: error.keyword)) { return true }
        if case .missingProperty(let property) = error.reason {
            return covered.contains(SchemaCover(file: file, pointer: error.instancePointer, keyword: error.keyword, property: property))
        }
        return false
    }

    private func schemaDiagnostic(_ error: ValidationError, in file: String, _ context: ValidationContext) -> Diagnostic<ValidationProblem>
    {
        let entry = context.entry(containing: error.instancePointer, in: file)?.label
        return Diagnostic(
            file: file, line: max(1, error.instancePosition.line), column: max(1, error.instancePosition.column),
            severity: .error, reason: .schema(entry: entry, pointer: error.instancePointer, reason: error.reason),
            rule: .schema, pointer: error.instancePointer)
    }

    // MARK: Loader diagnostics

    private func loaderDiagnostic(
        _ diagnostic: CatalogDiagnostic, _ context: ValidationContext, schemaSpots: Set<String>, translationSpots: Set<String>
    ) -> Diagnostic<ValidationProblem>? {
        let file = diagnostic.file
        let location = diagnostic.location ?? SourceLocation(file: file, position: .start)
        let entry = context.entry(containing: location.pointer, in: file)
        let label = entry?.label
        func make(_ rule: ValidationRule, _ reason: ValidationMessage, at place: SourceLocation = location) -> Diagnostic<ValidationProblem>
        {
            Diagnostic(
                file: place.file, line: max(1, place.position.line), column: max(1, place.position.column),
                severity: diagnostic.severity == .warning ? .warning : .error, reason: reason, rule: rule, pointer: place.pointer)
        }
        let loaderReason = ValidationMessage.catalog(entry: label, problem: diagnostic.problem)
        switch diagnostic.problem {
        case .invalidJSON(let reason):
            return make(.jsonSyntax, .syntax(reason))
        case .unreadable, .noCatalogFiles, .notInCatalog:
            return make(.structure, .catalog(entry: nil, problem: diagnostic.problem))
        case .duplicateID(let id, let first):
            let firstID = context.inspection.location(in: first.file, at: first.pointer.appending("id")) ?? first
            let firstKind = context.entry(containing: first.pointer, in: first.file)?.kind
            let place = context.inspection.location(in: file, at: location.pointer.appending("id")) ?? location
            return make(
                .uniqueID, .duplicateID(kind: entry?.kind, id: ValueText.quoted(id), firstKind: firstKind, first: firstID),
                at: place)
        case .unknownReference(let field, let id, let kind, let suggestion):
            guard context.complete, !(context.writtenIDs[kind]?.contains(id) ?? false) else { return nil }
            let hint = suggestion.map(ValueText.quoted)
            if kind == .source {
                return make(.unknownSource, .unknownSource(entry: label, id: ValueText.quoted(id), suggestion: hint))
            }
            let name = entry?.fieldName(of: location.pointer) ?? field
            return make(.reference, .unknownReference(entry: label, field: name, kind: kind, id: ValueText.quoted(id), suggestion: hint))
        case .missingEnglish:
            if translationSpots.contains(Self.spot(file, location.pointer)) { return nil }
            return structural(location, schemaSpots: schemaSpots).map { make(.structure, loaderReason, at: $0) }
        case .wrongType(let field, let expected, _):
            guard let place = structural(location, schemaSpots: schemaSpots) else { return nil }
            if expected == .integer, let number = context.inspection.documents[file]?.value(at: location.pointer)?.numberValue,
                number.isInteger
            {
                let name = entry?.fieldName(of: location.pointer) ?? field
                return make(.structure, .integerOutOfRange(entry: label, field: name, number: ValueText.quoted(number.text)), at: place)
            }
            return make(.structure, loaderReason, at: place)
        case .missingField, .unknownField, .unknownCollection, .invalidValue:
            return structural(location, schemaSpots: schemaSpots).map { make(.structure, loaderReason, at: $0) }
        }
    }

    /// `location`, unless the schema already reported a problem at that value.
    private func structural(_ location: SourceLocation, schemaSpots: Set<String>) -> SourceLocation? {
        if schemaSpots.contains(Self.spot(location.file, location.pointer))
            || schemaSpots.contains(Self.spot(location.file, location.position))
        {
            return nil
        }
        return location
    }
}
