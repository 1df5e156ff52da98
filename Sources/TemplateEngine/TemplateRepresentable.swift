/// A type that can be turned into a ``TemplateValue``, so model values can be handed to
/// ``TemplateValue/init(_:)`` directly.
///
/// The standard conformances are `String`, `Substring`, `Bool`, `Int`, `Double`,
/// ``TemplateValue`` itself, and `Optional`, `Array` and `Dictionary` (with `String` keys) of
/// conforming types. Conform your own types to expose them to templates:
///
/// ```swift
/// extension Framework: TemplateRepresentable {
///     var templateValue: TemplateValue {
///         ["id": TemplateValue(id), "name": TemplateValue(name), "since": TemplateValue(since)]
///     }
/// }
/// ```
public protocol TemplateRepresentable {
    /// The value templates see for this instance.
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateRepresentable {
    /// The value itself.
    public var templateValue: TemplateValue { self }
}

extension String: TemplateRepresentable {
    /// A ``TemplateValue/string(_:)``.
    public var templateValue: TemplateValue { .string(self) }
}

extension Substring: TemplateRepresentable {
    /// A ``TemplateValue/string(_:)`` with a copy of the text.
    public var templateValue: TemplateValue { .string(String(self)) }
}

extension Bool: TemplateRepresentable {
    /// A ``TemplateValue/bool(_:)``.
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateRepresentable {
    /// A ``TemplateValue/int(_:)``.
    public var templateValue: TemplateValue { .int(self) }
}

extension Double: TemplateRepresentable {
    /// A ``TemplateValue/double(_:)``.
    public var templateValue: TemplateValue { .double(self) }
}

extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
    /// The wrapped value's template value, or ``TemplateValue/null`` for `nil`.
    public var templateValue: TemplateValue {
        switch self {
        case .some(let wrapped): wrapped.templateValue
        case .none: .null
        }
    }
}

extension Array: TemplateRepresentable where Element: TemplateRepresentable {
    /// A ``TemplateValue/list(_:)`` of the elements' template values, in order.
    public var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Dictionary: TemplateRepresentable where Key == String, Value: TemplateRepresentable {
    /// A ``TemplateValue/object(_:)`` of the values' template values.
    public var templateValue: TemplateValue { .object(mapValues(\.templateValue)) }
}
