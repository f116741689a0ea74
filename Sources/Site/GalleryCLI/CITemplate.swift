import Foundation
import GalleryFormats
import GalleryTemplates

/// A CI configuration that builds a package's gallery in shards, merges it, publishes it and
/// compares pull requests with their base: the bundled `Templates/ci/` file of a CI system,
/// with the values `init-ci` sets.
///
/// A template is a working configuration as it is (4 shards, product `widget-gallery`). Each
/// value `init-ci` sets is on one line ending in a marker comment, `# init-ci --shards` or
/// `# init-ci --product`, and is replaced on that line, keeping the comment.
struct CITemplate {
  /// The CI systems there is a template for.
  enum System: String, CaseIterable {
    case github
    case gitlab

    /// The bundled template's file name.
    var fileName: String {
      switch self {
      case .github: "github-workflow.yml"
      case .gitlab: "gitlab-ci.yml"
      }
    }

    /// Where the system reads its configuration, relative to the project.
    var defaultOutput: String {
      switch self {
      case .github: ".github/workflows/widget-gallery.yml"
      case .gitlab: ".gitlab-ci.yml"
      }
    }

    /// The most shards the system runs at once for one job: GitHub's 256 jobs of a matrix,
    /// GitLab's `parallel` limit of 200.
    var maximumShards: Int {
      switch self {
      case .github: 256
      case .gitlab: 200
      }
    }

    /// How the template writes the shard count: GitHub's matrix lists the shards, GitLab's
    /// `parallel` counts them.
    func shardValue(_ shards: Int) -> String {
      switch self {
      case .github: "[" + (1...shards).map(String.init).joined(separator: ", ") + "]"
      case .gitlab: String(shards)
      }
    }
  }

  var system: System
  var shards: Int
  var product: String

  /// The bundled template of `system`, unchanged.
  static func bundled(_ system: System) -> String {
    let file = builtInCITemplatesDirectory.appendingPathComponent(system.fileName)
    // The templates are part of this program's resources: a missing one is a broken install.
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      fatalError("the bundled CI template \(file.path) is missing or unreadable")
    }
    return text
  }

  /// The markers, each on the one line whose value `init-ci` sets.
  static let shardsMarker = "# init-ci --shards"
  static let productMarker = "# init-ci --product"

  /// The configuration to write: a first line saying how it was made, with the hash of the
  /// rest (so that `init-ci` can tell its own untouched file from an edited one), then the
  /// template with this template's values.
  func rendered() -> String {
    var lines = Self.bundled(system).components(separatedBy: "\n")
    for index in lines.indices {
      if lines[index].hasSuffix(Self.shardsMarker) {
        lines[index] = Self.replacingValue(in: lines[index], marker: Self.shardsMarker, with: system.shardValue(shards))
      } else if lines[index].hasSuffix(Self.productMarker) {
        lines[index] = Self.replacingValue(in: lines[index], marker: Self.productMarker, with: product)
      }
    }
    let body = lines.joined(separator: "\n")
    return Self.header(command: command, body: body) + body
  }

  /// The command line that writes this configuration.
  var command: String {
    "widget-gallery init-ci --\(system.rawValue) --shards \(shards) --product \(product)"
  }

  /// `key: value  # marker` with another value.
  private static func replacingValue(in line: String, marker: String, with value: String) -> String {
    guard let colon = line.firstIndex(of: ":") else { return line }
    return line[...colon] + " " + value + "  " + marker
  }

  /// The first line of a written configuration; its hash covers the command and the rest.
  static func header(command: String, body: String) -> String {
    "# Written by `\(command)` (content hash \(FNV1a.hash((command + "\n" + body).utf8).hex)); init-ci replaces it only while unedited.\n"
  }

  /// Whether `text` is a configuration `init-ci` wrote and nobody edited since: its first line
  /// is a header whose hash is that of the rest.
  static func isUneditedOutput(_ text: String) -> Bool {
    guard let newline = text.firstIndex(of: "\n") else { return false }
    let first = String(text[..<newline])
    let body = String(text[text.index(after: newline)...])
    let prefix = "# Written by `"
    guard first.hasPrefix(prefix), let end = first.range(of: "` (content hash ") else { return false }
    let command = String(first[first.index(first.startIndex, offsetBy: prefix.count)..<end.lowerBound])
    return command.hasPrefix("widget-gallery init-ci ") && header(command: command, body: body) == first + "\n"
  }
}
