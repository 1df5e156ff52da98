// Prints our JSON reader's verdict on each file named on the command line, one line per file, for
// Scripts/integration/diff-json to compare with Python's json module:
//   ok<TAB><the value written back by JSONWriter, compact>
//   error<TAB><the error, line:col: message>
//   unreadable<TAB><why the file could not be read>
// Not part of oscat: a test-side tool built from the fuzz package without sanitizers.
import Foundation
import JSONReader

var output = ""
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        output += "unreadable\t\(path)\n"
        continue
    }
    do {
        let value = try JSONReader.parse([UInt8](data))
        output += "ok\t" + JSONWriter.write(value, style: .compact) + "\n"
    } catch {
        output += "error\t" + error.description.replacingOccurrences(of: "\n", with: " ") + "\n"
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
