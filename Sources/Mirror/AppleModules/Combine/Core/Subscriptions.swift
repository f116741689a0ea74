/// Subscriptions that publishers hand out.
public enum Subscriptions {}

extension Subscriptions {
  /// A subscription that ignores requests and cancellation, for publishers that complete at once.
  public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription of publishers with nothing to deliver.
final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
  static let shared = EmptySubscription()

  var description: String { "Empty" }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {}
}
