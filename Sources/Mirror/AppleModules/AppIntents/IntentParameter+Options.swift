import Foundation
import MirrorCore

/// The widget families a list parameter's `size:` is given for.
public typealias IntentWidgetFamily = WidgetFamily

/// Whether a parameter takes the result of the action before it in a shortcut.
public enum InputConnectionBehavior: Hashable, Sendable {
  case `default`, never, connectToPreviousIntentResult
}

/// Whether a date parameter takes a date, a time or both (`IntentParameter.DateKind`).
public enum _IntentParameterDateKind: Hashable, Sendable {
  case date, time, dateTime
}

/// How Shortcuts edits a number parameter (`IntentParameter.IntControlStyle`,
/// `IntentParameter.DoubleControlStyle`).
public enum _IntentParameterControlStyle: Hashable, Sendable {
  case field, slider, stepper
}

extension String {
  /// How Shortcuts edits a string parameter (`inputOptions:`).
  public struct IntentInputOptions: Sendable {
    public var keyboardType: KeyboardType
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public init(
      keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
      autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }

    /// The keyboard Shortcuts shows (App Intents' case names, `URL` among them).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public enum KeyboardType: Hashable, Sendable {
      case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad
    }

    /// Which letters Shortcuts capitalises.
    public enum CapitalizationType: Hashable, Sendable {
      case none, words, sentences, allCharacters
    }
  }
}

extension Bool {
  /// What Shortcuts calls the two values of a `Bool` parameter (`displayName:`).
  public struct IntentDisplayName: Sendable {
    public var `true`: LocalizedStringResource
    public var `false`: LocalizedStringResource

    public init(true: LocalizedStringResource, false: LocalizedStringResource) {
      self.true = `true`
      self.false = `false`
    }
  }
}
