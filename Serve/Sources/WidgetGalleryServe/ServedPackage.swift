import Foundation

/// The package and product the server rebuilds, as `widget-gallery serve` found them and
/// passed them on the server's command line.
struct ServedPackage: Equatable {
  var root: URL
  var product: String
  /// `debug` or `release`, as the widget program was built.
  var configuration: String
  /// The build folder when it is not `<root>/.build`.
  var scratchPath: URL?

  /// `swift build`'s arguments for the product, as the widget program was built.
  var buildArguments: [String] {
    var arguments = ["build", "--package-path", root.path, "--product", product, "-c", configuration]
    if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
    return arguments
  }
}
