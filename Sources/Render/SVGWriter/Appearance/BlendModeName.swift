import MirrorCore

/// CSS `mix-blend-mode` names for SwiftUI blend modes.
enum BlendModeName {
  /// The CSS value, or nil for `normal` and for the Porter-Duff modes CSS cannot express
  /// (`sourceAtop`, `destinationOver`, `destinationOut`), which are drawn normally and only
  /// recorded in `data-blend-mode`. `plusDarker` has no CSS equivalent either; `darken` is
  /// the nearest.
  static func css(_ mode: BlendMode) -> String? {
    switch mode {
    case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken, .plusDarker: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .plusLighter: "plus-lighter"
    }
  }
}
