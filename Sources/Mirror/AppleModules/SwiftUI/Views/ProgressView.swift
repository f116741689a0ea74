import Foundation
import MirrorCore

/// A progress bar (with a value) or an activity indicator (without one).
///
/// With a value on the Lock Screen (`accessoryCircular`, `accessoryRectangular`) it is drawn as
/// the capacity gauge of its style: the circular style as `accessoryCircularCapacity`, the others
/// as `accessoryLinearCapacity`, in the foreground colour (or the tint) over a 35 % track.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltInComposite {
  let fraction: Double?
  let timerInterval: ClosedRange<Date>?
  let countsDown: Bool
  let label: Label
  let currentValueLabel: CurrentValueLabel
  @Environment(\.progressViewStyle) private var style
  @Environment(\.entryDate) private var now
  @Environment(\.widgetFamily) private var family

  init(
    fraction: Double?, timerInterval: ClosedRange<Date>? = nil, countsDown: Bool = true, label: Label,
    currentValueLabel: CurrentValueLabel
  ) {
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.timerInterval = timerInterval
    self.countsDown = countsDown
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: value.map { total == 0 ? 0 : Double($0 / total) }, label: label(), currentValueLabel: currentValueLabel())
  }

  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: 0, timerInterval: timerInterval, countsDown: countsDown, label: label(), currentValueLabel: currentValueLabel())
  }

  private var currentFraction: Double? {
    guard let interval = timerInterval else { return fraction }
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length > 0 else { return 1 }
    let elapsed = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
    return countsDown ? 1 - elapsed : elapsed
  }

  public var body: some View {
    if let fraction = currentFraction, family.isAccessory, family != .accessoryInline {
      Gauge(value: fraction) {
        label
      } currentValueLabel: {
        currentValueLabel
      }
      .gaugeStyle(style == .circular ? .accessoryCircularCapacity : .accessoryLinearCapacity)
    } else {
      standard
    }
  }

  /// The bar or ring of the Home Screen families and apps.
  private var standard: some View {
    VStack(alignment: .leading, spacing: 4) {
      label
      if let fraction = currentFraction, style != .circular {
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            Capsule().fill(.fill)
            Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
          }
        }
        .frame(height: 4)
      } else {
        ZStack {
          Circle().stroke(.fill, lineWidth: 3)
          Circle().trim(from: 0, to: currentFraction ?? 0.25).stroke(.tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        }
        .frame(width: 20, height: 20)
      }
      currentValueLabel.font(.caption).foregroundStyle(.secondary)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate activity indicator.
  public init() {
    self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }
}

/// How a `ProgressView` is drawn.
public struct ProgressViewStyle: Hashable, Sendable {
  let name: String
  public static let automatic = ProgressViewStyle(name: "automatic")
  public static let linear = ProgressViewStyle(name: "linear")
  public static let circular = ProgressViewStyle(name: "circular")
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyle.automatic }

extension EnvironmentValues {
  var progressViewStyle: ProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func progressViewStyle(_ style: ProgressViewStyle) -> some View {
    environmentWriting { $0.progressViewStyle = style }
  }
}
