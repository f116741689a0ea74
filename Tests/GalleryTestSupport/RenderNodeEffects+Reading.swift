import Foundation
import LayoutEngine
import MirrorCore

/// Reading a render node's effects in tests: the last of each kind, or what drawing assumes
/// without one.
extension Array where Element == RenderNode.Effect {
  package var clip: Path? { lastValue { if case .clip(let path, _) = $0 { path } else { nil } } }
  package var clipStyle: FillStyle { lastValue { if case .clip(_, let style) = $0 { style } else { nil } } ?? FillStyle() }
  package var mask: [RenderNode] { lastValue { if case .mask(let layers) = $0 { layers } else { nil } } ?? [] }
  package var opacity: Double { lastValue { if case .opacity(let value) = $0 { value } else { nil } } ?? 1 }
  package var blurRadius: CGFloat { lastValue { if case .blur(let radius) = $0 { radius } else { nil } } ?? 0 }
  package var shadow: RenderNode.Shadow? { lastValue { if case .shadow(let value) = $0 { value } else { nil } } }
  package var blendMode: BlendMode { lastValue { if case .blendMode(let mode) = $0 { mode } else { nil } } ?? .normal }
  package var transform: CGAffineTransform {
    lastValue { if case .transform(let value) = $0 { value } else { nil } } ?? .identity
  }
  package var link: URL? { lastValue { if case .link(let url) = $0 { url } else { nil } } }
  /// Whether the node is composited as one layer (`compositingGroup`, `drawingGroup`).
  package var isolated: Bool { contains { if case .compositingGroup = $0 { true } else { false } } }
  package var intent: String? { lastValue { if case .intent(let name) = $0 { name } else { nil } } }

  private func lastValue<T>(_ value: (RenderNode.Effect) -> T?) -> T? {
    reversed().lazy.compactMap(value).first
  }
}
