import Foundation
import MirrorCore

extension View {
  /// Pads the given edges; nil length means the default 16 points.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let insets = EdgeInsets(edges, length ?? 16)
    return wrapping("padding") { _ in .padding(insets) }
  }

  nonisolated public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    wrapping("padding") { _ in .padding(insets) }
  }

  /// A fixed frame: the view is proposed this size and placed inside it by `alignment`.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    wrapping("frame") { _ in .frame(width: width, height: height, alignment: alignment) }
  }

  /// A flexible frame: the proposal is clamped into the bounds; `.infinity` maximums take
  /// all the space offered.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let frame = ResolvedModifier.FlexibleFrame(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    return wrapping("frame") { _ in .flexibleFrame(frame) }
  }

  /// Deprecated form kept for old code: same as `frame(width:height:alignment:)`.
  nonisolated public func frame() -> some View {
    frame(width: nil, height: nil)
  }

  /// Sizes the view at its ideal length on the fixed axes (proposing nil, then laying it out
  /// at the length found) and as proposed on the others.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    wrapping("fixedSize") { _ in .fixedSize(horizontal: horizontal, vertical: vertical) }
  }

  nonisolated public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Raises this view's claim on space in its stack.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    traitWriting { $0.layoutPriority = value }
  }
  /// Moves where this view's horizontal `guide` falls, for the stack, frame or overlay that
  /// aligns it: `computeValue` gets the view's dimensions.
  nonisolated public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    aligning(.horizontal(guide), computeValue)
  }

  /// Moves where this view's vertical `guide` falls (see the horizontal form).
  nonisolated public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    aligning(.vertical(guide), computeValue)
  }

  /// Draws above or below its siblings in a `ZStack`.
  nonisolated public func zIndex(_ value: Double) -> some View {
    traitWriting { $0.zIndex = value }
  }

  /// Moves the drawing without changing the layout.
  nonisolated public func offset(_ offset: CGSize) -> some View {
    wrapping("offset") { _ in .offset(offset) }
  }

  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Centres the view at a point of its parent's space, taking all the space offered.
  nonisolated public func position(_ position: CGPoint) -> some View {
    wrapping("position") { _ in .position(position) }
  }

  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Constrains the view to an aspect ratio (width / height); nil uses its ideal size's.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    wrapping("aspectRatio") { _ in .aspectRatio(aspectRatio, contentMode: contentMode) }
  }

  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return self.aspectRatio(ratio, contentMode: contentMode)
  }

  nonisolated public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  nonisolated public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

  /// Spans this many columns of a `Grid` row.
  nonisolated public func gridCellColumns(_ count: Int) -> some View {
    traitWriting { $0.gridCellColumns = max(1, count) }
  }

  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    traitWriting { $0.gridColumnAlignment = guide }
  }

  /// Widgets have no safe area to ignore; kept so shared code compiles.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    self
  }
}

/// Kinds of safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Adds an explicit alignment guide. The closure, the user's code, is taken over on the
  /// main actor, where resolution runs, so layout calls it there too.
  nonisolated private func aligning(_ key: AlignmentKey, _ computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> ModifiedView<Self, (ViewDimensions) -> CGFloat>
  {
    ModifiedView(content: self, payload: computeValue) { context, computeValue, resolveContent in
      let nodes = resolveContent(context)
      for node in nodes { node.traits.alignmentGuides.append(.init(key: key) { computeValue($0) }) }
      return nodes
    }
  }
}
