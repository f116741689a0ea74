import Foundation
import GalleryTestSupport
import XCTest

/// After a code edit, `build` renders only the widgets the edit can change and keeps the
/// others' pictures from the last build: the site is byte for byte what a full build writes.
///
/// Runs the real `widget-gallery` program over the built-in gallery. An edit is played by
/// giving one module's object file and the program new modification times, as a compile and
/// link do; both are put back afterwards, so SwiftPM sees nothing.
final class KeptWidgetsTests: XCTestCase {
  private var folder: URL!
  private var builds = 0
  private var edits = 0

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var binFolder: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Runs `build` with `arguments` into `output` and returns its last line.
  private func build(into output: URL, _ arguments: [String] = []) throws -> String {
    builds += 1
    let finished = try ChildProcess(
      binFolder.appendingPathComponent("widget-gallery"), ["build", "--output", output.path] + arguments,
      environment: try programEnvironment(in: folder, run: builds)
    ).run(waitingFor: "build \(builds) into \(output.path)", seconds: 300)
    let output = finished.output
    XCTAssertEqual(finished.status, 0, output + finished.errors)
    return output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
  }

  /// Runs `body` with `files` given new modification times (a new one each time, as each
  /// compile and link gives), then puts the old ones back.
  private func touching<T>(_ files: [URL], _ body: () throws -> T) throws -> T {
    edits += 1
    let dates = try files.map { try XCTUnwrap(FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date) }
    defer {
      for (file, date) in zip(files, dates) {
        try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
      }
    }
    for (file, date) in zip(files, dates) {
      try FileManager.default.setAttributes(
        [.modificationDate: date.addingTimeInterval(TimeInterval(edits))], ofItemAtPath: file.path)
    }
    return try body()
  }

  private func object(of module: String) throws -> URL {
    let moduleFolder = binFolder.appendingPathComponent("\(module).build")
    let name = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: moduleFolder.path).sorted().first { $0.hasSuffix(".swift.o") },
      "no object file in \(moduleFolder.path)")
    return moduleFolder.appendingPathComponent(name)
  }

  private func contents(of site: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: site.path))
    while let path = enumerator.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: site.appendingPathComponent(path).path),
        enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular
      {
        files[path] = data
      }
    }
    return files
  }

  func testAnEditToOneWidgetsModuleRendersOnlyItsWidgets() throws {
    guard FileManager.default.isExecutableFile(atPath: binFolder.appendingPathComponent("widget-gallery").path) else {
      return XCTFail("widget-gallery is missing: `swift build --product widget-gallery` first")
    }
    let site = folder.appendingPathComponent("Site")
    let full = try build(into: site)
    XCTAssertFalse(full.contains("widgets kept"), full)
    let program = binFolder.appendingPathComponent("widget-gallery")

    let edited = try touching([try object(of: "SeedGameStatus"), program]) { try build(into: site) }
    XCTAssertTrue(edited.contains("7 widgets kept, their code unchanged"), edited)
    XCTAssertTrue(edited.contains("(12 drawn"), "only GameStatus's 12 previews are drawn: \(edited)")
    let reference = folder.appendingPathComponent("Reference")
    _ = try build(into: reference, ["--force"])
    XCTAssertEqual(try contents(of: site), try contents(of: reference), "kept widgets leave the site as a full build writes it")

    let library = try touching([try object(of: "LayoutEngine"), program]) { try build(into: site) }
    XCTAssertFalse(library.contains("widgets kept"), "a library change can change every widget: \(library)")
  }
}
