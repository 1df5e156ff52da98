import OSCatalogSite
import Testing

/// Renders run concurrently on different threads and give exactly the serial result.
@Suite("MarkdownRenderer concurrency")
struct MarkdownRendererConcurrencyTests {
    @Test func concurrentRendersMatchTheSerialResult() async {
        let documents = (0..<200).map(MarkdownSamples.document(number:))
        let serial = documents.map(MarkdownRenderer.html(fromMarkdown:))
        #expect(serial.allSatisfy { !$0.isEmpty })

        // 8 tasks each render all 200 documents, starting at different offsets so that different
        // documents are parsed at the same moment.
        let taskCount = 8
        let mismatches = await withTaskGroup(of: [Int].self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    var mismatched: [Int] = []
                    for step in 0..<documents.count {
                        let index = (step + task * 25) % documents.count
                        let rendered = MarkdownRenderer.html(fromMarkdown: documents[index])
                        if Array(rendered.utf8) != Array(serial[index].utf8) { mismatched.append(index) }
                    }
                    return mismatched
                }
            }
            var all: [Int] = []
            for await mismatched in group { all += mismatched }
            return all
        }
        #expect(mismatches.isEmpty, "documents rendered differently under concurrency: \(mismatches.sorted())")
    }
}
