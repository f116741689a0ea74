import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A publisher of one data task's data and response, or its `URLError`; the task starts when
  /// the subscriber asks for a value and is cancelled with the subscription.
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    public let request: URLRequest
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {
      subscriber.receive(subscription: DataTaskSubscription(AnySubscriber(subscriber), request: request, session: session))
    }
  }

  /// A publisher of the data at `url`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    dataTaskPublisher(for: URLRequest(url: url))
  }

  /// A publisher of the data `request` loads.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }
}

/// The subscription of a data task publisher.
///
/// `@unchecked Sendable`: the session calls the completion handler on its delegate queue; the
/// state it touches is guarded by the lock.
final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
  // Sendable: its state is read and written only under `lock`.
  typealias Output = (data: Data, response: URLResponse)

  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, URLError>?
  private let request: URLRequest
  private let session: URLSession
  private var task: URLSessionDataTask?
  private var isStarted = false

  init(_ downstream: AnySubscriber<Output, URLError>, request: URLRequest, session: URLSession) {
    self.downstream = downstream
    self.request = request
    self.session = session
  }

  var description: String { "DataTaskPublisher" }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    let shouldStart = lock.withLock {
      defer { isStarted = true }
      return downstream != nil && !isStarted
    }
    guard shouldStart else { return }
    let dataTask = session.dataTask(with: request) { [weak self] data, response, error in
      self?.finish(data: data, response: response, error: error)
    }
    lock.withLock { task = dataTask }
    dataTask.resume()
  }

  private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
    let downstream = lock.withLock {
      defer {
        self.downstream = nil
        task = nil
      }
      return self.downstream
    }
    guard let downstream else { return }
    if let error {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  func cancel() {
    let task = lock.withLock {
      defer {
        downstream = nil
        self.task = nil
      }
      return self.task
    }
    task?.cancel()
  }
}
