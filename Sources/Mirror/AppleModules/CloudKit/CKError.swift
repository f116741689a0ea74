// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

public let CKErrorDomain = "CKErrorDomain"

/// A CloudKit error: its code, and what happened.
public struct CKError: Error, Hashable, CustomStringConvertible, LocalizedError {
  /// CloudKit's error codes.
  public enum Code: Int, Sendable {
    case internalError = 1
    case partialFailure = 2
    case networkUnavailable = 3
    case networkFailure = 4
    case badContainer = 5
    case serviceUnavailable = 6
    case requestRateLimited = 7
    case missingEntitlement = 8
    case notAuthenticated = 9
    case permissionFailure = 10
    case unknownItem = 11
    case invalidArguments = 12
    case resultsTruncated = 13
    case serverRecordChanged = 14
    case serverRejectedRequest = 15
    case assetFileNotFound = 16
    case assetFileModified = 17
    case incompatibleVersion = 18
    case constraintViolation = 19
    case operationCancelled = 20
    case changeTokenExpired = 21
    case batchRequestFailed = 22
    case zoneBusy = 23
    case badDatabase = 24
    case quotaExceeded = 25
    case zoneNotFound = 26
    case limitExceeded = 27
    case userDeletedZone = 28
    case tooManyParticipants = 29
    case alreadyShared = 30
    case referenceViolation = 31
    case managedAccountRestricted = 32
    case participantMayNeedVerification = 33
    case serverResponseLost = 34
    case assetNotAvailable = 35
    case accountTemporarilyUnavailable = 36
  }

  public let code: Code
  let detail: String?

  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    detail = userInfo[NSLocalizedDescriptionKey] as? String
  }

  init(_ code: Code, _ detail: String) {
    self.code = code
    self.detail = detail
  }

  public static var errorDomain: String { CKErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static func == (lhs: CKError, rhs: CKError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  public var description: String { "CKError(\(code)): \(detail ?? "")" }
  public var errorDescription: String? { description }

  public static var internalError: Code { .internalError }
  public static var partialFailure: Code { .partialFailure }
  public static var networkUnavailable: Code { .networkUnavailable }
  public static var networkFailure: Code { .networkFailure }
  public static var badContainer: Code { .badContainer }
  public static var serviceUnavailable: Code { .serviceUnavailable }
  public static var requestRateLimited: Code { .requestRateLimited }
  public static var missingEntitlement: Code { .missingEntitlement }
  public static var notAuthenticated: Code { .notAuthenticated }
  public static var permissionFailure: Code { .permissionFailure }
  public static var unknownItem: Code { .unknownItem }
  public static var invalidArguments: Code { .invalidArguments }
  public static var resultsTruncated: Code { .resultsTruncated }
  public static var serverRecordChanged: Code { .serverRecordChanged }
  public static var serverRejectedRequest: Code { .serverRejectedRequest }
  public static var assetFileNotFound: Code { .assetFileNotFound }
  public static var assetFileModified: Code { .assetFileModified }
  public static var incompatibleVersion: Code { .incompatibleVersion }
  public static var constraintViolation: Code { .constraintViolation }
  public static var operationCancelled: Code { .operationCancelled }
  public static var changeTokenExpired: Code { .changeTokenExpired }
  public static var batchRequestFailed: Code { .batchRequestFailed }
  public static var zoneBusy: Code { .zoneBusy }
  public static var badDatabase: Code { .badDatabase }
  public static var quotaExceeded: Code { .quotaExceeded }
  public static var zoneNotFound: Code { .zoneNotFound }
  public static var limitExceeded: Code { .limitExceeded }
  public static var userDeletedZone: Code { .userDeletedZone }
  public static var tooManyParticipants: Code { .tooManyParticipants }
  public static var alreadyShared: Code { .alreadyShared }
  public static var referenceViolation: Code { .referenceViolation }
  public static var managedAccountRestricted: Code { .managedAccountRestricted }
  public static var participantMayNeedVerification: Code { .participantMayNeedVerification }
  public static var serverResponseLost: Code { .serverResponseLost }
  public static var assetNotAvailable: Code { .assetNotAvailable }
  public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }
}

extension CKError.Code {
  /// Whether `rhs` is a CloudKit error with this code, for `catch CKError.unknownItem`.
  public static func ~= (lhs: CKError.Code, rhs: any Error) -> Bool { (rhs as? CKError)?.code == lhs }
}
