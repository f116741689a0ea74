import Foundation
import Glibc

/// Rebuilds the widget program from SwiftPM's last build plan, run by llbuild directly
/// (`swift-build-tool`), so an edit skips SwiftPM's manifest loading and planning (about
/// 1.5 s of every `swift build` here).
///
/// The plan stands for as long as the package's structure is the one it was made from: the
/// same Package.swift and Package.resolved, and the same files and folders in every target's
/// folder (contents may change: llbuild and the compiler track those), and the same code of
/// every build plugin whose build commands the product needs (SwiftPM asked each for its
/// commands when it made the plan). `serve` checks that before each use and runs `swift build`
/// instead when anything differs, when the plan was rewritten by another `swift build`, when
/// the product's build needs a plugin's prebuild command or a SwiftPM tool that depends on
/// more than the structure, when another build holds the build folder, or when the planned
/// build fails (so a compile error is always SwiftPM's own report); `run()` says which.
/// `swift build` and this share llbuild's database, so neither redoes the other's work.
///
/// The program is linked with lld, the toolchain's linker, when the toolchain has it: it
/// links the gallery in about two thirds of gold's time. `swift build` links with gold, so a
/// program built for release or CI is SwiftPM's own. When the program links the shared
/// modules (WidgetGallery), it is linked in two parts (`SplitLink`): the gallery once as a
/// shared library, and on each edit only an executable of the rest.
struct PlannedBuild {
  let package: ServedPackage
  /// `swift-build-tool` beside the `swift` that `serve` runs; nil when there is none.
  let buildTool: URL?
  /// Added to the command that links the program.
  let linkerArguments: [String]
  /// The modules whose closure the split link puts into the gallery library.
  let sharedModules: [String]
  /// Why the program is linked whole, when the last plan could not be split.
  private(set) var unsplit: String?
  /// The plan made by the last `swift build` this session ran, once its structure is known.
  private var plan: Plan?
  /// Why there is no plan to run, while `plan` is nil.
  private var missing = "no swift build of this session has made a plan yet"
  /// The structure inputs of the plan on disk, read before a `swift build` to compare after it.
  private var structureInputs: [String]?
  /// The stages of the last `run()` and their times (`plan check`, `llbuild`, the link's).
  private(set) var lastStages = StageTimes()

  /// What a call of `run()` did: built the product, or left it to `swift build`, and why.
  enum Attempt {
    case built(ChildProcess.Outcome, executable: URL)
    case notUsed(reason: String)
  }

  /// A plan rewritten for `swift-build-tool`, and what it was made from.
  private struct Plan {
    var inputs: [String]
    var structure: [String]
    var manifestIdentity: String
    var runnable: URL
    var target: String
    var executable: URL
    /// The program linked in two parts; nil to run the plan's own link.
    var split: SplitLink?
  }

