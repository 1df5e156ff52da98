import JSONReader
import Locales
import OSCatalog

/// `source-mention`: reader text (summaries, highlights, capabilities, benefits, details and
/// notes, in every language) states facts about the platform and never talks about the
/// documents they come from ("the Russian thesis says…"). Remarks about sources go in an
/// entry's `sourceNotes`, which the site and `show --sources` print with the sources.
enum SourceMentionRules {
    /// Phrases that name or paraphrase a source document, per language: matched without regard
    /// to case, at the start of a word. They are kept narrow enough that ordinary words
    /// (French "mémoire" as memory, Czech "práce" as work) do not match.
    static let phrases: [CatalogLanguage: [String]] = [
        .english: [
            "thesis", "theses", "tutorial", "lab assignment", "the lab ", "the assignment", "MoveMe", "the Czech ",
            "the Russian ", "the Swedish ", "the French translation", "both documents", "both sources", "seed document",
        ],
        .czech: ["bakalářsk", "diplomov", "tutoriál", "laboratorní úloh", "česká práce", "ruská práce", "švédská úloh"],
        .french: ["tutoriel", "mémoire russe", "mémoire tchèque", "travaux pratiques"],
        .russian: ["диплом", "выпускн", "учебное пособие", "лабораторн", "чешск", "шведск"],
        .swedish: ["examensarbet", "labbuppgift", "laboration", "tjeckisk", "handledning"],
    ]

    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        for entry in context.entries where entry.kind != .source {
            var values: [JSONValue] = ["summary", "layerRationale"].compactMap { entry.object[$0] }
            for key in TextRules.localizedListFields(of: entry.kind) where key != "sourceNotes" {
                values += entry.object[key]?.arrayValue ?? []
            }
            for value in values {
                guard let object = value.objectValue else { continue }
                for language in CatalogLanguage.allCases {
                    guard let text = object[language.code], let string = text.stringValue,
                        let phrase = mention(in: string, language: language)
                    else { continue }
                    let field = entry.fieldName(of: value.pointer)
                    findings.append(
                        Finding(
                            .sourceMention, .readerTextNamesSource(entry: entry.label, field: field, language: language, phrase: phrase),
                            at: text, in: entry.file))
                }
            }
        }
        return findings
    }

    /// The first phrase of `language` that `text` contains at the start of a word, as written
    /// in the text.
    static func mention(in text: String, language: CatalogLanguage) -> String? {
        let folded = text.lowercased()
        for phrase in phrases[language] ?? [] {
            let needle = phrase.lowercased()
            var searchStart = folded.startIndex
            while let range = folded.range(of: needle, range: searchStart..<folded.endIndex) {
                let startsWord =
                    range.lowerBound == folded.startIndex
                    || !(folded[folded.index(before: range.lowerBound)].isLetter || folded[folded.index(before: range.lowerBound)].isNumber)
                if startsWord { return String(folded[range]).trimmingCharacters(in: .whitespaces) }
                searchStart = range.upperBound
            }
        }
        return nil
    }
}
