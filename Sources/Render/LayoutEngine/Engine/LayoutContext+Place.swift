import Foundation
import MirrorCore

extension LayoutContext {
  /// Places `node`, measured with `proposal`, with its top-left corner at `origin` (widget
  /// coordinates), and everything under it.
  mutating func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) -> RenderNode {
    guard overBudget == nil else { return RenderNode(frame: .zero, viewType: node.viewType, content: .group) }
    let arrangement = arrange(node, proposal)
    let frame = CGRect(origin: origin.sanitized, size: arrangement.size)
    var render = RenderNode(frame: frame, viewType: node.viewType, content: .group)
    render.definedBy = node.traits.definedBy
    let traits = node.traits
    render.accessibility = RenderAccessibility.of(traits, redacted: !node.environment.effectiveRedaction.isEmpty)
    if traits.accessibilityHidden { accessibilitySuppression += 1 }
    let words = accessibilityWords.count
    var labelled = false
    // Redacted views lend the title no words: they would give away what redaction hides.
    if let label = traits.accessibilityLabel, accessibilitySuppression == 0, node.environment.effectiveRedaction.isEmpty {
      render.accessibilityLabel = label
      accessibilityWords.append(label)
      accessibilitySuppression += 1
      labelled = true
    }
    defer {
      if traits.accessibilityHidden { accessibilitySuppression -= 1 }
      if labelled { accessibilitySuppression -= 1 }
    }

    switch node.kind {
    case .text:
      drawText(node, proposal: proposal, into: &render)
    case .image(let image):
      drawImage(image, environment: node.environment, into: &render)
    case .shape(let shape):
      drawShape(shape, node: node, into: &render)
    case .divider:
      let paint = Paint.color(SeparatorColor.rgba(node.environment.colorScheme))
      render.content = .fill(path: Path(frame), paint: paint, fillStyle: FillStyle())
    case .spacer:
      break
    case .geometryReader(let content):
      render.children = placeGeometryReader(node, content: content, frame: frame)
    case .zStack:
      let children = placeChildren(node, arrangement, frame: frame)
      render.children = zip(children, arrangement.children).enumerated()
        .sorted { lhs, rhs in
          let (a, b) = (lhs.element.1.node.traits.zIndex, rhs.element.1.node.traits.zIndex)
          return a != b ? a < b : lhs.offset < rhs.offset
        }
        .map(\.element.0)
    case .stack, .lazyGrid, .grid, .viewThatFits, .chart:
      render.children = placeChildren(node, arrangement, frame: frame)
    case .modified(_, let modifier):
      applyModifier(modifier, node: node, arrangement: arrangement, frame: frame, into: &render)
    }
    if let region = visibleRegion { cull(&render, in: region, wordsBefore: words) }
    return render
  }

  /// Leaves out of `render` what cannot be seen in `region`: culled children and mask
  /// layers, glyphs and content whose ink lies outside. A node left with nothing to draw is
  /// culled itself when its frame lies outside too, or when it drew only through children
  /// that were all culled and carries no link or label; the words its views lent the title
  /// since `wordsBefore` are then taken back.
  private mutating func cull(_ render: inout RenderNode, in region: CGRect, wordsBefore words: Int) {
    let hadChildren = !render.children.isEmpty
    if render.children.contains(where: \.isCulled) { render.children.removeAll(where: \.isCulled) }
    for index in render.effects.indices {
      guard case .mask(let layers) = render.effects[index], layers.contains(where: \.isCulled) else { continue }
      render.effects[index] = .mask(layers.filter { !$0.isCulled })
    }
    let reach = Visibility.Reach(render.effects)
    let inner = Visibility.region(inside: reach, from: region)
    if case .text(let text) = render.content {
      if let visible = Visibility.visibleText(text, in: inner, textEngine: textEngine) {
        let (shown, drawn) = (visible.glyphCount, text.glyphCount)
        if shown < drawn {
          clippedTexts.append(ClippedText(frame: render.frame, string: text.string, shown: shown, drawn: drawn))
        }
        render.content = .text(visible)
      } else {
        clippedTexts.append(ClippedText(frame: render.frame, string: text.string, shown: 0, drawn: text.glyphCount))
        render.content = .group
      }
    } else if let ink = Visibility.contentInk(render, textEngine: textEngine), !Visibility.meets(ink, inner) {
      render.content = .group
    }
    guard case .group = render.content, render.children.isEmpty else { return }
    let marksItsFrame = render.accessibilityLabel != nil || reach.marksFrame
    if !Visibility.meets(render.frame, region) || (hadChildren && !marksItsFrame) {
      render.isCulled = true
      accessibilityWords.removeSubrange(words...)
    }
  }

  /// Runs `body` with the visible region of the content and children of a node with `effects`.
  mutating func inside<T>(_ effects: [RenderNode.Effect], _ body: (inout LayoutContext) -> T) -> T {
    guard let region = visibleRegion else { return body(&self) }
    let reach = Visibility.Reach(effects)
    var inner = Visibility.region(inside: reach, from: region)
    if !reach.mask.isEmpty {
      let mask = reach.mask.reduce(nil) { Visibility.union($0, Visibility.ink($1, textEngine: textEngine)) }
      inner = mask.map { inner.intersection($0) } ?? .null
    }
    visibleRegion = inner
    let result = body(&self)
    visibleRegion = region
    return result
  }

  /// Places an arrangement's children of one layer inside `frame`, mirrored for right-to-left
  /// layouts.
  mutating func placeChildren(_ node: ViewNode, _ arrangement: Arrangement, frame: CGRect, layer: Arrangement.Layer = .content)
    -> [RenderNode]
  {
    var placed: [RenderNode] = []
    placed.reserveCapacity(arrangement.children.count)
    for child in arrangement.children where child.layer == layer {
      placed.append(place(child.node, at: childOrigin(child, in: frame, of: node), proposal: child.proposal))
    }
    return placed
  }

  func childOrigin(_ child: Arrangement.Placement, in frame: CGRect, of node: ViewNode) -> CGPoint {
    let x =
      node.environment.layoutDirection == .rightToLeft
      ? frame.width - child.origin.x - child.size.width
      : child.origin.x
    return CGPoint(x: frame.minX + x, y: frame.minY + child.origin.y)
  }

  /// Evaluates the reader's content with its size and global frame and places the views at
  /// its top-leading corner, each proposed the reader's size.
  private mutating func placeGeometryReader(_ node: ViewNode, content: @MainActor (GeometryProxy) -> [ViewNode], frame: CGRect)
    -> [RenderNode]
  {
    let proxy = GeometryProxy(size: frame.size, globalOrigin: frame.origin)
    let nodes = MainActor.assumingIsolated { content(proxy) }
    generatedNodes.append(contentsOf: nodes)
    let proposal = ProposedViewSize(frame.size)
    return nodes.map { child in
      let placement = Arrangement.Placement(node: child, proposal: proposal, origin: .zero, size: size(child, proposal))
      return place(child, at: childOrigin(placement, in: frame, of: node), proposal: proposal)
    }
  }
}
