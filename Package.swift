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
    // Apple's module names, so a widget extension's sources compile with their own imports.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]),
    // Xcode's generated asset symbols, for targets pointed at an extension's folder.
    .plugin(name: "GeneratedAssetSymbols", targets: ["GeneratedAssetSymbols"]),
    // The intent classes Xcode generates from `.intentdefinition` files.
    .plugin(name: "IntentDefinitionClasses", targets: ["IntentDefinitionClasses"]),
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
    .target(name: "GalleryRunner", dependencies: ["ViewDSL", "GalleryFixtures", "CCrashGuard"]),
    // Turns a crash on a provider's thread into that widget's error instead of the process's end.
    .target(name: "CCrashGuard"),
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
    // Apple's module names, each re-exporting the mirror; WidgetKit also holds the `@main`
    // entry points of widgets and bundles.
    .target(name: "SwiftUICore", dependencies: ["ViewDSL"], path: "Sources/AppleModules/SwiftUICore"),
    .target(name: "SwiftUI", dependencies: ["SwiftUICore", "ViewDSL"], path: "Sources/AppleModules/SwiftUI"),
    .target(name: "WidgetKit", dependencies: ["SwiftUI", "ViewDSL", "GalleryCLI"], path: "Sources/AppleModules/WidgetKit"),
    .target(name: "UIKit", dependencies: ["ViewDSL"], path: "Sources/AppleModules/UIKit"),
    .target(name: "AppIntents", dependencies: ["ViewDSL"], path: "Sources/AppleModules/AppIntents"),
    .target(name: "ActivityKit", dependencies: ["ViewDSL"], path: "Sources/AppleModules/ActivityKit"),
    .target(name: "Intents", dependencies: ["ViewDSL"], path: "Sources/AppleModules/Intents"),
    .target(name: "DeveloperToolsSupport", dependencies: ["ViewDSL"], path: "Sources/AppleModules/DeveloperToolsSupport"),
    // The asset symbols Xcode generates (`ImageResource.logo`…), as a build tool plugin.
    .target(name: "AssetSymbols"),
    .executableTarget(name: "AssetSymbolsTool", dependencies: ["AssetSymbols"]),
    .plugin(name: "GeneratedAssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsTool"]),
    // The intent classes Xcode generates from `.intentdefinition` files, as a build tool plugin.
    .target(name: "IntentDefinitions"),
    .executableTarget(name: "IntentDefinitionTool", dependencies: ["IntentDefinitions"]),
    .plugin(name: "IntentDefinitionClasses", capability: .buildTool(), dependencies: ["IntentDefinitionTool"]),
    // What user code imports: the DSL under every Apple module name plus the `@main` entry
    // points. Depending on the Apple-named modules builds them, so a package that depends on
    // this product alone also sees `canImport(UIKit)` true.
    // TODO: list "Charts" here once the Charts target lands.
    .target(name: "WidgetGallery", dependencies: [
      "ViewDSL", "SwiftUICore", "SwiftUI", "WidgetKit", "UIKit", "AppIntents", "ActivityKit", "Intents",
      "DeveloperToolsSupport",
    ]),

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
    .testTarget(name: "GalleryRunnerTests", dependencies: ["GalleryRunner", "ViewDSL"]),
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
    // A widget extension written as for Xcode (Apple's imports, literals, generated asset
    // symbols, App Intents, a Live Activity, controls), in Swift 5 mode as extensions are
    // built; it depends on the umbrella alone for Apple's module names.
    .testTarget(
      name: "AppleModulesTests",
      dependencies: ["WidgetGallery", "ViewDSL", "LayoutEngine", "GalleryRunner", "GallerySite"],
      exclude: ["XcodeExtension/Assets.xcassets", "XcodeExtension/Intents.intentdefinition"],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: ["GeneratedAssetSymbols", "IntentDefinitionClasses"]),
    .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"]),
    .testTarget(name: "IntentDefinitionsTests", dependencies: ["IntentDefinitions"]),
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
