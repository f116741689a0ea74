// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// The error domain of Local Authentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// The longest time, in seconds, a Touch ID unlock may be reused for.
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

/// A Local Authentication error: why an evaluation did not authenticate.
public struct LAError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case companionNotAvailable = -11
    case notInteractive = -1004

    @available(*, deprecated, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    @available(*, deprecated, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    @available(*, deprecated, renamed: "biometryLockout")
    public static var touchIDLockout: Code { .biometryLockout }
  }

  public let code: Code
  let message: String

  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    self.message =
      userInfo[NSLocalizedDescriptionKey] as? String
      ?? "The operation couldn’t be completed. (\(LAErrorDomain) error \(code.rawValue).)"
  }

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public static var errorDomain: String { LAErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  public var errorDescription: String? { message }

  public static var authenticationFailed: Code { .authenticationFailed }
  public static var userCancel: Code { .userCancel }
  public static var userFallback: Code { .userFallback }
  public static var systemCancel: Code { .systemCancel }
  public static var passcodeNotSet: Code { .passcodeNotSet }
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  public static var biometryLockout: Code { .biometryLockout }
  public static var appCancel: Code { .appCancel }
  public static var invalidContext: Code { .invalidContext }
  public static var companionNotAvailable: Code { .companionNotAvailable }
  public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
  /// Whether `rhs` is a Local Authentication error with this code, for `catch LAError.userCancel`.
  public static func ~= (lhs: LAError.Code, rhs: any Error) -> Bool { (rhs as? LAError)?.code == lhs }
}
