import Foundation
import XCTest

@testable import GalleryServer
@testable import WidgetGalleryServe

/// A bare HTTP/1.1 client over a socket, so request paths reach the server exactly as written
/// (`..` and percent escapes included), and a server-sent event stream can be read as it comes.
final class RawConnection {
  private let socket: Int32
  private var buffer = Data()

  init(port: Int, path: String) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw NSError(domain: "connect", code: Int(errno)) }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
  }

  deinit {
    close(socket)
  }

  /// Reads until `done` holds for what was read, or `timeout` seconds pass.
  func read(until done: (Data) -> Bool, timeout: Double = 10) -> Data {
    let deadline = Date().addingTimeInterval(timeout)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while !done(buffer), Date() < deadline {
      var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 100) > 0 else { continue }
      let count = recv(socket, &chunk, chunk.count, 0)
      if count <= 0 { break }
      buffer.append(contentsOf: chunk[0..<count])
    }
    return buffer
  }

  /// The whole response of a `Connection: close` request: status, headers and body.
  func response() -> (status: Int, headers: String, body: Data) {
    let data = read(until: { _ in false }, timeout: 10)
    guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return (0, "", Data()) }
    let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return (status, head, data[split.upperBound...])
  }

  /// The data lines of the status events read so far, once there are `count` of them.
  func statusEvents(count: Int) throws -> [ServeStatus] {
    let data = read(until: { String(decoding: $0, as: UTF8.self).components(separatedBy: "event: status\ndata: ").count > count })
    let text = String(decoding: data, as: UTF8.self)
    let events = text.components(separatedBy: "event: status\ndata: ").dropFirst().compactMap { $0.split(separator: "\n").first }
    return try events.map { try JSONDecoder().decode(ServeStatus.self, from: Data($0.utf8)) }
  }
}

/// `serve`'s server, driven without compiling anything: the site's files, the script in its
/// pages, the events that update open pages, and the refusal of anything outside the site.
final class SiteServerTests: XCTestCase {
  private var folder: URL!
  private var site: URL!
  private var liveReload: LiveReload!
  private var serverTask: Task<Void, any Error>?
  private var port = 0

