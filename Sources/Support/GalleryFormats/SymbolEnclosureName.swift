/// The endings of symbol names drawn inside a shape (`heart.circle`, `star.square.fill`).
///
/// Both the layout (which gives such a symbol a larger box) and the text engine (which draws
/// the shape around the bare symbol) tell them by name, through this one list.
package enum SymbolEnclosureName: String, CaseIterable, Sendable {
  case circleFill = ".circle.fill"
  case circle = ".circle"
  case squareFill = ".square.fill"
  case square = ".square"

  /// The bare symbol's name and the ending of `name`; nil when it has none of the endings,
  /// or is nothing but one.
  package static func split(_ name: String) -> (base: String, ending: SymbolEnclosureName)? {
    for ending in allCases where name.hasSuffix(ending.rawValue) && name.count > ending.rawValue.count {
      return (String(name.dropLast(ending.rawValue.count)), ending)
    }
    return nil
  }
}
