// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ExampleKit",
    // The package followed the app to iOS 16; it supported .iOS(.v12) once.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "ExampleKit", targets: ["ExampleKit"])],
    targets: [.target(name: "ExampleKit")]
)