  override func setUp() async throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
    site = folder.appendingPathComponent("Site")
    try FileManager.default.createDirectory(at: site.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
    try Data("<!doctype html><html><body><p>Gallery</p></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: site.appendingPathComponent("snapshots/a.svg"))
    try Data("TOPSECRET".utf8).write(to: folder.appendingPathComponent("secret.txt"))
    liveReload = LiveReload()
    let server = SiteServer(root: site, liveReload: liveReload)
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    serverTask = Task { try await server.run(host: "127.0.0.1", port: 0) { continuation.yield($0) } }
    for await port in ports {
      self.port = port
      break
    }
  }

  override func tearDown() async throws {
    serverTask?.cancel()
    try? FileManager.default.removeItem(at: folder)
  }

  private func get(_ path: String) throws -> (status: Int, headers: String, body: Data) {
    try RawConnection(port: port, path: path).response()
  }

  func testServesTheSiteAndAddsTheLiveScriptToPagesOnly() throws {
    let page = try get("/")
    XCTAssertEqual(page.status, 200)
    let html = String(decoding: page.body, as: UTF8.self)
    XCTAssertTrue(
      html.contains("<p>Gallery</p><script src=\"/_widget-gallery/live.js\" data-generation=\"0\"></script>\n</body>"), html)
    XCTAssertEqual(
      FileManager.default.contents(atPath: site.appendingPathComponent("index.html").path),
      Data("<!doctype html><html><body><p>Gallery</p></body></html>".utf8), "the file on disk is left as built")
    let svg = try get("/snapshots/a.svg")
    XCTAssertEqual(svg.status, 200)
    XCTAssertEqual(svg.body, Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
    XCTAssertTrue(svg.headers.lowercased().contains("content-type: image/svg+xml"))
    let script = try get("/_widget-gallery/live.js")
    XCTAssertEqual(script.status, 200)
    XCTAssertTrue(String(decoding: script.body, as: UTF8.self).contains("new EventSource(\"/_widget-gallery/events\")"))
    XCTAssertEqual(try get("/missing.html").status, 404)
  }

  func testNothingOutsideTheSiteFolderIsServed() throws {
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("link.txt").path, withDestinationPath: folder.appendingPathComponent("secret.txt").path)
    try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("up").path, withDestinationPath: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("relative.txt").path, withDestinationPath: "../secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("inside.svg").path, withDestinationPath: "snapshots/a.svg")
    let attempts = [
      "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/..%2fsecret.txt", "/..%2Fsecret.txt",
      "/snapshots/../../secret.txt",
      "/snapshots/%2e%2e/%2e%2e/secret.txt", "/.%2e/secret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/link.txt",
      "/relative.txt",
      "/up/secret.txt", "/up/Site/../secret.txt", "/%00", "/index.html%00.txt", "//\(folder.path)/secret.txt",
      "/\(folder.path)/secret.txt",
    ]
    for path in attempts {
      let response = try get(path)
      XCTAssertNotEqual(response.status, 200, path)
      XCTAssertFalse(String(decoding: response.body, as: UTF8.self).contains("TOPSECRET"), path)
    }
    XCTAssertEqual(try get("/inside.svg").status, 200, "a link that stays inside the site is followed")
    XCTAssertEqual(try get("/snapshots/%61.svg").status, 200, "escapes of ordinary characters are decoded")
  }

  func testOpenPagesGetTheStatusThenEachNewSiteAndEachFailure() async throws {
    let events = try RawConnection(port: port, path: "/_widget-gallery/events")
    XCTAssertEqual(try events.statusEvents(count: 1), [ServeStatus(generation: 0)])
    try await Task.sleep(for: .milliseconds(100))
    await liveReload.buildStarted()
    await liveReload.siteChanged()
    let failure = ServeStatus.Failure(
      summary: "swift build failed: 1 error",
      diagnostics: [
        CompilerDiagnostic(file: "Sources/App/View.swift", line: 12, column: 5, message: "cannot find 'Txt' in scope")
      ])
    await liveReload.failed(failure)
    await liveReload.unchanged()
    let statuses = try events.statusEvents(count: 5)
    XCTAssertEqual(
      statuses,
      [
        ServeStatus(generation: 0), ServeStatus(generation: 0, building: true), ServeStatus(generation: 1),
        ServeStatus(generation: 1, failure: failure), ServeStatus(generation: 1),
      ])
    let page = String(decoding: try get("/").body, as: UTF8.self)
    XCTAssertTrue(page.contains("data-generation=\"1\""), "pages are served with the generation they show")
  }

  func testCompilerErrorsAreReadWithFileLineAndMessage() async throws {
    let source = folder.appendingPathComponent("Sources/App/Broken.swift")
    try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let a = 1\nlet b = (a +\nfunc f() { undefinedName() }\n".utf8).write(to: source)
    // The real compiler's output, as `swift build` prints it.
    let compile = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swiftc", "-typecheck", source.path], deadline: 300)
    let outcome = try await compile.run()
    let log = outcome.output
    XCTAssertNotEqual(outcome.status, 0)
    let errors = CompilerDiagnostic.errors(in: log + log, packageRoot: folder.path)
    XCTAssertFalse(errors.isEmpty, log)
    XCTAssertEqual(Set(errors.map(\.file)), ["Sources/App/Broken.swift"])
    XCTAssertTrue(
      errors.contains { $0.line == 3 && $0.column == 12 && $0.message == "cannot find 'undefinedName' in scope" }, log)
    XCTAssertTrue(errors.contains { $0.line == 3 && $0.message.hasPrefix("expected") }, log)
    XCTAssertEqual(errors.count, Set(errors.map { "\($0.line):\($0.column):\($0.message)" }).count, "each error once")
  }
}
