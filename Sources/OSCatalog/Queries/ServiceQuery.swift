extension Catalog {
    /// The services of the layer `layerID` in reading order, or every service when it is nil
    /// (`oscat services --layer core-services`).
    public func services(inLayer layerID: String?) -> [LayerService] {
        guard let layerID else { return services }
        return services.filter { $0.layerID == layerID }
    }
}
