import Foundation
import GalleryFixtures

/// Whether the app may use the location.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  @available(*, deprecated, renamed: "authorizedAlways")
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }

  static let named: [String: CLAuthorizationStatus] = [
    "notDetermined": .notDetermined, "restricted": .restricted, "denied": .denied, "authorizedAlways": .authorizedAlways,
    "authorizedWhenInUse": .authorizedWhenInUse,
  ]

  var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// Whether locations are precise.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy = 0
  case reducedAccuracy = 1
}

/// What a location manager tells its delegate.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The device's location as the fixture folder's `Location/location.json` gives it.
///
/// `location` is the fixture's location, at once; `requestLocation()` and
/// `startUpdatingLocation()` hand it to the delegate (or `CLError.locationUnknown` when the
/// fixture has none, which is recorded for `--missing-fixtures`). Delegate calls arrive on the
/// main queue for a manager made on the main thread, else on a queue of their own.
public class CLLocationManager: NSObject, @unchecked Sendable {
  // Sendable: as Core Location's, by contract: its settings are set by the code that owns the manager, on one thread,
  // and only read when a location is delivered on `queue`.
  public weak var delegate: (any CLLocationManagerDelegate)?
  public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  public var activityType: Int = 1
  public var pausesLocationUpdatesAutomatically = true
  public var allowsBackgroundLocationUpdates = false
  public var showsBackgroundLocationIndicator = false
  private let queue: DispatchQueue

  public override init() {
    self.queue = Thread.isMainThread ? .main : DispatchQueue(label: "CoreLocation.CLLocationManager")
    super.init()
  }

  public class func locationServicesEnabled() -> Bool { true }

  @available(*, deprecated, message: "Use the authorizationStatus property")
  public class func authorizationStatus() -> CLAuthorizationStatus {
    LocationFixture.installed()?.status ?? .notDetermined
  }

  public var authorizationStatus: CLAuthorizationStatus { LocationFixture.installed()?.status ?? .notDetermined }
  public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  /// Whether a widget may be updated with the location: when the app is authorized.
  public var isAuthorizedForWidgetUpdates: Bool { authorizationStatus.isAuthorized }

  /// The fixture's location; nil (recorded as missing) when it has none or the app is not
  /// authorized.
  public var location: CLLocation? {
    guard let data = LocationFixture.installed(), data.status.isAuthorized else { return nil }
    guard let record = data.location else {
      recordMissingLocation()
      return nil
    }
    return record.location
  }

  private func recordMissingLocation() {
    MissingFixtures.record(.deviceLocation, in: LocationFixture.self)
    FixtureDiagnostics.report("no device location: \(InstalledFixtures.path(of: LocationFixture.self)) has no location")
  }

  public func requestWhenInUseAuthorization() { notifyAuthorization() }
  public func requestAlwaysAuthorization() { notifyAuthorization() }

  private func notifyAuthorization() {
    queue.async { [self] in
      let status = authorizationStatus
      delegate?.locationManagerDidChangeAuthorization(self)
      delegate?.locationManager(self, didChangeAuthorization: status)
    }
  }

  /// Hands the fixture's location to the delegate once.
  public func requestLocation() { deliverLocation() }
  public func startUpdatingLocation() { deliverLocation() }
  public func stopUpdatingLocation() {}
  public func startMonitoringSignificantLocationChanges() { deliverLocation() }
  public func stopMonitoringSignificantLocationChanges() {}

  private func deliverLocation() {
    queue.async { [self] in
      guard let data = LocationFixture.installed() else {
        delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        return
      }
      guard data.status.isAuthorized else {
        delegate?.locationManager(self, didFailWithError: CLError(.denied))
        return
      }
      guard let record = data.location else {
        recordMissingLocation()
        delegate?.locationManager(
          self,
          didFailWithError: CLError(.locationUnknown, "no device location in \(InstalledFixtures.path(of: LocationFixture.self))")
        )
        return
      }
      delegate?.locationManager(self, didUpdateLocations: [record.location])
    }
  }
}
