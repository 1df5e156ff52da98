import Foundation

/// How one text of one language stands to one glossary term: the English names the term and
/// the translation uses the approved rendering, a rejected one, or none of the accepted ones.
public enum GlossaryMatch: Sendable, Hashable {
    /// The English does not name the term, or the translation uses an accepted rendering.
    case fine
    /// The translation uses `found`, which the glossary rejects.
    case rejected(found: String)
    /// The English names the term but the translation has no accepted rendering of it.
    case missing

    /// Compares `translation` in one language with its `english` source for `term`, whose
    /// rendering in that language is `rendering`. Code spans (`` `…` ``) are left out on both
    /// sides: identifiers are checked by the `verbatim-token` rule.
    public static func of(
        _ term: Glossary.Term, rendering: Glossary.Rendering, english: String, translation: String
    ) -> GlossaryMatch {
        var english = withoutCodeSpans(english)
        for phrase in term.otherSenses {
            english = english.replacingOccurrences(of: phrase, with: " ", options: term.isCaseSensitive ? [] : .caseInsensitive)
        }
        var names = [term.english] + term.variants
        // A name that matches with its capitals still starts a sentence with a capital
        // ("Passkeys in Safari", "Multi-touch interface").
        if term.isCaseSensitive { names += names.map(capitalizingFirstLetter).filter { !names.contains($0) } }
        guard names.contains(where: { containsWord($0, in: english, caseSensitive: term.isCaseSensitive, allowPlural: true) })
        else { return .fine }
        let translation = withoutCodeSpans(translation)
        for rejected in rendering.rejected
        where containsWord(rejected, in: translation, caseSensitive: false, allowPlural: false, stem: true) {
            // A rejected rendering inside an accepted one ("centrum" in "Ovládací centrum") is fine.
            if !acceptedForms(rendering).contains(where: { $0.lowercased().contains(rejected.lowercased()) }) {
                return .rejected(found: rejected)
            }
        }
        let accepted = acceptedForms(rendering)
        if accepted.contains(where: { containsWord($0, in: translation, caseSensitive: false, allowPlural: false, stem: true) }) {
            return .fine
        }
        return .missing
    }

    /// `name` with its first letter in upper case (`passkeys` → `Passkeys`).
    static func capitalizingFirstLetter(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The spellings that count as the approved rendering.
    static func acceptedForms(_ rendering: Glossary.Rendering) -> [String] {
        rendering.accepted.isEmpty ? [rendering.approved] : rendering.accepted + [rendering.approved]
    }

    /// Whether `word` occurs in `text` starting at a word boundary, and (unless `stem`) ending at
    /// one, optionally followed by a plural `s` or `es`.
    static func containsWord(_ word: String, in text: String, caseSensitive: Bool, allowPlural: Bool, stem: Bool = false) -> Bool {
        let needle = Array((caseSensitive ? word : word.lowercased()))
        let haystack = Array((caseSensitive ? text : text.lowercased()))
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            defer { start += 1 }
            guard haystack[start] == needle[0], start == 0 || !isWordCharacter(haystack[start - 1]) else { continue }
            guard Array(haystack[start..<(start + needle.count)]) == needle else { continue }
            let end = start + needle.count
            func endsWord(at index: Int) -> Bool { index == haystack.count || !isWordCharacter(haystack[index]) }
            if stem || endsWord(at: end) { return true }
            guard allowPlural else { continue }
            for suffix in [["s"], ["e", "s"]] as [[Character]]
            where end + suffix.count <= haystack.count && Array(haystack[end..<(end + suffix.count)]) == suffix
                && endsWord(at: end + suffix.count)
            {
                return true
            }
        }
        return false
    }

    /// Letters, digits and `_`, so that a term inside an identifier (`API_DEPRECATED`) is not a word.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` with every `` `code span` `` replaced by a space.
    static func withoutCodeSpans(_ text: String) -> String {
        guard text.contains("`") else { return text }
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" {
                inCode.toggle()
                result.append(" ")
            } else if !inCode {
                result.append(character)
            }
        }
        return result
    }
}
