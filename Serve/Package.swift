// swift-tools-version:6.2
import PackageDescription

/// Our own modules name every module they import, as the root package's do: a member is
/// visible only through an import of its own module, as in hummingbird.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility"), .treatAllWarnings(as: .error)]

/// `widget-gallery-serve`, the HTTP server behind `widget-gallery serve`: a package of its own,
/// nested in WidgetGallery's repository, so that only it depends on Hummingbird and SwiftNIO
/// and the root package (and every package that depends on it) resolves without them.
///
/// It does not depend on the root package: `serve` passes it everything it needs on its
/// command line, and it runs the widget program's `swift build` and `build` as child processes.
/// `serve` builds it with `swift build --package-path <checkout>/Serve`, into `Serve/.build`.
let package = Package(
  name: "WidgetGalleryServe",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "widget-gallery-serve", targets: ["WidgetGalleryServe"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Its configuration-file support is left out (traits: []).
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
  ],
  targets: [
    // The HTTP side: the site folder over loopback, live-reload events, the error page.
    .target(name: "GalleryServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird")], swiftSettings: strict),
    // `widget-gallery-serve`: watches a package, rebuilds its widget program and serves the site.
    .executableTarget(
      name: "WidgetGalleryServe",
      dependencies: ["GalleryServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strict),
    .testTarget(name: "GalleryServerTests", dependencies: ["GalleryServer", "WidgetGalleryServe"], swiftSettings: strict),
  ]
)
