/// The lexer a source file needs, chosen by its name's extension.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    /// `.swift` files.
    case swift
    /// Objective-C, Objective-C++, C and C++ sources and headers: `.m`, `.mm`, `.h`, `.c`,
    /// `.cc`, `.cpp`, `.cxx`, `.hh`, `.hpp`, `.hxx`.
    case clang

    /// The language of a file named `name`, or nil when it is not a source file oscat reads.
    /// The extension is compared without regard to case (`.M`, `.H` from older projects).
    public init?(fileName name: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h", "c", "cc", "cpp", "cxx", "hh", "hpp", "hxx": self = .clang
        default: return nil
        }
    }
}
