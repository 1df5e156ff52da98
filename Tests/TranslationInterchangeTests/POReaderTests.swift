import JSONReader
import Testing
import TranslationInterchange

/// The PO reader: what tools may do to the file, and positioned errors.
@Suite struct POReaderTests {
    static let header = """
        # translator comment
        msgid ""
        msgstr ""
        "Language: cs_CZ\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;\\n"

        """

    static func read(_ text: String) throws(InterchangeParseError) -> InterchangeDocument {
        try InterchangeDocument.read(Array(text.utf8), path: "t.po")
    }

    @Test func readsEntriesContinuationsEscapesAndFlags() throws {
        let document = try Self.read(
            Self.header + """
                #. Context line
                #. oscat-fingerprint: 0123456789abcdef
                #: Localization/Localizable.xcstrings
                #, fuzzy, c-format
                msgctxt "ui/a"
                msgid ""
                "line 1\\n"
                "line 2"
                msgstr ""
                "řádek \\"1\\"\\n"
                "\\t\\\\ \\101\\x42 řádek 2"
                #~ msgctxt "ui/obsolete"
                #~ msgid "old"
                #~ msgstr "starý"

                #. oscat-fingerprint: fedcba9876543210
                msgctxt "ui/count"
                msgid "%lld file"
                msgid_plural "%lld files"
                msgstr[0] "%lld soubor"
                msgstr[1] "%lld soubory"
                msgstr[2] ""
                msgstr[3] "%lld souborů"
                msgctxt "ui/no-blank-line-before"
                msgid "x"
                msgstr "y"
                """)
        #expect(document.format == .po)
        #expect(document.language == .czech)
        #expect(document.entries.map(\.writtenID) == ["ui/a", "ui/count", "ui/count", "ui/count", "ui/count", "ui/no-blank-line-before"])
        let first = try #require(document.entries.first)
        #expect(first.source == "line 1\nline 2")
        #expect(first.target == "řádek \"1\"\n\t\\ AB řádek 2")
        #expect(first.needsReview)
        #expect(first.fingerprint == "0123456789abcdef")
        #expect(first.position == SourcePosition(line: 7, column: 1, offset: first.position.offset))
        let plural = document.entries.filter { $0.unitID == "ui/count" }
        #expect(plural.map(\.category) == [.one, .few, .many, .other])
        #expect(plural.map(\.target) == ["%lld soubor", "%lld soubory", "", "%lld souborů"])
        #expect(plural.map(\.source) == ["%lld file", "%lld files", "%lld files", "%lld files"])
        #expect(plural.allSatisfy { $0.fingerprint == "fedcba9876543210" && !$0.needsReview })
        #expect(document.entries.last?.fingerprint == nil)
        #expect(document.entries.last?.target == "y")
    }

    @Test func crlfFilesAndAByteOrderMarkAreRead() throws {
        let text = (Self.header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"\"\n\"b\"\n").replacingOccurrences(of: "\n", with: "\r\n")
        let document = try InterchangeDocument.read([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(document.entries.map(\.target) == ["b"])
    }

    static let errors: [(String, Int, Int, String)] = [
        ("msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"b\"\n", 1, 1, "no header entry"),
        ("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n", 1, 1, "no Language field"),
        ("msgid \"\"\nmsgstr \"Language: de\\n\"\n", 1, 1, "unknown language 'de'"),
        ("msgid \"\"\nmsgstr \"Language: en\\n\"\n", 1, 1, "unknown language 'en'"),
        ("msgid \"\"\nmsgstr \"Language: cs\\nContent-Type: text/plain; charset=ISO-8859-2\\n\"\n", 1, 1, "only UTF-8"),
        (
            "msgid \"\"\nmsgstr \"Language: ru\\nPlural-Forms: nplurals=3; plural=n%10==1;\\n\"\n", 1, 1,
            "Plural-Forms has nplurals=3, but oscat's ru forms are 4"
        ),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"b\n", 9, 8, "not closed on its line"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"b\" x\n", 9, 12, "unexpected text after the string"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"\\u00e9\"\n", 9, 9, "unknown escape '\\u'"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"\\a\"\n", 9, 9, "control character"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"\\303\\251\"\n", 9, 9, "byte escapes above"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgtsr \"b\"\n", 9, 1, "unknown keyword 'msgtsr'"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\n\nmsgctxt \"ui/b\"\n", 7, 1, "msgid without msgstr"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr \"b\"\n", 7, 1, "needs msgstr[0]"),
        (
            header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\nmsgstr[4] \"c\"\n", 11, 1,
            "msgstr[4] before msgstr[3]"
        ),
        (
            header
                + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\nmsgstr[3] \"\"\nmsgstr[4] \"x\"\n",
            14, 11, "cs has 4 plural forms"
        ),
        (
            header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgctxt \"ui/a\"\nmsgid \"a2\"\nmsgstr \"c\"\n", 11, 1,
            "msgctxt 'ui/a' appears twice (first at 7:1)"
        ),
        (header + "\n\"stray\"\n", 8, 1, "a string continuation without a keyword"),
        (header + "msgid \"a\"\nmsgctxt \"ui/a\"\nmsgstr \"b\"\n", 7, 1, "msgid without msgstr"),
        (header + "msgctxt \"ui/a\"\nmsgctxt \"ui/b\"\nmsgid \"a\"\nmsgstr \"b\"\n", 8, 1, "msgctxt must come first"),
        (header + "msgctxt \"ui/a\"\nmsgid \"a\"\nmsgstr \"b\u{0001}\"\n", 9, 10, "U+0001 is a control character"),
    ]

    @Test(arguments: errors)
    func malformedFilesGivePositionedErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        do {
            _ = try Self.read(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.position.line == line && error.position.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("t.po:\(line):\(column): error: "))
        }
    }
}
