import Foundation
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

/// The process-wide table of URL fixtures, answered by ``FixtureURLProtocol`` for
/// `URLSession.shared` and by the `Data(contentsOf:)` replacement for remote URLs.
///
/// Sessions made with `URLSession(configuration:)` are not covered: corelibs Foundation gives
/// their configurations its own HTTP protocol first, ahead of registered classes.
enum FixtureURLs {
  private static let table = Mutex<[String: URLFixture]>([:])

  /// Registers ``FixtureURLProtocol`` once per process and checks that `URLSession.shared`
  /// picked it up (the shared session copies the registered classes when it is created).
  private static let registration: Result<Void, AppDataFixtureError> = {
    _ = URLProtocol.registerClass(FixtureURLProtocol.self)
    let classes = URLSession.shared.configuration.protocolClasses ?? []
    guard classes.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(FixtureURLProtocol.self) }) else {
      return .failure(.sharedSessionCreatedBeforeInstall)
    }
    return .success(())
  }()

  /// Makes `fixtures` (keyed by absolute URL string) the only URLs answered.
  static func install(_ fixtures: [String: URLFixture]) throws {
    try registration.get()
    table.withLock { $0 = fixtures }
  }

  /// The fixture for `url`, or the error that names it.
  static func fixture(for url: URL) -> Result<URLFixture, AppDataFixtureError> {
    table.withLock { $0[url.absoluteString] }.map { .success($0) } ?? .failure(.noFixture(url: url.absoluteString))
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

/// Answers every http(s) request of `URLSession.shared` from the installed URL fixtures:
/// status 200 with the file's bytes, or an immediate failure naming the URL.
final class FixtureURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
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
