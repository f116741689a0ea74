import Foundation

/// An object that responds to events: the base of views and view controllers. App code that a
/// widget extension compiles subclasses it; the gallery never shows UIKit views.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }

  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
