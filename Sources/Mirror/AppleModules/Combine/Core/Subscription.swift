/// The connection of one subscriber to one publisher: the subscriber asks for values through it
/// and cancels it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}
