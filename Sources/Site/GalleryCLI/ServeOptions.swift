import ArgumentParser
import Foundation

/// The options of the `serve` subcommand of every widget program.
package struct ServeOptions: ParsableArguments {
  @Option(help: "The port to listen on (0: any free port).")
  package var port = 8000

  @Option(help: "The address to listen on; the default is reachable from this machine only.")
  package var host = "127.0.0.1"

  @Option(help: "The site folder, as for `build`.", completion: .directory)
  package var output = "Site"

  @Option(
    help: "The package to rebuild (default: the package of the widget program, else the one above the current folder).",
    completion: .directory)
  package var packagePath: String?

  @Option(help: "The executable product to rebuild (default: the widget program's name).")
  package var product: String?

  @Argument(
    parsing: .postTerminator,
    help: ArgumentHelp("Options for each `build`, after `--` (e.g. -- --device ipad-820x1180).", valueName: "build options"))
  package var buildOptions: [String] = []

  package init() {}

  package func validate() throws {
    if !(0...65535).contains(port) { throw ValidationError("--port takes 0 to 65535; got \(port)") }
    if buildOptions.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") || $0 == "--check" }) {
      throw ValidationError("give the site folder with serve's own --output, before `--`")
    }
    // Each rebuild runs `build` with them: a bad one (an unknown Dynamic Type size, a device
    // named twice) stops serve at once instead of every rebuild.
    do {
      _ = try BuildCommand.parse(buildOptions)
    } catch {
      throw ValidationError("the build options after `--`: \(BuildCommand.message(for: error))")
    }
  }

  /// The server's own command line: the widget program that renders the first site, the
  /// package and product as found, these options, the variables each render starts with
  /// (`renderEnvironment`: the reference clock's, so the program need not start again under
  /// it), and build options last (after `--`).
  package func serverArguments(program: URL, package: WidgetPackage, renderEnvironment: [String: String] = [:]) -> [String] {
    var arguments = [
      "--program", program.path, "--package-path", package.root.path, "--product", package.product, "--configuration",
      package.configuration,
    ]
    if let scratchPath = package.scratchPath { arguments += ["--scratch-path", scratchPath.path] }
    arguments += ["--host", host, "--port", String(port), "--output", output]
    for (name, value) in renderEnvironment.sorted(by: { $0.key < $1.key }) {
      arguments += ["--render-environment", name + "=" + value]
    }
    return arguments + (buildOptions.isEmpty ? [] : ["--"] + buildOptions)
  }
}
