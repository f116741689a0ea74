import Foundation

/// A SiriKit intent that configures a widget (the pre-iOS 17 form).
open class INIntent: @unchecked Sendable {
  public required init() {}
}
