import Foundation

#if !canImport(Darwin)
  /// A type that describes itself with a localised string resource (App Intents show an error
  /// that adopts it by its resource).
  public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
  }
#endif
