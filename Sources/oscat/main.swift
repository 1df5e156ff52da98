import Foundation
import SystemCalls

// oscat: query the iOS platform catalog. Everything happens in `Application`; this file only
// connects it to the process: arguments, environment, streams and exit status.

let standardOutput = OutputChannel.process(.standardOutput)
let standardError = OutputChannel.process(.standardError)
/// Progress of long commands overwrites one line of standard error, when that is a terminal.
@Sendable func showProgress(_ line: String) {
    standardError.write("\r\u{1B}[K" + line)
}
let progress: (@Sendable (String) -> Void)? = Platform.isTerminal(Platform.standardErrorDescriptor) ? showProgress : nil
let application = Application(
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    terminal: { noColor in Terminal.current(environment: ProcessInfo.processInfo.environment, noColorFlag: noColor) },
    progress: progress, startPager: PagedOutput.start)
Platform.exitProcess(application.run(Array(CommandLine.arguments.dropFirst()), output: standardOutput, errors: standardError))
