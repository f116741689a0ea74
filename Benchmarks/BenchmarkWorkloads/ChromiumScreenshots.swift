import Foundation

/// A warm headless Chromium screenshotting one preview SVG, one screenshot per ``shoot()``:
/// the peer baseline the site benchmarks measure in the same run (scripts/chromium-screenshots.py
/// drives the browser).
package final class ChromiumScreenshots {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  /// Starts the browser on `svg` and waits until it is warm.
  package init(svg: URL) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/chromium-screenshots.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, svg.path]
    // The benchmark tool's malloc interposer stays in the benchmark: Chromium runs as it would.
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try expect("ready")
  }

  /// Loads the SVG afresh and screenshots it.
  package func shoot() throws {
    input.fileHandleForWriting.write(Data("shot\n".utf8))
    try expect("ok")
  }

  /// Closes the browser.
  package func close() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  private func expect(_ word: String) throws {
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard let first = byte.first else { throw BenchmarkError(command: "chromium-screenshots.py", reason: "it stopped") }
      if first == UInt8(ascii: "\n") { break }
      line.append(first)
    }
    guard String(decoding: line, as: UTF8.self) == word else {
      throw BenchmarkError(command: "chromium-screenshots.py", reason: "it said \(String(decoding: line, as: UTF8.self))")
    }
  }
}
