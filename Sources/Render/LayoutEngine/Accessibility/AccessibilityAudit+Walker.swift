import Foundation
import MirrorCore
import TextEngine

extension AccessibilityAudit {
  /// One pass over the render tree in drawing order: the texts drawn, and the fills drawn
  /// before each, for the text audits and contrast.
  struct Walker {
    /// What is under everything: the system widget background (black for the island).
    let base: RGBA
    let judgesContrast: Bool
    var backdrops: [Backdrop] = []
    var texts: [TextSample] = []

    init(base: RGBA, judgesContrast: Bool) {
      self.base = base
      self.judgesContrast = judgesContrast
    }

    /// The opacity, clip and transform the node's ancestors apply.
    struct State {
      var opacity = 1.0
      var clip: CGRect?
      var transform = CGAffineTransform.identity
      /// How far blurs spread what is drawn (the sum of the blur radii).
      var blur: CGFloat = 0
    }

    /// A fill drawn somewhere: where (widget coordinates, its clip applied) and its colours,
    /// one per gradient stop; nil colours for an image, whose pixels are not known.
    struct Backdrop {
      var rect: CGRect
      var colors: [RGBA]?
    }

    /// A text as drawn, with the fills drawn before it.
    struct TextSample {
      var frame: CGRect
      var string: String
      /// The colours of its runs' paints (every gradient stop), opacity applied.
      var colors: [RGBA]
      var smallestSize: Double
      var isBold: Bool
      var isTruncated: Bool
      /// How many backdrops were drawn before it.
      var backdropsBefore: Int
    }

    mutating func walk(_ node: RenderNode, state: State) {
      var state = state
      for effect in node.effects {
        switch effect {
        case .opacity(let value): state.opacity *= value.isFinite ? min(max(value, 0), 1) : 1
        case .transform(let value): state.transform = value.concatenating(state.transform)
        case .clip(let path, _):
          var rect = Self.mapped(Visibility.bounded(path.boundingRect), state)
          // A blur around the clip spreads what the clip kept.
          if state.blur > 0 { rect = rect.insetBy(dx: -state.blur, dy: -state.blur) }
          state.clip = state.clip.map { $0.intersection(rect) } ?? rect
        case .blur(let radius): state.blur += radius.isFinite ? min(max(radius, 0), 1000) : 0
        case .mask, .shadow, .blendMode, .compositingGroup, .link, .intent: break
        }
      }
      guard state.opacity > 0.001 else { return }
      switch node.content {
      case .fill(let path, let paint, _):
        addBackdrop(path.boundingRect, colors: Self.colors(of: paint, opacity: state.opacity), state: state)
      case .image(let image):
        addBackdrop(image.drawRect.intersection(node.frame), colors: nil, state: state)
      case .text(let text):
        addText(text, node: node, state: state)
      case .group, .stroke, .symbol, .symbolGlyph, .redaction:
        break
      }
      for child in node.children { walk(child, state: state) }
    }

    private mutating func addBackdrop(_ rect: CGRect, colors: [RGBA]?, state: State) {
      var rect = Self.mapped(Visibility.bounded(rect), state)
      if state.blur > 0 { rect = rect.insetBy(dx: -state.blur, dy: -state.blur) }
      if let clip = state.clip { rect = rect.intersection(clip) }
      guard !rect.isNull, !rect.isEmpty else { return }
      backdrops.append(Backdrop(rect: rect, colors: colors))
    }

