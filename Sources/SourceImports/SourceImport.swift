/// One module a source file imports, where it does, and how: what `oscat check` judges.
public struct SourceImport: Sendable, Hashable {
    /// The top-level module: `UIKit` for `import UIKit.UIView`, `@import UIKit.UIView;` and
    /// `#import <UIKit/UIView.h>`.
    public var module: String
    /// Everything the statement names after the module: the submodules or declaration of a Swift
    /// or `@import` path (`["UIView"]`), or the header path of a `#import` (`["UIView.h"]`).
    public var path: [String]
    /// The statement's form.
    public var form: ImportForm
    /// The attributes and access modifier before a Swift `import`, as written (`@_exported`,
    /// `@preconcurrency`, `@testable`, `@_spi(Internal)`, `public`), in order; empty elsewhere.
    public var attributes: [String]
    /// The 1-based line of the module's name.
    public var line: Int
    /// The 1-based column of the module's name's first character, in Unicode scalars.
    public var column: Int
    /// Whether the import is guarded: inside a Swift `#if canImport(…)` branch (or its
    /// `#else`), or a C-family `#if __has_include(…)` branch, so the code already expects the
    /// module to be missing.
    public var isConditional: Bool

    /// An import found at `line`:`column`.
    public init(
        module: String, path: [String] = [], form: ImportForm, attributes: [String] = [], line: Int, column: Int,
        isConditional: Bool = false
    ) {
        self.module = module
        self.path = path
        self.form = form
        self.attributes = attributes
        self.line = line
        self.column = column
        self.isConditional = isConditional
    }
}

/// The ways a source file names a module. The raw value is the word reports print.
public enum ImportForm: String, Sendable, Hashable, CaseIterable {
    /// Swift `import X` or `import X.Y`, with any attributes and access modifier.
    case swiftImport = "import"
    /// Swift `import struct X.Y` and the other declaration kinds (`class`, `enum`, `protocol`,
    /// `typealias`, `func`, `let`, `var`).
    case swiftDeclarationImport = "import-declaration"
    /// Objective-C `@import X;` or `@import X.Y;`.
    case moduleImport = "@import"
    /// `#import <X/Header.h>` (framework style only).
    case headerImport = "#import"
    /// `#include <X/Header.h>` (framework style only).
    case headerInclude = "#include"
}
