import Foundation
import MirrorCore

/// Views in a row, aligned vertically; spacing nil means the default between each pair.
nonisolated public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [
      context.node(
        .stack(
          axis: .horizontal, alignment: .vertical(alignment), spacing: spacing,
          children: context.containing("HStack").resolve(content)), "HStack"
      )
    ]
  }
}

/// Views in a column, aligned horizontally; spacing nil means the default between each pair.
nonisolated public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension VStack: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [
      context.node(
        .stack(
          axis: .vertical, alignment: .horizontal(alignment), spacing: spacing,
          children: context.containing("VStack").resolve(content)), "VStack"
      )
    ]
  }
}

/// Views on top of each other, later ones in front.
nonisolated public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.zStack(alignment: alignment, children: context.containing("ZStack").resolve(content)), "ZStack")]
  }
}

/// Flexible space that grows along its stack's axis.
nonisolated public struct Spacer: View {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.spacer(minLength: minLength), "Spacer")]
  }
}

/// A thin line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
nonisolated public struct Divider: View {
  public init() {}
  public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.divider, "Divider")]
  }
}
