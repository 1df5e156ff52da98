import ArgumentParsing
import Foundation
import OSCatalogLocalization
import SystemCalls
import TabularOutput
import Testing

@testable import oscat

/// The output channel writes everything it is given, remembers the first failure instead of
/// trapping, and writes nothing after it.
@Suite struct OutputChannelTests {
    @Test func aFullDiskIsRememberedAndLaterWritesAreDropped() throws {
        let descriptor = Platform.openFile("/dev/full", .writeOnly)
        try #require(descriptor >= 0)
        defer { Platform.closeFile(descriptor) }
        let channel = OutputChannel.descriptor(descriptor, stream: .standardOutput)
        #expect(channel.failure == nil)
        channel.write("versions\n")
        #expect(channel.failure == ErrorNumber.ENOSPC)
        channel.write("more\n")
        #expect(channel.failure == ErrorNumber.ENOSPC)
    }

    @Test func aClosedDescriptorFailsWithEBADF() {
        // Not a descriptor this test closed itself: tests run in parallel in one process, and
        // another test's pipe() may reuse that number at once, so the write would land in its
        // pipe. The process limit is one past the highest descriptor that can ever be open.
        let neverOpen = Platform.openFileLimit
        #expect(Platform.descriptorFlags(neverOpen) == -1)
        let channel = OutputChannel.descriptor(neverOpen, stream: .standardError)
        channel.write("x")
        #expect(channel.failure == ErrorNumber.EBADF)
    }

    @Test func largeWritesArriveWholeThroughAPipe() throws {
        let (reader, writer) = try #require(Platform.makePipe())
        // 4 MiB of multi-byte text: far more than a pipe holds, so the kernel takes it in parts.
        let text = String(repeating: "Полоха → poloha ✓\n", count: 4 * 1024 * 1024 / 24)
        let received = ReceivedBytes()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Platform.readBytes(from: reader, into: $0.baseAddress, count: $0.count) }
                if count <= 0 { break }
                received.append(buffer[0..<count])
            }
        }
        thread.start()
        let channel = OutputChannel.descriptor(writer, stream: .standardOutput)
        channel.write(text)
        Platform.closeFile(writer)
        while !received.finished(expecting: text.utf8.count) { Thread.sleep(forTimeInterval: 0.001) }
        Platform.closeFile(reader)
        #expect(channel.failure == nil)
        #expect(received.bytes == Array(text.utf8))
    }

    @Test func memoryChannelsKeepTheTextInOrder() {
        let channel = OutputChannel.memory(.standardOutput)
        channel.write("a")
        channel.write("")
        channel.write("b\n")
        #expect(channel.text == "ab\n")
        #expect(channel.failure == nil)
    }

    @Test func aTableThatCannotBeDrawnIsAnInternalErrorNotAnEmptySuccess() {
        var outcome = CommandOutcome(standardOutput: .memory(.standardOutput), standardError: .memory(.standardError))
        let strings = LocalizedStrings(locale: .language(.english))
        let context = CommandContext(
            command: ParsedCommand(path: ["versions"]), strings: strings,
            terminal: Terminal(isInteractive: false, useColor: false, width: 80), format: .table)
        Commands.rendering(context, &outcome) { () throws(TableError) in
            throw .rowTooLong(rowIndex: 2, cellCount: 5, columnCount: 4)
        }
        #expect(outcome.exitCode == CommandOutcome.failure)
        #expect(outcome.standardOutput.text.isEmpty)
        #expect(
            outcome.standardError.text
                == "error: internal error: the table cannot be drawn (row 2 has 5 cells but the table has 4 columns); please report this\n")
    }
}

/// Bytes read on another thread.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    func append(_ slice: ArraySlice<UInt8>) {
        lock.lock()
        storage += slice
        lock.unlock()
    }

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func finished(expecting count: Int) -> Bool { bytes.count >= count }
}
