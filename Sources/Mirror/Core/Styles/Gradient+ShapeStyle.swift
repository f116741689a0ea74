import Foundation

/// A gradient used as a shape style is drawn as SwiftUI draws it: a linear gradient from the
/// top of the shape to its bottom.
extension Gradient: ShapeStyle, ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: resolvedStops(in: environment), start: .top, end: .bottom)
  }
}
