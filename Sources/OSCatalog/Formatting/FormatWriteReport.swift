import FileSafety
import Foundation

/// What writing formatted catalog files did: the files rewritten and those that could not be.
public struct FormatWriteReport: Sendable {
    /// The paths of the files rewritten, in the order given.
    public var written: [String]
    /// The files that could not be rewritten (each left as it was), in the order given.
    public var failures: [FileWriteError]

    /// Creates a report.
    public init(written: [String] = [], failures: [FileWriteError] = []) {
        self.written = written
        self.failures = failures
    }

    /// True when every changed file was written.
    public var succeeded: Bool { failures.isEmpty }
}

extension CatalogFormatter {
    /// Rewrites every file of `files` that ``FormattedFile/isChanged`` with its canonical form,
    /// each atomically (see ``AtomicFileWriter``). Files that are unchanged or not valid JSON are
    /// not touched. A file whose content on disk is no longer what was formatted (edited in the
    /// meantime) is not overwritten but reported, so no edit is lost. Tries every file and
    /// reports every failure.
    public static func writeChanged(_ files: [FormattedFile]) -> FormatWriteReport {
        var report = FormatWriteReport()
        for file in files where file.isChanged {
            guard let formatted = file.formatted else { continue }
            guard let current = FileManager.default.contents(atPath: file.path) else {
                report.failures.append(FileWriteError(path: file.path, reason: .cannotReadAgain))
                continue
            }
            guard [UInt8](current) == file.original else {
                report.failures.append(FileWriteError(path: file.path, reason: .changedSinceRead))
                continue
            }
            do {
                try AtomicFileWriter.write(formatted, toPath: file.path)
                report.written.append(file.path)
            } catch {
                report.failures.append(error)
            }
        }
        return report
    }
}
