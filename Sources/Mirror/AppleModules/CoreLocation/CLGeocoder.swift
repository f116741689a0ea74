import Foundation
import GalleryFixtures

/// A place: its address parts, location and time zone.
public class CLPlacemark: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let location: CLLocation?
  public let name: String?
  public let thoroughfare: String?
  public let subThoroughfare: String?
  public let locality: String?
  public let subLocality: String?
  public let administrativeArea: String?
  public let subAdministrativeArea: String?
  public let postalCode: String?
  public let country: String?
  public let isoCountryCode: String?
  public let inlandWater: String?
  public let ocean: String?
  public let timeZone: TimeZone?
  public let areasOfInterest: [String]?

  public init(placemark: CLPlacemark) {
    self.location = placemark.location
    self.name = placemark.name
    self.thoroughfare = placemark.thoroughfare
    self.subThoroughfare = placemark.subThoroughfare
    self.locality = placemark.locality
    self.subLocality = placemark.subLocality
    self.administrativeArea = placemark.administrativeArea
    self.subAdministrativeArea = placemark.subAdministrativeArea
    self.postalCode = placemark.postalCode
    self.country = placemark.country
    self.isoCountryCode = placemark.isoCountryCode
    self.inlandWater = placemark.inlandWater
    self.ocean = placemark.ocean
    self.timeZone = placemark.timeZone
    self.areasOfInterest = placemark.areasOfInterest
  }

  init(_ record: PlacemarkRecord) {
    self.location = CLLocation(latitude: record.latitude, longitude: record.longitude)
    self.name = record.fields["name"]
    self.thoroughfare = record.fields["thoroughfare"]
    self.subThoroughfare = record.fields["subThoroughfare"]
    self.locality = record.fields["locality"]
    self.subLocality = record.fields["subLocality"]
    self.administrativeArea = record.fields["administrativeArea"]
    self.subAdministrativeArea = record.fields["subAdministrativeArea"]
    self.postalCode = record.fields["postalCode"]
    self.country = record.fields["country"]
    self.isoCountryCode = record.fields["isoCountryCode"]
    self.inlandWater = record.fields["inlandWater"]
    self.ocean = record.fields["ocean"]
    self.timeZone = record.timeZone
    self.areasOfInterest = record.areasOfInterest.isEmpty ? nil : record.areasOfInterest
  }

  public override var description: String {
    [name, locality, country].compactMap { $0 }.joined(separator: ", ")
  }
}

public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Geocoding answered from the `placemarks` of `Location/location.json`: the nearest within
/// 5 km for a location, those whose name or address contains the text for an address.
/// Completion handlers run on the main queue, as Apple's do.
public class CLGeocoder: NSObject, @unchecked Sendable {
  // Sendable: it holds no state; geocoding reads the installed fixture.
  /// How far a fixture placemark may be from the location reverse geocoding is asked about.
  static let reverseRadius: CLLocationDistance = 5000

  public override init() {}

  public var isGeocoding: Bool { false }
  public func cancelGeocode() {}

  public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
    let result = Self.reverse(location)
    DispatchQueue.main.async { completionHandler(try? result.get(), result.failure) }
  }

  public func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    reverseGeocodeLocation(location, completionHandler: completionHandler)
  }

  public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    try Self.reverse(location).get()
  }

  public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
    try Self.reverse(location).get()
  }

  public func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
    let result = Self.forward(addressString)
    DispatchQueue.main.async { completionHandler(try? result.get(), result.failure) }
  }

  public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    try Self.forward(addressString).get()
  }

  static func reverse(_ location: CLLocation) -> Result<[CLPlacemark], CLError> {
    guard let data = LocationFixture.installed() else { return .failure(CLError(.network)) }
    let nearest = data.placemarks.map {
      ($0, CLLocation(latitude: $0.latitude, longitude: $0.longitude).distance(from: location))
    }
    .filter { $0.1 <= reverseRadius }.min { $0.1 < $1.1 }
    guard let nearest else {
      let request = LocationFixture.Request.placemark(
        latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
      MissingFixtures.record(request, in: LocationFixture.self)
      let message =
        "no placemark within 5 km of \(location.coordinate.latitude), \(location.coordinate.longitude) in \(InstalledFixtures.path(of: LocationFixture.self))"
      FixtureDiagnostics.report(message)
      return .failure(CLError(.geocodeFoundNoResult, message))
    }
    return .success([CLPlacemark(nearest.0)])
  }

  static func forward(_ address: String) -> Result<[CLPlacemark], CLError> {
    guard let data = LocationFixture.installed() else { return .failure(CLError(.network)) }
    let needle = address.trimmingCharacters(in: .whitespaces)
    let found = data.placemarks.filter { record in
      ["name", "locality", "administrativeArea", "country", "postalCode", "thoroughfare"].contains { key in
        guard let value = record.fields[key], !value.isEmpty, !needle.isEmpty else { return false }
        return value.localizedCaseInsensitiveContains(needle) || needle.localizedCaseInsensitiveContains(value)
      }
    }
    guard !found.isEmpty else {
      MissingFixtures.record(.address(address), in: LocationFixture.self)
      let message = "no placemark for \"\(address)\" in \(InstalledFixtures.path(of: LocationFixture.self))"
      FixtureDiagnostics.report(message)
      return .failure(CLError(.geocodeFoundNoResult, message))
    }
    return .success(found.map(CLPlacemark.init))
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
