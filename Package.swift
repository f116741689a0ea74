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
    .target(
      name: "SeedPodcast", dependencies: ["WidgetGallery"], path: "Sources/Seeds/Podcast",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedPodcast")),
    .target(
      name: "SeedVocabulary", dependencies: ["WidgetGallery"], path: "Sources/Seeds/Vocabulary",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedVocabulary")),
    .target(
      name: "SeedInAppStory", dependencies: ["WidgetGallery"], path: "Sources/Seeds/InAppStory",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedInAppStory")),
    .target(
      name: "SeedGameStatus", dependencies: ["WidgetGallery"], path: "Sources/Seeds/GameStatus",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedGameStatus")),
    .target(
      name: "SeedZhiHuDaily", dependencies: ["WidgetGallery"], path: "Sources/Seeds/ZhiHuDaily",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedZhiHuDaily")),

    // Text engine: font lookup, shaping (HarfBuzz), line breaking and bidi (ICU), glyph outlines.
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    .target(name: "CICUShim", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .target(name: "TextEngine", dependencies: ["CHarfBuzz", "CICUShim"]),
    // SwiftUI layout: view tree + proposal → positioned render tree.
    .target(name: "LayoutEngine", dependencies: ["ViewDSL", "TextEngine"]),

    .executableTarget(name: "WidgetGalleryTool", dependencies: ["WidgetGallery"]),

    .testTarget(name: "ViewDSLTests", dependencies: ["WidgetGallery"]),
    .testTarget(name: "GalleryFixturesTests", dependencies: ["GalleryFixtures"]),
    .testTarget(name: "SeedWidgetsTests", dependencies: [
      "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
      "WidgetGallery", "GalleryFixtures",
    ]),
    .testTarget(name: "TextEngineTests", dependencies: ["TextEngine"]),
    .testTarget(name: "ViewDSLMacrosTests", dependencies: [
      "ViewDSLMacros",
      .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
    ]),
  ]
)
