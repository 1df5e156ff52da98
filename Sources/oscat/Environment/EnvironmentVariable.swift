/// Every environment variable oscat reads, in the order the manual page's ENVIRONMENT section
/// lists them. The page is generated from this list (``CommandTree/manualPage()``), and a
/// test checks that every variable the sources read is here, so the page cannot miss one.
enum EnvironmentVariable: String, CaseIterable {
    case columns = "COLUMNS"
    case noColor = "NO_COLOR"
    case term = "TERM"
    case lcAll = "LC_ALL"
    case lcMessages = "LC_MESSAGES"
    case lang = "LANG"
    case oscatCatalog = "OSCAT_CATALOG"
    case oscatPager = "OSCAT_PAGER"
    case pager = "PAGER"
    case less = "LESS"
    case path = "PATH"
    case sourceDateEpoch = "SOURCE_DATE_EPOCH"
}
