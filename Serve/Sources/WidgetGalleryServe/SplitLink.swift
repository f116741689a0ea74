import Foundation

/// The widget program linked in two parts, so that an edit of widget code relinks only the
/// part it changed: the gallery's modules (the closure of the shared modules: WidgetGallery,
/// everything a widget program imports from us) into a shared library, linked once, and the
/// rest (the widget code and the program's own module) into the executable, which loads it.
///
/// Linking the whole built-in gallery (about 870 objects, 85 MB) costs about 0.9 CPU-s; an
/// executable of the widget modules alone, a small fraction of that. The library is linked
/// again only when its objects changed (an edit of the gallery itself, or the first link).
/// Its file name holds a hash of its objects' identities, so the executable, which names it,
/// changes whenever the library does (a build record compares the program's bytes).
///
/// The executable is written where SwiftPM's link writes it, beside its link list and resource
/// bundles, which the program reads; SwiftPM relinks it whole at its next `swift build`.
///
/// Code that reads section bounds (`__start_…`: the preview catalog's `#Preview` records and
/// `PreviewProvider` conformances, Core Data's generated models) sees only its own image, so
/// such readers, and every module holding records for them, are linked into the executable.
struct SplitLink {
  /// The arguments of the plan's command that links the program (`swiftc …`).
  let arguments: [String]
  /// The plan's list of the program's objects (`@<file>` in `arguments`).
  let objectList: String
  let executable: URL
  /// Where the library and the two object lists are written.
  let folder: URL
  /// The modules that go into the library, unless they read or hold bounded sections.
  let libraryModules: Set<String>
  /// Library modules linked into the executable instead, as the last library link found them.
  private(set) var movedToExecutable: Set<String> = []
  /// The library the executable loads, once linked.
  private(set) var library: URL?
  /// The identity of each of the library's objects when it was linked.
  private var libraryObjects: [String: String] = [:]
  /// Each object's facts, with the identity of the file they were read from.
  private var facts: [String: (identity: String, facts: ObjectFacts?)] = [:]
  /// The link list as last read, with its identity: the objects and the module of each.
  private var listed: (identity: String, objects: [String], modules: [String: String])?
  /// The driver's jobs for the executable's link (nil: the driver links), with the command
  /// and object list they are for.
  private var executableJobs: (key: String, jobs: DriverJobs?)?

  /// Why the program cannot be linked in two parts.
  struct Unsplittable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// What a link did.
  struct Linked {
    var seconds: Double
    /// Whether the library was linked again (its objects changed).
    var linkedLibrary: Bool
    /// `objects check` (whether the library's objects changed), `library link` when it was
    /// linked again, and `link` (the executable's).
    var stages = StageTimes()
  }

  /// - Parameters:
  ///   - target: the plan's target that links the program.
  ///   - sharedModules: the modules whose closure goes into the library.
  ///   - folder: where the library and object lists go (in the build folder).
  init(manifest: LLBuildManifest, target: String, sharedModules: [String], folder: URL) throws {
    guard let link = manifest.commands.first(where: { $0.key == "C." + target }), link.tool == "shell",
      let executable = link.outputs.first
    else { throw Unsplittable(reason: "the plan has no link command for \(target)") }
    guard link.arguments.contains("-emit-executable"),
      let list = link.arguments.first(where: { $0.hasPrefix("@") && $0.hasSuffix(".LinkFileList") })
    else { throw Unsplittable(reason: "the plan's link of \(target) is not an executable's from a link list") }
    let graph = manifest.moduleDependencies
    var closure = Set<String>()
    var pending = sharedModules.filter { graph[$0] != nil }
    guard !pending.isEmpty else {
      throw Unsplittable(reason: "the program links none of \(sharedModules.joined(separator: ", "))")
    }
    while let module = pending.popLast() {
      guard closure.insert(module).inserted else { continue }
      pending += graph[module] ?? []
    }
    arguments = link.arguments
    objectList = String(list.dropFirst())
    self.executable = URL(fileURLWithPath: executable)
    self.folder = folder
    libraryModules = closure
  }

