import JSONReader
import Testing

/// The example at the top of docs/JSON-READER.md.
@Test func documentationExample() throws {
    let value = try JSONReader.parse(#"{"frameworks": [{"id": "uikit"}]}"#)
    let id = value["frameworks"]?[0]?["id"]
    #expect(id?.stringValue == "uikit")
    #expect(id?.position.description == "1:24")
    #expect(id?.pointer.description == "/frameworks/0/id")
    #expect(JSONWriter.write(value) == "{\n  \"frameworks\": [\n    {\n      \"id\": \"uikit\"\n    }\n  ]\n}")
}
