import Foundation

/// Why a SwiftData operation failed. Errors about the fixtures also say which file and key.
public struct SwiftDataError: Error, Hashable {
  enum Code: Hashable {
    case includePendingChangesWithBatchSize, unsupportedPredicate, unsupportedKeyPath
    case sortingPendingChangesWithIdentifiers, unsupportedSortDescriptor, duplicateConfiguration
    case configurationFileNameTooLong, configurationFileNameContainsInvalidCharacters
    case configurationSchemaNotFoundInContainerSchema, loadIssueModelContainer, modelValidationFailure
    case missingModelContext, backwardMigration, unknownSchema, historyTokenExpired, invalidTransactionFetchRequest
  }

  let code: Code
  /// What went wrong, for the message.
  let detail: String?

  init(_ code: Code, detail: String? = nil) {
    self.code = code
    self.detail = detail
  }

  public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  public static let includePendingChangesWithBatchSize = SwiftDataError(.includePendingChangesWithBatchSize)
  public static let unsupportedPredicate = SwiftDataError(.unsupportedPredicate)
  public static let unsupportedKeyPath = SwiftDataError(.unsupportedKeyPath)
  public static let sortingPendingChangesWithIdentifiers = SwiftDataError(.sortingPendingChangesWithIdentifiers)
  public static let unsupportedSortDescriptor = SwiftDataError(.unsupportedSortDescriptor)
  public static let duplicateConfiguration = SwiftDataError(.duplicateConfiguration)
  public static let configurationFileNameTooLong = SwiftDataError(.configurationFileNameTooLong)
  public static let configurationFileNameContainsInvalidCharacters = SwiftDataError(
    .configurationFileNameContainsInvalidCharacters)
  public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(
    .configurationSchemaNotFoundInContainerSchema)
  public static let loadIssueModelContainer = SwiftDataError(.loadIssueModelContainer)
  public static let modelValidationFailure = SwiftDataError(.modelValidationFailure)
  public static let missingModelContext = SwiftDataError(.missingModelContext)
  public static let backwardMigration = SwiftDataError(.backwardMigration)
  public static let unknownSchema = SwiftDataError(.unknownSchema)
  public static let historyTokenExpired = SwiftDataError(.historyTokenExpired)
  public static let invalidTransactionFetchRequest = SwiftDataError(.invalidTransactionFetchRequest)

  /// Whether `rhs` is this error, for `catch SwiftDataError.loadIssueModelContainer`.
  public static func ~= (lhs: SwiftDataError, rhs: any Error) -> Bool { (rhs as? SwiftDataError) == lhs }
}

extension SwiftDataError: CustomStringConvertible, LocalizedError {
  public var description: String {
    let name = "\(code)"
    return detail.map { "SwiftDataError.\(name): \($0)" } ?? "SwiftDataError.\(name)"
  }

  public var errorDescription: String? { description }
}
