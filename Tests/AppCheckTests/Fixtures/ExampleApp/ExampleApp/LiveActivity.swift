// swift-format-ignore-file
import ActivityKit
import SwiftUI

#if canImport(TipKit)
    import TipKit
#endif

// import Twitter (the block comments here are traps the import scanner must skip)
/* An old note: import OpenAL, /* nested: import iAd */ still a comment. */

/// Shows the delivery on the Lock Screen.
struct DeliveryActivity {
    let title = "import MapKit"
    let help = #"""
        import GLKit
        """#
    let interpolated = "\("import NewsstandKit")"
}
