import Foundation
import XCTest

@testable import WidgetGalleryServe

/// `serve`'s rebuild loop on a copy of the example package (Serve/Tests/ExamplePackage, with
/// the repository's own `GalleryBuildInfo` plugin copied in, as GalleryCLI uses it): an edit of
/// widget code that changes no package structure is rebuilt from SwiftPM's plan, never by
/// `swift build`, and each time the plan is not used the reason is said.
final class RebuilderTests: XCTestCase {
  private var folder: URL!

  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  override func setUpWithError() throws {
    guard let toolchain = PlannedBuild.toolchain(),
      FileManager.default.isExecutableFile(atPath: toolchain.appendingPathComponent("swift-build-tool").path)
    else { throw XCTSkip("no swift-build-tool beside swift") }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("rebuilder-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Serve/Tests/ExamplePackage"), to: root)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Plugins"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Plugins/GalleryBuildInfo"),
      to: root.appendingPathComponent("Plugins/GalleryBuildInfo"))
  }

  override func tearDownWithError() throws {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  private var root: URL { folder.appendingPathComponent("ExampleWidgets") }
  private var site: URL { folder.appendingPathComponent("Site") }
  private var package: ServedPackage { ServedPackage(root: root, product: "example-widgets", configuration: "debug") }
  private var widget: URL { root.appendingPathComponent("Sources/ExampleWidgets/GreetingWidget.swift") }

  /// The widget's text set to `text`, as an editor saves it.
  private func edit(to text: String) throws {
    let source = try String(contentsOf: widget, encoding: .utf8)
    let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("public static let text = ") })
    try Data(source.replacingOccurrences(of: line, with: "  public static let text = \"\(text)\"").utf8).write(to: widget)
  }

  private var page: String { (try? String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)) ?? "" }

  /// The program serve starts from, built as `widget-gallery serve` finds it.
  private func builtProgram() async throws -> URL {
    let build = try await ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + package.buildArguments, deadline: 900
    ).run()
    XCTAssertEqual(build.status, 0, build.output)
    let shown = try await ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + package.buildArguments + ["--show-bin-path"]
    ).run()
    return URL(fileURLWithPath: shown.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "")
      .appendingPathComponent("example-widgets")
  }

  func testAnEditOfWidgetCodeIsRebuiltFromThePlanAndEveryFallBackSaysWhy() async throws {
    let program = try await builtProgram()
    let rebuilder = Rebuilder(
      session: ServeSession(package: package, executable: program, output: site, buildOptions: []))
    await rebuilder.start()
    XCTAssertTrue(page.contains(">Hello: Current turn<"), page)

    // Widget code edited twice: both from the plan (the first waits for serve's preparing build).
    for step in 1...2 {
      try edit(to: "Current turn \(step)")
      await rebuilder.rebuild(after: [widget.path])
      let fallBacks = await rebuilder.fallBacks
      let compile = await rebuilder.lastCompile ?? "none"
      XCTAssertTrue(
        compile.hasPrefix("planned build"),
        "edit \(step) changed no package structure but ran \(compile); planned build not used: \(fallBacks)")
      XCTAssertTrue(page.contains(">Hello: Current turn \(step)<"), page)
    }
    let beforeStructure = await rebuilder.fallBacks
    XCTAssertEqual(beforeStructure, ["no swift build of this session has made a plan yet"], "only serve's preparing build")

    // A new file is a new structure: swift build, and the log's reason names the file.
    try Data("let extra = 1\n".utf8).write(to: root.appendingPathComponent("Sources/ExampleWidgets/Extra.swift"))
    try edit(to: "Current turn 3")
    await rebuilder.rebuild(after: [widget.path])
    let afterStructure = await rebuilder.fallBacks
    let compile = await rebuilder.lastCompile ?? "none"
    XCTAssertTrue(compile.hasPrefix("swift build"), compile)
    XCTAssertEqual(
      afterStructure.last, "the package's structure changed (\(root.path)/Sources/ExampleWidgets/Extra.swift is new)")
    XCTAssertTrue(page.contains(">Hello: Current turn 3<"), page)
  }

  /// The libraries the split link has made: `lib<product>-gallery-<hash>.so`.
  private func libraries(in build: PlannedBuild) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: build.splitFolder.path)) ?? []).filter { $0.hasSuffix(".so") }
  }

  func testTheSharedModulesAreLinkedOnceAndAnEditRelinksOnlyTheExecutable() async throws {
    let program = try await builtProgram()
    // ExampleCLI and its C clock stand for the gallery: the library of the split link.
    let planned = PlannedBuild(package: package, sharedModules: ["ExampleCLI"])
    // The reference clock's environment, as `widget-gallery serve` passes it, reaches every render.
    let session = ServeSession(
      package: package, executable: program, output: site, buildOptions: [],
      renderEnvironment: ["WIDGETGALLERY_REFERENCE_CLOCK": "1"])
    let rebuilder = Rebuilder(session: session, plannedBuild: planned)
    await rebuilder.start()
    XCTAssertTrue(page.contains(">Hello: Current turn<"), page)
    XCTAssertTrue(page.contains("data-reference-clock=\"1\""), page)

    var library: [String] = []
    for step in 1...2 {
      try edit(to: "Current turn \(step)")
      await rebuilder.rebuild(after: [widget.path])
      let compile = await rebuilder.lastCompile ?? "none"
      let fallBacks = await rebuilder.fallBacks
      XCTAssertTrue(compile.hasPrefix("planned build"), "\(compile); planned build not used: \(fallBacks)")
      XCTAssertTrue(page.contains(">Hello: Current turn \(step)<"), page)
      let unsplit = await rebuilder.unsplit
      XCTAssertNil(unsplit)
      let made = libraries(in: planned)
      XCTAssertEqual(made.count, 1, "\(made)")
      if step == 1 { library = made } else { XCTAssertEqual(made, library, "a widget edit linked the library again") }
      // The executable loads the library by its name, and is linked from no object of the shared modules.
      let executable = try Data(contentsOf: program)
      XCTAssertNotNil(executable.range(of: Data(try XCTUnwrap(made.first).utf8)), "the program does not name the library")
      let own = try String(contentsOf: planned.splitFolder.appendingPathComponent("executable.objects"), encoding: .utf8)
      XCTAssertTrue(own.contains("/ExampleWidgets.build/"), own)
      XCTAssertFalse(own.contains("/ExampleCLI.build/") || own.contains("/CExampleClock.build/"), own)
      // The log's breakdown of the edit: the planned build's stages, then the render's.
      let stages = await rebuilder.lastStages.stages.map(\.name)
      XCTAssertEqual(
        stages.filter { !["library link", "waiting for the first swift build", "link jobs"].contains($0) },
        ["plan check", "llbuild", "objects check", "link", "render", "render setup"], "\(stages)")
      // The driver is asked for the executable's link jobs once; the next edit runs them directly.
      XCTAssertEqual(stages.contains("link jobs"), step == 1, "\(stages)")
    }
    let identity = PlannedBuild.identity(of: planned.splitFolder.appendingPathComponent(try XCTUnwrap(library.first)))

    // An edit of a shared module (the C clock) links a new library, and the page shows it.
    let clock = root.appendingPathComponent("Sources/CExampleClock/CExampleClock.c")
    try Data("#include \"CExampleClock.h\"\n\nlong example_clock_seconds(void) { return 1767312000; }\n".utf8).write(to: clock)
    await rebuilder.rebuild(after: [clock.path])
    let compile = await rebuilder.lastCompile ?? "none"
    XCTAssertTrue(compile.hasPrefix("planned build"), compile)
    XCTAssertTrue(page.contains("data-clock=\"1767312000\" data-reference-clock=\"1\""), page)
    let relinked = libraries(in: planned)
    XCTAssertEqual(relinked.count, 1, "\(relinked)")
    XCTAssertNotEqual(relinked, library, "the library was not linked again after its module changed")
    XCTAssertNotEqual(identity, "missing")
  }
}
