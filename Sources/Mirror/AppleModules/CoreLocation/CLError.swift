import Foundation

/// The error domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error; its message names the fixture when one is missing.
public struct CLError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case regionMonitoringDenied = 4
    case regionMonitoringFailure = 5
    case regionMonitoringSetupDelayed = 6
    case regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
  }

  public let code: Code
  let message: String

  public init(_ code: Code) {
    self.code = code
    self.message = "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"
  }

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  public var errorDescription: String? { message }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}
