import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class EffectsAndRedactionTests: XCTestCase {
  var placeholder: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.redactionReasons = .placeholder
    return environment
  }

  func testClipShapeUsesTheFrame() async {
    let root = layOut(Color.red.frame(width: 40, height: 20).clipShape(Circle()), width: 100, height: 100)
    XCTAssertEqual(root.effects.clip, Path(ellipseIn: CGRect(x: 10, y: 0, width: 20, height: 20)))
  }

  func testCornerRadiusClips() async {
    let root = layOut(Color.red.frame(width: 40, height: 20).cornerRadius(5), width: 100, height: 100)
    XCTAssertEqual(root.effects.clip?.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  func testOpacityBlurShadowBlend() async {
    let root = layOut(
      Color.red.frame(width: 10, height: 10)
        .opacity(0.5).blur(radius: 3).shadow(color: .black, radius: 4, x: 1, y: 2).blendMode(.multiply), width: 100, height: 100)
    XCTAssertEqual(root.node("opacity").effects.opacity, 0.5)
    XCTAssertEqual(root.node("blur").effects.blurRadius, 3)
    XCTAssertEqual(root.node("shadow").effects.shadow?.offset, CGSize(width: 1, height: 2))
    XCTAssertEqual(root.node("blendMode").effects.blendMode, .multiply)
    assertFrame(root, 0, 0, 10, 10)
  }

  func testDrawingAndCompositingGroupsCompositeTheirContentAsOneLayer() async {
    let root = layOut(
      Color.red.frame(width: 10, height: 10).blendMode(.multiply).compositingGroup().drawingGroup(), width: 100, height: 100)
    XCTAssertTrue(root.node("compositingGroup").effects.isolated)
    XCTAssertTrue(root.node("drawingGroup").effects.isolated)
    XCTAssertFalse(root.node("blendMode").effects.isolated)
    assertFrame(root, 0, 0, 10, 10)
  }

  func testHiddenKeepsSpaceButDrawsNothing() async {
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).hidden()
        Color.blue.frame(width: 10, height: 10)
      }, width: 100, height: 100)
    let hidden = root.node("hidden")
    assertFrame(hidden, 0, 0, 10, 10)
    XCTAssertTrue(hidden.children.isEmpty)
    assertFrame(root.node("frame", 0), 10, 0, 10, 10)
  }

  func testRotationIsAboutTheCentre() async {
    let root = layOut(Color.red.frame(width: 20, height: 10).rotationEffect(.degrees(90)), width: 100, height: 100)
    let centre = CGPoint(x: 10, y: 5).applying(root.effects.transform)
    assertClose(centre.x, 10)
    assertClose(centre.y, 5)
    let corner = CGPoint(x: 0, y: 0).applying(root.effects.transform)
    assertClose(corner.x, 15)
    assertClose(corner.y, -5)
  }

  func testScaleEffectAboutTopLeading() async {
    let root = layOut(Color.red.frame(width: 20, height: 10).scaleEffect(2, anchor: .topLeading), width: 100, height: 100)
    let point = CGPoint(x: 20, y: 10).applying(root.effects.transform)
    assertClose(point.x, 40)
    assertClose(point.y, 20)
  }

  func testMaskIsPlacedInTheFrame() async {
    let root = layOut(Color.red.frame(width: 40, height: 40).mask { Circle() }, width: 100, height: 100)
    XCTAssertEqual(root.effects.mask.first?.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
  }

  func testRedactedTextBecomesOneBarPerLineOfTheSameSize() async {
    let string = "Placeholder text that wraps onto several lines"
    let plain = layOut(Text(string), width: 120, height: 500)
    let redacted = layOut(Text(string).redacted(reason: .placeholder), width: 120, height: 500)
    XCTAssertEqual(redacted.frame, plain.frame)
    let lines = plain.text!.layout.lines
    XCTAssertEqual(redacted.children.count, lines.count)
    for (bar, line) in zip(redacted.children, lines) {
      guard case .redaction(let path, let paint) = bar.content else { return XCTFail("redaction bar") }
      assertClose(path.boundingRect.width, line.frame.width)
      XCTAssertEqual(paint, .color(RGBA(0, 0, 0, Redaction.opacity)))
    }
  }

  func testRedactedImageBecomesAPlaceholderShape() async {
    let image = UIImage(data: makePNG(width: 30, height: 20))!
    let root = layOut(Image(uiImage: image), width: 100, height: 100, environment: placeholder)
    assertFrame(root, 0, 0, 30, 20)
    guard case .redaction(let path, _) = root.content else { return XCTFail("placeholder") }
    XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  func testUnredactedIsExempt() async {
    let root = layOut(
      VStack {
        Text("secret")
        Text("shown").unredacted()
      }, width: 300, height: 300, environment: placeholder)
    XCTAssertNil(root.node("Text", 0).text)
    XCTAssertEqual(root.node("Text", 1).text?.string, "shown")
  }

  func testPrivacySensitiveRedactedOnlyUnderPrivacy() async {
    var locked = EnvironmentValues()
    locked.redactionReasons = .privacy
    let root = layOut(
      VStack {
        Text("public")
        Text("balance").privacySensitive()
      }, width: 300, height: 300, environment: locked)
    XCTAssertEqual(root.node("Text", 0).text?.string, "public")
    XCTAssertNil(root.node("Text", 1).text)
    XCTAssertFalse(root.node("Text", 1).children.isEmpty)
  }

  func testShapesAreNotRedacted() async {
    let root = layOut(Circle().fill(Color.red), width: 50, height: 50, environment: placeholder)
    guard case .fill = root.content else { return XCTFail("shapes stay") }
  }

  func testStrokeBorderInsetsByHalfTheLineWidth() async {
    let root = layOut(Rectangle().strokeBorder(Color.red, lineWidth: 4), width: 50, height: 30)
    guard case .stroke(let path, _, let style) = root.content else { return XCTFail("stroke") }
    XCTAssertEqual(style.lineWidth, 4)
    XCTAssertEqual(path.boundingRect, CGRect(x: 2, y: 2, width: 46, height: 26))
  }
}
