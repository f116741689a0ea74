import Foundation

/// A program `serve` runs and waits for: `swift build`, or the widget program's `build`.
struct ChildProcess {
  var executable: URL
  var arguments: [String]
  /// The whole environment of the program; nil for this process's own.
  var environment: [String: String]?

  /// What a finished run printed (standard output and error together) and its exit status.
  struct Outcome {
    var status: Int32
    var output: String
    var seconds: Double
  }

  /// Runs the program to its end without blocking the caller's thread.
  func run() async throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let start = DispatchTime.now()
    return try await withCheckedThrowingContinuation { continuation in
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      DispatchQueue.global().async {
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        continuation.resume(
          returning: Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), seconds: seconds)
        )
      }
    }
  }
}
