// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// Seed modules hold their articles' code as written for widget extensions: Swift 5 mode,
/// as those extensions are built, and each may carry the article's `@main` widget, so the
/// entry point is renamed to keep the modules linkable next to any executable or test runner.
func seedSettings(_ name: String) -> [SwiftSetting] {
  [
    .swiftLanguageMode(.v5),
    .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(name)_main"]),
  ]
}

let package = Package(
  name: "WidgetGallery",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "WidgetGallery", targets: ["WidgetGallery"]),
    .executable(name: "widget-gallery", targets: ["WidgetGalleryTool"]),
    .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
    .executable(name: "svg-benchmark", targets: ["SVGBenchmark"]),
    .executable(name: "diff-benchmark", targets: ["DiffBenchmark"]),
    .executable(name: "site-benchmark", targets: ["SiteBenchmark"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
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
    // The site: every preview rendered, pages from Templates/, manifest, safe writes.
    .target(name: "GalleryTemplates", path: "Templates", sources: ["GalleryTemplates.swift"], resources: [.copy("site")]),
    // Swaps a freshly built site folder with the old one in one step (renameat2).
    .target(name: "CFolderSwap"),
    .target(name: "GallerySite", dependencies: [
      "GalleryRunner", "LayoutEngine", "SVGWriter", "TextEngine", "GalleryTemplates", "CFolderSwap",
      .product(name: "Mustache", package: "swift-mustache"),
    ]),
    // Comparing two sites or snapshot folders: structural SVG diff and review reports.
    .target(name: "GalleryDiff", dependencies: ["XMLTree", "GallerySite"]),
    .executableTarget(name: "DiffBenchmark", dependencies: ["GalleryDiff"], path: "Sources/Benchmarks/DiffBenchmark"),
    .executableTarget(
      name: "SiteBenchmark", dependencies: ["GalleryCLI", "BuiltInGallery", "ViewDSL"], path: "Sources/Benchmarks/SiteBenchmark"),
    // The `widget-gallery` command line, shared by the built-in gallery and `@main` widgets.
    .target(name: "GalleryCLI", dependencies: [
      "GalleryRunner", "GallerySite", "GalleryDiff",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]),
    // What user code imports: the DSL plus the `@main` entry points.
    .target(name: "WidgetGallery", dependencies: ["ViewDSL", "GalleryCLI"]),

    // The five seed widgets from shared/seeds, one module per article. They import the
    // umbrella, as user code does; naming ViewDSL too makes SwiftPM rebuild them when a DSL
    // type changes shape (through the umbrella's re-export alone it does not).
    .target(
      name: "SeedPodcast", dependencies: ["WidgetGallery", "ViewDSL"], path: "Sources/Seeds/Podcast",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedPodcast")),
    .target(
      name: "SeedVocabulary", dependencies: ["WidgetGallery", "ViewDSL"], path: "Sources/Seeds/Vocabulary",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedVocabulary")),
    .target(
      name: "SeedInAppStory", dependencies: ["WidgetGallery", "ViewDSL"], path: "Sources/Seeds/InAppStory",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedInAppStory")),
    .target(
      name: "SeedGameStatus", dependencies: ["WidgetGallery", "ViewDSL"], path: "Sources/Seeds/GameStatus",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedGameStatus")),
    .target(
      name: "SeedZhiHuDaily", dependencies: ["WidgetGallery", "ViewDSL"], path: "Sources/Seeds/ZhiHuDaily",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedZhiHuDaily")),

    // Text engine: font lookup, shaping (HarfBuzz), line breaking and bidi (ICU), glyph outlines.
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    .target(name: "CICUShim", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .target(name: "TextEngine", dependencies: ["CHarfBuzz", "CICUShim"]),
    // SwiftUI layout: view tree + proposal → positioned render tree.
    .target(name: "LayoutEngine", dependencies: ["ViewDSL", "TextEngine"]),
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["LayoutEngine", "ViewDSL", "TextEngine", "GalleryRunner", "GalleryFixtures", "BuiltInGallery"],
      path: "Sources/Benchmarks/LayoutBenchmark"),
    // SVG: render tree → one deterministic, self-contained SVG document; libxml2 reads XML back.
    .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    // libxml2's headers include ICU's, which clash with Foundation's ICU in a Swift module, so
    // only the C shim sees them.
    .target(name: "CXMLShim", dependencies: ["CLibXML2"]),
    .target(name: "XMLTree", dependencies: ["CXMLShim"]),
    .target(name: "SVGWriter", dependencies: ["LayoutEngine", "TextEngine", "ViewDSL"]),
    .executableTarget(
      name: "SVGBenchmark",
      dependencies: ["SVGWriter", "LayoutEngine", "TextEngine", "ViewDSL", "GalleryRunner", "GalleryFixtures", "BuiltInGallery"],
      path: "Sources/Benchmarks/SVGBenchmark"),

    .target(name: "BuiltInGallery", dependencies: [
      "GalleryCLI", "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
    ]),
    .executableTarget(name: "WidgetGalleryTool", dependencies: ["BuiltInGallery", "GalleryCLI"]),

    .testTarget(name: "ViewDSLTests", dependencies: ["WidgetGallery", "ViewDSL"]),
    .testTarget(name: "GalleryRunnerTests", dependencies: ["GalleryRunner", "GalleryFixtures", "ViewDSL"]),
    .testTarget(name: "GallerySiteTests", dependencies: ["GallerySite", "GalleryRunner", "GalleryCLI", "BuiltInGallery", "ViewDSL"]),
    .testTarget(name: "GalleryFixturesTests", dependencies: ["GalleryFixtures"]),
    .testTarget(name: "SeedWidgetsTests", dependencies: [
      "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
      "WidgetGallery", "ViewDSL", "GalleryFixtures", "GalleryRunner", "LayoutEngine",
    ]),
    // The articles' superseded snippets, compiled as widget extensions are built (Swift 5 mode).
    .testTarget(
      name: "ArticleSnippetsTests",
      dependencies: [
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        "WidgetGallery", "ViewDSL", "GalleryFixtures",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "TextEngineTests", dependencies: ["TextEngine"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "ViewDSL", "TextEngine"]),
    .testTarget(
      name: "SVGWriterTests",
      dependencies: [
        "SVGWriter", "XMLTree", "LayoutEngine", "TextEngine", "ViewDSL", "BuiltInGallery", "GalleryRunner", "GallerySite",
      ],
      exclude: ["Goldens"]),
    .testTarget(name: "GalleryDiffTests", dependencies: [
      "GalleryDiff", "GallerySite", "GalleryRunner", "GalleryCLI", "ViewDSL", "XMLTree",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]),
    .testTarget(name: "ViewDSLMacrosTests", dependencies: [
      "ViewDSLMacros",
      .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
    ]),
  ]
)
