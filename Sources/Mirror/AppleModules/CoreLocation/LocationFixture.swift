import Foundation
import GalleryFixtures

/// `Location/location.json`: where the device is, and the places geocoding knows.
///
/// ```json
/// { "authorizationStatus": "authorizedWhenInUse",
///   "location": { "latitude": 52.5219, "longitude": 13.4132, "altitude": 34, "horizontalAccuracy": 10 },
///   "placemarks": [ { "latitude": 52.5219, "longitude": 13.4132, "name": "Alexanderplatz",
///                     "locality": "Berlin", "country": "Germany", "isoCountryCode": "DE",
///                     "timeZone": "Europe/Berlin" } ] }
/// ```
/// `location` is what `CLLocationManager` reports (its `timestamp` defaults to the reference
/// time); `placemarks` answer `CLGeocoder`: reverse geocoding gives the nearest within 5 km,
/// forward geocoding those whose name, locality, administrative area or country contains the
/// address. `authorizationStatus` (`notDetermined`, `restricted`, `denied`, `authorizedAlways`,
/// `authorizedWhenInUse`) defaults to `authorizedWhenInUse`.
enum LocationFixture: FixtureSource {
  static let location = "Location/location.json"
  static let empty = LocationData(status: .authorizedWhenInUse, location: nil, placemarks: [])

  /// What geocoding or the location manager asked for and did not find.
  enum Request: Hashable, Comparable, Sendable {
    case deviceLocation
    case placemark(latitude: Double, longitude: Double)
    case address(String)
  }

  static let placemarkKeys = [
    "name", "thoroughfare", "subThoroughfare", "locality", "subLocality", "administrativeArea", "subAdministrativeArea",
    "postalCode", "country", "isoCountryCode", "inlandWater", "ocean",
  ]

  static func read(from url: URL) throws -> LocationData {
    let file = try FixtureObject.read(at: url)
    try file.allowOnly(["authorizationStatus", "location", "placemarks"])
    var status = CLAuthorizationStatus.authorizedWhenInUse
    if let name = try file.optionalString("authorizationStatus") {
      guard let named = CLAuthorizationStatus.named[name] else {
        throw file.error(
          "authorizationStatus", "\"\(name)\" is not one of \(CLAuthorizationStatus.named.keys.sorted().joined(separator: ", "))")
      }
      status = named
    }
    var location: LocationRecord?
    if let object = try file.optionalObject("location") {
      try object.allowOnly([
        "latitude", "longitude", "altitude", "horizontalAccuracy", "verticalAccuracy", "speed", "course", "timestamp",
      ])
      location = LocationRecord(
        latitude: try latitude(object), longitude: try longitude(object), altitude: try object.optionalDouble("altitude") ?? 0,
        horizontalAccuracy: try object.optionalDouble("horizontalAccuracy") ?? 5,
        verticalAccuracy: try object.optionalDouble("verticalAccuracy") ?? -1, speed: try object.optionalDouble("speed") ?? -1,
        course: try object.optionalDouble("course") ?? -1, timestamp: try object.optionalDate("timestamp") ?? ReferenceClock.date)
    }
    let placemarks = try file.objects("placemarks").map { object in
      try object.allowOnly(Set(placemarkKeys + ["latitude", "longitude", "timeZone", "areasOfInterest"]))
      var fields: [String: String] = [:]
      for key in placemarkKeys { fields[key] = try object.optionalString(key) }
      var timeZone: TimeZone?
      if let name = try object.optionalString("timeZone") {
        guard let zone = TimeZone(identifier: name) else {
          throw object.error("timeZone", "\"\(name)\" is not a time zone identifier")
        }
        timeZone = zone
      }
      return PlacemarkRecord(
        latitude: try latitude(object), longitude: try longitude(object), fields: fields, timeZone: timeZone,
        areasOfInterest: try object.strings("areasOfInterest"))
    }
    return LocationData(status: status, location: location, placemarks: placemarks)
  }

  private static func latitude(_ object: FixtureObject) throws -> Double {
    let value = try object.double("latitude")
    guard abs(value) <= 90 else { throw object.error("latitude", "\(value) is not within -90…90") }
    return value
  }

  private static func longitude(_ object: FixtureObject) throws -> Double {
    let value = try object.double("longitude")
    guard abs(value) <= 180 else { throw object.error("longitude", "\(value) is not within -180…180") }
    return value
  }

  /// `location.json` with a placeholder location (0, 0) and a placemark per place asked for.
  static func skeleton(for requests: [Request]) -> [String: Data] {
    var file: [String: Any] = [:]
    var placemarks: [[String: Any]] = []
    for request in requests {
      switch request {
      case .deviceLocation: file["location"] = ["latitude": 0, "longitude": 0]
      case .placemark(let latitude, let longitude):
        placemarks.append(["latitude": latitude, "longitude": longitude, "name": "", "locality": "", "country": ""])
      case .address(let address):
        placemarks.append(["latitude": 0, "longitude": 0, "name": address, "locality": "", "country": ""])
      }
    }
    if !placemarks.isEmpty { file["placemarks"] = placemarks }
    return [location: skeletonJSON(file)]
  }

  /// The installed fixture, or nil after saying on standard error why it is invalid.
  static func installed() -> LocationData? {
    do {
      return try InstalledFixtures.contents(of: LocationFixture.self)
    } catch {
      FixtureDiagnostics.report("\(error)")
      return nil
    }
  }
}

struct LocationRecord: Sendable {
  let latitude, longitude, altitude, horizontalAccuracy, verticalAccuracy, speed, course: Double
  let timestamp: Date

  var location: CLLocation {
    CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: altitude,
      horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy, course: course, speed: speed,
      timestamp: timestamp)
  }
}

struct PlacemarkRecord: Sendable {
  let latitude, longitude: Double
  let fields: [String: String]
  let timeZone: TimeZone?
  let areasOfInterest: [String]
}

struct LocationData: Sendable {
  let status: CLAuthorizationStatus
  let location: LocationRecord?
  let placemarks: [PlacemarkRecord]
}
