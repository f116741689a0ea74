import Foundation
import XCTest

@testable import GalleryCLI

/// A widget's code key changes with the code that can change its pictures, and only with it:
/// its own module, the modules it imports and that import it, and every module that holds no
/// widget; not a sibling module of other widgets.
final class ProgramModulesTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("program-modules-\(UUID().uuidString)")
    // Weather and Stocks hold widgets and import Shared; Shared imports Kit; App imports
    // Weather and Stocks; CShim is a C module (no dependency file).
    let imports = [
      "Kit": [], "Shared": ["Kit"], "Weather": ["Shared", "Kit"], "Stocks": ["Shared"], "App": ["Weather", "Stocks"],
    ]
    var list: [String] = []
    for module in ["Kit", "Shared", "Weather", "Stocks", "App", "CShim"] {
      let moduleFolder = folder.appendingPathComponent("\(module).build")
      try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
      let object = moduleFolder.appendingPathComponent("\(module).o")
      try Data(module.utf8).write(to: object)
      list.append(object.path)
      guard let imported = imports[module] else { continue }
      let modules = folder.appendingPathComponent("Modules")
      let dependencies =
        ["\(modules.path)/\(module).swiftmodule :", "/src/\(module)/File.swift"]
        + imported.map { "\(modules.path)/\($0).swiftmodule" } + ["/usr/lib/swift/linux/Swift.swiftmodule/x86_64.swiftinterface"]
      try Data(dependencies.joined(separator: " \\\n  ").utf8).write(
        to: moduleFolder.appendingPathComponent("\(module).emit-module.d"))
    }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("app.product"), withIntermediateDirectories: true)
    try Data(list.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("app.product/Objects.LinkFileList"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func key(_ module: String) throws -> String? {
    let modules = try XCTUnwrap(ProgramModules(program: folder.appendingPathComponent("app")))
    return modules.codeKey(for: [module], gallery: ["Weather", "Stocks"])
  }

  /// Gives `module`'s object a new modification time, as a compile does.
  private func recompile(_ module: String) throws {
    let object = folder.appendingPathComponent("\(module).build/\(module).o")
    let date = Date(timeIntervalSinceNow: TimeInterval(60 * (modificationCount + 1)))
    modificationCount += 1
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: object.path)
  }
  private var modificationCount = 0

  func testASiblingWidgetModuleDoesNotChangeTheKey() throws {
    let before = try key("Weather")
    XCTAssertNotNil(before)
    try recompile("Stocks")
    XCTAssertEqual(try key("Weather"), before, "Stocks holds other widgets and Weather does not import it")
    XCTAssertNotEqual(try key("Stocks"), before)
  }

  func testTheWidgetsOwnCodeWhatItImportsAndWhatImportsItChangeTheKey() throws {
    for module in ["Weather", "Shared", "Kit", "App", "CShim"] {
      let before = try key("Weather")
      try recompile(module)
      XCTAssertNotEqual(try key("Weather"), before, "\(module) can change Weather's pictures")
    }
  }

  func testAModuleTheProgramDoesNotLinkHasNoKey() throws {
    XCTAssertNil(try key("Elsewhere"))
  }

  func testAProgramWithoutALinkListHasNoModules() {
    XCTAssertNil(ProgramModules(program: folder.appendingPathComponent("other")))
  }

  func testModuleNamesAreReadFromDependencyFiles() {
    let text = """
      /b/debug/Modules/App.swiftmodule : /src/App/main.swift /opt/swift/lib/swift/linux/Glibc.swiftmodule/x86.swiftinterface \\
        /b/debug/Modules/Weather.swiftmodule /b/debug/Modules/Weather.swiftdoc /b/debug/Modules/Stocks.swiftmodule
      """
    XCTAssertEqual(ProgramModules.moduleNames(in: Data(text.utf8)), ["App", "Weather", "Stocks"])
  }

  func testModuleNamesAtTheEdgesOfADependencyFile() {
    let edges = Data("/Modules/First.swiftmodule /a/Modules/Last.swiftmodule".utf8)
    XCTAssertEqual(ProgramModules.moduleNames(in: edges), ["First", "Last"])
    XCTAssertEqual(ProgramModules.moduleNames(in: Data("/x/Modules/".utf8)), [])
    XCTAssertEqual(ProgramModules.moduleNames(in: Data("/x/Modules/.swiftmodule /x/Modules/Cut.swiftmod".utf8)), [])
    XCTAssertEqual(ProgramModules.moduleNames(in: Data()), [])
    let slice = Data("xx /b/Modules/Sliced.swiftmodule yy".utf8).dropFirst(3)
    XCTAssertEqual(ProgramModules.moduleNames(in: slice), ["Sliced"])
  }
}
