// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// Seed modules carry their article's `@main` widget; renaming the entry point keeps
/// those library modules linkable next to any executable or test runner.
func seedSettings(_ name: String) -> [SwiftSetting] {
  [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(name)_main"])]
}

let package = Package(
  name: "WidgetGallery",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "WidgetGallery", targets: ["WidgetGallery"]),
    .executable(name: "widget-gallery", targets: ["WidgetGalleryTool"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // The SwiftUI and WidgetKit mirror that widget code is written against.
    .target(name: "ViewDSL", dependencies: ["ViewDSLMacros"]),
    .macro(
      name: "ViewDSLMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    // App data served from fixture files: App Group `UserDefaults` suites and URL fixtures.
    .target(name: "GalleryFixtures"),
    // Runs widgets: providers, entries, families and appearances, and the command line.
    .target(name: "GalleryRunner", dependencies: ["ViewDSL", "GalleryFixtures"]),
    // What user code imports: the DSL plus the `@main` entry points.
    .target(name: "WidgetGallery", dependencies: ["ViewDSL", "GalleryRunner"]),

    // The five seed widgets from shared/seeds, one module per article.
    .target(name: "SeedPodcast", path: "Sources/Seeds/Podcast", swiftSettings: seedSettings("SeedPodcast")),
    .target(name: "SeedVocabulary", path: "Sources/Seeds/Vocabulary", swiftSettings: seedSettings("SeedVocabulary")),
    .target(name: "SeedInAppStory", path: "Sources/Seeds/InAppStory", swiftSettings: seedSettings("SeedInAppStory")),
    .target(name: "SeedGameStatus", path: "Sources/Seeds/GameStatus", swiftSettings: seedSettings("SeedGameStatus")),
    .target(name: "SeedZhiHuDaily", path: "Sources/Seeds/ZhiHuDaily", swiftSettings: seedSettings("SeedZhiHuDaily")),

    .executableTarget(name: "WidgetGalleryTool", dependencies: ["WidgetGallery"]),

    .testTarget(name: "ViewDSLTests", dependencies: ["WidgetGallery"]),
    .testTarget(name: "ViewDSLMacrosTests", dependencies: [
      "ViewDSLMacros",
      .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
    ]),
  ]
)
