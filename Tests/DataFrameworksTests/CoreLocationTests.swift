import CoreLocation
import Foundation
import GalleryFixtures
import XCTest

/// The location manager and geocoder as Apple documents them, over `Location/location.json`.
final class CoreLocationTests: FrameworkTestCase {
  private final class Delegate: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    // Sendable: the manager's queue sets its properties and then fulfills `done`; the test reads
    // them after its wait for `done`, which orders the reads after the writes.
    var locations: [CLLocation] = []
    var error: (any Error)?
    var authorizationChanges = 0
    let done: XCTestExpectation

    init(_ done: XCTestExpectation) { self.done = done }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
      self.locations = locations
      done.fulfill()
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
      self.error = error
      done.fulfill()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      authorizationChanges += 1
      done.fulfill()
    }
  }

  func testTheManagersLocationIsTheFixtures() throws {
    try install()
    let manager = CLLocationManager()
    XCTAssertEqual(manager.authorizationStatus, .authorizedWhenInUse)
    XCTAssertTrue(manager.isAuthorizedForWidgetUpdates)
    let location = try XCTUnwrap(manager.location)
    XCTAssertEqual(location.coordinate, CLLocationCoordinate2D(latitude: 52.5219, longitude: 13.4132))
    XCTAssertEqual(location.altitude, 34)
    XCTAssertEqual(location.horizontalAccuracy, 10)
    XCTAssertEqual(location.timestamp, ReferenceClock.date)
  }

  func testRequestLocationCallsTheDelegate() throws {
    try install()
    let manager = CLLocationManager()
    let delivered = expectation(description: "location delivered")
    let delegate = Delegate(delivered)
    manager.delegate = delegate
    manager.requestLocation()
    wait(for: [delivered], timeout: 10)
    XCTAssertEqual(delegate.locations.map(\.coordinate.latitude), [52.5219])

    let reported = expectation(description: "authorization reported")
    let authorization = Delegate(reported)
    manager.delegate = authorization
    manager.requestWhenInUseAuthorization()
    wait(for: [reported], timeout: 10)
    XCTAssertEqual(authorization.authorizationChanges, 1)
  }

  func testWithoutALocationTheDelegateGetsLocationUnknownAndItIsRecorded() throws {
    let folder = try variant { folder in
      try Data(#"{"placemarks": []}"#.utf8).write(to: folder.appendingPathComponent("Location/location.json"))
    }
    try install(folder)
    let manager = CLLocationManager()
    let failed = expectation(description: "failure delivered")
    let delegate = Delegate(failed)
    manager.delegate = delegate
    let output = standardError {
      manager.requestLocation()
      wait(for: [failed], timeout: 10)
    }
    XCTAssertEqual((delegate.error as? CLError)?.code, .locationUnknown)
    XCTAssertTrue(output.contains("Location/location.json has no location"), output)
    XCTAssertNil(manager.location)
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()["Location/location.json"])
    XCTAssertNotNil((try JSONSerialization.jsonObject(with: skeleton) as? [String: Any])?["location"])
  }

  func testDeniedAuthorizationGivesNoLocation() throws {
    let folder = try variant { folder in
      let file = folder.appendingPathComponent("Location/location.json")
      let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "authorizedWhenInUse", with: "denied")
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    try install(folder)
    let manager = CLLocationManager()
    XCTAssertEqual(manager.authorizationStatus, .denied)
    XCTAssertFalse(manager.isAuthorizedForWidgetUpdates)
    XCTAssertNil(manager.location)
  }

  func testReverseGeocodingFindsTheNearestPlacemarkWithinFiveKilometres() async throws {
    try install()
    let placemarks = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 52.53, longitude: 13.40))
    XCTAssertEqual(placemarks.map(\.name), ["Alexanderplatz"])
    XCTAssertEqual(placemarks.first?.locality, "Berlin")
    XCTAssertEqual(placemarks.first?.timeZone?.identifier, "Europe/Berlin")
    do {
      _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 40.0, longitude: -74.0))
      XCTFail("expected no result")
    } catch let error as CLError {
      XCTAssertEqual(error.code, .geocodeFoundNoResult)
      XCTAssertTrue(error.localizedDescription.contains("Location/location.json"))
    }
    let forward = try await CLGeocoder().geocodeAddressString("Paris")
    XCTAssertEqual(forward.map(\.isoCountryCode), ["FR"])
  }

  func testReverseGeocodingCompletionRunsOnTheMainQueue() throws {
    try install()
    let onMain: Bool = try waitFor { done in
      CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 48.8584, longitude: 2.2945)) { placemarks, _ in
        done(Thread.isMainThread && placemarks?.first?.name == "Tour Eiffel")
      }
    }
    XCTAssertTrue(onMain)
  }

  func testDistanceIsTheGreatCircleDistance() {
    let berlin = CLLocation(latitude: 52.5219, longitude: 13.4132)
    let paris = CLLocation(latitude: 48.8584, longitude: 2.2945)
    XCTAssertEqual(berlin.distance(from: paris), 879_700, accuracy: 2_000)
    XCTAssertEqual(berlin.distance(from: berlin), 0)
    XCTAssertTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(52, 13)))
    XCTAssertFalse(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(91, 13)))
  }

  func testAnInvalidFixtureNamesTheFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"location": {"latitude": 123, "longitude": 0}}"#.utf8).write(
        to: folder.appendingPathComponent("Location/location.json"))
    }
    try install(folder)
    let output = standardError { XCTAssertNil(CLLocationManager().location) }
    XCTAssertTrue(output.contains("Location/location.json: location.latitude: 123.0 is not within -90…90"), output)
  }
}
