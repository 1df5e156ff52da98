import Foundation
import Testing

@testable import StringKeysGenerator

/// The generator of the typed string accessors: names, parameter types from placeholders,
/// plural accessors, and the errors that name the key at fault.
@Suite struct StringKeysGeneratorTests {
    typealias Entry = StringKeysGenerator.Entry

    @Test func namesAreLowerCamelCaseOfTheKeysWords() throws {
        let names = try [
            "column.id", "column.ios-sdk", "column.minimum-macos", "site.nav.home", "site.skip-link",
            "site.column.ios-sdk", "site.source-kind.sdk-header", "help.l10n-check", "month.01", "system-error.enoent",
        ]
        .map(StringKeysGenerator.swiftName(for:))
        #expect(
            names == [
                "columnID", "columnIOSSDK", "columnMinimumMacOS", "siteNavHome", "siteSkipLink",
                "siteColumnIOSSDK", "siteSourceKindSDKHeader", "helpL10nCheck", "month01", "systemErrorEnoent",
            ])
    }

    @Test(arguments: ["", "1st.key", "a..b", "a.", "a b", "a_b", "é.x", "site.skipLink", "Column.id", "column.iosSDK"])
    func keysWithoutASwiftNameAreRefused(key: String) {
        #expect(throws: StringKeysError.invalidKey(key)) { try StringKeysGenerator.swiftName(for: key) }
    }

    @Test func placeholdersGiveTypedParametersInArgumentOrder() throws {
        func types(_ text: String) throws -> [StringKeysGenerator.ParameterType] {
            try StringKeysGenerator.parameters(of: Entry(key: "k", sourceForms: ["other": text]))
        }
        #expect(try types("no placeholder, 100 %% sure") == [])
        #expect(try types("%@ of %@") == [.string, .string])
        #expect(try types("%2$@ before %1$lld") == [.integer, .string])
        #expect(try types("%1$@ and again %1$@") == [.string])
        #expect(try types("%lld left in %@") == [.integer, .string])
    }

    @Test func badPlaceholdersNameTheKey() {
        func parameters(_ text: String, plural: Bool = false) throws {
            _ = try StringKeysGenerator.parameters(of: Entry(key: "bad.key", sourceForms: ["other": text], isPlural: plural))
        }
        #expect(throws: StringKeysError.invalidPlaceholder(key: "bad.key", placeholder: "%d")) { try parameters("%d files") }
        #expect(throws: StringKeysError.invalidPlaceholder(key: "bad.key", placeholder: "%")) { try parameters("50 % off") }
        #expect(throws: StringKeysError.invalidPlaceholder(key: "bad.key", placeholder: "%0$@")) { try parameters("%0$@") }
        #expect(throws: StringKeysError.mixedPlaceholders(key: "bad.key")) { try parameters("%1$@ %@") }
        #expect(throws: StringKeysError.conflictingTypes(key: "bad.key", argument: 1)) { try parameters("%1$@ %1$lld") }
        #expect(throws: StringKeysError.missingArgument(key: "bad.key", argument: 2)) { try parameters("%1$@ %3$@") }
        #expect(throws: StringKeysError.pluralWithoutCount(key: "bad.key")) { try parameters("%@ files", plural: true) }
        #expect(StringKeysError.invalidPlaceholder(key: "bad.key", placeholder: "%d").description.contains("'bad.key'"))
    }

    @Test func aPluralKeyTakesItsCountFirst() throws {
        let entry = Entry(
            key: "count.markers", sourceForms: ["one": "%1$lld '%2$@' marker", "other": "%1$lld '%2$@' markers"], isPlural: true)
        #expect(try StringKeysGenerator.parameters(of: entry) == [.integer, .string])
        let source = try StringKeysGenerator.source(for: [entry])
        #expect(source.contains("public func countMarkers(_ count: Int, _ argument2: String) -> String {"))
        #expect(source.contains("plural(key: \"count.markers\", count: count, [number(count), argument2])"))
        #expect(!source.contains("case countMarkers"))
    }

    @Test func accessorsCarryTheCommentAndPlainKeysAreListed() throws {
        let source = try StringKeysGenerator.source(for: [
            Entry(key: "column.id", comment: "Column title.\nSecond line.", sourceForms: ["other": "ID"]),
            Entry(key: "build.progress", sourceForms: ["other": "%1$@ of %2$@ \"pages\""]),
        ])
        #expect(
            source.contains(
                "    /// Column title.\n    /// Second line.\n    ///\n    /// `column.id`: \"ID\"\n    public var columnID: String { text(key: \"column.id\") }"
            ))
        #expect(
            source.contains(
                "public func buildProgress(_ argument1: String, _ argument2: String) -> String {\n        format(key: \"build.progress\", [argument1, argument2])"
            ))
        #expect(source.contains("    case columnID = \"column.id\"\n"))
        #expect(!source.contains("case buildProgress"))
    }

    @Test func twoKeysWithOneNameFailNamingBoth() {
        #expect(throws: StringKeysError.nameCollision(name: "siteSkipLink", firstKey: "site.skip-link", secondKey: "site.skip.link")) {
            try StringKeysGenerator.source(for: [
                Entry(key: "site.skip.link", sourceForms: ["other": "a"]),
                Entry(key: "site.skip-link", sourceForms: ["other": "b"]),
            ])
        }
        #expect(throws: StringKeysError.reservedName(name: "locale", key: "locale")) {
            try StringKeysGenerator.source(for: [Entry(key: "locale", sourceForms: ["other": "a"])])
        }
    }

    @Test func theCatalogIsReadFromItsJSONAndTheOutputIsDeterministic() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b.plural": {"comment": "C", "localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}}}},
              "a.plain": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "A"}},
                                            "cs": {"stringUnit": {"state": "translated", "value": "Á"}}}}
            }}
            """
        let entries = try StringKeysGenerator.entries(catalogJSON: Data(json.utf8))
        #expect(
            entries == [
                Entry(key: "a.plain", sourceForms: ["other": "A"]),
                Entry(key: "b.plural", comment: "C", sourceForms: ["one": "%lld file", "other": "%lld files"], isPlural: true),
            ])
        let once = try StringKeysGenerator.source(catalogJSON: Data(json.utf8))
        #expect(once == (try StringKeysGenerator.source(catalogJSON: Data(json.utf8))))
        #expect(throws: StringKeysError.missingSourceText(key: "x")) {
            try StringKeysGenerator.entries(catalogJSON: Data(#"{"strings": {"x": {"localizations": {}}}}"#.utf8))
        }
        #expect(throws: StringKeysError.unreadableCatalog("no \"strings\" object")) {
            try StringKeysGenerator.entries(catalogJSON: Data("[]".utf8))
        }
    }
}
