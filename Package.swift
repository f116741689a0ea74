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
  "WidgetGallery", "MirrorCore", "SwiftUICore", "SwiftUI", "WidgetKit", "UIKit", "AppIntents", "ActivityKit", "Intents",
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
    // swift-docc-plugin, for `make docs` only: see the end of this file.
  ],
  targets: [
    // MARK: The mirror that widget code is written against

    // The core of the mirror: the `View` protocol and its builders, the environment, the values
    // views are made of (geometry, colours, styles, fonts, text, images, paths) and the resolved
    // view tree (IR) that layout reads. The Apple-named modules are built on it.
    .target(
      name: "MirrorCore", dependencies: ["FoundationAdditions", "GalleryFormats", "Locking"], path: "Sources/Mirror/Core",
      swiftSettings: strict),
    // What Swift cannot say, in a few lines of C each, none of which changes what a program
    // links: ThreadSanitizer's annotations and the command line's entry point (weak
    // references), the bounds of the program's `#Preview`, conformance and Core Data model
    // sections (the linker's __start_/__stop_ symbols), and renameat2's folder exchange.
    .target(name: "CShims", path: "Sources/Native/CShims"),
    // `Mutex.locked`: `withLock` as ThreadSanitizer sees it, for every lock of ours (`make tsan`).
    .target(name: "Locking", dependencies: ["CShims"], path: "Sources/Support/Locking", swiftSettings: strict),
    // Foundation API that Apple's platforms have and corelibs Foundation lacks
    // (`LocalizedStringResource`, formatters, predicates…), in Swift alone: the core needs it.
    .target(
      name: "FoundationAdditions", dependencies: ["Locking"], path: "Sources/Mirror/FoundationAdditions", swiftSettings: strict),
    // Foundation as the Apple-named modules re-export it: Foundation, FoundationAdditions, the
    // aliases of Combine's `ObservableObject` and `Published` Apple's Foundation declares, and
    // what Foundation answers from the fixture folder (App Group containers).
    .target(
      name: "FoundationFixtures", dependencies: ["Combine", "FoundationAdditions", "GalleryFixtures"],
      path: "Sources/Mirror/FoundationFixtures", swiftSettings: strict),
    // Swift Charts: the public chart API, resolved into the mirror's chart node that layout plots.
    .target(
      name: "Charts", dependencies: ["MirrorCore", "SwiftUICore", "SwiftUI"], path: "Sources/Mirror/AppleModules/Charts",
      swiftSettings: strict),
    // `#Preview`'s macro plugin. It speaks the compiler's plugin protocol itself and reads the
    // macro's source with a scanner of its own, so packages that depend on us never build
    // swift-syntax.
    .macro(name: "MirrorMacros", dependencies: ["GalleryFormats"], path: "Sources/Mirror/Macros", swiftSettings: strict),

    // MARK: Widget → entries → view tree

    // poppler and cairo behind a function of our own, opened at the first PDF (dlopen), so
    // widget programs without PDF image sets neither link nor load them, GLib's or cairo's.
    .target(name: "CPDFShim", path: "Sources/Native/CPDFShim"),
    // A PDF's first page as a vector drawing: poppler through cairo's SVG surface, read back
    // with libxml2, its ids numbered for the SVG writer.
    .target(
      name: "PDFVector", dependencies: ["CPDFShim", "GalleryFormats", "MirrorCore", "XMLTree"], path: "Sources/Render/PDFVector",
      swiftSettings: strict
    ),
    // Every `URLSession` the program makes gets the fixture protocol first: the program's calls
    // of FoundationNetworking's session initializers land here (see FixtureSessions.c).
    .target(name: "CFixtureSessions", path: "Sources/Native/CFixtureSessions"),
    // Timer descriptors armed past libfaketime, so timers keep real time under the stopped clock.
    .target(name: "CClockTimers", path: "Sources/Native/CClockTimers"),
    // The `UserDefaults` keys a widget reads and finds no value for, told to the fixture layer
    // (see FixtureDefaults.c).
    .target(name: "CFixtureDefaults", path: "Sources/Native/CFixtureDefaults"),
    // App data served from the fixture folder, one documented file format per source:
    // `UserDefaults` suites, URLs, App Group containers and the sources of the data frameworks.
    .target(
      name: "GalleryFixtures", dependencies: ["CFixtureSessions", "CFixtureDefaults", "CClockTimers", "Locking", "DeviceLocale"],
      path: "Sources/Runtime/GalleryFixtures", swiftSettings: strict),
    // The process's locale as a device has it: Foundation's current locale and calendar getters,
    // answered from `WIDGETGALLERY_LOCALE` (see `DeviceLocale`).
    .target(name: "DeviceLocale", path: "Sources/Runtime/DeviceLocale", swiftSettings: strict),
    // Reads what a stalled provider thread waits for (its system call and stack), to name it.
    .target(name: "CThreadSample", path: "Sources/Native/CThreadSample"),
    // Runs widgets: providers, entries, families and appearances, and finds previews.
    .target(
      name: "GalleryRunner",
      dependencies: [
        "MirrorCore", "SwiftUICore", "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "GalleryFixtures", "PDFVector",
        "CShims", "CThreadSample", "GalleryFormats", "Locking", "FoundationAdditions",
      ], path: "Sources/Runtime/GalleryRunner",
      swiftSettings: strict),

    // MARK: View tree → render tree (text engine and layout)

    // HarfBuzz and FreeType, reached through pkg-config.
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/Native/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    // The few ICU calls the text engine needs (line breaks, grapheme clusters, bidi), behind C
    // functions of its own: ICU's headers clash with Foundation's ICU in a Swift module.
    .target(
      name: "CICUShim", path: "Sources/Native/CICUShim", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    // Font lookup, shaping (HarfBuzz), line breaking and bidi (ICU), glyph outlines.
    .target(
      name: "TextEngine", dependencies: ["CHarfBuzz", "CICUShim", "GalleryFormats", "Locking"], path: "Sources/Render/TextEngine",
      swiftSettings: strict),
    // SwiftUI's layout rules: view tree + proposal → positioned render tree.
    .target(
      name: "LayoutEngine", dependencies: ["MirrorCore", "TextEngine"], path: "Sources/Render/LayoutEngine", swiftSettings: strict
    ),

    // MARK: Render tree → SVG

    // What stages that cannot import each other must agree on: a site's file names, the
    // manifest's schema versions, the linker-section record, the FNV-1a content hash, escaping
    // for HTML, XML and Swift literals, Apple's Dynamic Type table and enclosed-symbol names;
    // with the few system helpers they share (a failed call's error, the `readdir` walk).
    .target(name: "GalleryFormats", path: "Sources/Support/GalleryFormats", swiftSettings: strict),
    // Runs another program to its end within a deadline, reading its output as it runs and
    // reporting what it used: the one runner of the tools, tests and benchmarks.
    .target(
      name: "ChildProcesses", dependencies: ["Locking"], path: "Sources/Support/ChildProcesses", swiftSettings: strict),
    // Render tree → one deterministic, self-contained SVG document.
    .target(
      name: "SVGWriter", dependencies: ["LayoutEngine", "TextEngine", "MirrorCore", "GalleryFormats", "Locking"],
      path: "Sources/Render/SVGWriter",
      swiftSettings: strict),
    // The render API: a view or a widget entry → one SVG document, for the site, the CLI and tests.
    .target(
      name: "WidgetGalleryRender",
      dependencies: ["GalleryRunner", "LayoutEngine", "SVGWriter", "MirrorCore", "SwiftUI", "WidgetKit", "ActivityKit"],
      path: "Sources/Render/WidgetGalleryRender",
      swiftSettings: strict),

    // MARK: SVGs → site

    // The site's Mustache templates and assets, and the CI templates `init-ci` writes, bundled.
    .target(
      name: "GalleryTemplates", path: "Templates", sources: ["GalleryTemplates.swift"], resources: [.copy("site"), .copy("ci")],
      swiftSettings: strict),
    // The site: every preview rendered, pages from Templates/, manifest, shards, safe writes.
    .target(
      name: "GallerySite",
      dependencies: [
        "GalleryRunner", "GalleryFixtures", "LayoutEngine", "SVGWriter", "TextEngine", "MirrorCore", "SwiftUI", "WidgetKit",
        "GalleryFormats", "GalleryTemplates",
        "CShims", "Locking", "WidgetGalleryRender", .product(name: "Mustache", package: "swift-mustache"),
      ], path: "Sources/Site/GallerySite",
      swiftSettings: strict),

    // MARK: Two sites → diff

    // libxml2, reached through pkg-config; its headers include ICU's, which clash with
    // Foundation's ICU in a Swift module, so only the C shim sees them.
    .systemLibrary(
      name: "CLibXML2", path: "Sources/Native/CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    // libxml2's parser behind functions of our own, so Swift never sees ICU's headers.
    .target(name: "CXMLShim", dependencies: ["CLibXML2"], path: "Sources/Native/CXMLShim"),
    // XML documents read back into a tree (libxml2).
    .target(name: "XMLTree", dependencies: ["CXMLShim"], path: "Sources/Render/XMLTree", swiftSettings: strict),
    // Comparing two sites or snapshot folders: structural SVG diff and review reports (the HTML
    // one from its bundled Mustache template).
    .target(
      name: "GalleryDiff", dependencies: ["XMLTree", "GalleryFormats", .product(name: "Mustache", package: "swift-mustache")],
      path: "Sources/Site/GalleryDiff",
      resources: [.copy("Report")], swiftSettings: strict),

    // MARK: The command line and what user code imports

    // `build --jobs N`: a build rendered by N processes at once, this one and N-1 workers that
    // each render the previews they claim (shared memory), watched through a report channel
    // within a deadline, and merged byte for byte into the site one process would write.
    .target(
      name: "ParallelBuild",
      dependencies: ["GalleryRunner", "GallerySite", "GalleryFixtures", "GalleryFormats", "GalleryTemplates"],
      path: "Sources/Site/ParallelBuild", swiftSettings: strict),
    // The `widget-gallery` command line, shared by the built-in gallery and `@main` widgets.
    // Its `serve` builds and runs the HTTP server from the nested package Serve/, which alone
    // depends on Hummingbird and SwiftNIO: this package's resolution never fetches them.
    .target(
      name: "GalleryCLI",
      dependencies: [
        "GalleryRunner", "GallerySite", "GalleryDiff", "GalleryFixtures", "GalleryFormats", "GalleryTemplates", "LayoutEngine",
        "ChildProcesses", "ParallelBuild", "DeviceLocale", "FoundationAdditions",
        "MirrorCore", "SwiftUI", "WidgetKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], path: "Sources/Site/GalleryCLI",
      swiftSettings: strict, plugins: ["GalleryBuildInfo"]),
    // The commit of the checkout the command is built from, for `--version`.
    .plugin(name: "GalleryBuildInfo", capability: .buildTool()),
    // Apple's module names, each the home of its framework's API and re-exporting what Apple's
    // module re-exports (CONTRIBUTING.md has the map). WidgetKit also holds the `@main` entry
    // points of widgets and bundles, which reach the command line through CGalleryEntry.
    // Combine is ours, in Swift alone: a package that loads it through `canImport(SwiftUI)` is
    // given no module maps, so no C module may be in its import closure.
    .target(name: "Combine", path: "Sources/Mirror/AppleModules/Combine", swiftSettings: strict),
    // `ImageResource`, `ColorResource` and the preview types Xcode's tools share.
    .target(
      name: "DeveloperToolsSupport", dependencies: ["FoundationFixtures", "MirrorCore"],
      path: "Sources/Mirror/AppleModules/DeveloperToolsSupport",
      swiftSettings: strict),
    // Views, modifiers, shapes and state: the SwiftUI API built on the core.
    .target(
      name: "SwiftUICore", dependencies: ["FoundationFixtures", "MirrorCore", "Combine", "DeveloperToolsSupport"],
      path: "Sources/Mirror/AppleModules/SwiftUICore", swiftSettings: strict),
    // `UIColor`, `UIImage`, `UIDevice` and the UIKit types widget code references.
    .target(
      name: "UIKit", dependencies: ["FoundationFixtures", "MirrorCore", "DeveloperToolsSupport", "Locking", "_Testing_UIKit"],
      path: "Sources/Mirror/AppleModules/UIKit", swiftSettings: strict),
    // Swift Testing's cross-import overlay for UIKit, which the compiler imports into a file that
    // imports Testing and sees UIKit; UIKit depends on it so that it exists wherever UIKit does.
    .target(name: "_Testing_UIKit", path: "Sources/Mirror/AppleModules/_Testing_UIKit", swiftSettings: strict),
    // App Intents: intents, parameters, entities and queries for the values a widget is shown with.
    .target(
      name: "AppIntents", dependencies: ["FoundationFixtures", "MirrorCore"], path: "Sources/Mirror/AppleModules/AppIntents",
      swiftSettings: strict),
    // Controls, `Widget` and `WidgetBundle`, previews; re-exports SwiftUICore, UIKit, Combine and `_SwiftData_SwiftUI`.
    .target(
      name: "SwiftUI",
      dependencies: [
        "SwiftUICore", "MirrorCore", "UIKit", "AppIntents", "DeveloperToolsSupport", "MirrorMacros", "_SwiftData_SwiftUI",
      ],
      path: "Sources/Mirror/AppleModules/SwiftUI", swiftSettings: strict),
    // Live Activity attributes, content states and activities.
    .target(
      name: "ActivityKit", dependencies: ["FoundationFixtures"], path: "Sources/Mirror/AppleModules/ActivityKit",
      swiftSettings: strict),
    // SiriKit intents and the classes generated from `.intentdefinition` files build on.
    .target(
      name: "Intents", dependencies: ["FoundationFixtures"], path: "Sources/Mirror/AppleModules/Intents", swiftSettings: strict),
    // Configurations, timelines, Live Activities, controls and `@main` for widgets and bundles.
    .target(
      name: "WidgetKit",
      dependencies: [
        "FoundationFixtures",
        "SwiftUI", "SwiftUICore", "MirrorCore", "AppIntents", "ActivityKit", "Intents", "DeveloperToolsSupport",
        "MirrorMacros", "CShims",
      ],
      path: "Sources/Mirror/AppleModules/WidgetKit",
      swiftSettings: strict),
    // The frameworks a widget's data comes from, each answered from its fixture files.
    .target(name: "os", dependencies: ["Locking"], path: "Sources/Mirror/AppleModules/os", swiftSettings: strict),
    // Re-exports `os`, as Apple's OSLog does, with the log store's types.
    .target(name: "OSLog", dependencies: ["os"], path: "Sources/Mirror/AppleModules/OSLog", swiftSettings: strict),
    // The keychain (`SecItem…`), answered from the `Keychain/` fixtures as a widget extension sees it.
    .target(
      name: "Security", dependencies: ["FoundationFixtures", "GalleryFixtures", "Locking"],
      path: "Sources/Mirror/AppleModules/Security",
      swiftSettings: strict),
    // Device-owner authentication, answered as iOS answers a widget extension.
    .target(
      name: "LocalAuthentication", dependencies: ["FoundationFixtures", "Locking"],
      path: "Sources/Mirror/AppleModules/LocalAuthentication",
      swiftSettings: strict),
    // Health samples, statistics and queries, answered from `HealthKit/` fixtures.
    .target(
      name: "HealthKit", dependencies: ["FoundationFixtures", "GalleryFixtures"], path: "Sources/Mirror/AppleModules/HealthKit",
      swiftSettings: strict),
    // Locations and the location manager, answered from `CoreLocation/` fixtures.
    .target(
      name: "CoreLocation", dependencies: ["FoundationFixtures", "GalleryFixtures"],
      path: "Sources/Mirror/AppleModules/CoreLocation",
      swiftSettings: strict),
    // Calendars, events and reminders, answered from `EventKit/` fixtures.
    .target(
      name: "EventKit", dependencies: ["FoundationFixtures", "GalleryFixtures"], path: "Sources/Mirror/AppleModules/EventKit",
      swiftSettings: strict),
    // SwiftData's models (`@Model`, expanded by MirrorMacros), containers and fetches over the
    // store fixtures.
    .target(
      name: "SwiftData", dependencies: ["FoundationFixtures", "GalleryFixtures", "Locking", "MirrorMacros"],
      path: "Sources/Mirror/AppleModules/SwiftData", swiftSettings: strict),
    // Core Data's containers, contexts, fetch requests and managed objects over the store
    // fixtures.
    .target(
      name: "CoreData", dependencies: ["FoundationFixtures", "GalleryFixtures", "GalleryFormats", "CShims"],
      path: "Sources/Mirror/AppleModules/CoreData", swiftSettings: strict),
    // CloudKit's containers, databases, records and queries over `CloudKit/records.json`.
    .target(
      name: "CloudKit", dependencies: ["FoundationFixtures", "GalleryFixtures", "CoreLocation", "Locking"],
      path: "Sources/Mirror/AppleModules/CloudKit", swiftSettings: strict),
    // Media times, and the players and audio session widget code references (nothing plays).
    .target(
      name: "CoreMedia", dependencies: ["FoundationFixtures"], path: "Sources/Mirror/AppleModules/CoreMedia",
      swiftSettings: strict),
    // Players, assets and the audio session that widget code references (nothing plays).
    .target(
      name: "AVFoundation", dependencies: ["FoundationFixtures", "CoreMedia"], path: "Sources/Mirror/AppleModules/AVFoundation",
      swiftSettings: strict),
    // `VideoPlayer`, drawn as its first frame's placeholder.
    .target(
      name: "AVKit", dependencies: ["AVFoundation", "SwiftUICore", "MirrorCore"], path: "Sources/Mirror/AppleModules/AVKit",
      swiftSettings: strict),
    // What SwiftData adds to SwiftUI (`@Query`, `.modelContainer(_:)`), where the SDK declares
    // it; SwiftUI re-exports it.
    .target(
      name: "_SwiftData_SwiftUI", dependencies: ["SwiftData", "SwiftUICore", "MirrorCore", "MirrorMacros"],
      path: "Sources/Mirror/AppleModules/_SwiftData_SwiftUI", swiftSettings: strict),
    // The asset symbols Xcode generates (`ImageResource.logo`…), as a build tool plugin.
    .target(name: "AssetSymbols", dependencies: ["GalleryFormats"], path: "Sources/CodeGen/AssetSymbols", swiftSettings: strict),
    // The asset-symbols plugin's executable.
    .executableTarget(
      name: "AssetSymbolsTool", dependencies: ["AssetSymbols"], path: "Sources/CodeGen/AssetSymbolsTool", swiftSettings: strict),
    .plugin(name: "GeneratedAssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsTool"]),
    // The intent classes Xcode generates from `.intentdefinition` files, as a build tool plugin.
    .target(
      name: "IntentDefinitions", dependencies: ["GalleryFormats"], path: "Sources/CodeGen/IntentDefinitions",
      swiftSettings: strict
    ),
    // The intent-definition plugin's executable.
    .executableTarget(
      name: "IntentDefinitionTool", dependencies: ["IntentDefinitions"], path: "Sources/CodeGen/IntentDefinitionTool",
      swiftSettings: strict),
    .plugin(name: "IntentDefinitionClasses", capability: .buildTool(), dependencies: ["IntentDefinitionTool"]),
    // The Core Data classes and model Xcode generates from `.xcdatamodeld` models, as a build tool plugin.
    .target(
      name: "CoreDataModels", dependencies: ["GalleryFormats"], path: "Sources/CodeGen/CoreDataModels", swiftSettings: strict),
    // The Core Data plugin's executable.
    .executableTarget(
      name: "CoreDataModelTool", dependencies: ["CoreDataModels"], path: "Sources/CodeGen/CoreDataModelTool",
      swiftSettings: strict),
    .plugin(name: "CoreDataModelClasses", capability: .buildTool(), dependencies: ["CoreDataModelTool"]),
    // What user code imports: the mirror under every Apple module name, the `@main` entry
    // points and the render API. Depending on the Apple-named modules builds them, so a
    // package that depends on this product alone also sees `canImport(UIKit)` true.
    .target(
      name: "WidgetGallery",
      dependencies: [
        "MirrorCore", "SwiftUICore", "SwiftUI", "WidgetKit", "UIKit", "AppIntents", "ActivityKit", "Intents",
        "DeveloperToolsSupport", "Charts", "Combine", "WidgetGalleryRender", "GalleryCLI", "os", "OSLog", "Security",
        "LocalAuthentication", "HealthKit", "CoreLocation", "EventKit", "SwiftData", "CoreData", "CloudKit", "CoreMedia",
        "AVFoundation", "AVKit",
      ], path: "Sources/Products/WidgetGallery",
      swiftSettings: strict),

    // MARK: Snapshot tests

    // librsvg, cairo and libpng behind functions of our own, for PNG snapshots: Swift never sees
    // GLib's headers, and the C file declares librsvg's few functions itself (no pkg-config).
    .target(
      name: "CRasterShim", path: "Sources/Native/CRasterShim",
      linkerSettings: [
        .linkedLibrary("rsvg-2"), .linkedLibrary("cairo"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        .linkedLibrary("png16"),
      ]),
    // swift-snapshot-testing strategies: views and widget entries as SVG (or PNG via librsvg),
    // and what VoiceOver reads of them (text, overlay).
    .target(
      name: "WidgetGallerySnapshotTesting",
      dependencies: [
        "WidgetGalleryRender", "GalleryDiff", "LayoutEngine", "SVGWriter", "MirrorCore", "SwiftUI", "WidgetKit", "ActivityKit",
        "CRasterShim", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], path: "Sources/Site/WidgetGallerySnapshotTesting",
      swiftSettings: strict),

    // MARK: The built-in gallery

    // The five seed widgets from shared/seeds, one module per article. They import the
    // umbrella, as user code does (see `seedDependencies`).

    // The podcast seed widget.
    .target(
      name: "SeedPodcast", dependencies: seedDependencies, path: "Sources/Products/Seeds/Podcast",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedPodcast")),
    // The vocabulary seed widget.
    .target(
      name: "SeedVocabulary", dependencies: seedDependencies, path: "Sources/Products/Seeds/Vocabulary",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedVocabulary")),
    // The in-app-story seed widget.
    .target(
      name: "SeedInAppStory", dependencies: seedDependencies, path: "Sources/Products/Seeds/InAppStory",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedInAppStory")),
    // The game-status seed widget.
    .target(
      name: "SeedGameStatus", dependencies: seedDependencies, path: "Sources/Products/Seeds/GameStatus",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedGameStatus")),
    // The ZhiHu Daily seed widget.
    .target(
      name: "SeedZhiHuDaily", dependencies: seedDependencies, path: "Sources/Products/Seeds/ZhiHuDaily",
      resources: [.copy("Fixtures")], swiftSettings: seedSettings("SeedZhiHuDaily")),
    // The seed widgets as one list, for the tool and the benchmarks.
    .target(
      name: "BuiltInGallery",
      dependencies: [
        "GalleryCLI", "GalleryRunner", "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
      ], path: "Sources/Products/BuiltInGallery",
      swiftSettings: strict),
    // The `widget-gallery` executable of the built-in gallery.
    .executableTarget(
      name: "WidgetGalleryTool", dependencies: ["BuiltInGallery", "GalleryCLI"], path: "Sources/Products/WidgetGalleryTool",
      swiftSettings: strict),

    // MARK: Fuzzing

    // Random view trees with hostile values drawn through the render API, each checked for
    // time, size, well-formedness, NaN and live content; `widget-fuzz` runs them.
    .target(
      name: "WidgetFuzz",
      dependencies: [
        "MirrorCore", "SwiftUI", "WidgetKit", "GalleryRunner", "GalleryFormats", "WidgetGalleryRender", "XMLTree",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], path: "Sources/Products/WidgetFuzz",
      swiftSettings: strict),
    // The `widget-fuzz` executable.
    .executableTarget(
      name: "WidgetFuzzTool", dependencies: ["WidgetFuzz"], path: "Sources/Products/WidgetFuzzTool", swiftSettings: strict),

    // MARK: Tests

    // What many test targets share: stub providers and entries, resolve and layout helpers,
    // tree walkers, frame assertions and the fixture test case.
    .target(
      name: "GalleryTestSupport",
      dependencies: [
        "MirrorCore", "SwiftUI", "WidgetKit", "LayoutEngine", "TextEngine", "SVGWriter", "Charts", "GalleryFixtures",
        "CTestStartup", "ChildProcesses", "Locking",
      ],
      path: "Tests/GalleryTestSupport", swiftSettings: strict),
    // Runs GalleryTestSupport's start-up before `main`: the recorder of test results.
    .target(name: "CTestStartup", path: "Tests/CTestStartup"),
    .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"], swiftSettings: strict),
    // Writes the sample render trees and charts the tests draw as SVG files, to look at:
    // `swift run PreviewDump svg|charts FOLDER`. A tool, not a test.
    .executableTarget(
      name: "PreviewDump",
      dependencies: [
        "GalleryTestSupport", "LayoutEngine", "SVGWriter", "TextEngine", "MirrorCore", "SwiftUI", "WidgetKit", "AppIntents",
      ],
      path: "Tests/PreviewDump", swiftSettings: strict),
    .testTarget(
      name: "MirrorCoreTests", dependencies: ["MirrorCore", "SwiftUI", "WidgetKit", "AppIntents", "GalleryTestSupport"],
      swiftSettings: strict),
    .testTarget(name: "MirrorMacrosTests", dependencies: ["MirrorMacros", "GalleryTestSupport"], swiftSettings: strict),
    .testTarget(name: "GalleryFixturesTests", dependencies: ["GalleryFixtures"], swiftSettings: strict),
    // The data frameworks, from Apple's documented behaviour, with fixtures of their own.
    .testTarget(
      name: "DataFrameworksTests",
      dependencies: [
        "os", "OSLog", "Security", "LocalAuthentication", "HealthKit", "CoreLocation", "EventKit", "SwiftData",
        "_SwiftData_SwiftUI", "FoundationFixtures", "GalleryFixtures", "SwiftUI", "MirrorCore", "GalleryTestSupport", "CoreData",
        "CloudKit", "CoreMedia", "AVFoundation", "AVKit",
      ],
      exclude: ["Journal.xcdatamodeld"], resources: [.copy("Fixtures")], swiftSettings: strict, plugins: ["CoreDataModelClasses"]),
    .testTarget(
      name: "GalleryRunnerTests",
      dependencies: [
        "GalleryRunner", "GalleryFixtures", "DeviceLocale", "GalleryTestSupport", "MirrorCore", "SwiftUI", "WidgetKit",
        "AppIntents", "LayoutEngine",
      ],
      swiftSettings: strict),
    .testTarget(name: "GalleryFormatsTests", dependencies: ["GalleryFormats"], swiftSettings: strict),
    // Combine's behaviour as Apple documents it: demand, completion and cancellation, subjects,
    // `@Published` and `objectWillChange`, the operators, schedulers and `values`.
    .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: strict),
    .testTarget(name: "TextEngineTests", dependencies: ["TextEngine"], swiftSettings: strict),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: ["LayoutEngine", "MirrorCore", "SwiftUI", "WidgetKit", "AppIntents", "TextEngine", "GalleryTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ChartsTests",
      dependencies: [
        "Charts", "MirrorCore", "SwiftUI", "WidgetKit", "LayoutEngine", "TextEngine", "SVGWriter", "XMLTree",
        "GalleryTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SVGWriterTests",
      dependencies: [
        "SVGWriter", "XMLTree", "LayoutEngine", "TextEngine", "MirrorCore", "SwiftUI", "WidgetKit", "AppIntents",
        "GalleryFormats", "GalleryTestSupport", "WidgetFuzz",
      ],
      swiftSettings: strict),
    .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree"], swiftSettings: strict),
    .testTarget(
      name: "WidgetFuzzTests",
      dependencies: ["WidgetFuzz", "XMLTree", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strict),
    .testTarget(
      name: "GallerySiteTests",
      dependencies: [
        "GallerySite", "GalleryFormats", "GalleryRunner", "GalleryTemplates", "GalleryTestSupport", "MirrorCore", "SwiftUI",
        "WidgetKit", "AppIntents", "LayoutEngine", "Locking", "FoundationAdditions",
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
        "FoundationFixtures", "GalleryCLI", "GalleryDiff", "GalleryFixtures", "GalleryRunner", "GalleryFormats", "GallerySite",
        "GalleryTestSupport", "LayoutEngine", "ParallelBuild",
        "MirrorCore", "SwiftUI", "WidgetKit", "ActivityKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // The whole program: the built-in gallery against the goldens and the committed `Site/`,
    // killed builds of the real executable, and `diff` over two sites built by the tool.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "BuiltInGallery", "GalleryCLI", "GalleryDiff", "GalleryRunner", "GallerySite", "GalleryFormats", "GalleryTestSupport",
        "MirrorCore", "SwiftUI", "WidgetKit", "XMLTree", "LayoutEngine", "WidgetGalleryRender",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SeedWidgetsTests",
      dependencies: [
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        "WidgetGallery", "MirrorCore", "SwiftUI", "WidgetKit", "GalleryFixtures", "GalleryRunner", "GalleryTestSupport",
        "LayoutEngine", "TextEngine",
      ],
      swiftSettings: strict),
    // A widget extension written as for Xcode (Apple's imports, literals, generated asset
    // symbols, a PDF logo, a chart, App Intents, a Live Activity, controls), in Swift 5 mode
    // as extensions are built; it depends on the umbrella alone for Apple's module names.
    .testTarget(
      name: "AppleModulesTests",
      dependencies: [
        "WidgetGallery", "MirrorCore", "SwiftUI", "WidgetKit", "LayoutEngine", "GalleryRunner", "GallerySite", "XMLTree",
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
    // A widget extension whose widgets each crash in one place (a provider's init, its calls,
    // the entry view, intent defaults, a Live Activity's content), and one that never does.
    .executableTarget(
      name: "CrashingWidgets", dependencies: ["WidgetGallery"], path: "Tests/CrashExtension/CrashingWidgets",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Builds the acceptance extension's site with the program, from its fixture folder alone.
    .testTarget(
      name: "DataExtensionTests", dependencies: ["GalleryTestSupport", "XMLTree"], swiftSettings: strict),
    .testTarget(
      name: "PDFVectorTests",
      dependencies: ["PDFVector", "CPDFShim", "MirrorCore", "SwiftUI", "WidgetKit", "LayoutEngine", "SVGWriter", "XMLTree"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"], swiftSettings: strict),
    .testTarget(name: "IntentDefinitionsTests", dependencies: ["IntentDefinitions"], swiftSettings: strict),
    .testTarget(name: "CoreDataModelsTests", dependencies: ["CoreDataModels"], swiftSettings: strict),
    .testTarget(
      name: "WidgetGallerySnapshotTestingTests",
      dependencies: [
        "WidgetGallerySnapshotTesting", "WidgetGallery", "MirrorCore", "SwiftUI", "WidgetKit", "XMLTree", "CRasterShim",
        "GalleryTestSupport", "WidgetGalleryRender", "LayoutEngine",
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: strict),
    // The articles' superseded snippets, compiled as widget extensions are built (Swift 5 mode).
    .testTarget(
      name: "ArticleSnippetsTests",
      dependencies: [
        "SeedPodcast", "SeedVocabulary", "SeedInAppStory", "SeedGameStatus", "SeedZhiHuDaily",
        "WidgetGallery", "MirrorCore", "SwiftUI", "WidgetKit", "GalleryFixtures", "GalleryTestSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)

// MARK: Documentation (`make docs`; see CONTRIBUTING.md's Documentation section)

// swift-docc-plugin, whose `swift package generate-documentation` builds the DocC catalogs, is a
// dependency only when WIDGETGALLERY_DOCS is set (`make docs` sets it): no target uses it, yet a
// package that depends on WidgetGallery would resolve and fetch it with ours
// (scripts/tests/test_dependents.py and test_manifest.py check that it does not).
if Context.environment["WIDGETGALLERY_DOCS"] != nil {
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

// MARK: Benchmarks (`swift package benchmark`; see CONTRIBUTING.md's Benchmarks section)

// The benchmarks, their dependencies and targets exist only when WIDGETGALLERY_BENCHMARKS is set
// (`make benchmark` sets it): a plain `swift build --build-tests`, as CI runs it, would otherwise
// build package-benchmark, its dependencies and six more executables (a sixth more CPU time),
// and a package that depends on WidgetGallery never resolves them
// (scripts/tests/test_dependents.py and test_manifest.py check).
if Context.environment["WIDGETGALLERY_BENCHMARKS"] != nil {
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
        "BuiltInGallery", "ChildProcesses", "GalleryCLI", "GalleryFixtures", "GalleryRunner", "LayoutEngine", "TextEngine",
        "MirrorCore", "SwiftUI",
        "WidgetKit", .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ], path: "Benchmarks/BenchmarkWorkloads",
      swiftSettings: strict))

  // Starts the site benchmarks' executable as the gallery command, before main (see there).
  package.targets.append(.target(name: "CBenchmarkGallery", path: "Benchmarks/CBenchmarkGallery"))

  /// The benchmark suites, one executable each in Benchmarks/ (where `swift package benchmark`
  /// finds them), with what each imports besides Benchmark. The diff's needs no widget code.
  ///
  /// Benchmark uses `os` signposts where it can import `os`, and finds ours when it is built
  /// after it: each suite links ours, so that its references resolve. The plugin's own
  /// BenchmarkTool does not, so `make benchmark` builds into a scratch folder of its own
  /// (.build/benchmarks), where BenchmarkTool is built first, before any `os`.
  let benchmarkSuites: [(name: String, dependencies: [Target.Dependency])] = [
    ("SiteBenchmarks", ["BenchmarkWorkloads", "CBenchmarkGallery", "ChildProcesses"]),
    (
      "LayoutBenchmarks",
      [
        "BenchmarkWorkloads", "GalleryFixtures", "GalleryRunner", "LayoutEngine", "TextEngine", "MirrorCore", "SwiftUI",
        "WidgetKit",
      ]
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
    ("BoundsBenchmarks", ["BenchmarkWorkloads", "SwiftUI", "MirrorCore", "WidgetGalleryRender"]),
  ]

  package.targets += benchmarkSuites.map { name, dependencies in
    .executableTarget(
      name: name, dependencies: [.product(name: "Benchmark", package: "benchmark"), "os"] + dependencies,
      path: "Benchmarks/\(name)", swiftSettings: strict, plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
  }
}
