import Testing

@testable import OSCatalog

/// The version filters `--introduced-in`, `--deprecated-in`, `--removed-in` and `--available-in`
/// of frameworks, services and codecs: a major means every one of its releases, a point release
/// only itself and its updates.
@Suite struct ReleaseSpanTests {
    let catalog: Catalog

    init() throws {
        typealias F = CatalogFixtures
        let frameworks = [
            F.framework("old-kit", "Old Kit", layer: "core-services", introduced: "ios-6", extra: #", "deprecated": "ios-7.1""#),
            F.framework("gone-kit", "Gone Kit", layer: "core-services", introduced: "ios-6", extra: #", "removed": "ios-7.2""#),
            F.framework("late-kit", "Late Kit", layer: "cocoa-touch", introduced: "ios-7.1"),
            F.framework("point-kit", "Point Kit", layer: "cocoa-touch", introduced: "ios-7.1.1"),
            F.framework("seven-kit", "Seven Kit", layer: "core-services", introduced: "ios-7", extra: #", "removed": "ios-8""#),
            F.framework("eight-kit", "Eight Kit", layer: "cocoa-touch", introduced: "ios-8", extra: #", "deprecated": "ios-8""#),
        ]
        let services = [
            #"{"id": "dated", "name": "Dated", "layer": "core-services", "introduced": "ios-7.1", "summary": \#(F.text("A service.")), "citations": [{"source": "seed", "locator": "p. 6"}]}"#,
            #"{"id": "undated", "name": "Undated", "layer": "cocoa-touch", "summary": \#(F.text("A service.")), "citations": [{"source": "seed", "locator": "p. 6"}]}"#,
        ]
        let json = """
            {
              "$schema": "schema/catalog.schema.json",
              "sources": [\(F.sources)],
              "versions": [\(F.version(6, "2012-06-11", "2012-09-19")), \(F.version(7)), \(F.version(8, "2014-06-02", "2014-09-17"))],
              "layers": [\(F.layer("core-services", "Core Services", 3)), \(F.layer("cocoa-touch", "Cocoa Touch", 1))],
              "services": [\(services.joined(separator: ",\n"))],
              "frameworks": [\(frameworks.joined(separator: ",\n"))],
              "codecs": [
                {"id": "seven", "name": "Seven", "kind": "audio", "introduced": "ios-7.1", "containers": ["m4a"], "summary": \(F.text("Audio.")), "citations": [{"source": "seed", "locator": "p. 3"}]},
                {"id": "unknown", "name": "Unknown", "kind": "audio", "containers": ["m4a"], "summary": \(F.text("Audio.")), "citations": [{"source": "seed", "locator": "p. 3"}]}
              ]
            }
            """
        catalog = try CatalogFixtures.load(json)
    }

    private func ids(_ query: FrameworkQuery) -> Set<String> {
        Set(catalog.frameworks(matching: query).map(\.id))
    }

    @Test func aMajorSpansEveryOneOfItsReleases() throws {
        let span = try #require(ReleaseSpan(reference: "ios-7"))
        #expect(span.isMajor)
        for reference in ["ios-7", "ios-7.1", "ios-7.1.1", "ios-7.0"] {
            #expect(catalog.isReference(reference, in: span), "\(reference)")
        }
        #expect(!catalog.isReference("ios-8", in: span))
        #expect(!catalog.isReference("ios-6", in: span))
        #expect(!catalog.isReference("not a reference..", in: span))
    }

    @Test func aPointReleaseSpansItselfAndItsUpdates() throws {
        let span = try #require(ReleaseSpan(reference: "ios-7.1"))
        #expect(!span.isMajor)
        #expect(catalog.isReference("ios-7.1", in: span))
        #expect(catalog.isReference("ios-7.1.1", in: span))
        #expect(!catalog.isReference("ios-7", in: span))
        #expect(!catalog.isReference("ios-7.2", in: span))
        #expect(ReleaseSpan(reference: "ios-7.0") == ReleaseSpan(reference: "ios-7"))
    }

    @Test func lifecycleFiltersMatchAnyReleaseOfAMajor() {
        #expect(ids(FrameworkQuery(introducedInVersionID: "ios-7")) == ["late-kit", "point-kit", "seven-kit"])
        #expect(ids(FrameworkQuery(introducedInVersionID: "ios-7.1")) == ["late-kit", "point-kit"])
        #expect(ids(FrameworkQuery(introducedInVersionID: "ios-7.1.1")) == ["point-kit"])
        #expect(ids(FrameworkQuery(deprecatedInVersionID: "ios-7")) == ["old-kit"])
        #expect(ids(FrameworkQuery(deprecatedInVersionID: "ios-7.2")).isEmpty)
        #expect(ids(FrameworkQuery(removedInVersionID: "ios-7")) == ["gone-kit"])
        #expect(ids(FrameworkQuery(removedInVersionID: "ios-8")) == ["seven-kit"])
        #expect(ids(FrameworkQuery(removedInVersionID: "ios-6")).isEmpty)
    }

    @Test func availabilityIsUseOnSomeReleaseOfTheSpan() {
        // Introduced in 7.1 counts for 7; removed in 7.2 is still there in 7 but not in 7.2 or 8.
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-7")) == ["old-kit", "gone-kit", "late-kit", "point-kit", "seven-kit"])
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-7.1")) == ["old-kit", "gone-kit", "late-kit", "point-kit", "seven-kit"])
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-7.0")) == ids(FrameworkQuery(availableInVersionID: "ios-7")))
        #expect(!ids(FrameworkQuery(availableInVersionID: "ios-7.2")).contains("gone-kit"))
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-6")) == ["old-kit", "gone-kit"])
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-8")) == ["old-kit", "late-kit", "point-kit", "eight-kit"])
    }

    @Test func filtersCombineWithLayerAndEachOther() {
        #expect(ids(FrameworkQuery(layerID: "cocoa-touch", introducedInVersionID: "ios-7")) == ["late-kit", "point-kit"])
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-8", deprecatedInVersionID: "ios-8")) == ["eight-kit"])
        #expect(ids(FrameworkQuery(text: "seven", introducedInVersionID: "ios-7")) == ["seven-kit"])
        #expect(ids(FrameworkQuery(introducedInVersionID: "ios-7", removedInVersionID: "ios-8")) == ["seven-kit"])
    }

    @Test func servicesAnswerOnlyWithARecordedIntroduction() {
        #expect(catalog.services(matching: ServiceQuery(introducedInVersionID: "ios-7")).map(\.id) == ["dated"])
        #expect(catalog.services(matching: ServiceQuery(introducedInVersionID: "ios-7.2")).isEmpty)
        #expect(catalog.services(matching: ServiceQuery(availableInVersionID: "ios-8")).map(\.id) == ["dated"])
        #expect(catalog.services(matching: ServiceQuery(availableInVersionID: "ios-6")).isEmpty)
        #expect(catalog.services(matching: ServiceQuery(layerID: "cocoa-touch")).map(\.id) == ["undated"])
        #expect(catalog.services(inLayer: nil).count == 2)
    }

    @Test func codecsFilterByIntroduction() {
        #expect(catalog.codecs(matching: CodecQuery(introducedInVersionID: "ios-7")).map(\.id) == ["seven"])
        #expect(catalog.codecs(matching: CodecQuery(introducedInVersionID: "ios-8")).isEmpty)
    }

    @Test func theRealCatalogAnswersWhatWasDeprecatedInIOS9() throws {
        let real = try CatalogFixtures.realCatalog()
        let deprecated = real.frameworks(matching: FrameworkQuery(deprecatedInVersionID: "ios-9")).map(\.name)
        #expect(deprecated == ["Address Book", "Address Book UI", "Assets Library"])
        // Every framework the real catalog says was removed is found by its removal's major.
        for framework in real.frameworks {
            guard let removed = framework.removedID, let major = real.majorVersion(of: removed) else { continue }
            #expect(real.frameworks(matching: FrameworkQuery(removedInVersionID: major.id)).contains(framework))
            #expect(!real.frameworks(matching: FrameworkQuery(availableInVersionID: major.id + ".99")).contains(framework))
        }
    }
}
