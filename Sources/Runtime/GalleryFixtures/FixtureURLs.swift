import Foundation
import Locking
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One URL answered from a fixture file.
struct URLFixture: Equatable, Sendable {
  let file: URL
  let data: Data
  let mimeType: String
}

/// The process-wide table of URL fixtures, answered by ``FixtureURLProtocol`` for every
/// `URLSession` and by the `Data(contentsOf:)` replacement for remote URLs.
///
/// `URLSession.shared` finds the protocol among the registered classes. A session made with
/// `URLSession(configuration:)` would not: corelibs Foundation gives `.default` and
/// `.ephemeral` configurations its own HTTP protocol first, and nothing in FoundationNetworking
/// is `dynamic`. So the program's calls of the session initializers land in CFixtureSessions,
/// which puts the protocol first in the configuration
/// (``prepareSessionConfiguration(_:)``) before FoundationNetworking makes the session.
enum FixtureURLs {
  private static let table = Mutex<[String: URLFixture]>([:])

  /// Registers ``FixtureURLProtocol`` once per process and checks that `URLSession.shared`
  /// picked it up (the shared session copies the registered classes when it is created) and
  /// that sessions made with a configuration get it first.
  private static let registration: Result<Void, AppDataFixtureError> = {
    _ = URLProtocol.registerClass(FixtureURLProtocol.self)
    let classes = URLSession.shared.configuration.protocolClasses ?? []
    guard classes.contains(where: isFixtureProtocol) else {
      return .failure(.sharedSessionCreatedBeforeInstall)
    }
    let probe = URLSession(configuration: .ephemeral)
    defer { probe.invalidateAndCancel() }
    guard sessionsAreIntercepted() == 1, probe.configuration.protocolClasses?.first.map(isFixtureProtocol) == true
    else {
      return .failure(.sessionsNotIntercepted)
    }
    return .success(())
  }()

  private static func isFixtureProtocol(_ protocolClass: AnyClass) -> Bool {
    ObjectIdentifier(protocolClass) == ObjectIdentifier(FixtureURLProtocol.self)
  }

  /// Puts ``FixtureURLProtocol`` first among `configuration`'s protocol classes, so the
  /// session it makes answers every request from the fixtures.
  static func prepareSessionConfiguration(_ configuration: URLSessionConfiguration) {
    let classes = configuration.protocolClasses ?? []
    if classes.first.map(isFixtureProtocol) == true { return }
    configuration.protocolClasses = [FixtureURLProtocol.self] + classes.filter { !isFixtureProtocol($0) }
  }

  /// Makes `fixtures` (keyed by absolute URL string) the only URLs answered.
  static func install(_ fixtures: [String: URLFixture]) throws {
    try registration.get()
    table.locked { $0 = fixtures }
  }

  /// The fixture for `url`, or the error that names it (and the URL is recorded as missing).
  static func fixture(for url: URL) -> Result<URLFixture, AppDataFixtureError> {
    if let fixture = table.locked({ $0[url.absoluteString] }) { return .success(fixture) }
    MissingFixtures.record(url.absoluteString, in: URLFixtureSource.self)
    return .failure(.noFixture(url: url.absoluteString))
  }

  /// The error a failed request reports: a `URLError` whose description names the URL.
  static func urlError(for url: URL, _ error: AppDataFixtureError) -> URLError {
    URLError(
      .resourceUnavailable,
      userInfo: [
        NSLocalizedDescriptionKey: error.description,
        NSURLErrorFailingURLErrorKey: url,
      ])
  }

  static func mimeType(forPathExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "svg": "image/svg+xml"
    case "json": "application/json"
    case "html", "htm": "text/html; charset=utf-8"
    case "txt": "text/plain; charset=utf-8"
    default: "application/octet-stream"
    }
  }
}

/// Answers every network request of every session from the installed URL fixtures: status
/// 200 with the file's bytes, or an immediate failure naming the URL. Only `file:` and `data:`
/// URLs are left to Foundation.
final class FixtureURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased() else { return false }
    return scheme != "file" && scheme != "data"
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url else { return }
    switch FixtureURLs.fixture(for: url) {
    case .failure(let error):
      client?.urlProtocol(self, didFailWithError: FixtureURLs.urlError(for: url, error))
    case .success(let fixture):
      let headers = ["Content-Type": fixture.mimeType, "Content-Length": String(fixture.data.count)]
      guard let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      if request.httpMethod != "HEAD" {
        client?.urlProtocol(self, didLoad: fixture.data)
      }
      client?.urlProtocolDidFinishLoading(self)
    }
  }

  override func stopLoading() {}
}

/// Called by CFixtureSessions with each configuration a session is made with (borrowed).
@_cdecl("widgetgallery_prepare_session_configuration")
func prepareSessionConfiguration(_ configuration: UnsafeMutableRawPointer) {
  FixtureURLs.prepareSessionConfiguration(Unmanaged<URLSessionConfiguration>.fromOpaque(configuration).takeUnretainedValue())
}

/// `urls.json`: absolute http(s) URL → a file in the fixture folder. Read with the rest of
/// ``AppDataFixtures`` when the folder is loaded, because the table is installed whole.
enum URLFixtureSource: FixtureSource {
  static let location = "urls.json"
  static let empty: [String: URLFixture] = [:]

  static func read(from url: URL) throws -> [String: URLFixture] {
    try AppDataFixtures.readURLs(from: url, base: url.deletingLastPathComponent())
  }

  /// `urls.json` mapping each URL to an empty file under `responses/`, named after the URL,
  /// for the response body to be put in.
  static func skeleton(for requests: [String]) -> [String: Data] {
    var files: [String: Data] = [:]
    var table: [String: String] = [:]
    for url in requests {
      var path = responsePath(for: url)
      var suffix = 2
      while files[path] != nil {
        path = responsePath(for: url) + "-\(suffix)"
        suffix += 1
      }
      files[path] = Data()
      table[url] = path
    }
    files[location] = skeletonJSON(table)
    return files
  }

  /// `responses/<host>/<path>`, each part reduced to letters, digits, `.`, `-` and `_`.
  static func responsePath(for url: String) -> String {
    let parsed = URL(string: url)
    var parts = [parsed?.host ?? "unknown-host"]
    parts += (parsed?.path ?? "").split(separator: "/").map(String.init)
    if parts.count == 1 { parts.append("index") }
    if let query = parsed?.query, !query.isEmpty { parts[parts.count - 1] += "_" + query }
    let safe = parts.map { part -> String in
      let cleaned = String(
        part.unicodeScalars.map {
          CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0) ? Character($0) : "_"
        })
      return cleaned.allSatisfy { $0 == "." } ? "_" : cleaned
    }
    return (["responses"] + safe).joined(separator: "/")
  }
}

/// CFixtureSessions' `widgetgallery_sessions_are_intercepted()`, called by its C name: this module
/// links the C target but does not import it, so no module that imports this one (the Apple-named
/// modules do) needs the C target's module map. Packages that test `canImport(UIKit)` and import
/// them never have it.
@_silgen_name("widgetgallery_sessions_are_intercepted")
private func sessionsAreIntercepted() -> Int32
