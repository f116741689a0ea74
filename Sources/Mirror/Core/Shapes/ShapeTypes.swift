import Foundation

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// iOS's smooth corners, whose curvature grows gradually.
  case continuous
}

/// How a path's inside is decided when it crosses itself.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The width, caps, joins and dashes of a stroke.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  public enum LineCap: Hashable, Sendable { case butt, round, square }
  public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// How a layer's colours combine with what is below it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  case plusDarker, plusLighter
}

/// Whether a shape is drawn as a fill, a stroke or a separator.
public enum ShapeRole: Hashable, Sendable {
  case fill, stroke, separator
}
