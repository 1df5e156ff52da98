/// The anchors git hosts give Markdown headings, so that the committed Markdown site's links to
/// a section of a page work where it is browsed.
enum HeadingSlug {
    /// GitHub's slug of a heading's text (as github-slugger computes it): lower-cased, with
    /// everything but letters, marks, digits, connector punctuation, spaces and hyphens removed,
    /// and each space turned into a hyphen.
    static func githubSlug(_ heading: String) -> String {
        var slug = ""
        for scalar in heading.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                if scalar == " " { slug += "-" } else if scalar == "-" { slug += "-" }
            }
        }
        return slug
    }
}
