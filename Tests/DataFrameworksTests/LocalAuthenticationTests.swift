import Foundation
import LocalAuthentication
import XCTest

/// `LAContext` as Apple documents it, on the gallery's device (a passcode, Face ID, no paired
/// companion) inside a widget extension, which cannot show the authentication sheet.
final class LocalAuthenticationTests: XCTestCase {
  func testBiometryTypeIsSetByCanEvaluatePolicy() {
    let context = LAContext()
    XCTAssertEqual(context.biometryType, .none, "none until a policy is checked")
    var error: NSError?
    XCTAssertTrue(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    XCTAssertNil(error)
    XCTAssertEqual(context.biometryType, .faceID)
    XCTAssertTrue(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    XCTAssertTrue(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometricsOrCompanion, error: &error))
  }

  func testTheCompanionPolicyHasNoPairedCompanion() {
    let context = LAContext()
    var error: NSError?
    XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithCompanion, error: &error))
    XCTAssertEqual(error?.domain, LAErrorDomain)
    XCTAssertEqual(error?.code, LAError.Code.companionNotAvailable.rawValue)
    XCTAssertEqual(context.biometryType, .faceID, "set whatever the call returns")
  }

  func testEvaluationIsNotInteractiveInAWidgetExtension() {
    let context = LAContext()
    let replied = expectation(description: "reply")
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
      XCTAssertFalse(success)
      XCTAssertFalse(Thread.isMainThread, "the reply comes on the framework's queue")
      XCTAssertEqual((error as? LAError)?.code, .notInteractive)
      replied.fulfill()
    }
    wait(for: [replied], timeout: 10)
  }

  func testTheAsyncEvaluationThrowsAnLAErrorThatCatchPatternsMatch() async {
    let context = LAContext()
    do {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
      XCTFail("evaluated")
    } catch LAError.notInteractive {
      // As a widget extension is answered.
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testAnInvalidatedContextFailsEveryCall() async {
    let context = LAContext()
    context.invalidate()
    var error: NSError?
    XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    XCTAssertEqual(error?.code, LAError.invalidContext.rawValue)
    do {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
      XCTFail("evaluated")
    } catch {
      XCTAssertEqual((error as? LAError)?.code, .invalidContext)
      XCTAssertFalse(LAError.notInteractive ~= error)
    }
  }

  func testSettingsKeepTheirValuesAndTheReuseDurationIsCapped() {
    let context = LAContext()
    context.localizedFallbackTitle = "Use Passcode"
    context.localizedCancelTitle = "Not Now"
    context.interactionNotAllowed = true
    context.touchIDAuthenticationAllowableReuseDuration = 1000
    XCTAssertEqual(context.localizedFallbackTitle, "Use Passcode")
    XCTAssertEqual(context.localizedCancelTitle, "Not Now")
    XCTAssertTrue(context.interactionNotAllowed)
    XCTAssertEqual(context.touchIDAuthenticationAllowableReuseDuration, LATouchIDAuthenticationMaximumAllowableReuseDuration)
    XCTAssertFalse(context.isCredentialSet(.applicationPassword))
    XCTAssertTrue(context.setCredential(Data("1234".utf8), type: .applicationPassword))
    XCTAssertTrue(context.isCredentialSet(.applicationPassword))
    XCTAssertTrue(context.setCredential(nil, type: .applicationPassword))
    XCTAssertFalse(context.isCredentialSet(.applicationPassword))
  }

  func testErrorsBridgeToNSErrorInTheirDomain() {
    let error = LAError(.userCancel) as NSError
    XCTAssertEqual(error.domain, "com.apple.LocalAuthentication")
    XCTAssertEqual(error.code, -2)
    XCTAssertEqual(LAError.Code.notInteractive.rawValue, -1004)
  }
}
