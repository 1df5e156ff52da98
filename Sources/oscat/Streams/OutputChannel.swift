import Foundation
import SystemCalls

/// Standard output or standard error: text is written to the file descriptor as soon as a
/// command produces it, so a long listing is never held whole in memory, and a failed write is
/// remembered rather than trapping (Foundation's `FileHandle.write(_:)` traps on any error).
///
/// After the first failure nothing more is written; the command still runs to its end, so files
/// it writes are complete, and ``Application`` turns the failure into an error line and exit 1.
/// A channel over memory collects the text instead, for tests.
final class OutputChannel: @unchecked Sendable {
    /// Which of the two streams this is, for the error message.
    enum Stream: Sendable {
        case standardOutput, standardError
    }

    private enum Destination {
        case descriptor(Int32)
        case memory
    }

    /// Which stream this is.
    let stream: Stream
    private let destination: Destination
    // Progress lines of a parallel build arrive from several threads.
    private let lock = NSLock()
    private var collected = ""
    private var failureCode: Int32?
    // A stream the process was started without fails at its first write, not before: a
    // command with nothing to say there succeeds.
    private let closedAtStart: Bool

    private init(stream: Stream, destination: Destination, closedAtStart: Bool = false) {
        self.stream = stream
        self.destination = destination
        self.closedAtStart = closedAtStart
    }

    /// The process's stream. A descriptor the process was started without (`>&-`) fails at the
    /// first write with `EBADF`; `/dev/null` is opened in its place, so that no file opened
    /// later can take its number and receive the output meant for the stream.
    static func process(_ stream: Stream) -> OutputChannel {
        let descriptor = stream == .standardOutput ? Platform.standardOutputDescriptor : Platform.standardErrorDescriptor
        guard Platform.descriptorFlags(descriptor) == -1, Platform.errorNumber == ErrorNumber.EBADF else {
            return OutputChannel(stream: stream, destination: .descriptor(descriptor))
        }
        let placeholder = Platform.openFile("/dev/null", .writeOnly)
        if placeholder >= 0, placeholder != descriptor {
            Platform.duplicateDescriptor(placeholder, onto: descriptor)
            Platform.closeFile(placeholder)
        }
        return OutputChannel(stream: stream, destination: .descriptor(descriptor), closedAtStart: true)
    }

    /// A channel over an open descriptor of the caller's (tests write to `/dev/full` or a pipe).
    static func descriptor(_ descriptor: Int32, stream: Stream) -> OutputChannel {
        OutputChannel(stream: stream, destination: .descriptor(descriptor))
    }

    /// A channel that keeps what is written, for tests (see ``text``).
    static func memory(_ stream: Stream) -> OutputChannel {
        OutputChannel(stream: stream, destination: .memory)
    }

    /// Writes `text` whole, retrying after interruptions and partial writes; after a failure,
    /// does nothing.
    func write(_ text: String) {
        guard !text.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        guard failureCode == nil else { return }
        if closedAtStart {
            failureCode = ErrorNumber.EBADF
            return
        }
        switch destination {
        case .memory:
            collected += text
        case .descriptor(let descriptor):
            var text = text
            failureCode = text.withUTF8 { bytes in Self.writeAll(descriptor, UnsafeRawBufferPointer(bytes)) }
        }
    }

    /// The error number of the first failed write (`ENOSPC`, `EPIPE`, `EBADF` …), or nil.
    var failure: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failureCode
    }

    /// Everything written so far, for a channel over memory; empty for a process stream.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// Writes every byte of `bytes` to `descriptor`; the error number if that fails.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Platform.writeBytes(to: descriptor, from: base + offset, count: bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            if written < 0, Platform.errorNumber == ErrorNumber.EINTR { continue }
            if written < 0, Platform.errorNumber == ErrorNumber.EAGAIN || Platform.errorNumber == ErrorNumber.EWOULDBLOCK {
                // A non-blocking descriptor inherited from the parent: wait until it takes more.
                if Platform.waitUntilWritable(descriptor) >= 0 || Platform.errorNumber == ErrorNumber.EINTR { continue }
                return Platform.errorNumber
            }
            return written < 0 ? Platform.errorNumber : ErrorNumber.EIO
        }
        return nil
    }
}
