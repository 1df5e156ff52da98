import Foundation

// oscat: query the iOS platform catalog. Everything happens in `Application`; this file only
// connects it to the process: arguments, environment, streams and exit status.

/// Progress of long commands overwrites one line of standard error, when that is a terminal.
@Sendable func showProgress(_ line: String) {
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
}
let progress: (@Sendable (String) -> Void)? = isatty(STDERR_FILENO) != 0 ? showProgress : nil
let application = Application(
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    terminal: { noColor in Terminal.current(environment: ProcessInfo.processInfo.environment, noColorFlag: noColor) },
    progress: progress)
let outcome = application.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
