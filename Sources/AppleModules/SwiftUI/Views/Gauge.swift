import Foundation
import ViewDSL

/// A value within a range, drawn as a bar or, on the Lock Screen, a ring.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, BuiltInComposite {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  @Environment(\.gaugeStyle) private var style

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
    case .accessoryCircular:
      ZStack {
        Circle().trim(from: 0, to: 0.75).stroke(.fill, style: StrokeStyle(lineWidth: 6, lineCap: .round)).rotationEffect(
          .degrees(135))
        Circle().trim(from: 0, to: 0.75 * fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(135))
        currentValueLabel.font(.system(size: 17, weight: .medium))
        VStack {
          Spacer()
          label.font(.system(size: 10))
        }
      }
      .padding(3)
    case .accessoryCircularCapacity:
      ZStack {
        Circle().stroke(.fill, lineWidth: 6)
        Circle().trim(from: 0, to: fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round)).rotationEffect(
          .degrees(-90))
        currentValueLabel.font(.system(size: 17, weight: .medium))
      }
      .padding(3)
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

/// How a `Gauge` is drawn.
public struct GaugeStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case linear, accessoryCircular, accessoryCircularCapacity }
  let kind: Kind
  public static let automatic = GaugeStyle(kind: .linear)
  public static let linearCapacity = GaugeStyle(kind: .linear)
  public static let accessoryLinear = GaugeStyle(kind: .linear)
  public static let accessoryLinearCapacity = GaugeStyle(kind: .linear)
  public static let accessoryCircular = GaugeStyle(kind: .accessoryCircular)
  public static let accessoryCircularCapacity = GaugeStyle(kind: .accessoryCircularCapacity)
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
