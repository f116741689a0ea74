import ArgumentParser
import Foundation
import GalleryCLI
import GallerySite

/// `widget-gallery-serve`: builds the site, serves it on loopback, and rebuilds it as the
/// package's files change, telling open pages to update. The only program that links the HTTP
/// server (Hummingbird, SwiftNIO), so widget programs never build them.
@main
struct WidgetGalleryServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget-gallery-serve",
    abstract:
      "Serve a widget program's gallery site over HTTP and rebuild it as the widget code, fixtures, assets and templates change.",
    discussion: """
      Run it from the package of the widget program (`swift run widget-gallery-serve --product \
      my-widgets`), or through the program's own `serve` subcommand. A change to Swift code or \
      to files under Sources/ rebuilds the product (in the configuration this server was \
      built in: debug or release; from SwiftPM's last plan while the package's files and \
      folders stand, else with `swift build --product <product>`) and then renders with the \
      new program; a \
      change to a folder given to `build` after `--` (templates, fixtures, assets, fonts, \
      localizations) only renders. Open pages reload in place, keeping their scroll place and \
      anchor; a compile error is shown in the page with its file, line and message, over the \
      last good site. Only files inside the site folder are served.
      """)

  @OptionGroup var options: ServeOptions

  @Option(
    help: ArgumentHelp("The widget program, already built, that renders the first site (given by `serve`).", visibility: .hidden))
  var program: String?

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
      Foundation.exit(0)
    } catch {
      if let message = GalleryCommand.message(for: error) { StandardError.report(message) }
      Foundation.exit(GalleryCommand.exitStatus(for: error))
    }
  }

  /// The package and product to serve: as `serve` found them, or the package above the current
  /// folder and its `--product`, built as this server was.
  func widgetPackage(workingDirectory: URL, server: URL) throws -> WidgetPackage {
    if let program {
      return try WidgetPackage.locate(
        executable: URL(fileURLWithPath: program, relativeTo: workingDirectory).standardizedFileURL,
        packagePath: options.packagePath, product: options.product, workingDirectory: workingDirectory)
    }
    guard let product = options.product else {
      throw ValidationError("give the widget program's executable product: --product NAME")
    }
    return try WidgetPackage.locate(
      executable: server, packagePath: options.packagePath, product: product, workingDirectory: workingDirectory)
  }

  func run() throws {
    try SiteWriter.checkOutput(URL(fileURLWithPath: options.output))
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let server = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let package = try widgetPackage(workingDirectory: workingDirectory, server: server)
    let session = ServeSession(
      package: package, executable: program.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL },
      output: URL(fileURLWithPath: options.output, relativeTo: workingDirectory).standardizedFileURL,
      buildOptions: options.buildOptions)
    let failure = FailureBox()
    let done = DispatchSemaphore(value: 0)
    let host = options.host
    let port = options.port
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
