/// A view type that wraps another with a modifier: what `rootViewType(of:)` looks through.
package protocol ModifierWrapper {
  static var wrappedViewType: Any.Type { get }
}

/// The view type inside any modifiers around `type`: `EntryView` for the type of
/// `EntryView(entry: e).padding().containerBackground(.blue, for: .widget)`.
package func rootViewType(of type: Any.Type) -> Any.Type {
  var type = type
  while let wrapper = type as? any ModifierWrapper.Type { type = wrapper.wrappedViewType }
  return type
}
