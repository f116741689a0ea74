import Foundation

/// Colours at locations along a line from 0 to 1.
public struct Gradient: Hashable, Sendable {
  /// One colour at one location.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  func resolvedStops(in environment: EnvironmentValues) -> [Stop] {
    stops.map { Stop(color: Color(provider: .rgba($0.color.rgba(in: environment))), location: $0.location) }
  }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: ShapeStyle, Hashable {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
  }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension RadialGradient: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .radialGradient(
      stops: gradient.resolvedStops(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// A gradient sweeping around a centre.
public struct AngularGradient: ShapeStyle, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle == startAngle ? startAngle + Angle(degrees: 360) : endAngle
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + Angle(degrees: 360))
  }
}

extension AngularGradient: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .angularGradient(stops: gradient.resolvedStops(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

/// A radial gradient whose circles are stretched into the ellipse that fills the shape.
public struct EllipticalGradient: ShapeStyle, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startRadiusFraction: CGFloat
  var endRadiusFraction: CGFloat

  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
  {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension EllipticalGradient: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .ellipticalGradient(
      stops: gradient.resolvedStops(in: environment), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension Angle {
  static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}

extension Color {
  /// A subtle top-to-bottom gradient of this colour.
  public var gradient: AnyGradient {
    AnyGradient(gradient: Gradient(colors: [self.opacity(1), self.opacity(0.8)]))
  }
}

/// A gradient used as a shape style on its own, drawn top to bottom.
public struct AnyGradient: ShapeStyle, Hashable {
  package let gradient: Gradient

  public init(_ gradient: Gradient) { self.gradient = gradient }
  init(gradient: Gradient) { self.gradient = gradient }
}

extension AnyGradient: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: gradient.resolvedStops(in: environment), start: .top, end: .bottom)
  }
}

extension LinearGradient: View {
  public var body: Never { primitiveBody() }
}
extension RadialGradient: View {
  public var body: Never { primitiveBody() }
}
extension AngularGradient: View {
  public var body: Never { primitiveBody() }
}
extension EllipticalGradient: View {
  public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { [fillNode(self, context, "LinearGradient")] }
}
extension RadialGradient: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { [fillNode(self, context, "RadialGradient")] }
}
extension AngularGradient: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { [fillNode(self, context, "AngularGradient")] }
}
extension EllipticalGradient: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { [fillNode(self, context, "EllipticalGradient")] }
}

private func fillNode(_ style: some ShapeStyle, _ context: ResolveContext, _ name: String) -> ViewNode {
  context.node(.shape(ResolvedShape(geometry: .rectangle, drawing: .fill(AnyShapeStyle(style), FillStyle()))), name)
}
