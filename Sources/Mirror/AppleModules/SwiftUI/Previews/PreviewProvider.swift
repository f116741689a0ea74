import Foundation
import MirrorCore

/// Xcode previews of views, found at run time and shown in the gallery (see `PreviewCatalog`).
///
/// The gallery finds conforming types by their conformance records, which an optimised
/// build (`swift build -c release`) leaves out for a type nothing names; the attribute makes
/// the compiler emit them for every conforming type, so a release build shows the same
/// previews as a debug build.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// Declares a view preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "MirrorMacros", type: "ViewPreviewMacro")

/// Declares a view preview with traits, such as `.sizeThatFitsLayout`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "MirrorMacros", type: "ViewPreviewMacro")

/// A view preview declared with `#Preview { … }` (what the macro expands to).
public struct _ViewPreview {
  package let name: String?
  package let view: AnyView
  /// The layout its traits ask for; the last layout trait wins.
  package let layout: PreviewLayout?

  @MainActor public init<V: View>(name: String?, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: () -> V) {
    self.name = name
    self.view = AnyView(body())
    self.layout = traits.compactMap(\.layout).last
  }
}
