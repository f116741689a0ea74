import Foundation
import MirrorCore

/// How a `Gauge` is drawn.
public struct GaugeStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case linear, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
  }
  let kind: Kind
  public static let automatic = GaugeStyle(kind: .linear)
  public static let linearCapacity = GaugeStyle(kind: .linear)
  public static let accessoryLinear = GaugeStyle(kind: .accessoryLinear)
  public static let accessoryLinearCapacity = GaugeStyle(kind: .accessoryLinearCapacity)
  public static let accessoryCircular = GaugeStyle(kind: .accessoryCircular)
  public static let accessoryCircularCapacity = GaugeStyle(kind: .accessoryCircularCapacity)
}

extension GaugeStyle {
  /// Sizes of the accessory styles. Apple publishes none. The ring's size and the value's are
  /// measured on iOS renders of an `accessoryCircular` widget (a 72 pt family with 60 pt of
  /// content: a ring 58 pt across, value digits 17.3 pt tall) and the track's opacity on the
  /// same renders; line widths, gaps and label sizes are chosen to read like the Lock Screen.
  enum Metrics {
    /// The track's opacity relative to the value's style.
    static let trackOpacity = 0.35
    /// How far the ring's outer edge stays inside its square.
    static let ringInset: CGFloat = 1
    static let ringLineWidth: CGFloat = 6
    /// The open ring's sweep; its gap is centred at the bottom.
    static let openSweep = 0.75
    /// The cut-out around a marker, on each side.
    static let markerGap: CGFloat = 1.5
    /// The current value in a ring: digits 17.3 pt tall as on iOS.
    static let valueFontSize: CGFloat = 24
    /// The room kept between the value and the ring's inner edge.
    static let valueInset: CGFloat = 6
    /// Labels in the ring's gap and around a bar.
    static let boundsFontSize: CGFloat = 11
    static let barThickness: CGFloat = 6
  }

  /// The geometry of a circular gauge in a square of `side` points.
  struct Ring {
    let side: CGFloat
    let open: Bool
    var lineWidth: CGFloat { Metrics.ringLineWidth }
    /// The diameter of the stroke's centre line.
    var diameter: CGFloat { max(side - 2 * Metrics.ringInset - lineWidth, 0) }
    var innerDiameter: CGFloat { max(diameter - lineWidth, 0) }
    /// The sweep from the start, as a fraction of the whole circle.
    var sweep: Double { open ? Metrics.openSweep : 1 }
    /// Where the sweep starts, clockwise from 3 o'clock: the gap's left end, or 12 o'clock.
    var startDegrees: Double { open ? 90 + (1 - Metrics.openSweep) * 180 : -90 }
    /// The width of the gap at the bottom of an open ring, between the stroke's centre lines.
    var gapWidth: CGFloat { diameter * CGFloat(sin((1 - Metrics.openSweep) * .pi)) }

    /// `shape` (a trimmed circle) stroked along the ring with round caps.
    func stroke<S: Shape, Style: ShapeStyle>(_ shape: S, _ style: Style) -> some View {
      shape.stroke(style, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(startDegrees))
        .frame(width: diameter, height: diameter)
    }

    /// The centre of a marker at `fraction` of the sweep, in the square.
    func marker(at fraction: Double) -> CGPoint {
      let radians = (startDegrees + fraction * sweep * 360) * .pi / 180
      return CGPoint(x: side / 2 + diameter / 2 * CGFloat(cos(radians)), y: side / 2 + diameter / 2 * CGFloat(sin(radians)))
    }

    /// The parts of the open track left around a marker at `fraction`, as trims of the circle
    /// (before rotation): the cut is the marker, its gap and the round caps of the track.
    func trackSegments(markerAt fraction: Double) -> [ClosedRange<Double>] {
      let circumference = Double(diameter) * .pi
      guard circumference > 0 else { return [] }
      let half = Double(lineWidth + Metrics.markerGap) / circumference
      let marker = fraction * sweep
      var segments: [ClosedRange<Double>] = []
      if marker - half > 0 { segments.append(0...(marker - half)) }
      if marker + half < sweep { segments.append((marker + half)...sweep) }
      return segments
    }
  }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyle.automatic }

extension EnvironmentValues {
  var gaugeStyle: GaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func gaugeStyle(_ style: GaugeStyle) -> some View {
    environmentWriting { $0.gaugeStyle = style }
  }
}
