import OSCatalog

/// Where a module is first imported: the file, line and column of its name.
public struct ImportPlace: Sendable, Hashable, Comparable {
    /// The file's path.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Orders by file, then line, then column.
    public static func < (lhs: ImportPlace, rhs: ImportPlace) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// How an app uses one module: its first import, the number of files importing it, and
/// whether every import is guarded (`#if canImport`, `__has_include`).
public struct ModuleUse: Sendable, Hashable {
    /// The module's name as imported.
    public var module: String
    /// The first import, by path, line and column.
    public var first: ImportPlace
    /// The number of files that import it.
    public var files: Int
    /// Whether every import of it is conditional.
    public var isConditionalOnly: Bool
}

/// A module of the catalog that the app imports.
public struct FrameworkUse: Sendable {
    /// The catalog's framework.
    public var framework: Framework
    /// How the app imports it.
    public var use: ModuleUse
}
