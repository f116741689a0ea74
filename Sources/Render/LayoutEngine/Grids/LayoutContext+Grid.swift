import Foundation
import MirrorCore

extension LayoutContext {
  /// `Grid`: columns line up across rows. A column is as wide as its widest single-column
  /// cell's ideal width; cells spanning columns (`gridCellColumns`) widen the last column
  /// they cover when they need more; columns holding flexible cells share any width left in
  /// the proposal, and all columns shrink in proportion when the proposal is narrower. A row
  /// outside a `GridRow` spans every column. Rows are as tall as their tallest cell; cells sit
  /// in their row by the row's alignment (`GridRow(alignment:)`, else the grid's).
  mutating func arrangeGrid(_ grid: ResolvedGrid, proposal: ProposedViewSize) -> Arrangement {
    let hGap = (grid.horizontalSpacing ?? StackSpacing.standard).sanitizedLength
    let vGap = (grid.verticalSpacing ?? StackSpacing.standard).sanitizedLength
    struct Cell {
      var node: ViewNode
      var column: Int
      var span: Int
    }
    var rows: [[Cell]] = []
    var columnCount = 1
    for (rowIndex, row) in grid.rows.enumerated() {
      let spanning = rowIndex < grid.spanningRows.count && grid.spanningRows[rowIndex]
      var column = 0
      var cells: [Cell] = []
      for node in row {
        let span = spanning ? Int.max : min(max(node.traits.gridCellColumns, 1), 1000)
        cells.append(Cell(node: node, column: column, span: span))
        if !spanning { column += span }
      }
      if !spanning { columnCount = max(columnCount, column) }
      rows.append(cells)
    }
    var widths = [CGFloat](repeating: 0, count: columnCount)
    var flexible = [Bool](repeating: false, count: columnCount)
    var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for cell in rows.joined() where cell.span == 1 {
      let ideal = size(cell.node, .unspecified).width
      widths[cell.column] = max(widths[cell.column], ideal)
      if size(cell.node, ProposedViewSize(width: .infinity, height: nil)).width > ideal + 0.5 { flexible[cell.column] = true }
      if let guide = cell.node.traits.gridColumnAlignment { alignments[cell.column] = guide }
    }
    for cell in rows.joined() where cell.span > 1 && cell.span != Int.max {
      let last = min(cell.column + cell.span, columnCount) - 1
      let covered = widths[cell.column...last].reduce(0, +) + CGFloat(last - cell.column) * hGap
      let ideal = size(cell.node, .unspecified).width
      if ideal > covered { widths[last] += ideal - covered }
    }
    let gapTotal = CGFloat(columnCount - 1) * hGap
    if let offered = proposal.width, offered.isFinite {
      let extra = offered - gapTotal - widths.reduce(0, +)
      let flexibleCount = flexible.filter { $0 }.count
      if extra > 0, flexibleCount > 0 {
        for column in widths.indices where flexible[column] { widths[column] += extra / CGFloat(flexibleCount) }
      } else if extra < 0 {
        let total = widths.reduce(0, +)
        let factor = total > 0 ? max(offered - gapTotal, 0) / total : 0
        widths = widths.map { $0 * factor }
      }
    }
    var offsets: [CGFloat] = []
    var position: CGFloat = 0
    for width in widths {
      offsets.append(position)
      position += width + hGap
    }
    let totalWidth = widths.reduce(0, +) + gapTotal

    var placements: [Arrangement.Placement] = []
    var rowTop: CGFloat = 0
    for (rowIndex, row) in rows.enumerated() {
      let rowAlignment = rowIndex < grid.rowAlignments.count ? grid.rowAlignments[rowIndex] : grid.alignment.vertical
      var cells: [(Cell, Arrangement.Placement, CGFloat)] = []
      for cell in row {
        let cellWidth: CGFloat
        if cell.span == Int.max {
          cellWidth = totalWidth
        } else {
          let last = min(cell.column + cell.span, columnCount) - 1
          cellWidth = cell.column <= last ? widths[cell.column...last].reduce(0, +) + CGFloat(last - cell.column) * hGap : 0
        }
        let cellProposal = ProposedViewSize(width: cellWidth, height: nil)
        cells.append(
          (cell, .init(node: cell.node, proposal: cellProposal, origin: .zero, size: size(cell.node, cellProposal)), cellWidth))
      }
      let rowHeight = cells.map(\.1.size.height).max() ?? 0
      for (cell, var placement, cellWidth) in cells {
        let horizontal = (cell.span == 1 ? alignments[min(cell.column, columnCount - 1)] : nil) ?? grid.alignment.horizontal
        let alignment = Alignment(horizontal: horizontal, vertical: rowAlignment)
        let inCell = alignment.origin(container: CGSize(width: cellWidth, height: rowHeight), child: placement.size)
        let start = cell.span == Int.max || cell.column >= columnCount ? 0 : offsets[cell.column]
        placement.origin = CGPoint(x: start + inCell.x, y: rowTop + inCell.y)
        placements.append(placement)
      }
      rowTop += rowHeight + vGap
    }
    return Arrangement(size: CGSize(width: totalWidth, height: max(rowTop - vGap, 0)), children: placements)
  }
}
