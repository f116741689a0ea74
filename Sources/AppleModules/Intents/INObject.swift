import Foundation

/// A custom type of a SiriKit intent (`.intentdefinition`), as Xcode generates a subclass of
/// for each type: an identifier and the string shown for it.
open class INObject: @unchecked Sendable, CustomStringConvertible {
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
  public let name: String
  public init(named name: String) { self.name = name }
  public init(imageData: Data) { name = "" }
}
