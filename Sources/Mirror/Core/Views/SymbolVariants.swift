/// A variant of a symbol (`symbolVariant(_:)`): `.fill`, `.circle`, `.square`, `.slash`…,
/// combined as in SwiftUI (`.circle.fill`).
///
/// A symbol image's name gets the variant's suffixes in SF Symbols' order (shape, then fill,
/// then slash: `heart` + `.circle.fill` = `heart.circle.fill`), unless the name already ends in
/// them.
public struct SymbolVariants: Hashable, Sendable {
  var shape: String?
  var isFilled = false
  var isSlashed = false

  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let fill = SymbolVariants(isFilled: true)
  public static let slash = SymbolVariants(isSlashed: true)

  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  public var square: SymbolVariants { with { $0.shape = "square" } }
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// `name` with the variant's suffixes that it does not already have.
  func apply(to name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    if let shape, !parts.contains(shape) {
      let insertAt = parts.firstIndex { $0 == "fill" || $0 == "slash" } ?? parts.count
      parts.insert(shape, at: insertAt)
    }
    if isSlashed, !parts.contains("slash") {
      let insertAt = parts.firstIndex { $0 == "fill" } ?? parts.count
      parts.insert("slash", at: insertAt)
    }
    if isFilled, !parts.contains("fill") { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}
