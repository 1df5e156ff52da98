import WatchKit

/// The watch complication, from the WatchKit 1 era.
final class Complication: NSObject {}
