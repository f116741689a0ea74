import ArgumentParser
import Foundation
import GalleryServer
import GallerySite

/// `widget-gallery serve`: builds the site, serves it on loopback, and rebuilds it as the
/// package's files change, telling open pages to update.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the gallery site over HTTP and rebuild it as the widget code, fixtures, assets and templates change.",
    discussion: """
      The package is the one this program was built from (found by walking up from the program \
      to Package.swift) and the product is named like the program; --package-path and --product \
      say otherwise. A change to Swift code or to files under Sources/ runs `swift build \
      --product <product>` (as the program was built: debug or release) and then renders with \
      the new program; a change to a folder given to `build` after `--` (templates, fixtures, \
      assets, fonts, localizations) only renders. Open pages reload in place, keeping their \
      scroll place and anchor; a compile error is shown in the page with its file, line and \
      message, over the last good site. Only files inside the site folder are served.
      """)

  @Option(help: "The port to listen on (0: any free port).")
  var port = 8000

  @Option(help: "The address to listen on; the default is reachable from this machine only.")
  var host = "127.0.0.1"

  @Option(help: "The site folder, as for `build`.")
  var output = "Site"

  @Option(help: "The package to rebuild (default: the package this program was built from).")
  var packagePath: String?

  @Option(help: "The executable product to rebuild (default: this program's name).")
  var product: String?

  @Argument(parsing: .postTerminator, help: ArgumentHelp("Options for each `build`, after `--` (e.g. -- --device ipad-820x1180).", valueName: "build options"))
  var buildOptions: [String] = []

  func validate() throws {
    if !(0...65535).contains(port) { throw ValidationError("--port takes 0 to 65535; got \(port)") }
    if buildOptions.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") || $0 == "--check" }) {
      throw ValidationError("give the site folder with serve's own --output, before `--`")
    }
  }

  func run() throws {
    try SiteWriter.checkOutput(URL(fileURLWithPath: output))
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let package = try WidgetPackage.locate(
      executable: executable, packagePath: packagePath, product: product, workingDirectory: workingDirectory)
    let session = ServeSession(
      package: package, executable: executable, output: URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL,
      buildOptions: buildOptions)
    let failure = FailureBox()
    let done = DispatchSemaphore(value: 0)
    let host = host, port = port
    Task.detached {
      do {
        try await session.run(host: host, port: port)
      } catch {
        failure.error = error
      }
      done.signal()
    }
    done.wait()
    if let error = failure.error { throw error }
  }
}

/// The error that ended `serve`'s asynchronous work, handed back to the waiting thread.
private final class FailureBox: @unchecked Sendable {
  var error: (any Error)?
}
