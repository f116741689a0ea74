import Foundation
import Hummingbird
import Logging

/// `serve`'s HTTP server: the site folder's files, with a small script in every HTML page that
/// listens to `LiveReload` and reloads the page (keeping its scroll place and anchor) or shows
/// the last build error.
///
/// Nothing outside the site folder is served (see `SitePath`); requests other than `GET` and
/// `HEAD` are refused.
package struct SiteServer: Sendable {
  /// Where the server's own files are; no site file can have this name (it starts with `_`).
  package static let prefix = "/_widget-gallery"

  package let site: SitePath
  package let liveReload: LiveReload

  package init(root: URL, liveReload: LiveReload) {
    site = SitePath(root: root)
    self.liveReload = liveReload
  }

  /// Serves until the task is cancelled.
  ///
  /// - Parameter onRunning: called once with the port listened on (useful with port 0).
  package func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    var logger = Logger(label: "widget-gallery-serve")
    logger.logLevel = .warning
    let app = Application(
      router: router(),
      configuration: .init(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
      logger: logger)
    let liveReload = liveReload
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await app.run() }
      group.addTask {
        while !Task.isCancelled {
          try await Task.sleep(for: .seconds(15))
          await liveReload.ping()
        }
      }
      try await group.next()
      group.cancelAll()
    }
  }

  private func router() -> Router<BasicRequestContext> {
    let router = Router()
    let liveReload = liveReload
    let site = site
    router.get("\(Self.prefix)/events") { _, _ -> Response in
      let events = await liveReload.subscribe()
      return Response(
        status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
        body: ResponseBody { writer in
          for await event in events { try await writer.write(ByteBuffer(string: event)) }
          try await writer.finish(nil)
        })
    }
    router.get("\(Self.prefix)/live.js") { _, _ -> Response in
      Self.response(Data(LiveScript.source.utf8), type: "text/javascript; charset=utf-8")
    }
    router.get("\(Self.prefix)/status") { _, _ -> Response in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return Self.response(try encoder.encode(await liveReload.status), type: "application/json")
    }
    let files: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
      guard let file = site.file(for: request.uri.path), var data = FileManager.default.contents(atPath: file.path) else {
        return Self.response(Data("Not found\n".utf8), type: "text/plain; charset=utf-8", status: .notFound)
      }
      let type = Self.contentType(of: file)
      if type.hasPrefix("text/html") {
        data = LiveScript.inject(into: data, generation: await liveReload.status.generation)
      }
      return Self.response(data, type: type)
    }
    router.get("/", use: files)
    router.get("**", use: files)
    router.head("/", use: files)
    router.head("**", use: files)
    return router
  }

  private static func response(_ data: Data, type: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: type, .cacheControl: "no-store", .contentLength: String(data.count)],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  private static func contentType(of file: URL) -> String {
    switch file.pathExtension.lowercased() {
    case "html", "htm": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "svg": "image/svg+xml"
    case "json": "application/json"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "txt", "md": "text/plain; charset=utf-8"
    default: "application/octet-stream"
    }
  }
}
