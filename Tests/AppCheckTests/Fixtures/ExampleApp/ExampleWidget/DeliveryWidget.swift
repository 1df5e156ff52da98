import SwiftUI
import WidgetKit

/// The delivery widget.
struct DeliveryWidget {}
