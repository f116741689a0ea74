import Foundation
import MirrorCore

/// A value within a range, drawn as a bar or, on the Lock Screen, a ring.
///
/// The accessory styles paint in the tint if one is set, else in the foreground (primary)
/// colour, over a track of the same style at 35 % opacity.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, BuiltInComposite {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  @Environment(\.gaugeStyle) private var style
  @Environment(\.tint) private var tint

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: some View {
    switch style.kind {
    case .accessoryCircular, .accessoryCircularCapacity:
      GeometryReader { proxy in
        circular(side: min(proxy.size.width, proxy.size.height))
          .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
      }
    case .accessoryLinear, .accessoryLinearCapacity:
      VStack(alignment: .leading, spacing: 2) {
        label.font(.system(size: GaugeStyle.Metrics.boundsFontSize))
        HStack(spacing: 4) {
          minimumValueLabel.font(.system(size: GaugeStyle.Metrics.boundsFontSize))
          GeometryReader { proxy in bar(width: proxy.size.width, thickness: GaugeStyle.Metrics.barThickness) }
            .frame(height: GaugeStyle.Metrics.barThickness)
          maximumValueLabel.font(.system(size: GaugeStyle.Metrics.boundsFontSize))
        }
        currentValueLabel.font(.system(size: GaugeStyle.Metrics.boundsFontSize))
      }
    case .linear:
      VStack(alignment: .leading, spacing: 4) {
        label
        HStack(spacing: 6) {
          minimumValueLabel.font(.caption2)
          GeometryReader { proxy in
            ZStack(alignment: .leading) {
              Capsule().fill(.fill)
              Capsule().fill(.tint).frame(width: max(proxy.size.height, proxy.size.width * fraction))
            }
          }
          .frame(height: 6)
          maximumValueLabel.font(.caption2)
        }
        currentValueLabel.font(.caption)
      }
    }
  }

  /// What the accessory styles paint with: the tint if one is set, else the foreground.
  private var accessoryTint: AnyShapeStyle { tint ?? AnyShapeStyle(.foreground) }

  private var accessoryTrack: some ShapeStyle { accessoryTint.opacity(GaugeStyle.Metrics.trackOpacity) }

  private var hasCurrentValueLabel: Bool { CurrentValueLabel.self != EmptyView.self }
  private var hasBoundsLabels: Bool { BoundsLabel.self != EmptyView.self }

  /// A ring (open with a marker, or closed and filled) in a square of `side` points.
  @ViewBuilder private func circular(side: CGFloat) -> some View {
    let ring = GaugeStyle.Ring(side: side, open: style.kind == .accessoryCircular)
    ZStack {
      if style.kind == .accessoryCircular {
        ForEach(ring.trackSegments(markerAt: fraction), id: \.self) { segment in
          ring.stroke(Circle().trim(from: segment.lowerBound, to: segment.upperBound), accessoryTrack)
        }
        let marker = ring.marker(at: fraction)
        Circle().fill(accessoryTint).frame(width: ring.lineWidth, height: ring.lineWidth).position(x: marker.x, y: marker.y)
      } else {
        ring.stroke(Circle(), accessoryTrack)
        if fraction > 0 { ring.stroke(Circle().trim(from: 0, to: fraction), accessoryTint) }
      }
      Group {
        if hasCurrentValueLabel { currentValueLabel } else { label }
      }
      .font(.system(size: GaugeStyle.Metrics.valueFontSize, weight: .medium))
      .lineLimit(1)
      .minimumScaleFactor(0.5)
      .frame(maxWidth: ring.innerDiameter - GaugeStyle.Metrics.valueInset)
      if style.kind == .accessoryCircular {
        VStack(spacing: 0) {
          Spacer(minLength: 0)
          Group {
            if hasBoundsLabels {
              HStack(spacing: 0) {
                minimumValueLabel
                Spacer(minLength: 0)
                maximumValueLabel
              }
            } else if hasCurrentValueLabel {
              label
            }
          }
          .font(.system(size: GaugeStyle.Metrics.boundsFontSize, weight: .medium))
          .lineLimit(1)
          .frame(width: ring.gapWidth)
        }
      }
    }
    .frame(width: side, height: side)
  }

  /// A capsule of `width` filled to the value (capacity) or carrying a marker at it.
  @ViewBuilder private func bar(width: CGFloat, thickness: CGFloat) -> some View {
    if style.kind == .accessoryLinearCapacity {
      ZStack(alignment: .leading) {
        Capsule().fill(accessoryTrack)
        if fraction > 0 { Capsule().fill(accessoryTint).frame(width: max(thickness, width * fraction)) }
      }
    } else {
      let travel = max(width - thickness, 0)
      let marker = thickness / 2 + travel * fraction
      let gap = thickness / 2 + GaugeStyle.Metrics.markerGap
      ZStack(alignment: .leading) {
        if marker - gap > 0 { Capsule().fill(accessoryTrack).frame(width: marker - gap) }
        if marker + gap < width {
          Capsule().fill(accessoryTrack).frame(width: width - marker - gap).padding(.leading, marker + gap)
        }
        Circle().fill(accessoryTint).frame(width: thickness, height: thickness).padding(.leading, marker - thickness / 2)
      }
    }
  }
}

extension Gauge where BoundsLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}
