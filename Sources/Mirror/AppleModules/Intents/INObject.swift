import Foundation

/// A custom type of a SiriKit intent (`.intentdefinition`), as Xcode generates a subclass of
/// for each type: an identifier and the string shown for it.
open class INObject: @unchecked Sendable, CustomStringConvertible {
  // Sendable: its own properties are `let`s; Xcode-style subclasses add `var`s set while the object is made,
  // before the provider call it is handed to, one call at a time.
  public let identifier: String?
  public let displayString: String
  public let pronunciationHint: String?

  public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
    self.identifier = identifier
    self.displayString = displayString
    self.pronunciationHint = pronunciationHint
  }

  public init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
    self.identifier = identifier
    self.displayString = displayString
    pronunciationHint = nil
  }

  open var description: String { displayString }
}

/// An image a SiriKit object shows beside its name.
public final class INImage: @unchecked Sendable {
  // Sendable: its only stored property is a `let`.
  public let name: String
  public init(named name: String) { self.name = name }
  public init(imageData: Data) { name = "" }
}
