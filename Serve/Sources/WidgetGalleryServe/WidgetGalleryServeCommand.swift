import ArgumentParser
import Foundation

/// `widget-gallery-serve`: builds the site, serves it on loopback, and rebuilds it as the
/// package's files change, telling open pages to update. The only program that links the HTTP
/// server (Hummingbird, SwiftNIO), so widget programs never build them.
///
/// A widget program's `serve` subcommand starts it, with everything on its command line: the
/// program, package, product and configuration as `serve` found them, and `serve`'s own
/// options, the site folder already checked. It is not meant to be run by hand.
@main
struct WidgetGalleryServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget-gallery-serve",
    abstract:
      "Serve a widget program's gallery site over HTTP and rebuild it as the widget code, fixtures, assets and templates change.",
    discussion: """
      Started by a widget program's `serve` subcommand (`swift run my-widgets serve`, \
      `widget-gallery serve`), which finds the package and product, checks the site folder \
      and passes them on; run that instead. A change to Swift code or to files under \
      Sources/ rebuilds the product (in --configuration; from SwiftPM's last plan while the \
      package's files and folders stand, else with `swift build --product <product>`) and \
      then renders with the new program; a change to a folder given to `build` after `--` \
      (templates, fixtures, assets, fonts, localizations) only renders. Open pages reload in \
      place, keeping their scroll place and anchor; a compile error is shown in the page with \
      its file, line and message, over the last good site. Only files inside the site folder \
      are served.
      """)

  @Option(help: "The widget program, already built, that renders the first site.")
  var program: String

  @Option(help: "The package to rebuild.")
  var packagePath: String

  @Option(help: "The widget program's executable product.")
  var product: String

  @Option(help: "How the widget program was built, and so is rebuilt: debug or release.")
  var configuration: String

  @Option(help: "The package's build folder, when it is not the package's .build.")
  var scratchPath: String?

  @Option(help: "The address to listen on.")
  var host: String

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int

  @Option(help: "The site folder, already checked by `serve`.")
  var output: String

  @Option(
    help: ArgumentHelp(
      "A variable of each `build`'s environment (repeatable): the widget program's reference clock, so it need not start again under it.",
      valueName: "name=value"))
  var renderEnvironment: [String] = []

  @Argument(
    parsing: .postTerminator,
    help: ArgumentHelp("Options for each `build`, after `--`.", valueName: "build options"))
  var buildOptions: [String] = []

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
      Foundation.exit(0)
    } catch {
      ServeFailure.report(error)
      Foundation.exit(ServeFailure.exitStatus(for: error))
    }
  }

  func validate() throws {
    guard ["debug", "release"].contains(configuration) else {
      throw ValidationError("--configuration takes debug or release; got \(configuration)")
    }
    for variable in renderEnvironment where (variable.firstIndex(of: "=") ?? variable.startIndex) == variable.startIndex {
      throw ValidationError("--render-environment takes NAME=VALUE; got \(variable)")
    }
  }

  /// `--render-environment`'s variables by name.
  var renderVariables: [String: String] {
    var variables: [String: String] = [:]
    for variable in renderEnvironment {
      guard let equals = variable.firstIndex(of: "=") else { continue }
      variables[String(variable[..<equals])] = String(variable[variable.index(after: equals)...])
    }
    return variables
  }

  /// The package and product to rebuild, their paths taken from `workingDirectory`.
  func servedPackage(workingDirectory: URL) -> ServedPackage {
    ServedPackage(
      root: URL(fileURLWithPath: packagePath, relativeTo: workingDirectory).standardizedFileURL, product: product,
      configuration: configuration,
      scratchPath: scratchPath.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL })
  }

  func run() throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let session = ServeSession(
      package: servedPackage(workingDirectory: workingDirectory),
      executable: URL(fileURLWithPath: program, relativeTo: workingDirectory).standardizedFileURL,
      output: URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL, buildOptions: buildOptions,
      renderEnvironment: renderVariables)
    let failure = FailureBox()
    let done = DispatchSemaphore(value: 0)
    let host = host
    let port = port
    Task.detached {
      do {
        try await session.run(host: host, port: port)
      } catch {
        failure.error = error
      }
      done.signal()
    }
    // No deadline: serve runs until it is interrupted (Ctrl-C) or its server fails.
    done.wait()
    if let error = failure.error { throw error }
  }
}

/// The error that ended `serve`'s asynchronous work, handed back to the waiting thread.
private final class FailureBox: @unchecked Sendable {
  // Sendable: the task writes `error` before it signals `done`, and the waiting thread reads it after
  // `done.wait()`: the semaphore orders the two.
  var error: (any Error)?
}
