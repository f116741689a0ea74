/// `@Query(…) var items: [Item]` in a view: a `_items` peer holding the `Query` made with the
/// attribute's arguments, and a getter that reads its results. The peer is internal even when
/// the property is private: a private stored property would make the view's memberwise
/// initializer private, which a private property wrapper (as Apple's expansion holds it) does
/// not.
struct QueryMacro: AttachedMacro {
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String] {
    let property = request.declaration
    guard property.keyword == "var", !property.name.isEmpty else {
      throw MacroSourceError(offset: 0, reason: "@Query applies to a variable")
    }
    switch request.role {
    case .accessor:
      return ["get {\n  _\(property.plainName).wrappedValue\n}"]
    case .peer:
      guard let type = property.type, let element = elementType(of: type) else {
        throw MacroSourceError(offset: 0, reason: "@Query needs the variable's type written as an array: [Model]")
      }
      let query = "_SwiftData_SwiftUI.Query<\(element), \(type)>"
      return ["var _\(property.plainName): \(query) = \(query)(\(request.attribute.arguments ?? ""))"]
    case .member, .memberAttribute, .extension:
      return []
    }
  }

  /// `Item` of `[Item]` or `Array<Item>`.
  static func elementType(of type: String) -> String? {
    let type = type.trimmingSpaces
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
      return String(type.dropFirst().dropLast()).trimmingSpaces
    }
    if type.hasPrefix("Array<"), type.hasSuffix(">") {
      return String(type.dropFirst("Array<".count).dropLast()).trimmingSpaces
    }
    return nil
  }
}
