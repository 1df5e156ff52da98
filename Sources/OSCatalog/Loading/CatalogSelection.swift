/// The files a file command (`validate`, `fmt`) works on in one catalog folder: every catalog
/// file of the folder, which the selected files are read with (so that their references into
/// other files resolve, and canonical order sees every layer), and the selected ones, which the
/// command reports on and may rewrite.
public struct CatalogSelection: Sendable {
    /// The catalog folder, spelt as first named (or the folder of the first file named in it).
    public var folder: String
    /// Every catalog file of the folder, and any file named in it, sorted by path.
    public var files: [CatalogFile]
    /// The paths (as in ``files``) of the files named, each once, sorted: all of ``files`` when
    /// the folder itself was named.
    public var selected: [String]

    /// Creates a selection.
    public init(folder: String, files: [CatalogFile], selected: [String]) {
        self.folder = folder
        self.files = files
        self.selected = selected
    }

    /// The whole folder `directory`, every file selected (what a command without paths works on).
    public init(folder directory: String, files: [CatalogFile]) {
        self.init(folder: directory, files: files, selected: files.map(\.path))
    }
}
