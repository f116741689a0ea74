import Foundation
import MirrorCore
import TextEngine

/// One layout pass over a view tree: measures nodes under proposals, caching every result
/// by node and proposal, then places them into a render tree.
///
/// A context belongs to one pass and one thread; make a new one per widget layout. Nodes are
/// keyed by identity, so the tree must stay alive (and unchanged) while the context is used.
/// It is a value whose measuring methods are `mutating` (they fill the caches), so that its
/// state needs no run-time exclusivity checks, which cost a tenth of a layout in a class.
struct LayoutContext {
  let textEngine: TextEngine
  /// The widget's bounds in widget coordinates, for concentric container-relative shapes.
  let containerBounds: CGRect
  let containerCornerRadius: CGFloat

  private var numbering = NodeNumbering()
  var arrangements = ProposalCache<Arrangement>()
  var baselines = ProposalCache<(first: CGFloat?, last: CGFloat?)>()
  var textLayouts = ProposalCache<TextLayout>()
  /// Text wrapped to a width, keyed by the proposal of that width alone.
  var wrappedTexts = ProposalCache<TextLayout>()
  var preparedTexts = NodeValues<PreparedText>()
  /// The axis of the stack a spacer or divider sits in (looking through its modifiers).
  var stackAxes = NodeValues<Axis>()
  /// The leading of each font stacked texts are spaced by, asked of the text engine once.
  var leadings: [FontSpec: CGFloat] = [:]
  /// Nodes made by geometry readers during placement, kept alive while their addresses are numbered.
  var generatedNodes: [ViewNode] = []
  /// Where what is placed can be seen, in the coordinates of the nodes being placed (see
  /// `Visibility`); nil when everything is kept (a view laid out without a widget around it).
  /// Nodes wholly outside it are left out of the render tree and lend the title no words.
  var visibleRegion: CGRect?

  /// Sizes asked so far, and characters shaped (every attempt of shrinking text counted),
  /// against `PreviewBudget`.
  var measurements = 0
  var shapedCharacters = 0
  /// What passed a `PreviewBudget` limit; from then on layout does no more work: sizes are
  /// zero, texts empty and nothing is placed.
  var overBudget: String?

  /// Words for the accessibility title, in placement (reading) order.
  var accessibilityWords: [String] = []
  var accessibilitySuppression = 0
  var collectedWidgetURL: URL?
  /// Texts of which culling left glyphs out (cut by the widget's bounds or a clip), for the audit.
  var clippedTexts: [ClippedText] = []
  var hasCollectedWidgetURL = false

  init(textEngine: TextEngine, containerBounds: CGRect, containerCornerRadius: CGFloat) {
    self.textEngine = textEngine
    self.containerBounds = containerBounds
    self.containerCornerRadius = containerCornerRadius
  }

  /// The node's number in this pass, the key of every per-node result.
  mutating func number(_ node: ViewNode) -> Int {
    let number = numbering.number(for: node)
    if number == PreviewBudget.views, overBudget == nil {
      overBudget =
        "layout met more than \(PreviewBudget.format(PreviewBudget.views)) views (GeometryReader content included), the limit for one preview"
    }
    return number
  }

  /// The node's size for a proposal (finite, non-negative).
  mutating func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
    arrange(node, proposal).size
  }

  /// The node's size and its children's places for a proposal, cached.
  mutating func arrange(_ node: ViewNode, _ proposal: ProposedViewSize) -> Arrangement {
    let number = number(node)
    measurements += 1
    if let cached = arrangements[number, proposal] { return cached }
    if measurements > PreviewBudget.measurements, overBudget == nil {
      overBudget =
        "layout asked views for their size more than \(PreviewBudget.format(PreviewBudget.measurements)) times, the limit for one preview"
    }
    if overBudget != nil { return Arrangement(size: .zero) }
    var arrangement = computeArrangement(node, proposal)
    arrangement.size = arrangement.size.sanitized
    for index in arrangement.children.indices {
      arrangement.children[index].origin = arrangement.children[index].origin.sanitized
    }
    arrangements.store(arrangement, for: number, proposal: proposal)
    return arrangement
  }

  /// The first and last text baselines measured from the node's top; nil where the node
  /// shows no text (callers then use its bottom edge, as SwiftUI does).
  mutating func baseline(_ node: ViewNode, _ proposal: ProposedViewSize, last: Bool) -> CGFloat? {
    let number = number(node)
    if let cached = baselines[number, proposal] { return last ? cached.last : cached.first }
    let value = (first: computeBaseline(node, proposal, last: false), last: computeBaseline(node, proposal, last: true))
    baselines.store(value, for: number, proposal: proposal)
    return last ? value.last : value.first
  }

  private mutating func computeBaseline(_ node: ViewNode, _ proposal: ProposedViewSize, last: Bool) -> CGFloat? {
    switch node.kind {
    case .text:
      let layout = textLayout(node, proposal)
      guard !layout.lines.isEmpty else { return nil }
      return CGFloat(last ? layout.lastBaseline : layout.firstBaseline)
    case .image(let image):
      // A symbol image has a baseline, as SF Symbols do: its box is centred on the cap height's
      // midline, so text beside it on a shared baseline lines up with it.
      guard case .symbol = image.content, !image.isResizable else { return nil }
      let font = FontSpec(node.environment.resolve(nil))
      let side = image.symbolSide(pointSize: CGFloat(font.size))
      return side / 2 + CGFloat(textEngine.metrics(for: font).capHeight) / 2
    case .shape, .spacer, .divider, .geometryReader, .chart:
      return nil
    case .stack, .zStack, .lazyGrid, .grid, .viewThatFits, .modified:
      let children = arrange(node, proposal).children.filter { $0.layer == .content }
      let ordered: [Arrangement.Placement]
      if case .stack(.vertical, _, _, _) = node.kind, last { ordered = children.reversed() } else { ordered = children }
      for child in ordered {
        if let value = baseline(child.node, child.proposal, last: last) { return child.origin.y + value }
      }
      return nil
    }
  }

  /// The corner radius of `ContainerRelativeShape` in `rect`: the widget's radius less the
  /// distance from the widget's nearest edge, so corners stay concentric.
  func containerRelativeRadius(in rect: CGRect) -> CGFloat {
    let bounds = containerBounds
    let inset = min(rect.minX - bounds.minX, rect.minY - bounds.minY, bounds.maxX - rect.maxX, bounds.maxY - rect.maxY)
    return max(containerCornerRadius - max(inset, 0), 0)
  }
}
