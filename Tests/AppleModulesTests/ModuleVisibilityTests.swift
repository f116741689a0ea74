import Foundation
import XCTest

/// What a file sees through each Apple-named module alone, as the iOS 18 SDK's interfaces say:
/// a module shows its own API and what it re-exports, and no more. Each case type-checks a
/// small file against the modules this build made, in Swift 5 mode as extensions are built.
final class ModuleVisibilityTests: XCTestCase {
  func testAppIntentsAloneShowsItsOwnAPIAndFoundationButNotSwiftUI() throws {
    try assertCompiles(
      """
      import AppIntents
      struct Refresh: AppIntent {
        static var title: LocalizedStringResource = "Refresh"
        @Parameter(title: "Count") var count: Int?
        func perform() async throws -> some IntentResult { .result() }
      }
      let url = URL(fileURLWithPath: "/")
      """)
    try assertFails("import AppIntents\nlet text = Text(\"x\")", with: "cannot find 'Text' in scope")
    try assertFails("import AppIntents\nlet color = Color.red", with: "cannot find 'Color' in scope")
  }

  func testWidgetKitAloneShowsItsOwnAPIButNotSwiftUI() throws {
    try assertCompiles(
      """
      import WidgetKit
      struct Entry: TimelineEntry { let date: Date }
      let family: WidgetKit.WidgetFamily = .systemSmall
      let mode: WidgetRenderingMode = .fullColor
      let relevance = TimelineEntryRelevance(score: 1)
      let timeline = Timeline(entries: [Entry(date: Date())], policy: .atEnd)
      let center = WidgetCenter.shared
      """)
    // WidgetKit imports SwiftUI without re-exporting it.
    try assertFails("import WidgetKit\nlet text = Text(\"x\")", with: "cannot find 'Text' in scope")
    try assertFails("import WidgetKit\nlet stack = VStack {}", with: "cannot find 'VStack' in scope")
    // WidgetKit re-exports DeveloperToolsSupport, as its interface does.
    try assertCompiles("import WidgetKit\nlet resource = ImageResource(name: \"logo\", bundle: .main)")
  }

  func testSwiftUIShowsSwiftUICoreUIKitAndCombine() throws {
    try assertCompiles(
      """
      import SwiftUI
      final class Model: ObservableObject { @Published var count = 0 }
      let weight: SwiftUICore.Font.Weight = .bold
      let text: SwiftUI.Text = Text("x")
      let color = UIColor.red
      let button = Button("Go") {}
      """)
    // Corelibs declares `DateComponentsFormatter` unavailable; FoundationAdditions' shadows it.
    try assertCompiles(
      """
      import Foundation
      import SwiftUI
      let formatter = DateComponentsFormatter()
      formatter.allowedUnits = [.day, .hour]
      formatter.unitsStyle = .abbreviated
      let uptime = formatter.string(from: 93_784) ?? ""
      """)
  }

  /// Apple's Foundation overlay declares `ObservableObject` and `Published` as aliases of
  /// Combine's, so a model declared beside UIKit and WidgetKit needs no `import Combine`; the
  /// rest of Combine still does.
  func testFoundationUIKitAndWidgetKitShowObservableObjectAndPublishedButNotCombine() throws {
    try assertCompiles(
      """
      import Foundation
      import UIKit
      import WidgetKit
      final class Store: ObservableObject {
        @Published var count = 0
      }
      let changes = Store().objectWillChange
      """)
    try assertCompiles("import SwiftUI\nfinal class Store: ObservableObject { @Published var count = 0 }")
    try assertFails(
      "import UIKit\nlet subject = PassthroughSubject<Int, Never>()", with: "cannot find 'PassthroughSubject' in scope")
  }

  func testSwiftUICoreAloneLacksSwiftUIsControls() throws {
    try assertCompiles("import SwiftUICore\nlet text = Text(\"x\").bold()\nlet stack = HStack { Text(\"a\") }")
    try assertFails("import SwiftUICore\nlet button = Button(\"Go\") {}", with: "cannot find 'Button' in scope")
  }

