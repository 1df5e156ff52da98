import JSONReader
import JSONSchema
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// Representative values of every diagnostic reason (JSON reader, JSON Schema, `validate`,
/// `l10n check`), for the wording tests.
enum DiagnosticSamples {
    /// One malformed JSON text per ``JSONParseError/Reason`` case and per variant of its facts
    /// (each expectation, mark, number problem …), by name.
    static let malformedJSON: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("whitespace-only", Array("  \n ".utf8)),
        ("end-value", Array("[1,".utf8)),
        ("end-value-or-bracket", Array("[".utf8)),
        ("end-key-or-brace", Array("{".utf8)),
        ("end-colon", Array(#"{"a""#.utf8)),
        ("end-comma-or-bracket", Array("[1".utf8)),
        ("end-comma-or-brace", Array(#"{"a": 1"#.utf8)),
        ("end-key", Array(#"{"a": 1,"#.utf8)),
        ("end-string", Array(#""abc"#.utf8)),
        ("end-escape", Array(#""a\"#.utf8)),
        ("end-unicode-escape", Array(#""\u12"#.utf8)),
        ("end-literal", Array("tru".utf8)),
        ("unexpected-value", Array("[x]".utf8)),
        ("unexpected-comma-or-bracket", Array("[1 2]".utf8)),
        ("unexpected-comma-or-brace", Array(#"{"a": 1 "b": 2}"#.utf8)),
        ("unexpected-key-or-brace", Array("{1: 2}".utf8)),
        ("unexpected-key", Array(#"{"a": 1, 2: 3}"#.utf8)),
        ("unexpected-colon", Array(#"{"a" 1}"#.utf8)),
        ("unexpected-false", Array("[fals]".utf8)),
        ("unexpected-null", Array("[nul]".utf8)),
        ("unexpected-invisible", Array("[\u{A0}1]".utf8)),
        ("invalid-utf8", [0x22, 0x61, 0xC0, 0xAF, 0x22]),
        ("bom-utf8", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
        ("bom-utf16", [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]),
        ("unpaired-high-surrogate", Array(#""\uD800""#.utf8)),
        ("unpaired-low-surrogate", Array(#""ab\uDC00""#.utf8)),
        ("invalid-escape", Array(#""a\x""#.utf8)),
        ("invalid-unicode-escape", Array(#""\u12G4""#.utf8)),
        ("control-character", Array("\"a\tb\"".utf8)),
        ("number-minus", Array("-".utf8)),
        ("number-point", Array("1.".utf8)),
        ("number-exponent", Array("1e".utf8)),
        ("number-plus", Array("[+1]".utf8)),
        ("number-leading-point", Array(".5".utf8)),
        ("number-nan", Array("NaN".utf8)),
        ("number-infinity", Array("[Infinity]".utf8)),
        ("leading-zero", Array("01".utf8)),
        ("trailing-comma-array", Array("[1,]".utf8)),
        ("trailing-comma-object", Array("{\"a\": 1,\n}".utf8)),
        ("duplicate-key", Array("{\n  \"id\": 1,\n  \"id\": 2\n}".utf8)),
        ("trailing-character", Array("{} x".utf8)),
        ("trailing-byte", [0x31, 0x20, 0xFF]),
        ("nesting-too-deep", Array(String(repeating: "[", count: 513).utf8)),
    ]

    /// The reasons the reader gives for ``malformedJSON``.
    static var parseReasons: [JSONParseError.Reason] {
        malformedJSON.compactMap { sample -> JSONParseError.Reason? in
            do throws(JSONParseError) {
                _ = try JSONReader.parse(sample.bytes)
                return nil
            } catch {
                return error.reason
            }
        }
    }

    static let pointer = JSONPointer(tokens: ["frameworks", "3", "summary"])

    static func schemaError(_ reason: ValidationError.Reason, at pointer: JSONPointer = pointer) -> ValidationError {
        ValidationError(
            instancePointer: pointer, instancePosition: SourcePosition(line: 3, column: 5, offset: 20),
            keyword: "x", schemaLocation: SchemaLocation(documentURI: "catalog.schema.json", pointer: .root), reason: reason)
    }

    /// Every case of ``ValidationError/Reason``.
    static let schemaReasons: [ValidationError.Reason] = [
        .falseSchema,
        .typeMismatch(expected: ["string"], found: "boolean"),
        .typeMismatch(expected: ["string", "number", "null"], found: "object"),
        .typeMismatch(expected: ["integer", "array"], found: "null"),
        .notInEnum(value: "'core-service'", allowed: ["core-os", "core-services", "media", "cocoa-touch"], suggestion: "core-services"),
        .notInEnum(value: "'x'", allowed: (1...14).map { "v\($0)" }, suggestion: nil),
        .notConst(value: "'audio'", expected: "'video'"),
        .missingProperty("name"),
        .missingDependentProperty(property: "maxHeight", trigger: "maxWidth"),
        .additionalPropertyNotAllowed("introduce", suggestion: "introduced"),
        .additionalPropertyNotAllowed("colour", suggestion: nil),
        .propertyNotAllowed("legacy"),
        .invalidPropertyName("Bad", errors: []),
        .invalidPropertyName("Bad", errors: [schemaError(.patternMismatch(value: "'Bad'", pattern: "^[a-z]+$"))]),
        .tooFewProperties(count: 1, minimum: 2),
        .tooManyProperties(count: 7, maximum: 5),
        .tooFewItems(count: 0, minimum: 1),
        .tooManyItems(count: 22, maximum: 20),
        .itemNotAllowed(index: 2, allowed: 2),
        .duplicateItem(index: 3, firstIndex: 1),
        .tooFewContained(count: 0, minimum: 1),
        .tooFewContained(count: 1, minimum: 3),
        .tooManyContained(count: 4, maximum: 2),
        .tooShort(length: 0, minimum: 1),
        .tooLong(length: 70, maximum: 64),
        .patternMismatch(value: "'USD1'", pattern: "^[A-Z]{3}$"),
        .formatMismatch(value: "'2013-02-30'", format: "date", detail: .dayBeyondMonth(year: 2013, month: 2, days: 28)),
        .formatMismatch(value: "'2013-13-01'", format: "date", detail: .monthOutOfRange(month: 13)),
        .formatMismatch(value: "'2013-01-00'", format: "date", detail: .dayZero),
        .formatMismatch(value: "'13/01/2013'", format: "date", detail: .notFullDate),
        .formatMismatch(value: "'x'", format: "uri", detail: .notAbsoluteURI),
        .formatMismatch(value: "'x'", format: "date", detail: nil),
        .belowMinimum(value: JSONNumber(-1), minimum: JSONNumber(0)),
        .notAboveExclusiveMinimum(value: JSONNumber(0), limit: JSONNumber(0)),
        .aboveMaximum(value: JSONNumber(300), maximum: JSONNumber(240)),
        .notBelowExclusiveMaximum(value: JSONNumber(10), limit: JSONNumber(10)),
        .notMultipleOf(value: JSONNumber(7), divisor: JSONNumber(2)),
        .noAlternativeMatched(
            keyword: "anyOf",
            alternatives: [
                [schemaError(.typeMismatch(expected: ["string"], found: "number"))],
                [schemaError(.missingProperty("en"), at: pointer.appending("en")), schemaError(.missingProperty("cs"))],
                [], [schemaError(.falseSchema)],
            ]),
        .severalAlternativesMatched(indices: [0, 2, 3]),
        .matchesNot,
        .depthLimitExceeded(limit: 512),
    ]

    static let framework = EntryLabel.named(.framework, id: "address-book")
    static let tool = EntryLabel.named(.tool, id: "xcode")
    static let source = EntryLabel.named(.source, id: "apple-docs")
    static let unnamed = EntryLabel.unnamed(.framework, at: JSONPointer(tokens: ["frameworks", "3"]))

    /// Every case of ``ValidationMessage`` (entries of kinds whose UI name is their English
    /// kind word, so that the English wording can be compared with the library's).
    static let validationMessages: [ValidationMessage] = [
        .syntax(.trailingComma(in: .array)),
        .schema(entry: framework, pointer: pointer, reason: .missingProperty("name")),
        .schema(entry: nil, pointer: .root, reason: .typeMismatch(expected: ["object"], found: "array")),
        .catalog(entry: tool, problem: .missingField(field: "name")),
        .catalog(entry: nil, problem: .noCatalogFiles),
        .catalog(entry: nil, problem: .invalidJSON(.leadingZero)),
        .integerOutOfRange(entry: framework, field: "major", number: "100000000000000000000"),
        .duplicateID(
            kind: .tool, id: "xcode", firstKind: .framework,
            first: SourceLocation(file: "Catalog/a.json", position: SourcePosition(line: 3, column: 13))),
        .duplicateID(
            kind: nil, id: "x", firstKind: nil, first: SourceLocation(file: "Catalog/a.json", position: SourcePosition(line: 1, column: 1))),
        .unknownReference(entry: framework, field: "replacedBy", kind: .framework, id: "contact", suggestion: "contacts"),
        .unknownReference(entry: nil, field: "related[0]", kind: .framework, id: "x", suggestion: nil),
        .unknownSource(entry: tool, id: "apple-doc", suggestion: "apple-docs"),
        .citationsMissing(entry: tool),
        .citationsEmpty(entry: unnamed),
        .uncitedSource(entry: source),
        .limitsOnNonVideoCodec(entry: tool, kind: "audio"),
        .limitNotPositive(entry: tool, field: "limits.maxWidth", value: "0"),
        .limitOutOfRange(
            entry: tool, field: "limits.maxBitrateKbps", value: "2000000", unit: .kilobitsPerSecond, minimum: 1, maximum: 1_000_000),
        .limitOutOfRange(entry: tool, field: "limits.maxFrameRate", value: "500", unit: .framesPerSecond, minimum: 1, maximum: 240),
        .limitOutOfRange(entry: tool, field: "limits.x", value: "5", unit: nil, minimum: 1, maximum: 4),
        .limitWithoutPartner(entry: tool, present: "maxWidth", absent: "maxHeight"),
        .deprecatedBeforeIntroduced(entry: framework, deprecated: "ios-6", introduced: "ios-7"),
        .removedBeforeDeprecated(entry: framework, removed: "ios-6", deprecated: "ios-7"),
        .removedBeforeIntroduced(entry: framework, removed: "ios-6", introduced: "ios-7"),
        .replacementWithoutDeprecation(entry: framework, replacement: "contacts"),
        .idNotKebabCase(entry: framework),
        .idTooLong(entry: framework, length: 70, maximum: 64),
        .idReservedName(entry: framework, id: "com1"),
        .whitespace(entry: framework, field: "summary.cs", problem: .empty),
        .whitespace(entry: framework, field: "summary.cs", problem: .leadingAndTrailing),
        .whitespace(entry: framework, field: "summary.cs", problem: .leading),
        .whitespace(entry: framework, field: "summary.cs", problem: .trailing),
        .whitespace(entry: framework, field: "notes[0].en", problem: .lineBreakOrTab(at: 12)),
        .whitespace(entry: framework, field: "name", problem: .doubleSpace(at: 5)),
        .englishMissing(entry: framework, field: "summary"),
        .translationsMissing(entry: framework, field: "summary", languages: [.swedish]),
        .translationsMissing(entry: framework, field: "summary", languages: [.czech, .russian]),
        .translationsMissing(entry: framework, field: "summary", languages: [.czech, .french, .swedish]),
        .notHTTPS(entry: source, url: "http://example.org"),
        .sharedMajor(entry: framework, major: 7, first: tool),
        .releaseOutOfOrder(
            entry: framework, major: 7, released: "2012-01-01", previous: tool, previousMajor: 6, previousReleased: "2012-09-19"),
        .releasedBeforeAnnounced(entry: framework, released: "2013-01-01", announced: "2013-06-10"),
        .releaseOutsideMajor(entry: framework, release: "16.1", major: 17),
        .releaseVersionOrder(entry: framework, release: "17.1", previous: "17.2"),
        .releaseDateOrder(entry: framework, release: "17.2", date: "2023-10-01", previous: "17.1", previousDate: "2023-10-25"),
        .toolReleaseDateOrder(entry: tool, release: "15.1", date: "2023-01-01", previous: "15.0", previousDate: "2023-09-18"),
        .sdkNotARelease(entry: tool, release: "15.3", sdk: "17.4"),
        .unknownXcodeRelease(entry: tool, release: "5.10", xcode: "15.3"),
        .firstReleaseDate(entry: framework, release: "17.0", date: "2023-09-19", released: "2023-09-18"),
        .releaseInFuture(entry: framework, release: "17.9", date: "2999-01-01", today: "2025-01-01"),
        .supportBeforeIntroduced(entry: framework, feature: "capture", since: "ios-6", introduced: "ios-7"),
        .supportAsOfInFuture(entry: framework, asOf: "2999-01-01", today: "2025-01-01"),
        .programEndsBeforeStart(entry: framework, started: "2018", ended: "2015"),
        .supportAsOfBeforeRelease(entry: framework, asOf: "2013-01-01", released: "2013-09-18"),
        .updateAfterSupportEnded(entry: framework, release: "7.1", date: "2014-03-10", asOf: "2014-01-01"),
        .dateInFuture(entry: framework, field: "released", date: "2999-01-01", marginDays: 30, today: "2025-01-01"),
        .dateInFuture(entry: framework, field: "released", date: "2999-01-01", marginDays: 1, today: "2025-01-01"),
        .yearInFuture(entry: source, year: 2999, limitYear: 2025, today: "2025-01-01", marginDays: 30),
    ]

    static let l10nMessages: [L10nMessage] = {
        typealias M = L10nMessage
        return [
            .unknownLocaleSuggestion(code: "cz", suggestion: .czech, suggestionAbsent: true),
            .unknownLocaleSuggestion(code: "fr-FR", suggestion: .french, suggestionAbsent: false),
            .unknownLocale(code: "de"),
            .missingTranslation(.swedish),
            .noPluralForms,
            .blankText(blankForms: nil),
            .blankText(blankForms: ["one", "few"]),
            .surroundingWhitespace([M.InForm(nil, .trailing)]),
            .surroundingWhitespace([M.InForm("one", .leading), M.InForm("other", .leadingAndTrailing)]),
            .translationState("needs_review"),
            .placeholderSyntax([
                M.InForm(nil, .lonePercent(context: "% off,")), M.InForm("few", .zeroNumber("%0$@")),
                M.InForm(nil, .numberTooLarge("%10$@")), M.InForm(nil, .mixed),
            ]),
            .singleTextForPlural(language: .czech, categories: ["one", "few", "many", "other"]),
            .pluralForSingleText,
            .pluralCategories(
                language: .russian, problems: [.otherMissing, .missing(["few"]), .notUsed(["two"])],
                required: ["one", "few", "many", "other"]),
            .pluralCategories(
                language: .french, problems: [.notUsed(["two", "few"]), .notCLDR(["dual"])], required: ["one", "many", "other"]),
            .pluralCategories(language: .swedish, problems: [.notCLDR(["dual", "plenty"])], required: ["one", "other"]),
            .frenchSpacing([
                M.InForm(nil, .init(regularSpace: true, mark: ":", after: false, excerpt: "Erreur : %@")),
                M.InForm("one", .init(regularSpace: false, mark: "?", after: false, excerpt: "vraiment?")),
                M.InForm(nil, .init(regularSpace: true, mark: "«", after: true, excerpt: "« texte")),
                M.InForm(nil, .init(regularSpace: false, mark: "«", after: true, excerpt: "«texte")),
            ]),
            .straightQuotes(excerpt: "Zpráva \"Use X\"", language: .czech),
            .straightQuotes(excerpt: "le \"texte\"", language: .french),
            .straightQuotes(excerpt: "\"x\"", language: .russian),
            .straightQuotes(excerpt: "\"x\"", language: .swedish),
            .straightQuotes(excerpt: "\"x\"", language: .english),
            .placeholderMismatch([
                M.InForm(nil, .order(english: ["%@", "%lld"], here: ["%lld", "%@"], numbered: ["%1$@", "%2$lld"])),
                M.InForm(
                    "few",
                    .arguments(
                        [
                            .missing(number: 2, types: ["%@"]), .extra(number: 3, types: ["%@"]),
                            .changed(number: 1, here: ["%d"], english: ["%lld"]),
                        ], english: ["%lld", "%@"], here: [])),
                M.InForm(nil, .arguments([.changed(number: 1, here: ["%@", "%d"], english: ["%lld"])], english: [], here: ["%@"])),
            ]),
            .identicalToEnglish(excerpt: "Layer"),
            .verbatimTokensMissing(["--catalog"]),
            .verbatimTokensMissing(["--catalog", "`oscat help`"]),
            .markdownStructure([
                M.InForm(nil, .links(english: 1, here: 0)), M.InForm("other", .codeSpans(english: 2, here: 1)),
                M.InForm(nil, .emphasis(marker: "*", english: 2, here: 0)), M.InForm(nil, .emphasis(marker: "**", english: 1, here: 0)),
            ]),
            .encoding([
                M.InForm(nil, .byteOrderMark(character: "U+FEFF ZERO WIDTH NO-BREAK SPACE", count: 1)),
                M.InForm(nil, .replacementCharacter(character: "U+FFFD REPLACEMENT CHARACTER", at: 5, count: 2)),
                M.InForm("one", .invisible(character: "U+200E LEFT-TO-RIGHT MARK", at: 3, count: 1)),
                M.InForm(nil, .notNFC(from: 1)),
            ]),
            .encoding((1...7).map { M.InForm(nil, .invisible(character: "U+200B ZERO WIDTH SPACE", at: $0, count: 1)) }),
            .unverified,
            .stale(recorded: "3b2c5e01", current: "77aa0e12"),
        ]
    }()
}
