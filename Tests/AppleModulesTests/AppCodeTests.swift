import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import UIKit
import XCTest

/// App code compiled into a widget extension (`XcodeExtension/AppScreens.swift`): what it
/// draws where the gallery draws it, and what its Foundation, Security and UIKit calls answer.
@MainActor final class AppCodeTests: XCTestCase {
  func testAnObservableObjectPlacedInTheEnvironmentIsReadByItsType() async {
    let settings = ForecastSettings()
    settings.city = "Porto"
    let texts = resolve(ForecastSettingsScreen(anchor: CGPoint(x: 10, y: 20)).environment(settings)).texts
    XCTAssertTrue(texts.contains("Porto"), "\(texts)")
    XCTAssertEqual(resolve(OptionalSettingsLabel().environment(settings)).texts, ["Porto"])
    XCTAssertEqual(resolve(OptionalSettingsLabel()).texts, ["No settings"], "the optional form reads nil without one")
  }

  func testASectionDrawsItsHeaderContentAndFooterInOrderAMenuItsLabelAndAPickerNothing() async {
    let texts = resolve(ForecastSettingsScreen(anchor: .zero).environment(ForecastSettings())).texts
    XCTAssertEqual(texts, ["City", "Lisbon", "°C", "Options"])
  }

  func testABindableGivesBindingsToAnObservableObjectsProperties() async {
    let settings = ForecastSettings()
    Bindable(settings).city.wrappedValue = "Faro"
    XCTAssertEqual(settings.city, "Faro")
    XCTAssertEqual(resolve(CitySwitcher(settings: settings)).texts, ["Faro"], "the menu draws its label alone")
  }

  func testATagIsKeptAsTheViewsTraitWithoutChangingWhatIsDrawn() async {
    let node = resolve(Text("Day").tag(ForecastPeriod.day))
    XCTAssertEqual(node.traits.tag, AnyHashable(ForecastPeriod.day))
    XCTAssertEqual(node.texts, ["Day"])
  }

  func testAStateDeclaredWithoutAValueIsSetByTheInitializer() async {
    // `@State private var anchor: CGPoint` with no value compiles, as on iOS, and holds what
    // `init` set: the view is positioned at it.
    let rendered = layOut(
      ForecastSettingsScreen(anchor: CGPoint(x: 40, y: 30)).environment(ForecastSettings()), width: 200, height: 200)
    XCTAssertEqual(rendered.allNodes.compactMap(\.text).count, 4)
  }

  func testFoundationSecurityAndUIKitCallsAnswerAsOnIOS() async {
    let now = Date(timeIntervalSince1970: 1_718_012_460)
    XCTAssertEqual(lastUpdated(now.addingTimeInterval(-3_600), relativeTo: now), "1 hr. ago")
    XCTAssertEqual(localizedTitle("Forecast"), "Forecast")
    XCTAssertEqual(String(localized: "\(3) days"), "3 days")
    XCTAssertEqual(forecastRequest(URL(string: "https://example.com")!).networkServiceType, .responsiveData)
    XCTAssertEqual(keychainStatusName(-128), "canceled", "errSecUserCanceled")
    XCTAssertEqual(keychainStatusName(-25_264), "wrong password", "errSecPkcs12VerifyFailure")
    XCTAssertEqual(ForecastError.offline.localizedStringResource.key, "The forecast is offline")

    let controller = ForecastListController()
    XCTAssertEqual(controller.view.subviews.count, 1, "viewDidLoad ran when the view was first read")
    XCTAssertEqual(controller.layout.sectionInset.left, 16)
    let cell = ForecastCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    XCTAssertEqual(cell.subviews.count, 1)
    XCTAssertTrue(cell.label.superview === cell)
  }

  func testAFileImportingOnlyFoundationSeesFoundationAsOnIOS() {
    let now = Date(timeIntervalSince1970: 1_718_012_460)
    let model = FoundationOnlyModel(updated: now.addingTimeInterval(-7_200))
    XCTAssertEqual(model.age(at: now), "2h ago")
    XCTAssertEqual(model.uptime(5_400), "1h 30m")
    XCTAssertEqual(model.title.key, "Server status")
    XCTAssertEqual(FoundationOnlyError().localizedStringResource.key, "The server did not answer")
    XCTAssertNotNil(model.sharedFolder(), "an App Group without a fixture gets an empty container")

    let store = FoundationOnlyStore()
    var changes = 0
    let watching = store.objectWillChange.sink { changes += 1 }
    store.count = 3
    XCTAssertEqual(changes, 1)
    watching.cancel()
  }
}
