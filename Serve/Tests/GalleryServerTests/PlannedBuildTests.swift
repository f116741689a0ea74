import Foundation
import XCTest

@testable import WidgetGalleryServe

/// Rebuilding from SwiftPM's last plan with `swift-build-tool`, in a real package built by the
/// real toolchain: the same program `swift build` makes, and `swift build` again whenever
/// the package's structure or the plan changed.
final class PlannedBuildTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    guard let toolchain = PlannedBuild.toolchain(),
      FileManager.default.isExecutableFile(atPath: toolchain.appendingPathComponent("swift-build-tool").path)
    else { throw XCTSkip("no swift-build-tool beside swift") }
    root = FileManager.default.temporaryDirectory.appendingPathComponent("planned-build-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try write(
      """
      // swift-tools-version:6.1
      import PackageDescription

      let package = Package(
        name: "Hello",
        targets: [.executableTarget(name: "hello", resources: [.copy("Greeting")])]
      )
      """, to: "Package.swift")
    try write("one", to: "Sources/hello/Greeting/word.txt")
    try writeMain(saying: "first")
  }

  override func tearDownWithError() throws {
    if let root { try? FileManager.default.removeItem(at: root) }
  }

  private var package: ServedPackage { ServedPackage(root: root, product: "hello", configuration: "debug") }
  private var program: URL { root.appendingPathComponent(".build/debug/hello") }

  private func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The program prints `word` and its resource file.
  private func writeMain(saying word: String) throws {
    try write(
      """
      import Foundation

      let greeting = Bundle.module.url(forResource: "word", withExtension: "txt", subdirectory: "Greeting")!
      print("\(word) " + (try! String(contentsOf: greeting, encoding: .utf8)))
      """, to: "Sources/hello/main.swift")
  }

  /// `swift build` of the package, within ten minutes (serve's own `ChildProcess`).
  private func swiftBuild() async throws {
    let build = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + package.buildArguments, deadline: 600)
    let outcome = try await build.run()
    XCTAssertEqual(outcome.status, 0, outcome.output)
  }

  /// `swift build` as `serve` runs it: the structure noted before, the plan read after.
  private func swiftBuild(_ planned: inout PlannedBuild) async throws {
    let before = planned.swiftBuildStarting()
    try await swiftBuild()
    planned.swiftBuildSucceeded(structureBefore: before)
  }

  private func output(of program: URL) async throws -> String {
    let outcome = try await ChildProcess(executable: program, arguments: [], deadline: 60).run()
    return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func testThePlannedBuildMakesSwiftBuildsProgramAndStepsAsideWhenTheStructureOrPlanChanges() async throws {
    try await swiftBuild()
    var planned = PlannedBuild(package: package, linksWithLLD: false)
    let nothingYet = await planned.run()
    XCTAssertEqual(nothingYet.reason, "no swift build of this session has made a plan yet")
    try await swiftBuild(&planned)
    XCTAssertTrue(planned.isReady)
    XCTAssertTrue(planned.runnableFile.path.hasPrefix(root.appendingPathComponent(".build").path + "/"))

    // A code edit and a resource edit: the plan builds the program SwiftPM would, byte for byte.
    try writeMain(saying: "second")
    try write("two", to: "Sources/hello/Greeting/word.txt")
    let builtOutcome = await planned.run()
    let built = try XCTUnwrap(builtOutcome.built, builtOutcome.reason ?? "")
    XCTAssertEqual(built.executable.resolvingSymlinksInPath().path, program.resolvingSymlinksInPath().path)
    let printed = try await output(of: built.executable)
    XCTAssertEqual(printed, "second two")
    let fromPlan = try Data(contentsOf: built.executable)
    try await swiftBuild()
    XCTAssertEqual(try Data(contentsOf: program), fromPlan, "swift build makes the same program")

    // A new file changes the structure: swift build, which plans again; then the plan is used again.
    try write("let extra = 1\n", to: "Sources/hello/Extra.swift")
    let refused = await planned.run()
    XCTAssertEqual(
      refused.reason, "the package's structure changed (\(root.path)/Sources/hello/Extra.swift is new)",
      "a new source file needs SwiftPM's planning")
    try await swiftBuild(&planned)
    try writeMain(saying: "third")
    let rebuiltOutcome = await planned.run()
    let rebuilt = try XCTUnwrap(rebuiltOutcome.built, rebuiltOutcome.reason ?? "")
    let printedAgain = try await output(of: rebuilt.executable)
    XCTAssertEqual(printedAgain, "third two")

    // Package.swift edited, or the plan rewritten by another swift build: swift build.
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    try write(manifest + "// edited\n", to: "Package.swift")
    let refusedForManifest = await planned.run()
    XCTAssertEqual(refusedForManifest.reason, "the package's structure changed (\(root.path)/Package.swift changed)")
    try await swiftBuild(&planned)
    XCTAssertTrue(planned.isReady)
    let plan = planned.manifestFile
    let text = try Data(contentsOf: plan)
    try FileManager.default.removeItem(at: plan)
    try text.write(to: plan)
    let refusedForRewrite = await planned.run()
    XCTAssertEqual(
      refusedForRewrite.reason, "another swift build rewrote the plan (\(plan.path))",
      "a plan another swift build wrote is read again first")
  }

  /// Linked with the toolchain's lld, the program runs and sees its edit.
  func testAProgramLinkedWithLLDRuns() async throws {
    guard let toolchain = PlannedBuild.toolchain(),
      FileManager.default.isExecutableFile(atPath: toolchain.appendingPathComponent("ld.lld").path)
    else { throw XCTSkip("the toolchain has no lld") }
    try await swiftBuild()
    var planned = PlannedBuild(package: package)
    XCTAssertEqual(planned.linkerArguments, ["-use-ld=lld"])
    try await swiftBuild(&planned)
    try writeMain(saying: "linked")
    let builtOutcome = await planned.run()
    let built = try XCTUnwrap(builtOutcome.built, builtOutcome.reason ?? "")
    let printed = try await output(of: built.executable)
    XCTAssertEqual(printed, "linked one")
    let runnable = try String(contentsOf: planned.runnableFile, encoding: .utf8)
    XCTAssertTrue(runnable.contains("\"-use-ld=lld\""))
  }
}

extension PlannedBuild.Attempt {
  /// What was built, when the plan was used.
  fileprivate var built: (outcome: ChildProcess.Outcome, executable: URL)? {
    if case .built(let outcome, let executable) = self { return (outcome, executable) }
    return nil
  }

  /// Why the plan was not used, when it was not.
  fileprivate var reason: String? {
    if case .notUsed(let reason) = self { return reason }
    return nil
  }
}
