import Foundation

/// What an observer query's update handler calls when it has handled an update (iOS then
/// stops waking the app for it).
public typealias HKObserverQueryCompletionHandler = () -> Void

/// Calls its update handler when samples of a type are added or removed. The fixtures never
/// change while a widget is drawn, so the handler is called once, when the query is executed,
/// as iOS first calls it; stopping the query has nothing left to stop.
public class HKObserverQuery: HKQuery, @unchecked Sendable {
  // Sendable: its stored properties are `let`s; the handler, which need not be Sendable, is called once, by the store
  // that executes the query.
  private let updateHandler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?,
    updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
  ) {
    self.updateHandler = updateHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func run() {
    updateHandler(self, {}, nil)
  }
}
