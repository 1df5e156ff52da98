import Foundation

// oscat: query the iOS platform catalog. Everything happens in `Application`; this file only
// connects it to the process: arguments, environment, streams and exit status.

let application = Application(
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    terminal: { noColor in Terminal.current(environment: ProcessInfo.processInfo.environment, noColorFlag: noColor) })
let outcome = application.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
