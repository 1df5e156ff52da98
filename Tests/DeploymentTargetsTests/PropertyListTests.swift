import Testing

@testable import DeploymentTargets

/// The accessors readers use on property list values.
@Suite struct PropertyListTests {
    @Test func accessorsAnswerOnlyForTheirKind() throws {
        let root = try parsePropertyList(Array("{ s = x; a = (y); d = { k = v; }; k = first; k = second; b = <00>; }".utf8))
        #expect(root["s"]?.string == "x" && root["s"]?.array == nil && root["s"]?.entries == nil)
        #expect(root["a"]?.array?.count == 1 && root["a"]?.string == nil)
        #expect(root["d"]?["k"]?.string == "v")
        #expect(root["k"]?.string == "first")
        #expect(root["b"]?.string == nil && root["b"]?["k"] == nil)
        #expect(root["missing"] == nil)
        #expect(root["s"]?["k"] == nil)
    }
}
