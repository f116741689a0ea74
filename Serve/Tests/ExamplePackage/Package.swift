// swift-tools-version:6.2
import PackageDescription

/// A widget program laid out as WidgetGallery's are, for serve's tests to copy, edit and
/// rebuild: the product's build has a C target, a resource folder and WidgetGallery's own
/// build plugin (`GalleryBuildInfo`, copied in from the repository's Plugins/ by the test).
let package = Package(
  name: "ExampleWidgets",
  products: [.executable(name: "example-widgets", targets: ["ExampleWidgetsTool"])],
  targets: [
    .target(name: "CExampleClock"),
    // The command line, with the commit of the checkout recorded at build time, as GalleryCLI.
    .target(name: "ExampleCLI", dependencies: ["CExampleClock"], plugins: ["GalleryBuildInfo"]),
    .plugin(name: "GalleryBuildInfo", capability: .buildTool()),
    // The widget code an edit changes, and its fixtures.
    .target(name: "ExampleWidgets", resources: [.copy("Fixtures")]),
    .executableTarget(name: "ExampleWidgetsTool", dependencies: ["ExampleCLI", "ExampleWidgets"]),
  ]
)
