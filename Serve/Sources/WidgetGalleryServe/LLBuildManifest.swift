import Foundation

/// SwiftPM's build plan as it hands it to llbuild (`<scratch>/debug.yaml`), read as far as
/// running it again without SwiftPM needs: the commands with their tools, inputs and outputs,
/// the targets, and the folders whose structure SwiftPM plans from.
///
/// SwiftPM runs the plan in-process with a few tools of its own (writing auxiliary files,
/// copying resources, the package-structure check, test discovery), which llbuild's own
/// `swift-build-tool` does not know. `runnable(target:linkerArguments:)` rewrites those: files
/// SwiftPM derives from the package's structure are left as the last `swift build` wrote them
/// (the caller checks that the structure is unchanged), and resources are copied with `cp`.
struct LLBuildManifest {
  /// One command of the plan and the lines it spans.
  struct Command {
    var key: String
    var tool: String
    var inputs: [String]
    var outputs: [String]
    /// The command line of a `shell` command.
    var arguments: [String] = []
    fileprivate var lines: Range<Int>
  }

  private var lines: [String]
  private(set) var commands: [Command] = []
  /// Target name → the nodes it builds.
  private(set) var targets: [String: [String]] = [:]

  /// Tools `swift-build-tool` runs itself.
  private static let llbuildTools: Set<String> = ["shell", "clang", "phony"]
  /// SwiftPM's own tools whose outputs depend only on the package's structure and the
  /// toolchain, so the outputs of the last planned build stand.
  private static let structureTools: Set<String> = [
    "write-auxiliary-file", "package-structure-tool", "test-discovery-tool", "test-entry-point-tool",
  ]

  /// Reads a plan; throws `Unreadable` when the text is not laid out as SwiftPM writes it.
  init(text: String) throws {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var section = ""
    var current: (key: String, start: Int, tool: String, inputs: [String], outputs: [String], arguments: [String])?
    func finish(at end: Int) {
      if let command = current {
        commands.append(
          Command(
            key: command.key, tool: command.tool, inputs: command.inputs, outputs: command.outputs, arguments: command.arguments,
            lines: command.start..<end))
      }
      current = nil
    }
    for (number, line) in lines.enumerated() {
      if line.isEmpty { continue }
      if !line.hasPrefix(" ") {
        finish(at: number)
        section = line
        continue
      }
      switch section {
      case "targets:":
        guard let (name, value) = Self.keyAndValue(line, indent: 2) else { throw Unreadable(line: number + 1) }
        targets[name] = try Self.strings(value, line: number)
      case "commands:":
        if line.hasPrefix("  \"") {
          finish(at: number)
          guard let (key, _) = Self.keyAndValue(line, indent: 2) else { throw Unreadable(line: number + 1) }
          current = (key, number, "", [], [], [])
        } else if line.hasPrefix("    tool: ") {
          current?.tool = String(line.dropFirst("    tool: ".count))
        } else if line.hasPrefix("    inputs: ") {
          current?.inputs = try Self.strings(Substring(line.dropFirst("    inputs: ".count)), line: number)
        } else if line.hasPrefix("    outputs: ") {
          current?.outputs = try Self.strings(Substring(line.dropFirst("    outputs: ".count)), line: number)
        } else if line.hasPrefix("    args: ") {
          current?.arguments = try Self.strings(Substring(line.dropFirst("    args: ".count)), line: number)
        }
      default:
        continue
      }
    }
    finish(at: lines.count)
    guard lines.contains("  name: basic") else { throw Unreadable(line: 2) }
  }

  /// The target that builds `product` in `configuration` (`<product>-<triple>-<configuration>.exe`).
  func productTarget(_ product: String, configuration: String) -> String? {
    targets.keys.filter { $0.hasPrefix(product + "-") && $0.hasSuffix("-\(configuration).exe") }
      .min { $0.count < $1.count }
  }

