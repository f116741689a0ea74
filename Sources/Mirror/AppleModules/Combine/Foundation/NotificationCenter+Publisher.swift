import Foundation

extension NotificationCenter {
  /// A publisher of the notifications of one name (and object) this center posts.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Notification {
      let subscription = NotificationSubscription(AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      subscription.observe(center, name: name, object: object)
    }
  }

  /// The notifications named `name` (from `object`, if given) this center posts.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

extension NotificationCenter.Publisher: Equatable {
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber of a notification publisher: it observes the center until cancelled, and
/// drops notifications posted while the subscriber asks for none.
///
/// `@unchecked Sendable`: the center calls the observer block on the posting thread; the state
/// it touches is guarded by the lock.
final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
  // Sendable: its state is read and written only under `lock`.
  private let lock = NSLock()
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var observation: (center: NotificationCenter, token: any NSObjectProtocol)?

  init(_ downstream: AnySubscriber<Notification, Never>) {
    self.downstream = downstream
  }

  var description: String { "NotificationCenter Observer" }

  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    guard lock.withLock({ downstream != nil }) else { return }
    let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] in self?.post($0) }
    let stillWanted = lock.withLock {
      guard downstream != nil else { return false }
      observation = (center, token)
      return true
    }
    if !stillWanted {
      center.removeObserver(token)
    }
  }

  private func post(_ notification: Notification) {
    let downstream = lock.withLock {
      guard demand > .none, let downstream = self.downstream else { return AnySubscriber<Notification, Never>?.none }
      demand -= 1
      return downstream
    }
    guard let downstream else { return }
    let more = downstream.receive(notification)
    lock.withLock { demand += more }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    let observation = lock.withLock {
      defer {
        downstream = nil
        self.observation = nil
      }
      return self.observation
    }
    if let observation {
      observation.center.removeObserver(observation.token)
    }
  }
}