  func testUIKitActivityKitAndCombineAloneDoNotShowSwiftUI() throws {
    try assertCompiles("import UIKit\nlet color = UIColor.red\nlet image = UIImage(named: \"x\")")
    try assertFails("import UIKit\nlet color = Color.red", with: "cannot find 'Color' in scope")
    try assertCompiles(
      """
      import ActivityKit
      struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var order: String
      }
      """)
    try assertFails("import ActivityKit\nlet text = Text(\"x\")", with: "cannot find 'Text' in scope")
    // `ActivityConfiguration` is WidgetKit's, not ActivityKit's.
    try assertFails(
      "import ActivityKit\nlet type = ActivityConfiguration<Never>.self", with: "cannot find 'ActivityConfiguration' in scope")
    // Controls' protocols are SwiftUI's; their configurations and templates WidgetKit's.
    try assertCompiles(
      "import SwiftUI\nstruct Empty: ControlWidget { var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() } }"
    )
    try assertFails(
      "import SwiftUI\nlet type = StaticControlConfiguration<EmptyControlWidgetTemplate>.self",
      with: "cannot find 'StaticControlConfiguration' in scope")
    try assertCompiles(
      """
      import Combine
      let subject = PassthroughSubject<Int, Never>()
      var received: [Int] = []
      let cancellable = subject.map { $0 * 2 }.sink { received.append($0) }
      """)
    try assertFails("import Combine\nlet text = Text(\"x\")", with: "cannot find 'Text' in scope")
  }

  /// Swift Testing declares cross-import overlays (`Testing.swiftcrossimport`), so a file that
  /// imports Testing and sees UIKit makes the compiler load `_Testing_UIKit`: it must exist
  /// wherever UIKit does, or the file fails with "no such module '_Testing_UIKit'".
  func testSwiftTestingBesideSwiftUIOrUIKitFindsItsUIKitOverlay() throws {
    try assertCompiles("import SwiftUI\nimport Testing\n@Test func drawsText() { #expect(Text(\"x\") == Text(\"x\")) }")
    try assertCompiles("import Testing\nimport UIKit\n@Test func hasRed() { #expect(UIColor.red == UIColor.red) }")
    try assertCompiles("import Testing\nimport WidgetKit\nimport SwiftUI\n@Suite struct Widgets {}")
  }

  /// Packages in a widget program's build test `#if canImport(UIKit)`, `canImport(os)`…; one
  /// compiled after our modules exist imports them with no module map of ours on its command
  /// line, so every Apple-named module must load from Swift modules alone (no C module in what
  /// it imports, however deep).
  ///
  /// The modules are every folder of `Sources/Mirror/AppleModules`, so a new framework is
  /// checked as soon as it is added.
  func testEveryAppleNamedModuleLoadsWithoutAnyModuleMapOfOurs() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Sources/Mirror/AppleModules"
    ).standardizedFileURL
    let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertGreaterThan(modules.count, 20, "the Apple-named modules were found in \(folder.path)")
    let source = modules.map { "import \($0)" }.joined(separator: "\n")
    let result = try typecheck(source, moduleMaps: false)
    XCTAssertEqual(result.status, 0, "a module needs a module map:\n\(result.output)")
  }

  // MARK: - Type-checking a file against this build's modules

  private func assertCompiles(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try typecheck(source)
    XCTAssertEqual(result.status, 0, "expected to compile:\n\(source)\n\(result.output)", file: file, line: line)
  }

  private func assertFails(_ source: String, with message: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try typecheck(source)
    XCTAssertNotEqual(result.status, 0, "expected not to compile:\n\(source)", file: file, line: line)
    XCTAssertTrue(result.output.contains(message), "expected «\(message)» in:\n\(result.output)", file: file, line: line)
  }

  private func typecheck(_ source: String, moduleMaps: Bool = true) throws -> (status: Int32, output: String) {
    try ThisBuildCompiler.run(["-typecheck"], on: source, moduleMaps: moduleMaps).result
  }
}
