/// The stable ids of each listing command's table columns, which `--columns` chooses from
/// and help lists (docs/CLI.md documents them). The listings in `CatalogListings.swift` and
/// `ToolchainListings.swift` name their columns with these ids; a test checks that both agree.
extension QueryCommand {
    /// The column ids of this command's table, in table order, or nil for a command that prints
    /// no listing (`show`, `diff`). For `versions`, the ids of both its tables: every version,
    /// then the point releases of one (`versions 17`) adds `build`.
    var columnIDs: [String]? {
        switch self {
        case .versions: ["id", "version", "announced", "released", "latest-release", "last-update", "updates", "summary", "build"]
        case .layers: ["position", "id", "name", "frameworks", "services", "summary"]
        case .services: ["id", "name", "layer", "introduced", "summary"]
        case .frameworks: ["id", "name", "layer", "introduced", "status", "summary"]
        case .codecs: ["id", "name", "kind", "introduced", "capture", "containers", "limits", "summary"]
        case .programs: ["id", "name", "status", "price", "summary"]
        case .tools: ["id", "name", "kind", "summary"]
        case .xcode: ["xcode", "build", "released", "ios-sdk", "minimum-macos", "swift"]
        case .requirements: ["effective", "id", "rule"]
        case .search: ["kind", "id", "name", "summary"]
        case .show, .diff: nil
        }
    }
}
