// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

/// Seed modules hold their articles' code as written for widget extensions: Swift 5 mode,
/// as those extensions are built, and each may carry the article's `@main` widget, so the
/// entry point is renamed to keep the modules linkable next to any executable or test runner.
func seedSettings(_ name: String) -> [SwiftSetting] {
  [
    .swiftLanguageMode(.v5),
    .treatAllWarnings(as: .error),
    .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(name)_main"]),
  ]
}

/// What the seed modules depend on: the umbrella, as user code does, and the modules it
/// re-exports, so SwiftPM rebuilds the seeds when one of them changes shape (through the
/// umbrella's re-export alone it does not).
let seedDependencies: [Target.Dependency] = [
  "WidgetGallery", "ViewDSL", "SwiftUICore", "SwiftUI", "WidgetKit", "UIKit", "AppIntents", "ActivityKit", "Intents",
  "DeveloperToolsSupport", "Charts", "Combine",
]

/// Our own modules name every module they import (a member is visible only through an import
/// of its own module) and have no warnings: a warning is an error (Serve/Package.swift has the
/// same settings). Dependencies' warnings are SwiftPM's to show or hide.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility"), .treatAllWarnings(as: .error)]

let package = Package(
  name: "WidgetGallery",
  platforms: [.macOS(.v15)],  // Synchronization.Mutex
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
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "Combine", targets: ["Combine"]),
    // The frameworks a widget's data comes from, answered from the fixture folder.
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "HealthKit", targets: ["HealthKit"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "CoreData", targets: ["CoreData"]),
    .library(name: "CloudKit", targets: ["CloudKit"]),
    .library(name: "CoreMedia", targets: ["CoreMedia"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    // Xcode's generated asset symbols, for targets pointed at an extension's folder.
    .plugin(name: "GeneratedAssetSymbols", targets: ["GeneratedAssetSymbols"]),
    // The intent classes Xcode generates from `.intentdefinition` files.
    .plugin(name: "IntentDefinitionClasses", targets: ["IntentDefinitionClasses"]),
    // The Core Data classes and model Xcode generates from `.xcdatamodeld` models.
    .plugin(name: "CoreDataModelClasses", targets: ["CoreDataModelClasses"]),
    .library(name: "WidgetGallerySnapshotTesting", targets: ["WidgetGallerySnapshotTesting"]),
    .executable(name: "widget-gallery", targets: ["WidgetGalleryTool"]),
    .executable(name: "widget-fuzz", targets: ["WidgetFuzzTool"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    // `WidgetGallerySnapshotTesting` only.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // `make docs`: `swift package generate-documentation` (the DocC catalogs in
    // Sources/WidgetGalleryRender and Sources/WidgetGallerySnapshotTesting).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // MARK: The mirror that widget code is written against

    // The core of the mirror: the `View` protocol and its builders, the environment, the values
    // views are made of (geometry, colours, styles, fonts, text, images, paths) and the resolved
    // view tree (IR) that layout reads. The Apple-named modules are built on it.
    .target(name: "ViewDSL", dependencies: ["AppleFoundation", "GalleryShared", "Locking"], swiftSettings: strict),
    // ThreadSanitizer's annotations, linked weakly: calls that do nothing outside a TSan build.
    .target(name: "CThreadSanitizer"),
    // `Mutex.locked`: `withLock` as ThreadSanitizer sees it, for every lock of ours (`make tsan`).
    .target(name: "Locking", dependencies: ["CThreadSanitizer"], swiftSettings: strict),
    // Foundation API that Apple's platforms have and corelibs Foundation lacks
    // (`LocalizedStringResource`…); every Apple-named module re-exports it with Foundation.
    .target(
      name: "AppleFoundation", dependencies: ["GalleryFixtures"], path: "Sources/AppleModules/AppleFoundation",
      swiftSettings: strict),
    // Swift Charts: the public chart API, resolved into the mirror's chart node that layout plots.
    .target(name: "Charts", dependencies: ["ViewDSL", "SwiftUICore", "SwiftUI"], swiftSettings: strict),
    // `#Preview`'s macro plugin. It speaks the compiler's plugin protocol itself and reads the
    // macro's source with a scanner of its own, so packages that depend on us never build
    // swift-syntax.
    .macro(name: "ViewDSLMacros", swiftSettings: strict),

    // MARK: Widget → entries → view tree

    // poppler and cairo behind a function of our own, opened at the first PDF (dlopen), so
    // widget programs without PDF image sets neither link nor load them, GLib's or cairo's.
    .target(name: "CPDFShim"),
    // A PDF's first page as a vector drawing: poppler through cairo's SVG surface, read back
    // with libxml2, its ids numbered for the SVG writer.
    .target(name: "PDFVector", dependencies: ["CPDFShim", "ViewDSL", "XMLTree"], swiftSettings: strict),
    // Every `URLSession` the program makes gets the fixture protocol first: the program's calls
    // of FoundationNetworking's session initializers land here (see FixtureSessions.c).
    .target(name: "CFixtureSessions"),
    // Timer descriptors armed past libfaketime, so timers keep real time under the stopped clock.
    .target(name: "CClockTimers"),
    // App data served from the fixture folder, one documented file format per source:
    // `UserDefaults` suites, URLs, App Group containers and the sources of the data frameworks.
    .target(name: "GalleryFixtures", dependencies: ["CFixtureSessions", "CClockTimers", "Locking"], swiftSettings: strict),
    // Runs widgets: providers, entries, families and appearances.
    // The bounds of the program's `#Preview` and protocol conformance sections.
    .target(name: "CPreviewSections"),
    // Turns a crash on a provider's thread into that widget's error instead of the process's end.
    .target(name: "CCrashGuard"),
    .target(
      name: "GalleryRunner",
      dependencies: [
        "ViewDSL", "SwiftUICore", "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "GalleryFixtures", "PDFVector",
        "CPreviewSections", "CCrashGuard", "Locking",
      ],
      swiftSettings: strict),

    // MARK: View tree → render tree (text engine and layout)

    // HarfBuzz and FreeType, reached through pkg-config.
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    // The few ICU calls the text engine needs (line breaks, grapheme clusters, bidi), behind C
    // functions of its own: ICU's headers clash with Foundation's ICU in a Swift module.
    .target(name: "CICUShim", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    // Font lookup, shaping (HarfBuzz), line breaking and bidi (ICU), glyph outlines.
    .target(name: "TextEngine", dependencies: ["CHarfBuzz", "CICUShim", "GalleryShared", "Locking"], swiftSettings: strict),
    // SwiftUI's layout rules: view tree + proposal → positioned render tree.
    .target(name: "LayoutEngine", dependencies: ["ViewDSL", "TextEngine"], swiftSettings: strict),

    // MARK: Render tree → SVG

    // Small utilities several modules share: the FNV-1a content hash, a site's fixed file names,
    // the manifest's schema versions, a failed system call's error, the `readdir` walk of a
    // folder, HTML escaping and the enclosed-symbol name endings.
    .target(name: "GalleryShared", swiftSettings: strict),
    // Render tree → one deterministic, self-contained SVG document.
    .target(
      name: "SVGWriter", dependencies: ["LayoutEngine", "TextEngine", "ViewDSL", "GalleryShared", "Locking"],
      swiftSettings: strict),
    // The render API: a view or a widget entry → one SVG document, for the site, the CLI and tests.
    .target(
      name: "WidgetGalleryRender",
      dependencies: ["GalleryRunner", "LayoutEngine", "SVGWriter", "ViewDSL", "SwiftUI", "WidgetKit", "ActivityKit"],
      swiftSettings: strict),

    // MARK: SVGs → site

    // The site's Mustache templates and assets, and the CI templates `init-ci` writes, bundled.
    .target(
      name: "GalleryTemplates", path: "Templates", sources: ["GalleryTemplates.swift"], resources: [.copy("site"), .copy("ci")],
      swiftSettings: strict),
    // Swaps a freshly built site folder with the old one in one step (renameat2).
    .target(name: "CFolderSwap"),
    // The site: every preview rendered, pages from Templates/, manifest, shards, safe writes.
    .target(
      name: "GallerySite",
      dependencies: [
        "GalleryRunner", "LayoutEngine", "SVGWriter", "TextEngine", "ViewDSL", "SwiftUI", "WidgetKit", "GalleryShared",
        "GalleryTemplates",
        "CFolderSwap", "WidgetGalleryRender", .product(name: "Mustache", package: "swift-mustache"),
      ],
      swiftSettings: strict),

    // MARK: Two sites → diff

    // libxml2, reached through pkg-config; its headers include ICU's, which clash with
    // Foundation's ICU in a Swift module, so only the C shim sees them.
    .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .target(name: "CXMLShim", dependencies: ["CLibXML2"]),
    // XML documents read back into a tree (libxml2).
    .target(name: "XMLTree", dependencies: ["CXMLShim"], swiftSettings: strict),
    // Comparing two sites or snapshot folders: structural SVG diff and review reports (the HTML
    // one from its bundled Mustache template).
    .target(
      name: "GalleryDiff", dependencies: ["XMLTree", "GalleryShared", .product(name: "Mustache", package: "swift-mustache")],
      resources: [.copy("Report")], swiftSettings: strict),

    // MARK: The command line and what user code imports

    // The `widget-gallery` command line, shared by the built-in gallery and `@main` widgets.
    // Its `serve` builds and runs the HTTP server from the nested package Serve/, which alone
    // depends on Hummingbird and SwiftNIO: this package's resolution never fetches them.
    .target(
      name: "GalleryCLI",
      dependencies: [
        "GalleryRunner", "GallerySite", "GalleryDiff", "GalleryFixtures", "GalleryShared", "GalleryTemplates", "LayoutEngine",
        "ViewDSL", "SwiftUI", "WidgetKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict, plugins: ["GalleryBuildInfo"]),
    // The commit of the checkout the command is built from, for `--version`.
    .plugin(name: "GalleryBuildInfo", capability: .buildTool()),
    // Apple's module names, each the home of its framework's API and re-exporting what Apple's
    // module re-exports (CONTRIBUTING.md has the map). WidgetKit also holds the `@main` entry
    // points of widgets and bundles, which reach the command line through CGalleryEntry.
    // Combine is ours, in Swift alone: a package that loads it through `canImport(SwiftUI)` is
    // given no module maps, so no C module may be in its import closure.
    .target(name: "Combine", path: "Sources/AppleModules/Combine", swiftSettings: strict),
    .target(
      name: "DeveloperToolsSupport", dependencies: ["ViewDSL"], path: "Sources/AppleModules/DeveloperToolsSupport",
      swiftSettings: strict),
    .target(
      name: "SwiftUICore", dependencies: ["ViewDSL", "Combine", "DeveloperToolsSupport"],
      path: "Sources/AppleModules/SwiftUICore", swiftSettings: strict),
    .target(
      name: "UIKit", dependencies: ["ViewDSL", "DeveloperToolsSupport", "Locking", "_Testing_UIKit"],
      path: "Sources/AppleModules/UIKit", swiftSettings: strict),
    // Swift Testing's cross-import overlay for UIKit, which the compiler imports into a file that
    // imports Testing and sees UIKit; UIKit depends on it so that it exists wherever UIKit does.
    .target(name: "_Testing_UIKit", path: "Sources/AppleModules/_Testing_UIKit", swiftSettings: strict),
    .target(name: "AppIntents", dependencies: ["ViewDSL"], path: "Sources/AppleModules/AppIntents", swiftSettings: strict),
    .target(
      name: "SwiftUI",
      dependencies: [
        "SwiftUICore", "ViewDSL", "UIKit", "AppIntents", "DeveloperToolsSupport", "ViewDSLMacros", "_SwiftData_SwiftUI",
      ],
      path: "Sources/AppleModules/SwiftUI", swiftSettings: strict),
    .target(
      name: "ActivityKit", dependencies: ["AppleFoundation"], path: "Sources/AppleModules/ActivityKit", swiftSettings: strict),
    .target(name: "Intents", dependencies: ["AppleFoundation"], path: "Sources/AppleModules/Intents", swiftSettings: strict),
    // The weak reference through which `Widget.main()` finds the command line when the program
    // links it (the `WidgetGallery` product does; a snapshot test does not).
    .target(name: "CGalleryEntry"),
    .target(
      name: "WidgetKit",
      dependencies: [
        "SwiftUI", "SwiftUICore", "ViewDSL", "AppIntents", "ActivityKit", "Intents", "DeveloperToolsSupport",
        "ViewDSLMacros", "CGalleryEntry",
      ],
      path: "Sources/AppleModules/WidgetKit",
      swiftSettings: strict),
    // The frameworks a widget's data comes from, each answered from its fixture files.
    .target(name: "os", dependencies: ["Locking"], path: "Sources/AppleModules/os", swiftSettings: strict),
    .target(name: "OSLog", dependencies: ["os"], path: "Sources/AppleModules/OSLog", swiftSettings: strict),
    .target(
      name: "Security", dependencies: ["AppleFoundation", "GalleryFixtures", "Locking"], path: "Sources/AppleModules/Security",
      swiftSettings: strict),
    // Device-owner authentication, answered as iOS answers a widget extension.
    .target(
      name: "LocalAuthentication", dependencies: ["AppleFoundation", "Locking"], path: "Sources/AppleModules/LocalAuthentication",
      swiftSettings: strict),
    .target(
      name: "HealthKit", dependencies: ["AppleFoundation", "GalleryFixtures"], path: "Sources/AppleModules/HealthKit",
      swiftSettings: strict),
    .target(
      name: "CoreLocation", dependencies: ["AppleFoundation", "GalleryFixtures"], path: "Sources/AppleModules/CoreLocation",
      swiftSettings: strict),
    .target(
      name: "EventKit", dependencies: ["AppleFoundation", "GalleryFixtures"], path: "Sources/AppleModules/EventKit",
      swiftSettings: strict),
    // SwiftData's models (`@Model`, expanded by ViewDSLMacros), containers and fetches over the
    // store fixtures.
    .target(
      name: "SwiftData", dependencies: ["AppleFoundation", "GalleryFixtures", "ViewDSLMacros"],
      path: "Sources/AppleModules/SwiftData", swiftSettings: strict),
    // The bounds of the program's section of generated Core Data models.
    .target(name: "CCoreDataSections"),
    // Core Data's containers, contexts, fetch requests and managed objects over the store
    // fixtures.
    .target(
      name: "CoreData", dependencies: ["AppleFoundation", "GalleryFixtures", "CCoreDataSections"],
      path: "Sources/AppleModules/CoreData", swiftSettings: strict),
    // CloudKit's containers, databases, records and queries over `CloudKit/records.json`.
    .target(
      name: "CloudKit", dependencies: ["AppleFoundation", "GalleryFixtures", "CoreLocation"],
      path: "Sources/AppleModules/CloudKit", swiftSettings: strict),
    // Media times, and the players and audio session widget code references (nothing plays).
    .target(name: "CoreMedia", dependencies: ["AppleFoundation"], path: "Sources/AppleModules/CoreMedia", swiftSettings: strict),
    .target(
      name: "AVFoundation", dependencies: ["AppleFoundation", "CoreMedia"], path: "Sources/AppleModules/AVFoundation",
      swiftSettings: strict),
    .target(
      name: "AVKit", dependencies: ["AVFoundation", "SwiftUICore", "ViewDSL"], path: "Sources/AppleModules/AVKit",
      swiftSettings: strict),
    // What SwiftData adds to SwiftUI (`@Query`, `.modelContainer(_:)`), where the SDK declares
    // it; SwiftUI re-exports it.
    .target(
      name: "_SwiftData_SwiftUI", dependencies: ["SwiftData", "SwiftUICore", "ViewDSL", "ViewDSLMacros"],
      path: "Sources/AppleModules/_SwiftData_SwiftUI", swiftSettings: strict),
    // The asset symbols Xcode generates (`ImageResource.logo`…), as a build tool plugin.
    .target(name: "AssetSymbols", swiftSettings: strict),
    .executableTarget(name: "AssetSymbolsTool", dependencies: ["AssetSymbols"], swiftSettings: strict),
    .plugin(name: "GeneratedAssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsTool"]),
    // The intent classes Xcode generates from `.intentdefinition` files, as a build tool plugin.
    .target(name: "IntentDefinitions", swiftSettings: strict),
    .executableTarget(name: "IntentDefinitionTool", dependencies: ["IntentDefinitions"], swiftSettings: strict),
    .plugin(name: "IntentDefinitionClasses", capability: .buildTool(), dependencies: ["IntentDefinitionTool"]),
    // The Core Data classes and model Xcode generates from `.xcdatamodeld` models, as a build tool plugin.
    .target(name: "CoreDataModels", swiftSettings: strict),
    .executableTarget(name: "CoreDataModelTool", dependencies: ["CoreDataModels"], swiftSettings: strict),
    .plugin(name: "CoreDataModelClasses", capability: .buildTool(), dependencies: ["CoreDataModelTool"]),
    // What user code imports: the mirror under every Apple module name, the `@main` entry
    // points and the render API. Depending on the Apple-named modules builds them, so a
    // package that depends on this product alone also sees `canImport(UIKit)` true.
    .target(
      name: "WidgetGallery",
      dependencies: [
        "ViewDSL", "SwiftUICore", "SwiftUI", "WidgetKit", "UIKit", "AppIntents", "ActivityKit", "Intents",
        "DeveloperToolsSupport", "Charts", "Combine", "WidgetGalleryRender", "GalleryCLI", "os", "OSLog", "Security",
        "LocalAuthentication", "HealthKit", "CoreLocation", "EventKit", "SwiftData", "CoreData", "CloudKit", "CoreMedia",
        "AVFoundation", "AVKit",
      ],
      swiftSettings: strict),

    // MARK: Snapshot tests

    // librsvg, cairo and libpng behind functions of our own, for PNG snapshots: Swift never sees
    // GLib's headers, and the C file declares librsvg's few functions itself (no pkg-config).
    .target(
      name: "CRasterShim",
      linkerSettings: [
        .linkedLibrary("rsvg-2"), .linkedLibrary("cairo"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        .linkedLibrary("png16"),
      ]),
    // swift-snapshot-testing strategies: views and widget entries as SVG (or PNG via librsvg).
    .target(
      name: "WidgetGallerySnapshotTesting",
      dependencies: [
        "WidgetGalleryRender", "GalleryDiff", "ViewDSL", "SwiftUI", "WidgetKit", "ActivityKit", "CRasterShim",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: strict),

    // MARK: The built-in gallery

    // The five seed widgets from shared/seeds, one module per article. They import the
    // umbrella, as user code does (see `seedDependencies`).
    .target(
      name: "SeedPodcast", dependencies: seedDependencies, path: "Sources/Seeds/Podcast",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedPodcast")),
    .target(
      name: "SeedVocabulary", dependencies: seedDependencies, path: "Sources/Seeds/Vocabulary",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedVocabulary")),
    .target(
      name: "SeedInAppStory", dependencies: seedDependencies, path: "Sources/Seeds/InAppStory",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedInAppStory")),
    .target(
      name: "SeedGameStatus", dependencies: seedDependencies, path: "Sources/Seeds/GameStatus",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedGameStatus")),
    .target(
      name: "SeedZhiHuDaily", dependencies: seedDependencies, path: "Sources/Seeds/ZhiHuDaily",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedZhiHuDaily")),
    // The seed widgets as one list, for the tool and the benchmarks.
    .target(
      name: "BuiltInGallery",
      dependencies: [
        "GalleryCLI", "GalleryRunner", "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
      ],
      swiftSettings: strict),
    // The `widget-gallery` executable of the built-in gallery.
    .executableTarget(name: "WidgetGalleryTool", dependencies: ["BuiltInGallery", "GalleryCLI"], swiftSettings: strict),

    // MARK: Fuzzing

    // Random view trees with hostile values drawn through the render API, each checked for
    // time, size, well-formedness, NaN and live content; `widget-fuzz` runs them.
    .target(
      name: "WidgetFuzz",
      dependencies: [
        "ViewDSL", "SwiftUI", "WidgetKit", "GalleryRunner", "GalleryShared", "WidgetGalleryRender", "XMLTree",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    .executableTarget(name: "WidgetFuzzTool", dependencies: ["WidgetFuzz"], swiftSettings: strict),

    // MARK: Tests

    // What many test targets share: stub providers and entries, resolve and layout helpers,
    // tree walkers, frame assertions and the fixture test case.
    .target(
      name: "GalleryTestSupport",
      dependencies: [
        "ViewDSL", "SwiftUI", "WidgetKit", "LayoutEngine", "TextEngine", "SVGWriter", "Charts", "GalleryFixtures", "CTestStartup",
        "Locking",
      ],
      path: "Tests/GalleryTestSupport", swiftSettings: strict),
    // Runs GalleryTestSupport's start-up before `main`: the recorder of test results.
    .target(name: "CTestStartup", path: "Tests/CTestStartup"),
    // Writes the sample render trees and charts the tests draw as SVG files, to look at:
    // `swift run PreviewDump svg|charts FOLDER`. A tool, not a test.
    .executableTarget(
      name: "PreviewDump",
      dependencies: [
        "GalleryTestSupport", "LayoutEngine", "SVGWriter", "TextEngine", "ViewDSL", "SwiftUI", "WidgetKit", "AppIntents",
      ],
      path: "Tests/PreviewDump", swiftSettings: strict),
    .testTarget(
      name: "ViewDSLTests", dependencies: ["ViewDSL", "SwiftUI", "WidgetKit", "AppIntents", "GalleryTestSupport"],
      swiftSettings: strict),
    .testTarget(name: "ViewDSLMacrosTests", dependencies: ["ViewDSLMacros", "GalleryTestSupport"], swiftSettings: strict),
    .testTarget(name: "GalleryFixturesTests", dependencies: ["GalleryFixtures"], swiftSettings: strict),
    // The data frameworks, from Apple's documented behaviour, with fixtures of their own.
    .testTarget(
      name: "DataFrameworksTests",
      dependencies: [
        "os", "OSLog", "Security", "LocalAuthentication", "HealthKit", "CoreLocation", "EventKit", "SwiftData",
        "_SwiftData_SwiftUI", "AppleFoundation", "GalleryFixtures", "SwiftUI", "ViewDSL", "GalleryTestSupport", "CoreData",
        "CloudKit", "CoreMedia", "AVFoundation", "AVKit",
      ],
      exclude: ["Journal.xcdatamodeld"], resources: [.copy("Fixtures")], swiftSettings: strict, plugins: ["CoreDataModelClasses"]),
    .testTarget(
      name: "GalleryRunnerTests",
      dependencies: ["GalleryRunner", "GalleryFixtures", "GalleryTestSupport", "ViewDSL", "SwiftUI", "WidgetKit", "AppIntents"],
      swiftSettings: strict),
    .testTarget(name: "GallerySharedTests", dependencies: ["GalleryShared"], swiftSettings: strict),
    // Combine's behaviour as Apple documents it: demand, completion and cancellation, subjects,
    // `@Published` and `objectWillChange`, the operators, schedulers and `values`.
    .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: strict),
    .testTarget(name: "TextEngineTests", dependencies: ["TextEngine"], swiftSettings: strict),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: ["LayoutEngine", "ViewDSL", "SwiftUI", "WidgetKit", "AppIntents", "TextEngine", "GalleryTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ChartsTests",
      dependencies: [
        "Charts", "ViewDSL", "SwiftUI", "WidgetKit", "LayoutEngine", "TextEngine", "SVGWriter", "XMLTree", "GalleryTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SVGWriterTests",
      dependencies: [
        "SVGWriter", "XMLTree", "LayoutEngine", "TextEngine", "ViewDSL", "SwiftUI", "WidgetKit", "AppIntents",
        "GalleryShared", "GalleryTestSupport", "WidgetFuzz",
      ],
      swiftSettings: strict),
    .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree"], swiftSettings: strict),
    .testTarget(name: "WidgetFuzzTests", dependencies: ["WidgetFuzz", "XMLTree"], swiftSettings: strict),
    .testTarget(
      name: "GallerySiteTests",
      dependencies: [
        "GallerySite", "GalleryShared", "GalleryRunner", "GalleryTemplates", "GalleryTestSupport", "ViewDSL", "SwiftUI",
        "WidgetKit", "AppIntents", "LayoutEngine", "Locking",
        // The previews' acceptance test builds a site with the command, as a user does.
        "BuiltInGallery", "GalleryCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        // TemplateObjectTests renders templates as the site does.
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      swiftSettings: strict),
    // Tests/Fixtures holds files several test targets read (by `#filePath`), such as a
    // manifest of schema 1.
    .testTarget(name: "GalleryDiffTests", dependencies: ["GalleryDiff", "XMLTree"], swiftSettings: strict),
    .testTarget(
      name: "GalleryCLITests",
      dependencies: [
        "AppleFoundation", "GalleryCLI", "GalleryDiff", "GalleryFixtures", "GalleryRunner", "GalleryShared", "GallerySite",
        "GalleryTestSupport",
        "ViewDSL", "SwiftUI", "WidgetKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // The whole program: the built-in gallery against the goldens and the committed `Site/`,
    // killed builds of the real executable, and `diff` over two sites built by the tool.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "BuiltInGallery", "GalleryCLI", "GalleryDiff", "GalleryRunner", "GallerySite", "GalleryShared", "GalleryTestSupport",
        "ViewDSL", "SwiftUI", "WidgetKit", "XMLTree", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SeedWidgetsTests",
      dependencies: [
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        "WidgetGallery", "ViewDSL", "SwiftUI", "WidgetKit", "GalleryFixtures", "GalleryRunner", "GalleryTestSupport",
        "LayoutEngine", "TextEngine",
      ],
      swiftSettings: strict),
    // A widget extension written as for Xcode (Apple's imports, literals, generated asset
    // symbols, a PDF logo, a chart, App Intents, a Live Activity, controls), in Swift 5 mode
    // as extensions are built; it depends on the umbrella alone for Apple's module names.
    .testTarget(
      name: "AppleModulesTests",
      dependencies: [
        "WidgetGallery", "ViewDSL", "SwiftUI", "WidgetKit", "LayoutEngine", "GalleryRunner", "GallerySite", "XMLTree",
        "GalleryTestSupport", "GalleryDiff",
        "WidgetGallerySnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["XcodeExtension/Assets.xcassets", "XcodeExtension/Intents.intentdefinition", "XcodeExtension/Fixtures"],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: ["GeneratedAssetSymbols", "IntentDefinitionClasses"]),
    // The snapshot strategies in Swift Testing: `import Testing` beside `import SwiftUI` and
    // `import WidgetKit`, as a package's test target writes them (`make test` runs them).
    .testTarget(
      name: "SwiftTestingSnapshotTests",
      dependencies: [
        "SwiftUI", "WidgetKit", "WidgetGallerySnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"], swiftSettings: strict),
    // The acceptance extension of the data frameworks, written as for Xcode: its `@main` bundle
    // makes it the `widget-gallery` command for its widgets; Swift 5 mode, the umbrella for
    // Apple's names, FoundationNetworking imported as the documentation says (GettingStarted.md).
    .executableTarget(
      name: "HabitWidgets", dependencies: ["WidgetGallery"], path: "Tests/DataExtension/HabitWidgets",
      exclude: ["Fixtures"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]),
      ]),
    // Builds the acceptance extension's site with the program, from its fixture folder alone.
    .testTarget(
      name: "DataExtensionTests", dependencies: ["GalleryTestSupport", "XMLTree"], swiftSettings: strict),
    .testTarget(
      name: "PDFVectorTests",
      dependencies: ["PDFVector", "CPDFShim", "ViewDSL", "SwiftUI", "WidgetKit", "LayoutEngine", "SVGWriter", "XMLTree"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"], swiftSettings: strict),
    .testTarget(name: "IntentDefinitionsTests", dependencies: ["IntentDefinitions"], swiftSettings: strict),
    .testTarget(name: "CoreDataModelsTests", dependencies: ["CoreDataModels"], swiftSettings: strict),
    .testTarget(
      name: "WidgetGallerySnapshotTestingTests",
      dependencies: [
        "WidgetGallerySnapshotTesting", "WidgetGallery", "ViewDSL", "SwiftUI", "WidgetKit", "XMLTree", "CRasterShim",
        "GalleryTestSupport",
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: strict),
    // The articles' superseded snippets, compiled as widget extensions are built (Swift 5 mode).
    .testTarget(
      name: "ArticleSnippetsTests",
      dependencies: [
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        "WidgetGallery", "ViewDSL", "SwiftUI", "WidgetKit", "GalleryFixtures", "GalleryTestSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)

// MARK: Benchmarks (`swift package benchmark`; see CONTRIBUTING.md's Benchmarks section)

// The benchmarks, their dependencies and targets exist only when WIDGET_GALLERY_BENCHMARKS is set
// (`make benchmark` sets it): a plain `swift build --build-tests`, as CI runs it, would otherwise
// build package-benchmark, its dependencies and six more executables (a sixth more CPU time),
// and a package that depends on WidgetGallery never resolves them
// (scripts/tests/test_dependents.py and test_manifest.py check).
if Context.environment["WIDGET_GALLERY_BENCHMARKS"] != nil {
  addBenchmarks(to: package)
}

func addBenchmarks(to package: Package) {
  // The malloc interposer counts allocations; the runtime interposer (a default trait) is left out.
  package.dependencies += [
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  ]
  // What the benchmarks measure and share: the representative trees, the built-in previews,
  // the gallery command as a child process and the Chromium baseline.
  package.targets.append(
    .target(
      name: "BenchmarkWorkloads",
      dependencies: [
        "BuiltInGallery", "GalleryCLI", "GalleryFixtures", "GalleryRunner", "LayoutEngine", "TextEngine", "ViewDSL", "SwiftUI",
        "WidgetKit", .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ],
      swiftSettings: strict))

  // Starts the site benchmarks' executable as the gallery command, before main (see there).
  package.targets.append(.target(name: "CBenchmarkGallery"))

  /// The benchmark suites, one executable each in Benchmarks/ (where `swift package benchmark`
  /// finds them), with what each imports besides Benchmark. The diff's needs no widget code.
  ///
  /// Benchmark uses `os` signposts where it can import `os`, and finds ours when it is built
  /// after it: each suite links ours, so that its references resolve. The plugin's own
  /// BenchmarkTool does not, so `make benchmark` builds into a scratch folder of its own
  /// (.build/benchmarks), where BenchmarkTool is built first, before any `os`.
  let benchmarkSuites: [(name: String, dependencies: [Target.Dependency])] = [
    ("SiteBenchmarks", ["BenchmarkWorkloads", "CBenchmarkGallery"]),
    (
      "LayoutBenchmarks",
      ["BenchmarkWorkloads", "GalleryFixtures", "GalleryRunner", "LayoutEngine", "TextEngine", "ViewDSL", "SwiftUI", "WidgetKit"]
    ),
    ("SVGBenchmarks", ["BenchmarkWorkloads", "GalleryFixtures", "LayoutEngine", "SVGWriter"]),
    (
      "SnapshotBenchmarks",
      [
        "BenchmarkWorkloads", "GalleryFixtures", "GalleryRunner", "SwiftUI", "WidgetKit", "WidgetGallerySnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    ("DiffBenchmarks", ["GalleryDiff"]),
    ("BoundsBenchmarks", ["BenchmarkWorkloads", "SwiftUI", "ViewDSL", "WidgetGalleryRender"]),
  ]

  package.targets += benchmarkSuites.map { name, dependencies in
    .executableTarget(
      name: name, dependencies: [.product(name: "Benchmark", package: "benchmark"), "os"] + dependencies,
      path: "Benchmarks/\(name)", swiftSettings: strict, plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
  }
}
