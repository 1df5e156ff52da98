import OSCatalog
import Testing

/// The `services --layer` and `programs --active` filters, on the real catalog.
@Suite struct ListingQueryTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.realCatalog()
    }

    @Test func servicesOfOneLayerAreThatLayersInReadingOrder() {
        let coreServices = catalog.services(inLayer: "core-services")
        #expect(!coreServices.isEmpty)
        #expect(coreServices.allSatisfy { $0.layerID == "core-services" })
        #expect(coreServices.map(\.id) == catalog.services.filter { $0.layerID == "core-services" }.map(\.id))
        #expect(coreServices.count < catalog.services.count)
    }

    @Test func noLayerMeansEveryServiceAndAnUnknownLayerNone() {
        #expect(catalog.services(inLayer: nil).map(\.id) == catalog.services.map(\.id))
        #expect(catalog.services(inLayer: "no-such-layer").isEmpty)
    }

    @Test func activeProgramsLeaveOutTheRetiredOnes() {
        let active = catalog.programs(activeOnly: true)
        #expect(!active.isEmpty)
        #expect(active.allSatisfy { $0.status == .active })
        let retired = catalog.programs.filter { $0.status == .retired }.map(\.id)
        #expect(retired.contains("ios-developer-program"))
        #expect(active.allSatisfy { !retired.contains($0.id) })
        #expect(catalog.programs(activeOnly: false).map(\.id) == catalog.programs.map(\.id))
    }
}
