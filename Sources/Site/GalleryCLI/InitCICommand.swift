import ArgumentParser
import Foundation

/// `widget-gallery init-ci`: writes the CI configuration that builds the gallery in shards,
/// publishes it and comments pull requests with the diff against their base.
struct InitCICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init-ci",
    abstract: "Write a CI configuration that builds the gallery in shards, publishes it and reviews pull requests.",
    discussion: """
      GitHub Actions (--github, the default; written to .github/workflows/widget-gallery.yml) or \
      GitLab CI (--gitlab; written to .gitlab-ci.yml). A file that is already there is replaced only \
      when init-ci wrote it and it was not edited since; anything else is refused (exit 2).
      """)

  @Flag(help: "The CI system (default: --github).")
  var system: CITemplate.System = .github

  @Option(help: "How many shards build the gallery in parallel.")
  var shards = 4

  @Option(help: "The executable product whose @main widget or bundle is the gallery (`swift run PRODUCT build`).")
  var product = "widget-gallery"

  @Option(
    help: "Where to write it (default: .github/workflows/widget-gallery.yml, or .gitlab-ci.yml with --gitlab).",
    completion: .file(extensions: ["yml", "yaml"]))
  var output: String?

  func validate() throws {
    guard (1...system.maximumShards).contains(shards) else {
      throw ValidationError("--shards takes 1 to \(system.maximumShards) for \(system.rawValue); got \(shards)")
    }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
    guard !product.isEmpty, product.unicodeScalars.allSatisfy(allowed.contains), !product.hasPrefix("-") else {
      throw ValidationError("--product takes a product name of letters, digits, '.', '_' and '-'; got '\(product)'")
    }
  }

  func run() throws {
    let path = output ?? system.defaultOutput
    let template = CITemplate(system: system, shards: shards, product: product)
    let replaced = try Self.write(template.rendered(), to: URL(fileURLWithPath: path))
    print("\(replaced ? "Replaced" : "Wrote") \(path): `\(template.command)`.")
  }

  /// Writes `text` at `file` (its folders made as needed), in one step: a new file, or in place
  /// of one `init-ci` wrote and nobody edited. Returns whether a file was replaced.
  ///
  /// - Throws: `InitCIError` when something else is there or the file cannot be written.
  static func write(_ text: String, to file: URL) throws -> Bool {
    let manager = FileManager.default
    var replaced = false
    if let attributes = try? manager.attributesOfItem(atPath: file.path) {
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw InitCIError.notAFile(path: file.path)
      }
      guard let data = manager.contents(atPath: file.path), CITemplate.isUneditedOutput(String(decoding: data, as: UTF8.self))
      else { throw InitCIError.notWrittenByInitCI(path: file.path) }
      replaced = true
    }
    do {
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw InitCIError.unwritable(path: file.path, underlying: error)
    }
    return replaced
  }
}

extension CITemplate.System: EnumerableFlag {
  static func help(for value: Self) -> ArgumentHelp? {
    switch value {
    case .github: "GitHub Actions: shards as a matrix, the site on GitHub Pages, the diff as a pull-request comment."
    case .gitlab: "GitLab CI: shards as parallel jobs, the site on GitLab Pages, the diff in the merge request."
    }
  }
}
