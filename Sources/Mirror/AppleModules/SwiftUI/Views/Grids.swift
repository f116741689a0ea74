import Foundation
import MirrorCore

/// A grid growing downwards, with the given columns.
nonisolated public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension LazyVGrid: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let grid = ResolvedLazyGrid(
      axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      children: context.containing("LazyVGrid").resolve(content))
    return [context.node(.lazyGrid(grid), "LazyVGrid")]
  }
}

/// A grid growing sideways, with the given rows.
nonisolated public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension LazyHGrid: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let grid = ResolvedLazyGrid(
      axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
      children: context.containing("LazyHGrid").resolve(content))
    return [context.node(.lazyGrid(grid), "LazyHGrid")]
  }
}

/// A two-dimensional layout whose columns line up across rows.
nonisolated public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension Grid: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    var rows: [[ViewNode]] = []
    var spanning: [Bool] = []
    var rowAlignments: [VerticalAlignment] = []
    for node in context.updating({ $0.gridRowAlignment = alignment.vertical }).containing("Grid").resolve(content) {
      if node.viewType == "GridRow", case .stack(_, .vertical(let rowAlignment), _, let cells) = node.kind {
        rows.append(cells)
        spanning.append(false)
        rowAlignments.append(rowAlignment)
      } else {
        rows.append([node])
        spanning.append(true)
        rowAlignments.append(alignment.vertical)
      }
    }
    let grid = ResolvedGrid(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows,
      spanningRows: spanning,
      rowAlignments: rowAlignments)
    return [context.node(.grid(grid), "Grid")]
  }
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension GridRow: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    // In a grid, a row without an alignment takes the grid's; alone, it is an HStack.
    let rowAlignment = alignment ?? context.environment.gridRowAlignment ?? .center
    let cells = context.updating { $0.gridRowAlignment = nil }.resolve(content)
    return [context.node(.stack(axis: .horizontal, alignment: .vertical(rowAlignment), spacing: nil, children: cells), "GridRow")]
  }
}
