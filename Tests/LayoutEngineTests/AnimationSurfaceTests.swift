import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// Animations, transitions and transactions compile and leave a widget drawn at rest; the
/// modifiers whose closure is handed the view draw what the closure makes of it.
@MainActor final class AnimationSurfaceTests: XCTestCase {
  func testPhaseAnimatorDrawsTheFirstPhase() async {
    let view = Color.red.phaseAnimator([20.0, 40.0]) { content, side in content.frame(width: side, height: side) }
    let root = layOut(view, width: 300, height: 300)
    assertFrame(root, 0, 0, 20, 20)
    let triggered = Color.red.phaseAnimator([30.0, 10.0], trigger: 1) { content, side in content.frame(width: side, height: 5) }
    assertFrame(layOut(triggered, width: 300, height: 300), 0, 0, 30, 5)
  }

  func testTransactionAndAnimationBodiesDrawTheViewTheyAreHanded() async {
    let view = Color.blue.transaction {
      $0.animation = .snappy
    } body: { content in
      content.frame(width: 12, height: 8)
    }
    assertFrame(layOut(view, width: 300, height: 300), 0, 0, 12, 8)
    let animated = Color.blue.animation(.smooth) { content in content.frame(width: 7, height: 9) }
    assertFrame(layOut(animated, width: 300, height: 300), 0, 0, 7, 9)
  }

  func testTransitionsAndTransactionsLeaveTheViewAtRest() async {
    let plain = layOut(Text("Hi").frame(width: 50, height: 20), width: 300, height: 300)
    let modified = layOut(
      Text("Hi").frame(width: 50, height: 20).transition(.blurReplace).transition(.blurReplace(.upUp))
        .transition(AnyTransition(.blurReplace).combined(with: .opacity)).transaction { $0.disablesAnimations = true }
        .transaction(value: 3) { $0.animation = .interpolatingSpring(duration: 0.3) },
      width: 300, height: 300)
    XCTAssertEqual(modified.frame, plain.frame)
    var transaction = Transaction(animation: .spring(Spring(duration: 0.4, bounce: 0.2)))
    transaction[Marker.self] = 5
    XCTAssertEqual(transaction[Marker.self], 5)
    XCTAssertEqual(withTransaction(transaction) { 7 }, 7)
    XCTAssertEqual(TransitionPhase.willAppear.value, -1)
    XCTAssertTrue(TransitionPhase.identity.isIdentity)
  }

  func testEnvironmentDefaultsAreAnIPhonesWithDefaultSettings() async {
    let environment = EnvironmentValues()
    XCTAssertEqual(environment.horizontalSizeClass, .compact)
    XCTAssertEqual(environment.verticalSizeClass, .regular)
    XCTAssertTrue(environment.isEnabled)
    XCTAssertFalse(environment.accessibilityReduceMotion)
    XCTAssertEqual(environment.scenePhase, .active)
    XCTAssertFalse(environment.showsWidgetLabel)
    XCTAssertEqual(environment.pixelLength, 1.0 / 3, accuracy: 0.0001)
    let disabled = resolve(Text("x").disabled(true))
    XCTAssertFalse(disabled.allNodes.contains { $0.environment.isEnabled }, "disabled(true) turns isEnabled off inside")
  }
}

private enum Marker: TransactionKey {
  static let defaultValue = 0
}
