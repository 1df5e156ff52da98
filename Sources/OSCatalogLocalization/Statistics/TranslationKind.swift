/// What a translation unit is about, for statistics: the UI, or the catalog collection its
/// entry belongs to.
public enum TranslationKind: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A UI string (`Localization/*.xcstrings`).
    case ui
    /// Catalog prose of a version.
    case versions
    /// Catalog prose of a layer.
    case layers
    /// Catalog prose of a service.
    case services
    /// Catalog prose of a framework.
    case frameworks
    /// Catalog prose of a codec.
    case codecs
    /// Catalog prose of a developer program.
    case programs
    /// Catalog prose of a tool.
    case tools
    /// Catalog prose of a source.
    case sources
    /// Catalog prose of a collection not listed above.
    case other

    /// The kind's name (`ui`, `frameworks`), as used in output.
    public var description: String { rawValue }

    /// Orders kinds as listed (ui first, other last).
    public static func < (lhs: TranslationKind, rhs: TranslationKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

extension TranslationUnit {
    /// What the unit is about: `ui` for UI strings, otherwise the catalog collection named by the
    /// first token of its JSON Pointer (`/frameworks/3/summary` → `frameworks`).
    public var kind: TranslationKind {
        switch domain {
        case .ui: .ui
        case .catalog: pointer.tokens.first.flatMap { TranslationKind(rawValue: $0) }.flatMap { $0 == .ui ? nil : $0 } ?? .other
        }
    }
}
