// CocoaPods checkouts are never scanned: this import must not be reported.
import NewsstandKit
