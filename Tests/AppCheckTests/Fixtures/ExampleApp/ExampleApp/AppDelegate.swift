@preconcurrency import AVFoundation
import ExampleKit
import UIKit

import struct CoreMotion.CMAcceleration

/// The application delegate.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
