import Foundation
import Locking
import Synchronization

/// An authentication context, answered as iOS answers a widget extension on the gallery's device.
///
/// The device is the iPhone the gallery draws: a passcode is set and Face ID is enrolled, and no
/// companion (watch) is paired. So `canEvaluatePolicy(_:error:)` is true for the biometric and
/// device-owner policies (and sets `biometryType` to `.faceID`), false with
/// `LAError.companionNotAvailable` for the companion policy. An evaluation needs the
/// authentication sheet, which a widget extension cannot show: `evaluatePolicy` fails with
/// `LAError.notInteractive`, on a queue of the framework's own. After `invalidate()` both fail
/// with `LAError.invalidContext`.
open class LAContext: NSObject, @unchecked Sendable {
  // Sendable: every property is kept in `state`, behind its lock.
  private struct State {
    var biometryType = LABiometryType.none
    var invalidated = false
    var localizedFallbackTitle: String?
    var localizedCancelTitle: String?
    var localizedReason = ""
    var reuseDuration: TimeInterval = 0
    var interactionNotAllowed = false
    var credentials: [LACredentialType: Data] = [:]
  }

  private let state = Mutex(State())
  private static let queue = DispatchQueue(label: "LocalAuthentication.LAContext")

  /// The gallery's device: the biometry it has enrolled.
  static let deviceBiometry = LABiometryType.faceID

  public override init() {
    super.init()
  }

  open var biometryType: LABiometryType { state.locked { $0.biometryType } }

  open var localizedFallbackTitle: String? {
    get { state.locked { $0.localizedFallbackTitle } }
    set { state.locked { $0.localizedFallbackTitle = newValue } }
  }

  open var localizedCancelTitle: String? {
    get { state.locked { $0.localizedCancelTitle } }
    set { state.locked { $0.localizedCancelTitle = newValue } }
  }

  open var localizedReason: String {
    get { state.locked { $0.localizedReason } }
    set { state.locked { $0.localizedReason = newValue } }
  }

  /// How long a device unlock counts as an authentication; at most
  /// `LATouchIDAuthenticationMaximumAllowableReuseDuration`.
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval {
    get { state.locked { $0.reuseDuration } }
    set { state.locked { $0.reuseDuration = min(max(newValue, 0), LATouchIDAuthenticationMaximumAllowableReuseDuration) } }
  }

  open var interactionNotAllowed: Bool {
    get { state.locked { $0.interactionNotAllowed } }
    set { state.locked { $0.interactionNotAllowed = newValue } }
  }

  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
    let failure: LAError? = state.locked { state in
      state.biometryType = Self.deviceBiometry
      return Self.failure(of: policy, invalidated: state.invalidated)
    }
    guard let failure else { return true }
    error?.pointee = failure as NSError
    return false
  }

  /// Reports, on the framework's queue, that the policy was not evaluated (see the type).
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let failure = evaluationFailure(of: policy)
    Self.queue.async { reply(false, failure) }
  }

  /// Throws why the policy was not evaluated (see the type).
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw evaluationFailure(of: policy)
  }

  open func invalidate() {
    state.locked { $0.invalidated = true }
  }

  open func setCredential(_ credential: Data?, type: LACredentialType) -> Bool {
    state.locked { $0.credentials[type] = credential }
    return true
  }

  open func isCredentialSet(_ type: LACredentialType) -> Bool {
    state.locked { $0.credentials[type] != nil }
  }

  private func evaluationFailure(of policy: LAPolicy) -> LAError {
    let invalidated = state.locked { $0.invalidated }
    return Self.failure(of: policy, invalidated: invalidated)
      ?? LAError(.notInteractive, "Authentication needs its user interface, which a widget extension cannot show.")
  }

  /// Why `policy` cannot be evaluated on the gallery's device, if it cannot.
  private static func failure(of policy: LAPolicy, invalidated: Bool) -> LAError? {
    if invalidated { return LAError(.invalidContext, "The context has been invalidated.") }
    if policy.needsCompanion { return LAError(.companionNotAvailable, "No companion device is paired.") }
    return nil
  }
}
