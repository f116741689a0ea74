import Foundation
import Glibc

/// Rebuilds the widget program from SwiftPM's last build plan, run by llbuild directly
/// (`swift-build-tool`), so an edit skips SwiftPM's manifest loading and planning (about
/// 1.5 s of every `swift build` here).
///
/// The plan stands for as long as the package's structure is the one it was made from: the
/// same Package.swift and Package.resolved, and the same files and folders in every target's
/// folder (contents may change: llbuild and the compiler track those). `serve` checks that
/// before each use and runs `swift build` instead when anything differs, when the plan was
/// rewritten by another `swift build`, when the product's build needs a plugin or a SwiftPM
/// tool that depends on more than the structure, when another build holds the build folder,
/// or when the planned build fails (so a compile error is always SwiftPM's own report).
/// `swift build` and this share llbuild's database, so neither redoes the other's work.
///
/// The program is linked with lld, the toolchain's linker, when the toolchain has it: it
/// links the gallery in about two thirds of gold's time. `swift build` links with gold, so a
/// program built for release or CI is SwiftPM's own.
struct PlannedBuild {
  let package: ServedPackage
  /// `swift-build-tool` beside the `swift` that `serve` runs; nil when there is none.
  let buildTool: URL?
  /// Added to the command that links the program.
  let linkerArguments: [String]
  /// The plan made by the last `swift build` this session ran, once its structure is known.
  private var plan: Plan?
  /// The structure inputs of the plan on disk, read before a `swift build` to compare after it.
  private var structureInputs: [String]?

  /// A plan rewritten for `swift-build-tool`, and what it was made from.
  private struct Plan {
    var inputs: [String]
    var structure: [String]
    var manifestIdentity: String
    var runnable: URL
    var target: String
    var executable: URL
  }

  /// - Parameters:
  ///   - toolchain: the folder of `swift`, `swift-build-tool` and `ld.lld`.
  ///   - linksWithLLD: links with lld when the toolchain has it; false links as SwiftPM does.
  init(package: ServedPackage, toolchain: URL? = PlannedBuild.toolchain(), linksWithLLD: Bool = true) {
    self.package = package
    buildTool = toolchain.map { $0.appendingPathComponent("swift-build-tool") }.flatMap {
      FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil
    }
    let lld = toolchain.map { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("ld.lld").path) } ?? false
    linkerArguments = lld && linksWithLLD ? ["-use-ld=lld"] : []
  }

  /// The build folder: `--scratch-path`, or the package's `.build`.
  var scratch: URL { package.scratchPath ?? package.root.appendingPathComponent(".build") }
  /// SwiftPM's plan for the configuration (`debug.yaml`, `release.yaml`).
  var manifestFile: URL { scratch.appendingPathComponent("\(package.configuration).yaml") }
  /// Where the rewritten plan is kept: in the build folder, never in the package's sources.
  var runnableFile: URL { scratch.appendingPathComponent("widget-gallery-serve/\(package.configuration).yaml") }

  /// Whether the last `swift build` left a plan this build can run.
  var isReady: Bool { plan != nil && buildTool != nil }

  /// Runs the planned build of the product; nil when the plan cannot stand for a `swift build`
  /// now (the caller runs `swift build`), else the outcome and the program it built.
  func run() async -> (outcome: ChildProcess.Outcome, executable: URL)? {
    guard let plan, let buildTool, Self.identity(of: manifestFile) == plan.manifestIdentity,
      FileManager.default.fileExists(atPath: plan.runnable.path), Self.structure(of: plan.inputs) == plan.structure
    else { return nil }
    // SwiftPM's lock on the build folder: another build running there means `swift build`,
    // which waits its turn.
    let lock = open(scratch.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else { return nil }
    defer { close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return nil }
    let arguments = [
      "-C", package.root.path, "-f", plan.runnable.path, "--db", scratch.appendingPathComponent("build.db").path, plan.target,
    ]
    guard let outcome = try? await ChildProcess(executable: buildTool, arguments: arguments).run(), outcome.status == 0 else {
      return nil
    }
    return (outcome, plan.executable)
  }

  /// Notes the structure the next `swift build` starts from; call just before running it.
  mutating func swiftBuildStarting() -> [String]? {
    if structureInputs == nil { structureInputs = Self.structureInputs(in: manifestFile) }
    return structureInputs.map(Self.structure(of:))
  }

  /// Reads and rewrites the plan a successful `swift build` left, if the structure it started
  /// from (`before`, from `swiftBuildStarting()`) is still the package's.
  mutating func swiftBuildSucceeded(structureBefore before: [String]?) {
    plan = nil
    guard buildTool != nil, let before else {
      structureInputs = nil
      return
    }
    let identity = Self.identity(of: manifestFile)
    guard let text = try? String(contentsOf: manifestFile, encoding: .utf8), let manifest = try? LLBuildManifest(text: text),
      let target = manifest.productTarget(package.product, configuration: package.configuration)
    else {
      structureInputs = nil
      return
    }
    let inputs = manifest.packageStructure
    // A plan made from other folders (a target added or moved) is compared from the next build on.
    guard inputs == structureInputs, Self.structure(of: inputs) == before,
      let executable = manifest.commands.first(where: { $0.key == "C." + target })?.outputs.first,
      let runnable = manifest.runnable(target: target, linkerArguments: linkerArguments)
    else {
      structureInputs = inputs
      return
    }
    structureInputs = inputs
    do {
      try FileManager.default.createDirectory(at: runnableFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(runnable.utf8).write(to: runnableFile, options: .atomic)
    } catch {
      return
    }
    plan = Plan(
      inputs: inputs, structure: before, manifestIdentity: identity, runnable: runnableFile, target: target,
      executable: URL(fileURLWithPath: executable))
  }

  /// The folder of the `swift` on PATH, after links: where the toolchain's other tools are.
  static func toolchain() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) {
        return swift.resolvingSymlinksInPath().deletingLastPathComponent()
      }
    }
    return nil
  }

  /// The package's structure as SwiftPM plans from it: for each folder, every file and folder
  /// below it by relative path and kind; for each file, its identity (device, inode, size,
  /// modification time), since Package.swift and Package.resolved are read whole.
  static func structure(of inputs: [String]) -> [String] {
    var structure: [String] = []
    for input in inputs {
      if input.hasSuffix("/") {
        structure.append("folder \(input)")
        guard let enumerator = FileManager.default.enumerator(atPath: input) else { continue }
        var entries: [String] = []
        while let path = enumerator.nextObject() as? String {
          let type = (enumerator.fileAttributes?[.type] as? FileAttributeType)?.rawValue ?? "?"
          entries.append("\(path) \(type)")
        }
        structure += entries.sorted()
      } else {
        structure.append("file \(input) \(identity(of: URL(fileURLWithPath: input)))")
      }
    }
    return structure
  }

  /// A file's identity: device, inode, size and modification time; "missing" when absent.
  static func identity(of file: URL) -> String {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return "missing" }
    return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }

  /// The structure inputs of the plan in `file`, read without the rest of it.
  static func structureInputs(in file: URL) -> [String]? {
    guard let text = try? String(contentsOf: file, encoding: .utf8),
      let tool = text.range(of: "    tool: package-structure-tool\n"),
      let start = text.range(of: "    inputs: ", range: tool.upperBound..<text.endIndex),
      let end = text.range(of: "\n", range: start.upperBound..<text.endIndex)
    else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8)) as? [String]
  }
}
