import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class WidgetContainerTests: XCTestCase {
  func testSmallWidgetHasSixteenPointMargins() async {
    let widget = layOutWidget(Color.red, family: .systemSmall)
    XCTAssertEqual(widget.size, CGSize(width: 158, height: 158))
    assertFrame(widget.content, 16, 16, 126, 126)
    XCTAssertEqual(widget.cornerRadius, WidgetContainer.phoneCornerRadius)
  }

  func testContentMarginsDisabled() async {
    let widget = layOutWidget(Color.red, family: .systemSmall, marginsDisabled: true)
    assertFrame(widget.content, 0, 0, 158, 158)
  }

  func testContentIsCentredInTheWidget() async {
    let widget = layOutWidget(Text("Hi"), family: .systemMedium)
    let width = pixelCeil(measured("Hi").size.width)
    assertFrame(widget.content, (338 - width) / 2, (158 - bodyLine) / 2, width, bodyLine)
  }

  func testDefaultDeviceFamilySizes() async {
    let device = Device.default
    XCTAssertEqual(device.size(for: .systemMedium), CGSize(width: 338, height: 158))
    XCTAssertEqual(device.size(for: .systemLarge), CGSize(width: 338, height: 354))
    XCTAssertEqual(device.size(for: .accessoryCircular), CGSize(width: 72, height: 72))
    XCTAssertEqual(device.size(for: .accessoryRectangular), CGSize(width: 160, height: 72))
    XCTAssertEqual(device.size(for: .accessoryInline), CGSize(width: 234, height: 26))
    XCTAssertNil(device.size(for: .systemExtraLarge))
  }

  func testOtherDevicesByName() async {
    XCTAssertEqual(Device.named("iPhone-430x932")?.size(for: .systemSmall), CGSize(width: 170, height: 170))
    XCTAssertEqual(Device.named("iphone-414x736")?.size(for: .systemMedium), CGSize(width: 348, height: 157))
    XCTAssertEqual(Device.named("iphone-375x667")?.size(for: .accessoryRectangular), CGSize(width: 153, height: 68))
    XCTAssertEqual(Device.named("iphone-402x874-ios26")?.size(for: .systemLarge), CGSize(width: 349.67, height: 365))
    XCTAssertEqual(Device.named("iphone-390x844-ios26")?.size(for: .accessoryInline)?.height, 36)
    XCTAssertNil(Device.named("nokia-3310"))
  }

  func testIPadCanvasAndRadius() async {
    let pad = Device.named("ipad-1024x1366")!
    XCTAssertEqual(pad.size(for: .systemExtraLarge), CGSize(width: 795, height: 378.5))
    let widget = layOutWidget(Color.red, family: .systemLarge, device: pad)
    XCTAssertEqual(widget.size, CGSize(width: 378.5, height: 378.5))
    XCTAssertEqual(widget.cornerRadius, WidgetContainer.padCornerRadius)
  }

  func testAccessoryFamiliesHaveSmallerMarginsAndTheirShape() async {
    let circular = layOutWidget(Color.red, family: .accessoryCircular)
    XCTAssertEqual(circular.cornerRadius, 36)
    assertFrame(
      circular.content, WidgetContainer.accessoryMargin, WidgetContainer.accessoryMargin,
      72 - 2 * WidgetContainer.accessoryMargin, 72 - 2 * WidgetContainer.accessoryMargin)
    let inline = layOutWidget(Color.red, family: .accessoryInline)
    assertFrame(inline.content, 0, 0, 234, 26)
  }

  func testContainerBackgroundFillsTheWholeWidget() async throws {
    let widget = layOutWidget(Text("Hi").containerBackground(Color.blue, for: .widget), family: .systemMedium)
    let background = try XCTUnwrap(widget.background)
    assertFrame(background, 0, 0, 338, 158)
  }

  func testBackgroundRemovedWhereTheSystemHidesIt() async {
    var environment = EnvironmentValues()
    environment.showsWidgetContainerBackground = false
    let widget = layOutWidget(
      Text("Hi").containerBackground(Color.blue, for: .widget), family: .systemSmall, environment: environment)
    XCTAssertNil(widget.background)
  }

  /// ContainerRelativeShape is concentric with the widget: its radius is the widget's less
  /// the inset (Apple, "ContainerRelativeShape").
  func testContainerRelativeShapeIsConcentric() async {
    let widget = layOutWidget(ContainerRelativeShape().fill(Color.red), family: .systemSmall)
    let content = widget.content
    guard case .fill(let path, _, _) = content.content else { return XCTFail("shape fill") }
    XCTAssertEqual(
      path, Path(roundedRect: content.frame, cornerRadius: WidgetContainer.phoneCornerRadius - 16, style: .continuous))
  }

  func testContainerRelativeShapeAtTheEdgeHasTheWidgetRadius() async {
    let widget = layOutWidget(ContainerRelativeShape().fill(Color.red), family: .systemSmall, marginsDisabled: true)
    guard case .fill(let path, _, _) = widget.content.content else { return XCTFail("shape fill") }
    XCTAssertEqual(
      path, Path(roundedRect: widget.content.frame, cornerRadius: WidgetContainer.phoneCornerRadius, style: .continuous))
  }

  func testDeepInsetContainerRelativeShapeIsSquare() async {
    let widget = layOutWidget(ContainerRelativeShape().fill(Color.red).padding(20), family: .systemSmall)
    let shape = widget.content.node("ContainerRelativeShape")
    guard case .fill(let path, _, _) = shape.content else { return XCTFail("shape fill") }
    XCTAssertEqual(path, Path(shape.frame))
  }

  func testWidgetURLIsCollected() async {
    let url = URL(string: "app://item/1")!
    let widget = layOutWidget(Text("Hi").widgetURL(url), family: .systemSmall)
    XCTAssertEqual(widget.widgetURL, url)
  }

  func testLinkBecomesAnEffect() async {
    let url = URL(string: "app://link")!
    let widget = layOutWidget(Link(destination: url) { Text("Open") }, family: .systemMedium)
    XCTAssertEqual(widget.content.effects.link, url)
    XCTAssertEqual(widget.content.children.first?.viewType, "Text")
  }

  func testAccessibilityTitleInReadingOrder() async {
    let widget = layOutWidget(
      VStack {
        Text("Hello")
        Image(systemName: "star").accessibilityLabel("Favourite")
        Text("Hidden").accessibilityHidden(true)
        Text("World")
      }, family: .systemMedium)
    XCTAssertEqual(widget.accessibilityTitle, "Hello Favourite World")
    XCTAssertEqual(widget.content.node("Image").accessibilityLabel, "Favourite")
  }

  func testRedactedWordsStayOutOfTheAccessibilityTitle() async {
    var locked = EnvironmentValues()
    locked.redactionReasons = .privacy
    let privacy = layOutWidget(
      VStack {
        Text("Balance")
        Text("$1,024").privacySensitive()
        Image(systemName: "lock").accessibilityLabel("Account 42").privacySensitive()
      }, family: .systemSmall, environment: locked)
    XCTAssertEqual(privacy.accessibilityTitle, "Balance")

    var placeholder = EnvironmentValues()
    placeholder.redactionReasons = .placeholder
    let redacted = layOutWidget(
      VStack {
        Text("Secret plans")
        Text("Brand").unredacted()
      }, family: .systemSmall, environment: placeholder)
    XCTAssertEqual(redacted.accessibilityTitle, "Brand")
  }

  func testColourSchemeAndRenderingModeAreCarried() async {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.widgetRenderingMode = .accented
    let widget = layOutWidget(Text("Hi").widgetAccentable(), family: .systemSmall, environment: environment)
    XCTAssertEqual(widget.colorScheme, .dark)
    XCTAssertEqual(widget.renderingMode, .accented)
    XCTAssertTrue(widget.content.isAccentGroup)
  }
}
