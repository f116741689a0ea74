import Foundation

/// Whether the app may write a type; every type is authorized.
public enum HKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case sharingDenied = 1
  case sharingAuthorized = 2
}

/// Whether asking for authorization would show a sheet; it never would.
public enum HKAuthorizationRequestStatus: Int, Sendable {
  case unknown = 0
  case shouldRequest = 1
  case unnecessary = 2
}

/// How often background delivery wakes the app.
public enum HKUpdateFrequency: Int, Sendable {
  case immediate = 1
  case hourly = 2
  case daily = 3
  case weekly = 4
}

/// The health store: health data is available, authorization is granted, and queries are
/// answered from the fixture folder's `HealthKit/health.json`, on a background queue.
public final class HKHealthStore: NSObject, @unchecked Sendable {
  // Sendable: it holds no state; queries read the installed fixture on the store's serial queue.
  private static let queue = DispatchQueue(label: "HealthKit.HKHealthStore")

  public override init() {}

  public class func isHealthDataAvailable() -> Bool { true }

  public func supportsHealthRecords() -> Bool { false }

  public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .sharingAuthorized }

  public func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
    completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.queue.async { completion(true, nil) }
  }

  public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}

  public func getRequestStatusForAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
    completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
  ) {
    Self.queue.async { completion(.unnecessary, nil) }
  }

  public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>)
    async throws -> HKAuthorizationRequestStatus
  {
    .unnecessary
  }

  /// Runs `query`: its handler is called on a background queue with the fixture's answer.
  public func execute(_ query: HKQuery) {
    Self.queue.async { query.run() }
  }

  /// Stops a long-running query; fixture queries have already answered.
  public func stop(_ query: HKQuery) {}

  /// Asks iOS to wake the app when samples of `type` change. A no-op here: the gallery never
  /// runs an app in the background and the fixtures never change, so the completion reports
  /// success, as iOS does for a type the app may read, and nothing is ever delivered.
  public func enableBackgroundDelivery(
    for type: HKObjectType, frequency: HKUpdateFrequency,
    withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.queue.async { completion(true, nil) }
  }

  /// `enableBackgroundDelivery(for:frequency:withCompletion:)` as an async call: a no-op here.
  public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {}

  /// Stops background delivery for `type`: a no-op here, as none is ever delivered.
  public func disableBackgroundDelivery(
    for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.queue.async { completion(true, nil) }
  }

  /// `disableBackgroundDelivery(for:withCompletion:)` as an async call: a no-op here.
  public func disableBackgroundDelivery(for type: HKObjectType) async throws {}

  /// Stops every background delivery: a no-op here, as none is ever delivered.
  public func disableAllBackgroundDelivery(withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    Self.queue.async { completion(true, nil) }
  }

  /// `disableAllBackgroundDelivery(withCompletion:)` as an async call: a no-op here.
  public func disableAllBackgroundDelivery() async throws {}
}