  /// The module an object belongs to: the name of its `<Module>.build` folder.
  static func module(of object: String) -> String? {
    let folder = ((object as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return folder.hasSuffix(".build") ? String(folder.dropLast(".build".count)) : nil
  }

  /// The objects of the program, from the plan's link list.
  func objects() throws -> [String] {
    let text: String
    do {
      text = try String(contentsOfFile: objectList, encoding: .utf8)
    } catch {
      throw Unsplittable(reason: "cannot read the link list \(objectList): \(error)")
    }
    return text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
    }.filter { !$0.isEmpty }
  }

  /// The objects of the program and the module of each, read again only when the link list
  /// changed (a `swift build` rewrote it), not on every edit.
  private mutating func listedObjects() throws -> (objects: [String], modules: [String: String]) {
    let identity = FileStatus.identity(of: objectList)
    if let listed, listed.identity == identity { return (listed.objects, listed.modules) }
    let objects = try objects()
    var modules: [String: String] = [:]
    for object in objects { modules[object] = Self.module(of: object) }
    listed = (identity, objects, modules)
    return (objects, modules)
  }

  /// Links the library when its objects changed since it was linked (or it never was).
  ///
  /// - Returns: whether it linked, and how long that took.
  mutating func linkLibraryIfNeeded(linkerArguments: [String]) async throws -> Double? {
    let (objects, modules) = try listedObjects()
    var identities: [String: String] = [:]
    for object in objects { identities[object] = FileStatus.identity(of: object) }
    let candidates = objects.filter {
      modules[$0].map { libraryModules.contains($0) && !movedToExecutable.contains($0) } ?? false
    }
    if let library, FileManager.default.fileExists(atPath: library.path), Set(candidates) == Set(libraryObjects.keys),
      candidates.allSatisfy({ identities[$0] == libraryObjects[$0] })
    {
      return nil
    }
    // Readers of section bounds, and the library modules holding records for them.
    for object in objects where facts[object]?.identity != identities[object] {
      facts[object] = (identities[object] ?? "", ObjectFacts(path: object))
    }
    var readers = Set<String>()
    var read = Set<String>()
    for object in objects {
      guard let found = facts[object]?.facts, !found.boundsRead.isEmpty else { continue }
      read.formUnion(found.boundsRead)
      readers.insert(modules[object] ?? object)
    }
    var moved = readers.intersection(libraryModules)
    for object in objects {
      guard let module = modules[object], libraryModules.contains(module) else { continue }
      if facts[object]?.facts?.holdsRecords(for: read) ?? true { moved.insert(module) }
    }
    movedToExecutable = moved
    let members = objects.filter { modules[$0].map { libraryModules.contains($0) && !moved.contains($0) } ?? false }
    guard !members.isEmpty else { throw Unsplittable(reason: "no object of the program goes into the gallery library") }

    let inputs = members.map { $0 + " " + (identities[$0] ?? "") } + arguments + linkerArguments
    let name = "lib\(executable.lastPathComponent)-gallery-\(Self.hash(inputs.joined(separator: "\u{0}"))).so"
    let target = folder.appendingPathComponent(name)
    let started = Date()
    if !FileManager.default.fileExists(atPath: target.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let list = folder.appendingPathComponent("library.objects")
      try Data(members.map(Self.quoted).joined(separator: "\n").utf8).write(to: list, options: .atomic)
      let partial = folder.appendingPathComponent(name + ".partial")
      var command = Self.withoutOutputAndObjects(arguments, list: "@" + objectList)
      command += ["-emit-library", "-o", partial.path, "-Xlinker", "-soname=\(name)", "@" + list.path] + linkerArguments
      try await Self.run(command, what: "the gallery library")
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.moveItem(at: partial, to: target)
    }
    // Libraries of earlier objects: nothing loads them any more.
    let prefix = "lib\(executable.lastPathComponent)-gallery-"
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where file.hasPrefix(prefix) && file != name {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    }
    library = target
    libraryObjects = Dictionary(uniqueKeysWithValues: members.map { ($0, identities[$0] ?? "") })
    return Date().timeIntervalSince(started)
  }

  /// Links the program: the library first when its objects changed, then the executable of
  /// every other object.
  mutating func link(linkerArguments: [String]) async throws -> Linked {
    let started = Date()
    var stages = StageTimes()
    let checking = StageTimes.now()
    let libraryLink = try await linkLibraryIfNeeded(linkerArguments: linkerArguments)
    stages.add("objects check", seconds: Double(StageTimes.now() &- checking) / 1e9 - (libraryLink ?? 0))
    if let libraryLink { stages.add("library link", seconds: libraryLink) }
    let linking = StageTimes.now()
    guard let library else { throw Unsplittable(reason: "no gallery library") }
    let members = Set(libraryObjects.keys)
    let own = try listedObjects().objects.filter { !members.contains($0) }
    let list = folder.appendingPathComponent("executable.objects")
    let listed = own.map(Self.quoted).joined(separator: "\n")
    try Data(listed.utf8).write(to: list, options: .atomic)
    var command = arguments.map { $0 == "@" + objectList ? "@" + list.path : $0 }
    command += [library.path, "-Xlinker", "-rpath=\(folder.path)"] + linkerArguments
    // The driver's jobs, run directly; asked for again when the command or the objects
    // changed, and the driver itself runs when it gives none or they fail (its report).
    let key = (command + [listed]).joined(separator: "\u{0}")
    var asked = 0.0
    if executableJobs?.key != key {
      let asking = StageTimes.now()
      executableJobs = (key, await DriverJobs.asking(for: command))
      asked = Double(StageTimes.now() &- asking) / 1e9
      stages.add("link jobs", seconds: asked)
    }
    var linked = false
    if let jobs = executableJobs?.jobs?.jobs {
      do {
        for job in jobs { try await Self.run(job, what: "the program") }
        linked = true
      } catch {
        executableJobs = (key, nil)
      }
    }
    if !linked { try await Self.run(command, what: "the program") }
    stages.add("link", seconds: Double(StageTimes.now() &- linking) / 1e9 - asked)
    return Linked(seconds: Date().timeIntervalSince(started), linkedLibrary: libraryLink != nil, stages: stages)
  }

  /// The link's arguments without what makes it the executable's: its output, entry point
  /// and object list (the module name stays: the driver wants one, even only to link).
  private static func withoutOutputAndObjects(_ arguments: [String], list: String) -> [String] {
    var kept: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "-o" {
        index += 2
        continue
      }
      if argument == "-Xlinker", index + 3 < arguments.endIndex, arguments[index + 1] == "--defsym",
        arguments[index + 3].hasPrefix("main=")
      {
        index += 4
        continue
      }
      if argument != "-emit-executable", argument != list { kept.append(argument) }
      index += 1
    }
    return kept
  }

  /// A path as a response file line, in double quotes.
  private static func quoted(_ path: String) -> String {
    "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// FNV-1a (64 bits) of `text`, in hex: a name for the library its inputs make.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static func run(_ command: [String], what: String) async throws {
    let outcome = try await ChildProcess(executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()))
      .run()
    guard outcome.status == 0 else {
      throw Unsplittable(
        reason: "linking \(what) failed (exit \(outcome.status)): "
          + outcome.output.split(whereSeparator: \.isNewline).prefix(5).joined(separator: " / "))
    }
  }
}