    private mutating func addText(_ text: RenderedText, node: RenderNode, state: State) {
      // A text has a run or a few per line, most in one face and attribute: a list, and the
      // last face's weight, cost less than a set and a name parsed per run.
      var attributes: [Int] = []
      var smallest = Double.infinity
      var bold = true
      var lastFace: (id: String, isBold: Bool)?
      for line in text.layout.lines {
        for run in line.glyphRuns where run.size.isFinite && run.size > 0 && !run.glyphs.isEmpty {
          if !attributes.contains(run.attribute) { attributes.append(run.attribute) }
          smallest = min(smallest, run.size)
          guard bold else { continue }
          if let last = lastFace, last.id == run.face.id {
            bold = last.isBold
          } else {
            bold = Self.isBold(run.face)
            lastFace = (run.face.id, bold)
          }
        }
      }
      guard !attributes.isEmpty else { return }
      let colors = attributes.sorted().flatMap { index in
        index < text.paints.count ? Self.colors(of: text.paints[index], opacity: state.opacity) : []
      }
      texts.append(
        TextSample(
          frame: Self.mapped(node.frame, state), string: text.string, colors: colors, smallestSize: smallest,
          isBold: bold, isTruncated: text.layout.isTruncated, backdropsBefore: backdrops.count))
    }

    /// `rect` in widget coordinates: moved by the transforms of the node and its ancestors.
    static func mapped(_ rect: CGRect, _ state: State) -> CGRect {
      state.transform == .identity ? rect : Visibility.map(rect, state.transform)
    }

    /// The contrast finding of `text`, if its contrast is below what its size requires.
    func contrastFinding(_ text: TextSample) -> PreviewFinding? {
      guard judgesContrast, !text.colors.isEmpty, let behind = colorsBehind(text) else { return nil }
      let visible = text.colors.filter { $0.alpha > 0.01 }
      guard !visible.isEmpty else { return nil }
      var ratio = Double.infinity
      for background in behind {
        for color in visible { ratio = min(ratio, Contrast.ratio(Contrast.over(color, background), background)) }
      }
      let large = text.smallestSize >= largeTextSize || (text.smallestSize >= largeBoldTextSize && text.isBold)
      let required = large ? largeContrast : normalContrast
      guard ratio < required else { return nil }
      return PreviewFinding(
        kind: .contrast, frame: text.frame,
        message: "contrast of \(quoted(text.string)) is \(format(ratio)):1, below \(format(required)):1",
        text: text.string,
        measured: [
          .init(name: "ratio", value: (ratio * 100).rounded() / 100), .init(name: "required", value: required),
          .init(name: "size", value: text.smallestSize),
        ])
    }

    /// The opaque colours that can be behind the centre of `text`; nil when an image is.
    private func colorsBehind(_ text: TextSample) -> [RGBA]? {
      let point = CGPoint(x: text.frame.midX, y: text.frame.midY)
      var behind = [base]
      for backdrop in backdrops.prefix(text.backdropsBefore) where backdrop.rect.contains(point) {
        guard let colors = backdrop.colors else {
          behind = []
          continue
        }
        if colors.allSatisfy({ $0.alpha >= 0.999 }) {
          behind = colors
          continue
        }
        guard !behind.isEmpty else { continue }
        var next: [RGBA] = []
        for color in colors {
          for under in behind {
            let mixed = Contrast.over(color, under)
            if !next.contains(mixed) { next.append(mixed) }
          }
        }
        behind = next
      }
      return behind.isEmpty ? nil : behind
    }

    /// Gradient stops in a `Paint` are resolved already: any environment reads them.
    private static let stopEnvironment = EnvironmentValues()

    /// The colours a paint can show: its colour, or each gradient stop's.
    static func colors(of paint: Paint, opacity: Double) -> [RGBA] {
      func scaled(_ rgba: RGBA) -> RGBA {
        var rgba = rgba
        rgba.alpha = (rgba.alpha.isFinite ? min(max(rgba.alpha, 0), 1) : 0) * opacity
        return rgba
      }
      switch paint {
      case .color(let rgba): return [scaled(rgba)]
      case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _),
        .ellipticalGradient(let stops, _, _, _):
        return stops.map { scaled($0.color.rgba(in: stopEnvironment)) }
      }
    }

    /// Whether a face is bold (700) or heavier, by its PostScript name.
    static func isBold(_ face: FontFace) -> Bool {
      let style = face.id.split(separator: "-").last.map(String.init) ?? ""
      guard !style.contains("SemiBold"), !style.contains("DemiBold") else { return false }
      return ["Bold", "Black", "Heavy", "ExtraBold"].contains { style.contains($0) }
    }
  }
}
