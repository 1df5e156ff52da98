import ArgumentParsing

/// The argument parser's messages and help headings, through the CLI's lookup point.
/// English for now: the parser's own English defaults are the source text.
struct LocalizedArgumentParsingStrings: ArgumentParsingStrings {
    let strings: UIStrings
}
