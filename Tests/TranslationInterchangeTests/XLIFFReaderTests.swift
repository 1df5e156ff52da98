import JSONReader
import Testing
import TranslationInterchange

/// The XLIFF subset reader: what tools may do to the file, and positioned errors.
@Suite struct XLIFFReaderTests {
    static func document(_ body: String, file: String = "source-language=\"en\" target-language=\"cs\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
          <file original="a" \(file) datatype="plaintext">
            <body>
        \(body)
            </body>
          </file>
        </xliff>
        """
    }

    static func read(_ text: String) throws(InterchangeParseError) -> InterchangeDocument {
        try InterchangeDocument.read(Array(text.utf8), path: "t.xliff")
    }

    @Test func readsReferencesCDATAAndComments() throws {
        let text = Self.document(
            """
              <!-- a comment -->
              <?tool something?>
              <trans-unit id="ui/a" xml:space="preserve">
                <source>A &amp; B</source>
                <target state="translated">&lt;&#x10D;&#269;&gt; &quot;x&quot; &apos;y&apos; <![CDATA[<raw> & ]]]]><![CDATA[>]]></target>
                <note from="oscat-fingerprint"> 0123456789abcdef </note>
              </trans-unit>
            """)
        let document = try Self.read(text)
        #expect(document.format == .xliff)
        #expect(document.language == .czech)
        #expect(document.entries.count == 1)
        let entry = try #require(document.entries.first)
        #expect(entry.unitID == "ui/a")
        #expect(entry.category == nil)
        #expect(entry.source == "A & B")
        #expect(entry.target == "<čč> \"x\" 'y' <raw> & ]]>")
        #expect(entry.fingerprint == "0123456789abcdef")
        #expect(entry.needsReview == false)
        #expect(entry.position.line == 7 && entry.position.column == 3)
    }

    @Test func toleratesPrefixesGroupsNoNamespaceAndOtherNamespaces() throws {
        let text = """
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" xmlns:o="urn:other" version="1.2">
              <x:file original="a" source-language="en-US" target-language="ru_RU" datatype="plaintext">
                <x:header><o:anything o:attr="1"/></x:header>
                <x:body>
                  <x:group id="g">
                    <x:trans-unit id="ui/b"><x:source>b</x:source><x:target>б</x:target><o:extra/></x:trans-unit>
                  </x:group>
                  <x:trans-unit id="ui/c" translate="no"><x:source>c</x:source></x:trans-unit>
                  <x:trans-unit id="ui/count|plural.many"><x:source>n</x:source><x:target state="needs-review-translation">н</x:target></x:trans-unit>
                </x:body>
              </x:file>
            </x:xliff>
            """
        let document = try Self.read(text)
        #expect(document.language == .russian)
        #expect(document.entries.map(\.writtenID) == ["ui/b", "ui/count|plural.many"])
        #expect(document.entries.map(\.unitID) == ["ui/b", "ui/count"])
        #expect(document.entries.map(\.category) == [nil, .many])
        #expect(document.entries.map(\.needsReview) == [false, true])
        #expect(document.entries.map(\.target) == ["б", "н"])

        let plain = try Self.read(
            """
            <xliff version="1.2"><file source-language="en" target-language="sv"><body>
            <trans-unit id="x"><source>s</source></trans-unit></body></file></xliff>
            """)
        #expect(plain.language == .swedish)
        #expect(plain.entries.first?.target == "")
    }

    @Test func lineEndsAreNormalizedAndCarriageReturnReferencesKept() throws {
        // Every line of the file ends in CR LF; inside the target also a lone CR and a CR
        // reference before a line end.
        let text = Self.document("<trans-unit id=\"x\"><source>s</source><target>a{CRLF}b{CR}c&#13;{CRLF}d</target></trans-unit>")
            .replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "{CRLF}", with: "\r\n")
            .replacingOccurrences(of: "{CR}", with: "\r")
        let document = try Self.read(text)
        #expect(document.entries.first?.target == "a\nb\nc\r\nd")
    }

    static let errors: [(String, Int, Int, String)] = [
        (document("<trans-unit id=\"x\"><source>a &nbsp; b</source></trans-unit>"), 5, 30, "undefined entity `&nbsp;`"),
        (document("<trans-unit id=\"x\"><source>a</target></trans-unit>"), 5, 29, "</target> does not close <source>"),
        (document("<trans-unit id=\"x\"><source>a &#1; b</source></trans-unit>"), 5, 30, "does not allow"),
        (document("<trans-unit id=\"x\" id=\"y\"><source>a</source></trans-unit>"), 5, 20, "attribute 'id' appears twice"),
        (
            document("<trans-unit id=\"x\"><source>a</source><target>b <g id=\"1\">c</g></target></trans-unit>"), 5, 48,
            "inline markup is not supported"
        ),
        (
            document("<trans-unit id=\"x\"><source>a</source></trans-unit>\n<trans-unit id=\"x\"><source>a</source></trans-unit>"), 6, 1,
            "appears twice"
        ),
        (document("<trans-unit><source>a</source></trans-unit>"), 5, 1, "<trans-unit> has no id"),
        (document("<p:trans-unit id=\"x\"/>"), 5, 2, "namespace prefix 'p' is not declared"),
        (document("", file: "source-language=\"de\" target-language=\"cs\""), 3, 22, "source language is 'de'"),
        (document("", file: "source-language=\"en\" target-language=\"pl\""), 3, 43, "unknown target language 'pl'"),
        (document("", file: "source-language=\"en\""), 3, 3, "no target-language"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff/>", 1, 1, "only UTF-8"),
        ("<!DOCTYPE xliff [<!ENTITY a \"b\">]><xliff/>", 1, 1, "document type declarations are not supported"),
        ("<xliff version=\"1.2\"></xliff><more/>", 1, 30, "content after the root element"),
        ("<xliff version=\"2.0\"></xliff>", 1, 8, "version 2.0 is not supported"),
        ("<html></html>", 1, 1, "not an XLIFF <xliff>"),
        ("<xliff version=\"1.2\">\n  <file", 2, 3, "the tag <file> is not closed"),
        ("<xliff version=\"1.2\">\n  <file>\n", 3, 1, "the file ends inside <file>"),
        ("<xliff a=\"<\"/>", 1, 11, "'<' is not allowed in an attribute value"),
        ("<xliff>AT&T</xliff>", 1, 10, "'&' must start a reference"),
        ("<xliff><!-- a -- b --></xliff>", 1, 15, "'--' is not allowed"),
        ("<xliff>]]></xliff>", 1, 8, "']]>' is not allowed in text"),
        ("<!-- only a comment -->\n", 2, 1, "no root element"),
    ]

    @Test(arguments: errors)
    func malformedFilesGivePositionedErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        do {
            _ = try Self.read(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.position.line == line && error.position.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("t.xliff:\(line):\(column): error: "))
        }
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        var bytes = Array("<xliff>\n  é".utf8)
        bytes.append(0xFF)
        do {
            _ = try InterchangeDocument.read(bytes, path: nil)
            Issue.record("no error")
        } catch {
            #expect(error.position == SourcePosition(line: 2, column: 4, offset: 12))
            #expect(error.description == "2:4: error: the file is not valid UTF-8")
        }
    }

    @Test func deepNestingIsRefused() {
        let depth = 100_000
        let text = "<xliff version=\"1.2\">" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</xliff>"
        do {
            _ = try Self.read(text)
            Issue.record("no error")
        } catch {
            #expect(error.message == "elements are nested more than 256 levels deep")
            #expect(error.position.column == 22 + 255 * 3)
        }
    }
}
