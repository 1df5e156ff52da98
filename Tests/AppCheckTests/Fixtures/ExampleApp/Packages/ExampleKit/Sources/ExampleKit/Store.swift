import Foundation
import SwiftData

#if canImport(Observation)
    import Observation
#endif

/// The app's saved items.
public struct Store {
    /// An empty store.
    public init() {}
}