  /// - Parameters:
  ///   - toolchain: the folder of `swift`, `swift-build-tool` and `ld.lld`.
  ///   - linksWithLLD: links with lld when the toolchain has it; false links as SwiftPM does.
  ///   - sharedModules: the modules whose closure is linked once as a shared library; none
  ///     links the program whole each time.
  init(
    package: ServedPackage, toolchain: URL? = PlannedBuild.toolchain(), linksWithLLD: Bool = true,
    sharedModules: [String] = ["WidgetGallery"]
  ) {
    self.package = package
    self.sharedModules = sharedModules
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
  /// Why the last `swift build` left no plan this build can run; nil when it did.
  var unready: String? {
    if buildTool == nil { return "no swift-build-tool beside swift" }
    return plan == nil ? missing : nil
  }

  /// Where the split link writes the gallery library and its object lists.
  var splitFolder: URL { scratch.appendingPathComponent("widget-gallery-serve/\(package.configuration)") }

  /// Runs the planned build of the product, or says why the plan cannot stand for a `swift
  /// build` now (the caller runs `swift build`). A split link that fails is not tried again
  /// this session: the plan's own link runs instead, and `unsplit` says why.
  mutating func run() async -> Attempt {
    lastStages = StageTimes()
    let checking = StageTimes.now()
    guard let buildTool else { return .notUsed(reason: "no swift-build-tool beside swift") }
    guard var plan else { return .notUsed(reason: missing) }
    guard Self.identity(of: manifestFile) == plan.manifestIdentity else {
      return .notUsed(reason: "another swift build rewrote the plan (\(manifestFile.path))")
    }
    guard FileManager.default.fileExists(atPath: plan.runnable.path) else {
      return .notUsed(reason: "the rewritten plan is gone (\(plan.runnable.path))")
    }
    let structure = Self.structure(of: plan.inputs)
    guard structure == plan.structure else {
      return .notUsed(reason: "the package's structure changed (" + Self.difference(from: plan.structure, to: structure) + ")")
    }
    // SwiftPM's lock on the build folder: another build running there means `swift build`,
    // which waits its turn.
    let lockFile = scratch.appendingPathComponent(".lock")
    let lock = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else { return .notUsed(reason: "cannot open \(lockFile.path): \(String(cString: strerror(errno)))") }
    defer { close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return .notUsed(reason: "another build holds \(lockFile.path)") }
    lastStages.add("plan check", since: checking)
    func build(_ target: String) async -> Result<ChildProcess.Outcome, Failure> {
      let arguments = [
        "-C", package.root.path, "-f", plan.runnable.path, "--db", scratch.appendingPathComponent("build.db").path, target,
      ]
      do {
        let outcome = try await ChildProcess(executable: buildTool, arguments: arguments).run()
        guard outcome.status == 0 else {
          return .failure(Failure(reason: "the planned build failed (exit \(outcome.status)); swift build reports why"))
        }
        return .success(outcome)
      } catch {
        return .failure(Failure(reason: "swift-build-tool did not finish: \(error)"))
      }
    }
    guard var split = plan.split else {
      switch await build(plan.target) {
      case .success(let outcome):
        lastStages.add("llbuild", seconds: outcome.seconds)
        return .built(outcome, executable: plan.executable)
      case .failure(let failure): return .notUsed(reason: failure.reason)
      }
    }
    var outcome: ChildProcess.Outcome
    switch await build(LLBuildManifest.objectsTarget(of: plan.target)) {
    case .success(let compiled):
      outcome = compiled
      lastStages.add("llbuild", seconds: compiled.seconds)
    case .failure(let failure): return .notUsed(reason: failure.reason)
    }
    do {
      let linked = try await split.link(linkerArguments: linkerArguments)
      outcome.seconds += linked.seconds
      lastStages.add(linked.stages)
      plan.split = split
      self.plan = plan
      return .built(outcome, executable: plan.executable)
    } catch {
      unsplit = "the split link failed: \(error)"
      plan.split = nil
      self.plan = plan
      switch await build(plan.target) {
      case .success(let linked):
        outcome.seconds += linked.seconds
        lastStages.add("llbuild link", seconds: linked.seconds)
        return .built(outcome, executable: plan.executable)
      case .failure(let failure): return .notUsed(reason: failure.reason)
      }
    }
  }

  /// Links the gallery library of the split link ahead of the first edit, if the plan is
  /// split and it is not linked yet; returns the time it took, nil when nothing was linked.
  mutating func prepareSplitLink() async -> Double? {
    guard var plan, var split = plan.split else { return nil }
    do {
      let seconds = try await split.linkLibraryIfNeeded(linkerArguments: linkerArguments)
      plan.split = split
      self.plan = plan
      return seconds
    } catch {
      unsplit = "the split link failed: \(error)"
      plan.split = nil
      self.plan = plan
      return nil
    }
  }

  /// Why a step of the planned build did not succeed.
  private struct Failure: Error {
    var reason: String
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
    guard buildTool != nil else {
      missing = "no swift-build-tool beside swift"
      structureInputs = nil
      return
    }
    let identity = Self.identity(of: manifestFile)
    let manifest: LLBuildManifest
    do {
      manifest = try LLBuildManifest(text: String(contentsOf: manifestFile, encoding: .utf8))
    } catch {
      missing = "cannot read the plan \(manifestFile.path): \(error)"
      structureInputs = nil
      return
    }
    guard let target = manifest.productTarget(package.product, configuration: package.configuration) else {
      missing = "the plan \(manifestFile.path) builds no product \(package.product) (\(package.configuration))"
      structureInputs = nil
      return
    }
    var split: SplitLink?
    if sharedModules.isEmpty {
      unsplit = "no shared modules"
    } else {
      do {
        split = try SplitLink(manifest: manifest, target: target, sharedModules: sharedModules, folder: splitFolder)
        unsplit = nil
      } catch {
        unsplit = "\(error)"
      }
    }
    let runnable: String
    do {
      runnable = try manifest.runnable(
        target: target, linkerArguments: linkerArguments,
        objectsTarget: split.map { _ in LLBuildManifest.objectsTarget(of: target) })
    } catch {
      missing = "\(error)"
      structureInputs = manifest.packageStructure
      return
    }
    let plugins = manifest.plugins(neededBy: target)
    var inputs = manifest.packageStructure
    for plugin in plugins {
      guard let sources = Self.pluginSources(plugin, in: scratch) else {
        missing = "cannot tell which files plugin \(plugin) is built from (\(Self.pluginState(plugin, in: scratch).path))"
        structureInputs = manifest.packageStructure
        return
      }
      inputs += sources
    }
    // A plan made from other folders (a target added or moved) is compared from the next build on.
    guard let before, manifest.packageStructure == structureInputs else {
      missing = "the plan is new to this session; it is used from the next swift build on"
      structureInputs = manifest.packageStructure
      return
    }
    guard Self.structure(of: manifest.packageStructure) == before else {
      missing = "the package's structure changed while swift build ran"
      structureInputs = manifest.packageStructure
      return
    }
    structureInputs = manifest.packageStructure
    guard let executable = manifest.commands.first(where: { $0.key == "C." + target })?.outputs.first else {
      missing = "the plan has no link command for \(target)"
      return
    }
    do {
      try FileManager.default.createDirectory(at: runnableFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(runnable.utf8).write(to: runnableFile, options: .atomic)
    } catch {
      missing = "cannot write \(runnableFile.path): \(error)"
      return
    }
    plan = Plan(
      inputs: inputs, structure: Self.structure(of: inputs), manifestIdentity: identity, runnable: runnableFile,
      target: target, executable: URL(fileURLWithPath: executable), split: split)
  }

  /// Where SwiftPM records how it built the plugin `name` (`plugins/cache/<name>-state.json`).
  static func pluginState(_ name: String, in scratch: URL) -> URL {
    scratch.appendingPathComponent("plugins/cache/\(name)-state.json")
  }

  /// The Swift files the plugin `name` was compiled from, as SwiftPM's record of its compile
  /// names them; nil when there is no readable record.
  static func pluginSources(_ name: String, in scratch: URL) -> [String]? {
    guard let data = try? Data(contentsOf: pluginState(name, in: scratch)),
      let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let commandLine = state["commandLine"] as? [String]
    else { return nil }
    let sources = commandLine.filter { $0.hasSuffix(".swift") && $0.hasPrefix("/") }
    return sources.isEmpty ? nil : sources
  }

  /// The first difference between two structures (from `structure(of:)`), as a reason says
  /// it: `<path> is new`, `<path> is gone` or `<file> changed`.
  static func difference(from old: [String], to new: [String]) -> String {
    let before = Set(old)
    let after = Set(new)
    if let index = new.indices.first(where: { !before.contains(new[$0]) }) {
      return path(of: index, in: new) + (new[index].hasPrefix("file ") ? " changed" : " is new")
    }
    if let index = old.indices.first(where: { !after.contains(old[$0]) }) {
      return path(of: index, in: old) + (old[index].hasPrefix("file ") ? " changed" : " is gone")
    }
    return "the same entries in another order"
  }

  /// The path an entry of a structure stands for: a file's, a folder's, or that of an entry
  /// below a folder (`<folder><relative path>`).
  private static func path(of index: Int, in structure: [String]) -> String {
    let entry = structure[index]
    if entry.hasPrefix("folder ") { return String(entry.dropFirst("folder ".count)) }
    if entry.hasPrefix("file ") {
      let body = entry.dropFirst("file ".count)
      let fields = body.hasSuffix(" missing") ? 1 : 4
      return body.split(separator: " ", omittingEmptySubsequences: false).dropLast(fields).joined(separator: " ")
    }
    let folder = structure[..<index].last { $0.hasPrefix("folder ") }.map { String($0.dropFirst("folder ".count)) } ?? ""
    return folder + (entry.range(of: " ", options: .backwards).map { String(entry[..<$0.lowerBound]) } ?? entry)
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
        structure += FileStatus.entries(below: String(input.dropLast()))
      } else {
        structure.append("file \(input) \(identity(of: URL(fileURLWithPath: input)))")
      }
    }
    return structure
  }

  /// A file's identity: device, inode, size and modification time; "missing" when absent
  /// (`FileStatus.identity(of:)`).
  static func identity(of file: URL) -> String {
    FileStatus.identity(of: file.path)
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
