import Foundation
import MirrorCore

extension LayoutContext {
  /// LazyVGrid and LazyHGrid: tracks across the growth axis from the grid items; cells fill
  /// them in order, each proposed its track's length and nil along the growth axis; a line
  /// of cells is as long as its longest cell. Lines are `spacing` (default 8) apart.
  mutating func arrangeLazyGrid(_ grid: ResolvedLazyGrid, proposal: ProposedViewSize) -> Arrangement {
    let across: Axis = grid.axis == .vertical ? .horizontal : .vertical
    let growth = grid.axis
    let offered = proposal[across].flatMap { $0.isFinite ? $0 : nil }
    let tracks = GridTracks(items: grid.tracks, available: offered)
    let trackCount = tracks.lengths.count
    let lineGap = (grid.spacing ?? StackSpacing.standard).sanitizedLength
    let trackOffsets = tracks.offsets
    var placements: [Arrangement.Placement] = []
    placements.reserveCapacity(grid.children.count)
    var lineStart: CGFloat = 0
    var index = 0
    while index < grid.children.count {
      let line = grid.children[index..<min(index + trackCount, grid.children.count)]
      var lineCells: [Arrangement.Placement] = []
      for (track, child) in line.enumerated() {
        var cellProposal = ProposedViewSize.unspecified
        cellProposal[across] = tracks.lengths[track]
        lineCells.append(.init(node: child, proposal: cellProposal, origin: .zero, size: size(child, cellProposal)))
      }
      let lineLength = lineCells.map { $0.size[growth] }.max() ?? 0
      for (track, var cell) in lineCells.enumerated() {
        let alignment = tracks.alignments[track] ?? grid.alignment
        var cellSize = CGSize.zero
        cellSize[across] = tracks.lengths[track]
        cellSize[growth] = lineLength
        let inCell = alignment.origin(container: cellSize, child: cell.size)
        cell.origin[across] = trackOffsets[track] + inCell[across]
        cell.origin[growth] = lineStart + inCell[growth]
        placements.append(cell)
      }
      lineStart += lineLength + lineGap
      index += trackCount
    }
    var size = CGSize.zero
    size[across] = tracks.total
    size[growth] = max(lineStart - lineGap, 0)
    return Arrangement(size: size, children: placements)
  }
}
