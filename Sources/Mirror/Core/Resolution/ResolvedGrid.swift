import Foundation

/// A column (in `LazyVGrid`) or row (in `LazyHGrid`) description.
public struct GridItem: Hashable, Sendable {
  /// How the track is sized.
  public enum Size: Hashable, Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A lazy grid as layout sees it.
package struct ResolvedLazyGrid {
  package var axis: Axis
  package var tracks: [GridItem]
  package var alignment: Alignment
  package var spacing: CGFloat?
  package var children: [ViewNode]

  package init(axis: Axis, tracks: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [ViewNode]) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }
}

/// A `Grid` as layout sees it: rows of cells (a view outside a `GridRow` spans the row).
package struct ResolvedGrid {
  package var alignment: Alignment
  package var horizontalSpacing: CGFloat?
  package var verticalSpacing: CGFloat?
  package var rows: [[ViewNode]]
  /// Per row, whether it is a single view spanning every column.
  package var spanningRows: [Bool]
  /// Per row, the vertical alignment of its cells: the `GridRow`'s own, or the grid's.
  package var rowAlignments: [VerticalAlignment] = []

  package init(
    alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, rows: [[ViewNode]], spanningRows: [Bool],
    rowAlignments: [VerticalAlignment] = []
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.rows = rows
    self.spanningRows = spanningRows
    self.rowAlignments = rowAlignments
  }
}
