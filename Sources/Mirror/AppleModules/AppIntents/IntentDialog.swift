import Foundation
import MirrorCore

/// What an intent says while or after it runs (`.result(dialog: "Done")`,
/// `requestValueDialog:`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  /// The full text, read aloud or shown.
  public let resource: LocalizedStringResource
  /// A shorter text, shown when the full one is read aloud.
  public let supporting: LocalizedStringResource?
  public let systemImageName: String?

  public init(_ resource: LocalizedStringResource) {
    self.init(full: resource, supporting: nil, systemImageName: nil)
  }

  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.init(full: full, supporting: supporting, systemImageName: nil)
  }

  public init(full: LocalizedStringResource, systemImageName: String) {
    self.init(full: full, supporting: nil, systemImageName: systemImageName)
  }

  public init(full: LocalizedStringResource, supporting: LocalizedStringResource?, systemImageName: String?) {
    resource = full
    self.supporting = supporting
    self.systemImageName = systemImageName
  }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
  }
}

/// The verb of the button that confirms an intent (`requestConfirmation(actionName:)`).
public struct ConfirmationActionName: Sendable {
  let name: String

  public static func custom(
    acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource], denyLabel: LocalizedStringResource,
    denyAlternatives: [LocalizedStringResource], destructive: Bool = false
  ) -> ConfirmationActionName {
    ConfirmationActionName(name: acceptLabel.key)
  }

  public static let add = ConfirmationActionName(name: "add")
  public static let addData = ConfirmationActionName(name: "addData")
  public static let book = ConfirmationActionName(name: "book")
  public static let buy = ConfirmationActionName(name: "buy")
  public static let call = ConfirmationActionName(name: "call")
  public static let checkIn = ConfirmationActionName(name: "checkIn")
  public static let `continue` = ConfirmationActionName(name: "continue")
  public static let create = ConfirmationActionName(name: "create")
  public static let `do` = ConfirmationActionName(name: "do")
  public static let download = ConfirmationActionName(name: "download")
  public static let filter = ConfirmationActionName(name: "filter")
  public static let find = ConfirmationActionName(name: "find")
  public static let get = ConfirmationActionName(name: "get")
  public static let go = ConfirmationActionName(name: "go")
  public static let log = ConfirmationActionName(name: "log")
  public static let open = ConfirmationActionName(name: "open")
  public static let order = ConfirmationActionName(name: "order")
  public static let pay = ConfirmationActionName(name: "pay")
  public static let play = ConfirmationActionName(name: "play")
  public static let playSound = ConfirmationActionName(name: "playSound")
  public static let post = ConfirmationActionName(name: "post")
  public static let request = ConfirmationActionName(name: "request")
  public static let run = ConfirmationActionName(name: "run")
  public static let search = ConfirmationActionName(name: "search")
  public static let send = ConfirmationActionName(name: "send")
  public static let set = ConfirmationActionName(name: "set")
  public static let share = ConfirmationActionName(name: "share")
  public static let start = ConfirmationActionName(name: "start")
  public static let startNavigation = ConfirmationActionName(name: "startNavigation")
  public static let toggle = ConfirmationActionName(name: "toggle")
  public static let turnOff = ConfirmationActionName(name: "turnOff")
  public static let turnOn = ConfirmationActionName(name: "turnOn")
  public static let view = ConfirmationActionName(name: "view")
}

/// When Shortcuts asks for confirmation before an intent runs.
public struct ConfirmationConditions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
}

/// An error an intent throws to stop and ask the user, or to report that it cannot go on.
public enum AppIntentError: Error, Equatable, Sendable, CustomStringConvertible {
  case userActionRequired, permissionRequired, unrecoverable, restartPerform

  public var description: String {
    switch self {
    case .userActionRequired: "the intent needs the user to act"
    case .permissionRequired: "the intent needs a permission"
    case .unrecoverable: "the intent failed"
    case .restartPerform: "the intent asked to be performed again"
    }
  }
}

extension AppIntent {
  // Confirmation is asked while an intent is performed, which the gallery never does: each
  // of these throws, as when the user declines.

  /// Asks the user to confirm before the intent goes on.
  public func requestConfirmation() async throws { throw AppIntentError.userActionRequired }

  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .run, dialog: IntentDialog
  ) async throws {
    throw AppIntentError.userActionRequired
  }

  @available(*, deprecated, renamed: "requestConfirmation(conditions:actionName:dialog:)")
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .run, showPrompt: Bool = true
  ) async throws {
    throw AppIntentError.userActionRequired
  }

  @available(*, deprecated, renamed: "requestConfirmation(conditions:actionName:dialog:)")
  public func requestConfirmation<Result: IntentResult>(
    output: Result, confirmationActionName: ConfirmationActionName = .run, showPrompt: Bool = true
  ) async throws {
    throw AppIntentError.userActionRequired
  }
}
