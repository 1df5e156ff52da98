import JSONReader

/// Where something was written in the catalog: a file, a line and column, and a JSON Pointer.
/// Every diagnostic about catalog data names one, so an editor can jump to it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as the user gave it or as found (relative to the working directory
    /// where possible), or the name of an embedded file.
    public var file: String
    /// Line, column and byte offset in the file.
    public var position: SourcePosition
    /// The JSON Pointer of the value inside the file.
    public var pointer: JSONPointer

    /// Creates a location in `file` at `position`, for the value at `pointer`.
    public init(file: String, position: SourcePosition, pointer: JSONPointer = .root) {
        self.file = file
        self.position = position
        self.pointer = pointer
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
