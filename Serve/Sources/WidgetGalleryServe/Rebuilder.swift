import Foundation
import GalleryServer
import Glibc

/// Turns a batch of changed files into a new site: the product rebuilt when code changed
/// (from SwiftPM's last plan while the package's structure stands, else `swift build`), then
/// the new program's `build`; reports each outcome to the open pages and on standard output
/// with the time each step took.
actor Rebuilder {
  private let session: ServeSession
  private var binPath: URL?
  /// The newest program that compiled: what a render without a compile runs.
  private var program: URL?
  private var plannedBuild: PlannedBuild
  /// The `swift build` run after the first render, while it runs.
  private var preparing: Task<Void, Never>?
  /// The last compile of the product as the log shows it (`planned build 0.84 s`, `swift build 2.10 s`).
  private(set) var lastCompile: String?
  /// Why the planned build was not used, each time it was not, as the log shows it.
  private(set) var fallBacks: [String] = []
  /// The stages of the last rebuild and their times, as the log's `stages:` line shows them.
  private(set) var lastStages = StageTimes()
  /// Why the planned build links the program whole, when it does (see `SplitLink`).
  var unsplit: String? { plannedBuild.unsplit }

  init(session: ServeSession, plannedBuild: PlannedBuild? = nil) {
    self.session = session
    program = session.executable
    self.plannedBuild = plannedBuild ?? PlannedBuild(package: session.package)
  }

  /// Whether a change to `path` needs the product compiled again (Swift code, the manifest,
  /// or a resource under Sources/), rather than only a new render.
  func needsCompile(_ path: String) -> Bool {
    let root = session.package.root.path
    guard path.hasPrefix(root + "/") else { return false }
    return path.hasSuffix(".swift") || path.hasPrefix(root + "/Sources/")
  }

  /// Whether a change to `path` is one `build` reads directly.
  func needsRender(_ path: String) -> Bool {
    session.optionFolders.contains { path == $0.path || path.hasPrefix($0.path + "/") }
  }

  /// The first site: rendered by the program `serve` started from, or else built first.
  func start() async {
    if let executable = program {
      await render(with: executable, reason: "start")
      preparing = Task { await self.preparePlannedBuild() }
      return
    }
    await session.liveReload.buildStarted()
    guard let compiled = await compileProduct() else { return }
    await render(with: compiled.executable, reason: "start", steps: [compiled.step])
  }

  /// Runs `swift build` once in the background after the first render, so that the first
  /// code edit already finds a plan to rebuild from (it waits for this build; a template or
  /// fixture edit does not); renders again if the program was out of date.
  private func preparePlannedBuild() async {
    guard !plannedBuild.isReady, let before = program.map(PlannedBuild.identity(of:)) else { return }
    guard let compiled = await compileProduct(reportingFailure: false) else { return }
    var build = plannedBuild
    let library = await build.prepareSplitLink()
    plannedBuild = build
    let linking =
      library.map { String(format: "; gallery library linked in %.2f s", $0) }
      ?? (plannedBuild.unsplit.map { "; the program is linked whole: \($0)" } ?? "")
    Self.say(
      "prepared: \(compiled.step)"
        + (plannedBuild.isReady
          ? "; code edits rebuild from SwiftPM's plan while the package's structure stands" + linking
          : "; planned build not ready: \(plannedBuild.unready ?? "")"))
    if PlannedBuild.identity(of: compiled.executable) != before {
      await session.liveReload.buildStarted()
      await render(with: compiled.executable, reason: "program out of date", steps: [compiled.step])
    }
  }

  /// Rebuilds after `changes`; `noticed` is when the watcher read the first of them
  /// (`StageTimes.now()`), the start of the log's `detect` stage.
  func rebuild(after changes: [String], noticed: UInt64? = nil) async {
    let compile = changes.contains(where: needsCompile)
    guard compile || changes.contains(where: needsRender) else { return }
    var stages = StageTimes()
    if let noticed { stages.add("detect", since: noticed) }
    if compile, let preparing {
      let waiting = StageTimes.now()
      await preparing.value
      self.preparing = nil
      stages.add("waiting for the first swift build", since: waiting)
    }
    let shown = changes.map {
      $0.hasPrefix(session.package.root.path + "/") ? String($0.dropFirst(session.package.root.path.count + 1)) : $0
    }
    await session.liveReload.buildStarted()
    var steps: [String] = []
    var executable = program
    if compile || executable == nil {
      let compiling = StageTimes.now()
      guard let compiled = await compileProduct() else { return }
      if compiled.step.hasPrefix("planned build") {
        stages.add(plannedBuild.lastStages)
      } else {
        stages.add("swift build", since: compiling)
      }
      executable = compiled.executable
      steps.append(compiled.step)
    }
    guard let executable else { return }
    await render(
      with: executable, reason: shown.prefix(3).joined(separator: ", ") + (shown.count > 3 ? " and \(shown.count - 3) more" : ""),
      steps: steps, stages: stages)
  }

  /// Compiles the product: from SwiftPM's last plan when it still stands, else with `swift
  /// build`; nil (and the failure shown in the pages) when it does not compile.
  ///
  /// - Returns: the program and the step as the log shows it (`planned build 0.84 s`, `swift build 2.10 s`).
  private func compileProduct(reportingFailure: Bool = true) async -> (executable: URL, step: String)? {
    var build = plannedBuild
    let attempt = await build.run()
    if let reason = build.unsplit, reason != plannedBuild.unsplit { Self.say("split link not used: \(reason)") }
    plannedBuild = build
    switch attempt {
    case .built(let outcome, let executable):
      program = executable
      let step = String(format: "planned build %.2f s", outcome.seconds)
      lastCompile = step
      return (executable, step)
    case .notUsed(let reason):
      fallBacks.append(reason)
      Self.say("planned build not used: \(reason)")
    }
    let swift = URL(fileURLWithPath: "/usr/bin/env")
    let structure = plannedBuild.swiftBuildStarting()
    do {
      let outcome = try await ChildProcess(executable: swift, arguments: ["swift"] + session.package.buildArguments).run()
      guard outcome.status == 0 else {
        guard reportingFailure else { return nil }
        let diagnostics = CompilerDiagnostic.errors(in: outcome.output, packageRoot: session.package.root.path)
        let summary =
          "swift build failed"
          + (diagnostics.isEmpty
            ? " (exit \(outcome.status))" : ": \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s")")
        report(summary, log: outcome.output)
        await session.liveReload.failed(.init(summary: summary, diagnostics: diagnostics, log: Self.tail(outcome.output)))
        return nil
      }
      if binPath == nil {
        let shown = try await ChildProcess(
          executable: swift, arguments: ["swift"] + session.package.buildArguments + ["--show-bin-path"]
        ).run()
        binPath = URL(fileURLWithPath: shown.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "")
      }
      program = binPath!.appendingPathComponent(session.package.product)
      plannedBuild.swiftBuildSucceeded(structureBefore: structure)
      let step = String(format: "swift build %.2f s", outcome.seconds)
      lastCompile = step
      return (program!, step)
    } catch {
      guard reportingFailure else { return nil }
      let text = error is ChildProcess.TimedOut ? "\(error)" : "cannot run swift build: \(error)"
      report(text, log: "")
      await session.liveReload.failed(.init(summary: text))
      return nil
    }
  }

  /// Renders the site with `executable`; a new site reloads the open pages. With `stages`
  /// (those of the rebuild so far), the log's `stages:` line follows, the render's added.
  func render(with executable: URL, reason: String, steps: [String] = [], stages: StageTimes? = nil) async {
    let rendering = StageTimes.now()
    let before = Self.identity(of: session.output)
    let arguments = ["build", "--output", session.output.path] + session.buildOptions
    // Each render gets a new private preferences folder from the start, so it need not
    // re-execute itself to make one (App Group fixtures need a folder no run used before).
    let preferences = FileManager.default.temporaryDirectory.appendingPathComponent(
      "widget-gallery-serve-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: preferences) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = preferences.path
    environment["WIDGETGALLERY_PRIVATE_PREFERENCES"] = preferences.path
    environment.merge(session.renderEnvironment) { $1 }
    // With the reference clock's environment given, the program starts under it and need not
    // start again: through env(1), since a library preloaded into the program itself can
    // leave Swift's runtime without its arguments.
    let command =
      session.renderEnvironment.isEmpty
      ? ChildProcess(executable: executable, arguments: arguments, environment: environment)
      : ChildProcess(
        executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: [executable.path] + arguments, environment: environment)
    do {
      try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
      let outcome = try await command.run()
      let summary = outcome.output.split(whereSeparator: \.isNewline).last {
        $0.contains(" previews of ") || $0.contains("up to date")
      }
      // Exit 1 with the closing line: a widget failed and has its error card in the new site.
      guard outcome.status == 0 || (outcome.status == 1 && summary != nil) else {
        let text = "render failed (exit \(outcome.status))"
        report(text, log: outcome.output)
        await session.liveReload.failed(.init(summary: text, log: Self.tail(outcome.output)))
        return
      }
      let timing = (steps + [String(format: "render %.2f s", outcome.seconds)]).joined(separator: ", ")
      Self.say("\(reason): \(timing)\(summary.map { ": \($0)" } ?? "")")
      if outcome.status == 1 {
        FileHandle.standardError.write(
          Data(
            outcome.output.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("error:") }.joined(separator: "\n").utf8 + [
              10
            ]))
      }
      let changed = Self.identity(of: session.output) != before
      if var stages {
        stages.add("render", seconds: outcome.seconds)
        stages.add("render setup", seconds: Double(StageTimes.now() &- rendering) / 1e9 - outcome.seconds)
        lastStages = stages
        Self.say("  stages: \(stages)")
      }
      if changed {
        await session.liveReload.siteChanged()
      } else {
        await session.liveReload.unchanged()
      }
    } catch {
      let text = error is ChildProcess.TimedOut ? "\(error)" : "cannot run \(executable.path): \(error)"
      report(text, log: "")
      await session.liveReload.failed(.init(summary: text))
    }
  }

  /// One line on standard output, at once (not buffered), for whoever watches the log.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private func report(_ summary: String, log: String) {
    FileHandle.standardError.write(Data("\(summary)\n\(Self.tail(log))\n".utf8))
  }

  /// The last lines of a log.
  private static func tail(_ log: String, lines: Int = 40) -> String {
    log.split(whereSeparator: \.isNewline).suffix(lines).joined(separator: "\n")
  }

  /// The site folder's inode: a write that changed anything puts a new folder in its place.
  private static func identity(of folder: URL) -> UInt64? {
    (try? FileManager.default.attributesOfItem(atPath: folder.path))?[.systemFileNumber] as? UInt64
  }
}
