// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Equatable, Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    self.latitude = 0
    self.longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the coordinate is on Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A coordinate with its accuracy, altitude, speed and course, and when it was measured.
public class CLLocation: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let ellipsoidalAltitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationSpeedAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirectionAccuracy
  public let timestamp: Date

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
    speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.ellipsoidalAltitude = altitude
    self.horizontalAccuracy = hAccuracy
    self.verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: course,
      courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1,
      courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
  }

  /// A location at sea level with no accuracy information, measured now.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
      verticalAccuracy: -1, timestamp: Date())
  }

  /// The great-circle distance in metres (haversine on a sphere of Earth's mean radius).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let latitude1 = coordinate.latitude * .pi / 180
    let latitude2 = location.coordinate.latitude * .pi / 180
    let latitudeDelta = latitude2 - latitude1
    let longitudeDelta = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a =
      sin(latitudeDelta / 2) * sin(latitudeDelta / 2) + cos(latitude1) * cos(latitude2) * sin(longitudeDelta / 2)
      * sin(longitudeDelta / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  public override var description: String {
    String(
      format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f)", locale: Locale(identifier: "en_US_POSIX"),
      coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course)
  }
}
