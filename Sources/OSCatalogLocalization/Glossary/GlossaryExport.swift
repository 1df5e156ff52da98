import OSCatalog
import TranslationInterchange

/// The glossary for translators' tools: TBX (ISO 30042, the TBX-Basic dialect that terminology
/// tools import) and the rows of a CSV table.
public enum GlossaryExport {
    /// The glossary as a TBX document: one concept entry per term, English and each language's
    /// approved rendering as preferred terms, rejected renderings as deprecated terms, the
    /// note as a definition and the reference page as a source.
    public static func tbx(_ glossary: Glossary) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
              <tbxHeader>
                <fileDesc>
                  <sourceDesc>
                    <p>oscat glossary: approved terminology for the catalog and the user interface</p>
                  </sourceDesc>
                </fileDesc>
              </tbxHeader>
              <text>
                <body>

            """
        for term in glossary.terms {
            out += "      <conceptEntry id=\"\(XLIFFWriter.attribute(term.id))\">\n"
            out += "        <descrip type=\"subjectField\">\(term.kind.rawValue)</descrip>\n"
            if let note = term.note {
                out += "        <descrip type=\"definition\">\(XLIFFWriter.content(note))</descrip>\n"
            }
            out += "        <langSec xml:lang=\"en\">\n"
            for english in [term.english] + term.variants {
                out += termSection(english, status: english == term.english ? "preferredTerm-admn-sts" : "admittedTerm-admn-sts")
            }
            out += "        </langSec>\n"
            for language in Glossary.languages {
                guard let rendering = term.renderings[language] else { continue }
                out += "        <langSec xml:lang=\"\(language.code)\">\n"
                out += termSection(rendering.approved, status: "preferredTerm-admn-sts", source: rendering.source)
                for rejected in rendering.rejected {
                    out += termSection(rejected, status: "deprecatedTerm-admn-sts")
                }
                out += "        </langSec>\n"
            }
            out += "      </conceptEntry>\n"
        }
        out += """
                </body>
              </text>
            </tbx>

            """
        return Array(out.utf8)
    }

    private static func termSection(_ text: String, status: String, source: String? = nil) -> String {
        var out = "          <termSec>\n            <term>\(XLIFFWriter.content(text))</term>\n"
        out += "            <termNote type=\"administrativeStatus\">\(status)</termNote>\n"
        if let source { out += "            <admin type=\"source\">\(XLIFFWriter.content(source))</admin>\n" }
        return out + "          </termSec>\n"
    }

    /// The column titles of ``rows(_:)``.
    public static let columns = [
        "id", "kind", "en", "variants", "otherSenses", "note", "language", "approved", "accepted", "rejected", "source",
    ]

    /// One row per term and language, lossless: lists are joined with ``listSeparator``, absent
    /// values are empty.
    public static func rows(_ glossary: Glossary) -> [[String]] {
        glossary.terms.flatMap { term in
            Glossary.languages.compactMap { language -> [String]? in
                guard let rendering = term.renderings[language] else { return nil }
                return [
                    term.id, term.kind.rawValue, term.english, term.variants.joined(separator: listSeparator),
                    term.otherSenses.joined(separator: listSeparator), term.note ?? "",
                    language.code, rendering.approved, rendering.accepted.joined(separator: listSeparator),
                    rendering.rejected.joined(separator: listSeparator), rendering.source ?? "",
                ]
            }
        }
    }

    /// What separates the items of a list in one CSV cell.
    public static let listSeparator = " | "
}
