import Foundation
import GalleryServer

/// One run of `serve`: the server, the watcher and the rebuild loop.
struct ServeSession: Sendable {
  var package: ServedPackage
  /// The widget program, already built, that renders the first site; nil to build it first.
  var executable: URL?
  var output: URL
  var buildOptions: [String]
  /// Added to each `build`'s environment (the widget program's reference clock), which then
  /// starts through env(1), as the program starts itself under the clock.
  var renderEnvironment: [String: String] = [:]
  let liveReload = LiveReload()

  /// The folders named in the build options, which `build` reads as they are (no compile).
  var optionFolders: [URL] {
    let names = ["--templates", "--fixtures", "--assets", "--fonts", "--localizations"]
    var folders: [URL] = []
    for (index, option) in buildOptions.enumerated() {
      if names.contains(option), index + 1 < buildOptions.count {
        folders.append(URL(fileURLWithPath: buildOptions[index + 1]).standardizedFileURL)
      } else if let name = names.first(where: { option.hasPrefix($0 + "=") }) {
        folders.append(URL(fileURLWithPath: String(option.dropFirst(name.count + 1))).standardizedFileURL)
      }
    }
    return folders
  }

  /// Serves until killed; throws when the server cannot start.
  func run(host: String, port: Int) async throws {
    let rebuilder = Rebuilder(session: self)

    let changes = Self.changes(from: try SourceWatcher(roots: [package.root] + optionFolders, ignoring: [output]))
    let server = SiteServer(root: output, liveReload: liveReload)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await server.run(host: host, port: port) { actual in
          Rebuilder.say(
            "Serving \(output.path)/ at http://\(host.contains(":") ? "[\(host)]" : host):\(actual)/ — watching \(package.root.path) (product \(package.product), \(package.configuration))"
          )
        }
      }
      group.addTask {
        await rebuilder.start()
        for await batch in changes {
          await rebuilder.rebuild(after: batch.paths, noticed: batch.firstNoticed)
        }
      }
      try await group.next()
      group.cancelAll()
    }
  }

  /// The watcher's batches of changed paths, read on a thread of its own.
  private static func changes(from watcher: SourceWatcher) -> AsyncStream<SourceWatcher.Batch> {
    let (stream, continuation) = AsyncStream<SourceWatcher.Batch>.makeStream(bufferingPolicy: .unbounded)
    nonisolated(unsafe) let watcher = watcher
    Thread.detachNewThread {
      while true { continuation.yield(watcher.waitForBatch()) }
    }
    return stream
  }
}
