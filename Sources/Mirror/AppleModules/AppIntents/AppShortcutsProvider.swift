import Foundation
import MirrorCore

/// The App Shortcuts an app offers in Shortcuts, Spotlight and Siri.
///
/// The gallery compiles them and shows none: they belong to the app, not to its widgets.
public protocol AppShortcutsProvider {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The colour of the app's tiles in Shortcuts.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Phrases that should not run the app's shortcuts.
  static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
  /// Tells Siri that the values of the shortcuts' parameters changed (nothing to do here).
  public static func updateAppShortcutParameters() {}
}

/// One App Shortcut: an intent and the phrases that run it.
public struct AppShortcut {
  /// The phrases, as written, with their tokens (`${applicationName}`) and parameters.
  public let phrases: [String]
  public let shortTitle: LocalizedStringResource?
  public let systemImageName: String?

  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.phrases = phrases.map(\.text)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }

  @available(*, deprecated, message: "give the shortcut a short title and a system image name")
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
    systemImageName: String? = nil
  ) {
    self.phrases = phrases.map(\.text)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }
}

/// A phrase that runs a shortcut: `"Start \(.applicationName)"`, `"Open \(\.$list) in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
  let text: String

  public init(_ string: String) { text = string }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      text += "${parameter}"
    }
  }
}

/// A word Siri fills in a phrase.
public enum AppShortcutPhraseToken: Hashable, Sendable {
  case applicationName

  var name: String {
    switch self {
    case .applicationName: "applicationName"
    }
  }
}

/// A phrase that should not run the app's shortcuts.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation {
  let text: String
  public init(_ string: String) { text = string }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
  }
}

/// The phrases that should not run an app's shortcuts.
public struct NegativeAppShortcutPhrases {
  public let phrases: [NegativeAppShortcutPhrase]
  public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

/// Builds `appShortcuts`, with `if #available` and `if`.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildBlock() -> [AppShortcut] { [] }
  public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
  public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
  public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildArray(_ shortcuts: [[AppShortcut]]) -> [AppShortcut] { shortcuts.flatMap { $0 } }
}

/// The colours of an app's tiles in Shortcuts.
public enum ShortcutTileColor: Hashable, Sendable {
  case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, blue, navy, grayBlue, grape, purple, pink,
    grayBrown
}