  /// The files and folders whose structure SwiftPM plans from: Package.swift,
  /// Package.resolved and every target's folder (a trailing slash marks a folder).
  var packageStructure: [String] {
    commands.first { $0.tool == "package-structure-tool" }?.inputs ?? []
  }

  /// The commands `target` needs, directly or through other commands.
  func closure(of target: String) -> [Command] {
    var producer: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
      for output in command.outputs { producer[output] = index }
    }
    var seen = Set<Int>()
    var pending = targets[target] ?? []
    while let node = pending.popLast() {
      guard let index = producer[node], seen.insert(index).inserted else { continue }
      pending += commands[index].inputs
    }
    return seen.sorted().map { commands[$0] }
  }

  /// The plan as `swift-build-tool` runs it for `target`; throws `NotRunnable` (saying why)
  /// when the target needs something only SwiftPM can do: a tool of its own that depends on
  /// more than the package's structure, or a file a plugin's prebuild command writes (SwiftPM
  /// runs those itself before every build; they are not in the plan). A build plugin's build
  /// commands are in the plan, and llbuild runs them as SwiftPM would. Only the commands
  /// `target` needs are kept (not the tests' or other products'), so llbuild reads less on
  /// every edit.
  ///
  /// - Parameter linkerArguments: added to the command that links `target`'s executable
  ///   (e.g. `-use-ld=lld`).
  /// - Parameter objectsTarget: when given, a target of that name is added that builds every
  ///   input of the command linking `target`, without linking it.
  func runnable(target: String, linkerArguments: [String] = [], objectsTarget: String? = nil) throws -> String {
    let needed = closure(of: target)
    guard !needed.isEmpty else { throw NotRunnable(reason: "the plan has no target \(target)") }
    let produced = Set(commands.flatMap(\.outputs))
    for command in needed {
      guard Self.llbuildTools.contains(command.tool) || Self.structureTools.contains(command.tool) || command.tool == "copy-tool"
      else { throw NotRunnable(reason: "the product's build needs SwiftPM's own \(command.tool) (\(command.key))") }
      if let written = command.inputs.first(where: { Self.isPluginOutput($0) && !produced.contains($0) }) {
        let plugin = Self.pluginName(output: written).map { "plugin \($0)" } ?? "a plugin"
        throw NotRunnable(reason: "\(written) is written by a prebuild command of \(plugin), which only swift build runs")
      }
    }
    let link = "C." + target
    let neededKeys = Set(needed.map(\.key))
    var text = lines
    for command in commands.reversed() {
      guard neededKeys.contains(command.key) else {
        text.removeSubrange(command.lines)
        continue
      }
      let toolLine = command.lines.first { text[$0].hasPrefix("    tool: ") }
      if Self.structureTools.contains(command.tool), let toolLine {
        text[toolLine] = "    tool: phony"
        if let missing = command.lines.first(where: { text[$0] == "    allow-missing-inputs: true" }) { text.remove(at: missing) }
      } else if command.tool == "copy-tool", let toolLine, let source = command.inputs.first,
        let destination = command.outputs.first
      {
        let arguments = [
          "/bin/sh", "-c", "rm -rf \"$1\" && cp -R \"$0\" \"$1\"", Self.trimmed(source), Self.trimmed(destination),
        ]
        text[toolLine] = "    tool: shell"
        text.insert("    args: " + Self.json(arguments), at: toolLine + 1)
      } else if command.key == link, !linkerArguments.isEmpty,
        let argsLine = command.lines.first(where: { text[$0].hasPrefix("    args: ") }),
        var arguments = try? Self.strings(Substring(text[argsLine].dropFirst("    args: ".count)), line: argsLine),
        !arguments.isEmpty
      {
        arguments.insert(contentsOf: linkerArguments, at: 1)
        text[argsLine] = "    args: " + Self.json(arguments)
      }
    }
    // `swift-build-tool` serves the client named `swift-build`; the database is shared.
    if let client = text.firstIndex(of: "  name: basic") { text[client] = "  name: swift-build" }
    if let objectsTarget, let link = commands.first(where: { $0.key == link }), let targets = text.firstIndex(of: "targets:") {
      text.insert(
        "  " + String(Self.json([objectsTarget]).dropFirst().dropLast()) + ": " + Self.json(link.inputs), at: targets + 1)
    }
    return text.joined(separator: "\n")
  }

  /// The name of the target `runnable(target:linkerArguments:objectsTarget:)` adds.
  static func objectsTarget(of target: String) -> String { "widget-gallery-serve-objects-" + target }

  /// Each Swift module the plan compiles → the modules it is compiled against: Swift modules
  /// (its `Modules/<Name>.swiftmodule` inputs) and C modules (`<Name>.build/module.modulemap`).
  var moduleDependencies: [String: Set<String>] {
    var graph: [String: Set<String>] = [:]
    for command in commands where command.key.hasPrefix("C.") && command.key.hasSuffix(".module") {
      guard let index = command.arguments.firstIndex(of: "-module-name"), index + 1 < command.arguments.count else { continue }
      var dependencies = Set<String>()
      for input in command.inputs where input.hasSuffix(".swiftmodule") {
        let name = (input as NSString).lastPathComponent.dropLast(".swiftmodule".count)
        if (input as NSString).deletingLastPathComponent.hasSuffix("/Modules") { dependencies.insert(String(name)) }
      }
      for argument in command.arguments where argument.hasPrefix("-fmodule-map-file=") && argument.hasSuffix("/module.modulemap")
      {
        let folder = ((argument as NSString).deletingLastPathComponent as NSString).lastPathComponent
        if folder.hasSuffix(".build") { dependencies.insert(String(folder.dropLast(".build".count))) }
      }
      graph[command.arguments[index + 1]] = dependencies
    }
    return graph
  }

  /// The build plugins whose build commands `target` needs, by name: SwiftPM asked each for
  /// its commands when it made the plan, so the plan stands only while their code does.
  func plugins(neededBy target: String) -> [String] {
    let names = closure(of: target).flatMap(\.outputs).filter(Self.isPluginOutput).compactMap(Self.pluginName(output:))
    return Set(names).sorted()
  }

  /// Whether `path` is in the folder where build plugins' commands write.
  private static func isPluginOutput(_ path: String) -> Bool { path.contains("/plugins/outputs/") }

  /// The plugin whose command writes `path`: `…/plugins/outputs/<package>/<target>/[destination|tools/]<plugin>/…`.
  private static func pluginName(output path: String) -> String? {
    guard let range = path.range(of: "/plugins/outputs/") else { return nil }
    let parts = path[range.upperBound...].split(separator: "/").map(String.init)
    guard parts.count > 3 else { return nil }
    return ["destination", "tools"].contains(parts[2]) ? parts[3] : parts[2]
  }

  /// Why a plan cannot be run without SwiftPM.
  struct NotRunnable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// A plan line SwiftPM would not have written.
  struct Unreadable: Error, CustomStringConvertible {
    var line: Int
    var description: String { "the build plan is not laid out as SwiftPM writes it (line \(line))" }
  }

  /// `  "key": value` → (key, value).
  private static func keyAndValue(_ line: String, indent: Int) -> (String, Substring)? {
    let body = line.dropFirst(indent)
    guard body.first == "\"", let end = body.range(of: "\":") else { return nil }
    let key = body[body.index(after: body.startIndex)..<end.lowerBound]
    return (String(key), body[end.upperBound...].drop { $0 == " " })
  }

  /// A JSON array of strings, as SwiftPM writes lists.
  private static func strings(_ value: Substring, line: Int) throws -> [String] {
    guard let array = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String] else {
      throw Unreadable(line: line + 1)
    }
    return array
  }

  private static func json(_ strings: [String]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: strings, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// A path without the trailing slash that marks folders in the plan.
  private static func trimmed(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}
