/// Which layer services a listing shows (`services --layer core-services --introduced-in 7`).
/// Empty criteria match everything. The catalog records when a service came, never a
/// deprecation or removal, so only those questions can be asked.
public struct ServiceQuery: Sendable, Hashable {
    /// Only services of this layer (id).
    public var layerID: String?
    /// Only services introduced in this version (a reference read as a ``ReleaseSpan``: `ios-5`
    /// is any 5.x); a service whose introduction is unrecorded never matches.
    public var introducedInVersionID: String?
    /// Only services there on some release of this version (a reference read as a
    /// ``ReleaseSpan``): introduced by its last release; an unrecorded introduction never
    /// answers a version question.
    public var availableInVersionID: String?

    /// Creates a query; every criterion is optional.
    public init(layerID: String? = nil, introducedInVersionID: String? = nil, availableInVersionID: String? = nil) {
        self.layerID = layerID
        self.introducedInVersionID = introducedInVersionID
        self.availableInVersionID = availableInVersionID
    }
}

extension Catalog {
    /// The services of the layer `layerID` in reading order, or every service when it is nil
    /// (`oscat services --layer core-services`).
    public func services(inLayer layerID: String?) -> [LayerService] {
        services(matching: ServiceQuery(layerID: layerID))
    }

    /// The services matching `query`, in reading order.
    public func services(matching query: ServiceQuery) -> [LayerService] {
        services.filter { service in
            if let layer = query.layerID, service.layerID != layer { return false }
            if let wanted = query.introducedInVersionID {
                guard let span = ReleaseSpan(reference: wanted), let introduced = service.introducedID,
                    isReference(introduced, in: span)
                else { return false }
            }
            if let version = query.availableInVersionID {
                guard let span = ReleaseSpan(reference: version), isAvailable(introduced: service.introducedID, removed: nil, during: span)
                else { return false }
            }
            return true
        }
    }
}
