// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// The error domain of HealthKit's errors.
public let HKErrorDomain = "com.apple.healthkit"

/// A HealthKit error: a code and a message (which names the fixture when one is missing).
public struct HKError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case errorHealthDataUnavailable = 1
    case errorHealthDataRestricted = 2
    case errorInvalidArgument = 3
    case errorAuthorizationDenied = 4
    case errorAuthorizationNotDetermined = 5
    case errorDatabaseInaccessible = 6
    case errorUserCanceled = 7
    case errorAnotherWorkoutSessionStarted = 8
    case errorUserExitedWorkoutSession = 9
    case errorRequiredAuthorizationDenied = 10
    case errorNoData = 11
  }

  public let code: Code
  let message: String

  public init(_ code: Code) {
    self.code = code
    self.message = "HealthKit error \(code.rawValue)"
  }

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public static var errorDomain: String { HKErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  public var errorDescription: String? { message }

  public static var errorInvalidArgument: Code { .errorInvalidArgument }
  public static var errorNoData: Code { .errorNoData }
  public static var errorDatabaseInaccessible: Code { .errorDatabaseInaccessible }
  public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
  public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
}
