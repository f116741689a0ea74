import Foundation
import XCTest

@testable import GalleryFixtures

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every request of every kind of session is answered from the fixtures or fails naming its
/// URL, and none opens a connection: a listener on 127.0.0.1 sees nothing.
final class NoNetworkTests: XCTestCase {
  /// A TCP listener on 127.0.0.1 that never accepts; the kernel queues any connection made
  /// to it, which a non-blocking `accept` then finds.
  private final class Listener {
    let socket: Int32
    let port: UInt16

    init() throws {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard socket >= 0 else { throw POSIXError(.EIO) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
          bind(socket, pointer, length) == 0 && listen(socket, 16) == 0 && getsockname(socket, pointer, &length) == 0
        }
      }
      guard bound else {
        close(socket)
        throw POSIXError(.EADDRINUSE)
      }
      self.socket = socket
      port = UInt16(bigEndian: address.sin_port)
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    }

    /// How many connections reached the listener.
    func connections() -> Int {
      var count = 0
      while case let connection = accept(socket, nil, nil), connection >= 0 {
        close(connection)
        count += 1
      }
      return count
    }

    deinit { close(socket) }
  }

  private final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Sendable: its state is read and written only under `lock`.
    private let lock = NSLock()
    private var received = Data()
    private var responses = 0
    private var completed: (() -> Void)?

    /// Calls `completion` when the next task completes.
    func onCompletion(_ completion: @escaping () -> Void) { lock.withLock { completed = completion } }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      lock.withLock { completed }?()
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      lock.withLock { responses += 1 }
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      lock.withLock { received.append(data) }
    }

    var state: (responses: Int, data: Data) { lock.withLock { (responses, received) } }
  }

  private var folder: URL?

  override func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
    MissingFixtures.reset()
  }

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  /// Installs a fixture answering `url` with `body`.
  private func install(answering url: String, with body: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NoNetworkTests-\(UUID().uuidString)")
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"\#(url)": "body.json"}"#.utf8).write(to: folder.appendingPathComponent("urls.json"))
    try Data(body.utf8).write(to: folder.appendingPathComponent("body.json"))
    try AppDataFixtures(directory: folder).install()
  }

  /// Runs a data task and returns its body or error.
  private func load(_ url: URL, in session: URLSession) -> Result<Data, URLError> {
    let done = expectation(description: "\(url) finished")
    nonisolated(unsafe) var result: Result<Data, URLError> = .failure(URLError(.unknown))
    session.dataTask(with: url) { data, _, error in
      result = error.map { .failure(($0 as? URLError) ?? URLError(.unknown)) } ?? .success(data ?? Data())
      done.fulfill()
    }.resume()
    wait(for: [done], timeout: 10)
    return result
  }

  func testNoSessionKindReachesTheListenerAndEachRequestFailsNamingItsURL() throws {
    let listener = try Listener()
    let base = "http://127.0.0.1:\(listener.port)"
    try install(answering: "\(base)/fixture.json", with: #"{"answered": true}"#)
    let delegate = Delegate()
    let sessions: [(String, URLSession)] = [
      ("shared", URLSession.shared),
      ("default", URLSession(configuration: .default)),
      ("ephemeral", URLSession(configuration: .ephemeral)),
      ("delegate", URLSession(configuration: .default, delegate: delegate, delegateQueue: nil)),
      ("explicit", URLSession(configuration: URLSessionConfiguration.default, delegate: nil, delegateQueue: OperationQueue())),
    ]
    for (name, session) in sessions {
      let url = try XCTUnwrap(URL(string: "\(base)/\(name)"))
      switch load(url, in: session) {
      case .success: XCTFail("\(name): a request without a fixture was answered")
      case .failure(let error):
        XCTAssertEqual(error.code, .resourceUnavailable, "\(name): not answered by the fixture protocol: \(error)")
        XCTAssertTrue(error.localizedDescription.contains(url.absoluteString), "\(name): \(error.localizedDescription)")
      }
    }
    let contents = try XCTUnwrap(URL(string: "\(base)/contents"))
    XCTAssertThrowsError(try Data(contentsOf: contents)) { error in
      XCTAssertTrue(error.localizedDescription.contains(contents.absoluteString), error.localizedDescription)
    }
    XCTAssertThrowsError(try String(contentsOf: contents, encoding: .utf8))
    XCTAssertEqual(listener.connections(), 0, "a request reached the network")

    let fixture = try XCTUnwrap(URL(string: "\(base)/fixture.json"))
    for (name, session) in sessions {
      XCTAssertEqual(try load(fixture, in: session).get(), Data(#"{"answered": true}"#.utf8), name)
    }
    // Without a completion handler, the delegate gets the response and the data.
    let delivered = expectation(description: "delegate task completes")
    delegate.onCompletion { delivered.fulfill() }
    sessions[3].1.dataTask(with: fixture).resume()
    wait(for: [delivered], timeout: 10)
    XCTAssertEqual(delegate.state.responses, 1)
    XCTAssertEqual(delegate.state.data, Data(#"{"answered": true}"#.utf8))
    XCTAssertEqual(listener.connections(), 0, "a request reached the network")
    XCTAssertEqual(
      MissingFixtures.requests(in: URLFixtureSource.self),
      ["contents", "default", "delegate", "ephemeral", "explicit", "shared"].map { "\(base)/\($0)" })
  }

  func testAListenerThatIsReachedCountsTheConnection() throws {
    let listener = try Listener()
    let client = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(client) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = listener.port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    XCTAssertEqual(connected, 0)
    XCTAssertEqual(listener.connections(), 1)
  }

  func testSessionsMadeWithAConfigurationPutTheFixtureProtocolFirst() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = []
    let session = URLSession(configuration: configuration)
    XCTAssertTrue(session.configuration.protocolClasses?.first == FixtureURLProtocol.self)
  }

  /// Each entry point that makes a session (allocating, and the initializing one an optimised
  /// build calls after allocating the session itself) resolves to the program's own definition,
  /// not FoundationNetworking's.
  func testEverySessionInitializerSymbolIsTheProgramsOwn() throws {
    let symbols = [
      "$s20FoundationNetworking10URLSessionC13configurationAcA0C13ConfigurationC_tcfC",
      "$s20FoundationNetworking10URLSessionC13configurationAcA0C13ConfigurationC_tcfc",
      "$s20FoundationNetworking10URLSessionC13configuration8delegate0E5QueueAcA0C13ConfigurationC_"
        + "AA0C8Delegate_pSg0A009OperationF0CSgtcfC",
      "$s20FoundationNetworking10URLSessionC13configuration8delegate0E5QueueAcA0C13ConfigurationC_"
        + "AA0C8Delegate_pSg0A009OperationF0CSgtcfc",
    ]
    let program = try XCTUnwrap(dlopen(nil, RTLD_NOW))
    let library = try XCTUnwrap(dlopen("libFoundationNetworking.so", RTLD_NOW | RTLD_NOLOAD), "FoundationNetworking is loaded")
    defer {
      dlclose(program)
      dlclose(library)
    }
    for symbol in symbols {
      let found = try XCTUnwrap(dlsym(program, symbol), symbol)
      let libraries = try XCTUnwrap(dlsym(library, symbol), symbol)
      XCTAssertNotEqual(found, libraries, "\(symbol) is FoundationNetworking's, not the program's")
    }
  }
}
