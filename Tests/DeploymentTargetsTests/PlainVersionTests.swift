import Testing

@testable import DeploymentTargets

/// Which values are plain versions, and where their first digit is once trimmed.
@Suite struct PlainVersionTests {
    @Test(arguments: ["15", "15.0", "16.4.1", "0", "2024.1"])
    func plainVersionsAreAccepted(text: String) {
        #expect(plainVersion(in: text)?.version == text)
        #expect(plainVersion(in: text)?.leadingTrim == 0)
    }

    @Test(arguments: [
        "", " ", "15.", ".15", "15..0", "15.0.0.0", "v15", "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)", "15.0 beta", "1\u{0663}", "15\n",
    ])
    func otherValuesAreRefused(text: String) {
        #expect(plainVersion(in: text) == nil)
    }

    @Test func spacesAndTabsAreTrimmed() {
        #expect(plainVersion(in: " \t15.4 \t")?.version == "15.4")
        #expect(plainVersion(in: " \t15.4 \t")?.leadingTrim == 2)
    }
}
