import Combine

/// What a subscriber at the end of an operator saw, whatever the operator's output and failure
/// types: how many values, and each completion as "finished" or "failure".
final class Probe {
  private let valueCount: () -> Int
  private let completionNames: () -> [String]
  private let requestMore: (Subscribers.Demand) -> Void
  private let cancelSubscription: () -> Void
  /// Whether a value or a completion arrived after the first completion.
  private let eventsAfterCompletion: () -> Int

  /// Subscribes to `publisher` with a subscriber that asks for `initial` values at first.
  init<P: Publisher>(_ publisher: P, initial: Subscribers.Demand) {
    let subscriber = RecordingSubscriber<P.Output, P.Failure>(initial: initial)
    publisher.subscribe(subscriber)
    valueCount = { subscriber.valueCount }
    completionNames = { subscriber.completions }
    requestMore = { subscriber.subscription?.request($0) }
    cancelSubscription = { subscriber.subscription?.cancel() }
    eventsAfterCompletion = { subscriber.lateEvents }
  }

  var values: Int { valueCount() }
  var completions: [String] { completionNames() }
  var lateEvents: Int { eventsAfterCompletion() }

  func request(_ demand: Subscribers.Demand) {
    requestMore(demand)
  }

  func cancel() {
    cancelSubscription()
  }

  /// A subscriber that counts what it receives and asks for nothing after its first request.
  private final class RecordingSubscriber<Input, Failure: Error>: Subscriber {
    private let initial: Subscribers.Demand
    private(set) var subscription: (any Subscription)?
    private(set) var valueCount = 0
    private(set) var completions: [String] = []
    private(set) var lateEvents = 0

    init(initial: Subscribers.Demand) {
      self.initial = initial
    }

    func receive(subscription: any Subscription) {
      self.subscription = subscription
      if initial > .none {
        subscription.request(initial)
      }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      if !completions.isEmpty {
        lateEvents += 1
      }
      valueCount += 1
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      if !completions.isEmpty {
        lateEvents += 1
      }
      switch completion {
      case .finished: completions.append("finished")
      case .failure: completions.append("failure")
      }
    }
  }
}
