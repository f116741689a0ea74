import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetKit

extension WidgetRenderer {
  /// The SVG document of `control` in this renderer's `.control(_:)` layout, showing its
  /// value provider's `previewValue` (or its intent's defaults); a toggle is drawn `isOn`
  /// when given, else as its value says. Controls are drawn dark, as Control Center and the
  /// Lock Screen show them. It runs on the main actor, as controls do.
  @preconcurrency @MainActor public func svg<Control: ControlWidget>(of control: Control, isOn: Bool? = nil) -> String {
    guard case .control(let presentation) = layout else {
      preconditionFailure("render a control with .control(_:), not \(layout)")
    }
    return draw(evaluateControl(control.galleryControl, presentation: presentation, isOn: isOn)).svg
  }

  /// A control's view in `presentation`, evaluated (its code runs here, on the main actor):
  /// its symbol, title and value as that presentation shows them.
  @MainActor package func evaluateControl(_ control: ErasedControl, presentation: ControlPresentation, isOn: Bool?)
    -> WidgetEvaluation
  {
    var environment = EnvironmentValues()
    environment.displayScale = device.displayScale
    environment.screenSize = device.screenSize
    environment.entryDate = ReferenceDate.date
    environment.dynamicTypeSize = dynamicTypeSize
    appearance.apply(to: &environment)
    environment.colorScheme = .dark
    let template = EnvironmentValues.$current.withValue(environment) { control.template() }
    let on = template.kind == .toggle && (isOn ?? template.isOn)
    let valueLabel = template.valueLabel?(on)
    // The labels' own declarations: the action hint and status.
    let labels = WidgetEvaluation(environment: environment) {
      VStack {
        template.label
        valueLabel
      }
    }
    let view = ControlView(
      template: template, isOn: on, valueLabel: valueLabel, presentation: presentation,
      title: control.displayName.isEmpty ? nil : control.displayName, hint: labels.declared.controlActionHint,
      status: labels.declared.controlStatus)
    return WidgetEvaluation(environment: environment) { view }
  }
}

/// A control as a presentation draws it. The layout and colours are estimates of iOS 18's
/// (Apple publishes none): a circle holding the symbol, filled with the tint when a toggle is
/// on; the title and value beside or under it where there is room.
struct ControlView: View {
  let template: ErasedControlTemplate
  let isOn: Bool
  let valueLabel: AnyView?
  let presentation: ControlPresentation
  /// The configuration's `displayName`, for the Action button when there is no hint.
  let title: String?
  let hint: String?
  let status: String?

  private var tint: Color { template.tint ?? .blue }

  /// The symbol: the value label's (a toggle's state) or the label's.
  private var symbol: some View { (valueLabel ?? template.label).labelStyle(.iconOnly) }

  private var glyphColor: Color {
    switch presentation {
    case .lockScreen: isOn ? .black : .white
    default: template.kind == .button && template.tint != nil ? tint : .white
    }
  }

  private var circleFill: Color {
    switch presentation {
    case .lockScreen: isOn ? .white : Color.white.opacity(0.16)
    default: isOn ? tint : Color.white.opacity(0.16)
    }
  }

  private func circle(_ diameter: CGFloat, symbolSize: CGFloat) -> some View {
    ZStack {
      Circle().fill(circleFill)
      symbol.font(.system(size: symbolSize, weight: .medium)).foregroundStyle(glyphColor)
    }
    .frame(width: diameter, height: diameter)
  }

  private var titleText: some View {
    template.label.labelStyle(.titleOnly).font(.system(size: 14, weight: .semibold)).foregroundStyle(.white).lineLimit(1)
  }

  @ViewBuilder private var valueText: some View {
    if let status {
      Text(status).font(.system(size: 14)).foregroundStyle(Color.white.opacity(0.6)).lineLimit(1)
    } else if template.kind == .toggle {
      Group {
        if let valueLabel {
          valueLabel.labelStyle(.titleOnly)
        } else {
          Text(isOn ? "On" : "Off")
        }
      }
      .font(.system(size: 14)).foregroundStyle(Color.white.opacity(0.6)).lineLimit(1)
    }
  }

  var body: some View {
    content.opacity(template.isDisabled ? 0.4 : 1)
  }

  @ViewBuilder private var content: some View {
    switch presentation {
    case .controlCenter(.small), .lockScreen:
      circle(presentation.geometry.size.width, symbolSize: presentation == .lockScreen ? 20 : 24)
    case .controlCenter(.medium):
      HStack(spacing: 8) {
        circle(48, symbolSize: 20)
        VStack(alignment: .leading, spacing: 1) {
          titleText
          valueText
        }
        Spacer(minLength: 0)
      }
      .padding(.horizontal, 10)
    case .controlCenter(.large):
      VStack(alignment: .leading, spacing: 2) {
        circle(48, symbolSize: 20)
        Spacer(minLength: 0)
        titleText
        valueText
      }
      .padding(14)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    case .actionButton:
      HStack(spacing: 8) {
        symbol.font(.system(size: 17, weight: .semibold)).foregroundStyle(tint)
        Group {
          if let hint {
            Text(hint)
          } else if let title {
            Text(title)
          } else {
            template.label.labelStyle(.titleOnly)
          }
        }
        .font(.system(size: 15, weight: .semibold)).foregroundStyle(.white).lineLimit(1)
        Spacer(minLength: 0)
      }
      .padding(.horizontal, 14)
      .containerBackground(Color.black, for: .widget)
    }
  }
}

/// Lays out a control's view in its presentation's size and shape.
enum ControlLayout {
  static func layout(_ evaluation: WidgetEvaluation, presentation: ControlPresentation) -> RenderedWidget {
    let geometry = presentation.geometry
    var rendered = WidgetLayout.layout(
      content: evaluation.content, background: evaluation.background, size: geometry.size, widgetURL: evaluation.widgetURL,
      environment: evaluation.environment)
    rendered.cornerRadius = geometry.cornerRadius
    return rendered
  }
}
