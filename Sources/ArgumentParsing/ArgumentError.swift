/// A command line that does not match the command specification.
///
/// Every case carries `path`, the subcommand names (below the root) of the command being
/// parsed when the error was found, so that a tool can point at that command's help. Options
/// are named with two dashes (`"--layer"`) and positionals in angle brackets (`"<id>"`).
/// The tool should print ``message`` (or ``message(using:)`` for another language) to
/// standard error and exit with ``exitCode``.
public enum ArgumentError: Error, Equatable, Sendable {
    /// A word where a subcommand was expected names none (`oscat framwork`); `valid` lists the
    /// subcommand names (and `help` on the root) in declaration order.
    case unknownCommand(String, path: [String], suggestion: String?, valid: [String])
    /// An option that the command does not accept, as typed up to any `=` (`"--layr"`, `"-x"`);
    /// `valid` lists the accepted long options.
    case unknownOption(String, path: [String], suggestion: String?, valid: [String])
    /// An option that takes a value came last, or was followed by a word starting with `-`
    /// (such values must be attached: `--offset=-1`).
    case missingValue(option: String, path: [String])
    /// A value that is not one of the choices of an option or positional argument.
    case invalidValue(option: String, value: String, path: [String], valid: [String], suggestion: String?)
    /// A flag was given a value (`--no-color=yes`).
    case unexpectedValue(option: String, value: String, path: [String])
    /// A required positional argument is missing (`"<id>"`).
    case missingPositional(String, path: [String])
    /// A word that no positional argument takes.
    case unexpectedArgument(String, path: [String])

    /// The process exit status for usage errors: 64, `EX_USAGE` from `sysexits.h`, as used by
    /// swift-argument-parser.
    public static let usageExitCode: Int32 = 64

    /// The process exit status the tool should use: ``usageExitCode`` for every case.
    public var exitCode: Int32 { Self.usageExitCode }

    /// The subcommand path (below the root) of the command being parsed when the error was found.
    public var path: [String] {
        switch self {
        case .unknownCommand(_, let path, _, _), .unknownOption(_, let path, _, _),
            .missingValue(_, let path), .invalidValue(_, _, let path, _, _),
            .unexpectedValue(_, _, let path), .missingPositional(_, let path),
            .unexpectedArgument(_, let path):
            return path
        }
    }

    /// The suggested correction, if any (`"frameworks"` for `framwork`).
    public var suggestion: String? {
        switch self {
        case .unknownCommand(_, _, let suggestion, _), .unknownOption(_, _, let suggestion, _),
            .invalidValue(_, _, _, _, let suggestion):
            return suggestion
        default:
            return nil
        }
    }

    /// The message in English, without an "error:" prefix, e.g. "unknown value 'core-service'
    /// for --layer; did you mean 'core-services'? Valid values: cocoa-touch, core-os,
    /// core-services, media".
    public var message: String { message(using: EnglishArgumentParsingStrings()) }

    /// The message produced by `strings`, so that a tool can show it in the user's language.
    public func message(using strings: any ArgumentParsingStrings) -> String {
        switch self {
        case .unknownCommand(let word, _, let suggestion, let valid):
            return strings.unknownCommand(word, suggestion: suggestion, valid: valid)
        case .unknownOption(let option, _, let suggestion, let valid):
            return strings.unknownOption(option, suggestion: suggestion, valid: valid)
        case .missingValue(let option, _):
            return strings.missingValue(option: option)
        case .invalidValue(let option, let value, _, let valid, let suggestion):
            return strings.invalidValue(value, option: option, suggestion: suggestion, valid: valid)
        case .unexpectedValue(let option, let value, _):
            return strings.unexpectedValue(value, option: option)
        case .missingPositional(let name, _):
            return strings.missingPositional(name)
        case .unexpectedArgument(let word, _):
            return strings.unexpectedArgument(word)
        }
    }
}

/// Errors print as their English message.
extension ArgumentError: CustomStringConvertible {
    /// The English ``message``.
    public var description: String { message }
}
