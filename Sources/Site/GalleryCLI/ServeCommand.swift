import ArgumentParser
import ChildProcesses
import Foundation
import GalleryFixtures
import GallerySite

/// `widget-gallery serve`: builds `widget-gallery-serve`, the HTTP server, from the nested
/// package `Serve/` of the WidgetGallery checkout this program was built from, and becomes
/// it, serving this program's package and product.
///
/// Only that package depends on Hummingbird and SwiftNIO, so neither this package nor any
/// package that depends on it resolves or builds them. The server is built once, in the
/// widget program's configuration, into the checkout's `Serve/.build`, shared by every
/// program built from the same checkout.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the gallery site over HTTP and rebuild it as the widget code, fixtures, assets and templates change.",
    discussion: """
      Runs `widget-gallery-serve`, built first (once) from the package Serve/ of the \
      WidgetGallery checkout this program was built from, for the package this program was \
      built from (found by walking up from the program to Package.swift) and the product named \
      like the program; --package-path and --product say otherwise. A change to Swift code or \
      to files under Sources/ rebuilds the product (as the program was built: debug or \
      release; from SwiftPM's last plan while the package's files and folders stand, else \
      with `swift build --product <product>`) and then renders with the new program; a change \
      to a folder given to `build` after `--` (templates, fixtures, assets, fonts, \
      localizations) only renders. Open pages reload in place, keeping their scroll place and \
      anchor; a compile error is shown in the page with its file, line and message, over the \
      last good site. Only files inside the site folder are served.
      """)

  @OptionGroup var options: ServeOptions

  /// The server program's product name.
  static let serverProduct = "widget-gallery-serve"

  /// The WidgetGallery checkout this program was built from: the folder four levels above
  /// this source file (`<checkout>/Sources/Site/GalleryCLI/ServeCommand.swift`).
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func run() throws {
    try SiteWriter.checkOutput(URL(fileURLWithPath: options.output))
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let package = try WidgetPackage.locate(
      executable: executable, packagePath: options.packagePath, product: options.product, workingDirectory: workingDirectory)
    let server = try Self.buildServer(configuration: package.configuration)
    // Each render starts under the reference clock, as `build` would start itself again; without
    // libfaketime, `build` reports that itself.
    let clock = (try? ReferenceClock.launchEnvironment()) ?? [:]
    let arguments = [server.path] + options.serverArguments(program: executable, package: package, renderEnvironment: clock)
    let argv = arguments.map { strdup($0) } + [nil]
    execv(server.path, argv)
    throw ServeLaunchError(reason: "cannot run \(server.path): \(String(cString: strerror(errno)))")
  }

  /// The server's package in `checkout`: its `Serve` folder.
  ///
  /// - Throws: `ServeLaunchError` naming the folder when it holds no `Package.swift` (the
  ///   checkout was moved or removed since this program was built).
  static func serverPackage(in checkout: URL = checkout) throws -> URL {
    let folder = checkout.appendingPathComponent("Serve")
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
      throw ServeLaunchError(
        reason:
          "cannot find the server's package \(folder.path): no Package.swift there (this program was built from the WidgetGallery checkout \(checkout.path); was it moved or removed?)"
      )
    }
    return folder
  }

  /// `swift build`'s arguments for the server, in the server package's own build folder.
  static func serverBuildArguments(package: URL, configuration: String) -> [String] {
    ["build", "--package-path", package.path, "-c", configuration, "--product", serverProduct]
  }

  /// Builds the server program in `configuration` and returns its path.
  static func buildServer(configuration: String) throws -> URL {
    let package = try serverPackage()
    let arguments = serverBuildArguments(package: package, configuration: configuration)
    let build = try run(["swift"] + arguments, quiet: false)
    guard build.status == 0 else {
      throw ServeLaunchError(reason: "swift \(arguments.joined(separator: " ")) failed (exit \(build.status))")
    }
    let shown = try run(["swift"] + arguments + ["--show-bin-path"], quiet: true)
    guard shown.status == 0, let folder = shown.output.split(whereSeparator: \.isNewline).last else {
      throw ServeLaunchError(reason: "cannot find the build folder of \(package.path)")
    }
    return URL(fileURLWithPath: String(folder)).appendingPathComponent(serverProduct)
  }

  /// How long building the server may take: a cold build of SwiftNIO takes minutes, one that
  /// has not finished in an hour is stuck.
  static let buildDeadline: Double = 3600

  /// Runs a command to its end; its output goes to standard error unless `quiet`, when it is
  /// returned. A command still running after `deadline` seconds is stopped (SIGTERM, then
  /// SIGKILL) and reported.
  static func run(_ command: [String], quiet: Bool, deadline: Double = buildDeadline) throws -> (status: Int32, output: String) {
    var child = ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), command)
    child.standardOutput = quiet ? .captured : .forwarded(to: STDERR_FILENO)
    child.standardError = .forwarded(to: STDERR_FILENO)
    do {
      let finished = try child.run(waitingFor: "the server's build", seconds: deadline)
      return (finished.status, finished.output)
    } catch is ChildProcess.TimedOut {
      let limit = deadline == deadline.rounded() ? "\(Int(deadline)) s" : String(format: "%.1f s", deadline)
      throw ServeLaunchError(reason: "\(command.joined(separator: " ")) did not finish within \(limit) and was stopped")
    }
  }
}
