import Foundation

/// A SiriKit intent that configures a widget (the pre-iOS 17 form).
open class INIntent: @unchecked Sendable {
  // Sendable: it holds nothing; a generated subclass's parameters are set before the provider call the intent is handed
  // to, one call at a time.
  public required init() {}
}
