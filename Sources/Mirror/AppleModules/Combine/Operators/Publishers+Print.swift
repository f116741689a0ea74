extension Publishers {
  /// A publisher that prints a line for each event of a subscription, passing everything on.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    /// The text before each line.
    public let prefix: String
    /// Where the lines go; nil for standard output.
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let printer = LinePrinter(prefix: prefix, stream: stream)
      let events = SubscriptionEvents<Output, Failure>(
        subscription: { printer.write("receive subscription: (\($0))") },
        output: { printer.write("receive value: (\($0))") },
        completion: { completion in
          switch completion {
          case .finished: printer.write("receive finished")
          case .failure(let error): printer.write("receive error: (\(error))")
          }
        },
        cancel: { printer.write("receive cancel") },
        request: { demand in
          printer.write(demand.max.map { "request max: (\($0))" } ?? "request unlimited")
        })
      upstream.subscribe(EventsSubscription("Print", downstream: subscriber, events: events))
    }
  }
}

extension Publisher {
  /// Prints a line for each event, starting with `prefix`, to `stream` or standard output.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

/// The lines of a `print` operator, written to a stream or to standard output.
final class LinePrinter {
  private let prefix: String
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }

  func write(_ line: String) {
    guard var target = stream else {
      Swift.print(prefix + line)
      return
    }
    target.write(prefix + line + "\n")
    stream = target
  }
}
