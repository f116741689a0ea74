import ActivityKit
import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetKit

extension WidgetRenderer {
  /// The SVG document of the Live Activity `widget` (an `ActivityConfiguration`) showing
  /// `state` with `attributes`, in this renderer's `.liveActivity(_:)` or
  /// `.dynamicIsland(_:)` layout.
  ///
  /// `isStale` is what the views read as `context.isStale`; the `.stale` appearance sets it
  /// too. The Dynamic Island is drawn dark whatever the appearance. It runs on the main actor,
  /// as widgets do; a layout of another kind, a widget that is not a Live Activity of these
  /// attributes, or a Dynamic Island layout on a device without one stops with a message.
  @preconcurrency @MainActor public func svg<W: Widget, Attributes: ActivityAttributes>(
    of widget: W, attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false
  ) -> String {
    guard let activity = widget.erasedConfigurations.compactMap(\.activity).first(where: { $0.accepts(attributes) }) else {
      preconditionFailure("\(W.self) is not a Live Activity (ActivityConfiguration) for \(Attributes.self)")
    }
    guard let presentation = activityPresentation else {
      preconditionFailure("render a Live Activity with .liveActivity(_:) or .dynamicIsland(_:), not \(layout)")
    }
    let context = ErasedActivityContext(attributes: attributes, state: state, isStale: isStale || appearance == .stale)
    do {
      return try drawActivity(evaluateActivity(activity, context: context, presentation: presentation)).svg
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// The Live Activity presentation of this renderer's layout, if it is one.
  package var activityPresentation: ActivityPresentationKind? {
    switch layout {
    case .liveActivity(let presentation): .liveActivity(presentation)
    case .dynamicIsland(let presentation): .dynamicIsland(presentation)
    default: nil
    }
  }

  /// The environment a Live Activity's views are evaluated in for `presentation`: this
  /// renderer's appearance (dark in the Dynamic Island and the Smart Stack), device and the
  /// reference date; `.small` sets `activityFamily`.
  func activityEnvironment(_ presentation: ActivityPresentationKind, families: [ActivityFamily] = []) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = device.displayScale
    environment.screenSize = device.screenSize
    environment.entryDate = ReferenceDate.date
    environment.dynamicTypeSize = dynamicTypeSize
    appearance.apply(to: &environment)
    if presentation.isAlwaysDark { environment.colorScheme = .dark }
    if presentation == .liveActivity(.small) { environment.activityFamily = .small }
    environment.supportedActivityFamilies = Set(families + [.medium])
    return environment
  }

  /// A Live Activity's views for one presentation, evaluated (its code runs here, on the
  /// main actor): only the views the presentation shows.
  @MainActor package func evaluateActivity(
    _ activity: ErasedActivity, context: ErasedActivityContext, presentation: ActivityPresentationKind,
    localization: LocalizationTable? = nil
  ) -> ActivityEvaluation {
    var environment = activityEnvironment(presentation, families: activity.supplementalFamilies)
    if let localization {
      environment.localizationTable = localization
      environment.setDeviceLanguage(localization.locale)
    }
    var views = ActivityViews()
    var evaluations: [WidgetEvaluation] = []
    func evaluate(_ view: AnyView) -> WidgetEvaluation {
      // Made and evaluated on the main actor; the release compiler's region analysis cannot
      // see that through the task-local `withValue` the evaluation runs the closure in.
      nonisolated(unsafe) let made = view
      let evaluation = WidgetEvaluation(environment: environment) { made }
      evaluations.append(evaluation)
      return evaluation
    }
    var systemActionColor: String?
    switch presentation {
    case .liveActivity:
      let content = evaluate(EnvironmentValues.$current.withValue(environment) { activity.content(context) })
      views.content = content.content
      views.widgetURL = content.widgetURL
      if let tint = content.declared.activityBackgroundTint {
        views.background = evaluate(AnyView(Rectangle().fill(tint))).content
      } else {
        views.background = content.background
      }
      systemActionColor = content.declared.activitySystemActionForegroundColor.map { Self.hex($0.resolve(in: environment)) }
    case .dynamicIsland(let kind):
      let island = EnvironmentValues.$current.withValue(environment) { activity.dynamicIsland(context) }
      switch kind {
      case .compact:
        views.compactLeading = evaluate(island.compactLeading).content
        views.compactTrailing = evaluate(island.compactTrailing).content
      case .minimal, .minimalTrailing:
        views.minimal = evaluate(island.minimal).content
      case .expanded:
        for region in island.expandedRegions {
          let evaluation = evaluate(region.view)
          views.regions.append(
            ActivityViews.Region(
              position: region.position.name, priority: region.priority, node: evaluation.content,
              belowIfTooWide: evaluation.declared.dynamicIslandVerticalPlacement == "belowIfTooWide",
              margins: Self.overrides(region.margins)))
        }
      }
      views.keyline = island.keyline.map { $0.resolve(in: environment) }
      views.widgetURL = island.url
      var byMode: [String: [(edges: Edge.Set, length: Double)]] = [:]
      for margin in island.margins { byMode[margin.mode.name, default: []].append((margin.edges, margin.length)) }
      views.margins = byMode.mapValues(Self.overrides)
    }
    return ActivityEvaluation(
      views: views, presentation: presentation, environment: environment, systemActionColor: systemActionColor,
      runsUserCodeInLayout: evaluations.contains { $0.runsUserCodeInLayout })
  }

  /// Lays out and draws a Live Activity evaluated for this renderer's device.
  ///
  /// - Throws: `ActivityLayout.Unavailable` for a Dynamic Island presentation on a device without one.
  package func drawActivity(_ evaluation: ActivityEvaluation) throws -> Rendering {
    let rendered = try ActivityLayout.layout(
      evaluation.views, presentation: evaluation.presentation, device: device, environment: evaluation.environment)
    return Rendering(widget: rendered, document: writer.render(rendered))
  }

  /// `contentMargins` calls, outermost first, as overrides (a later call wins on its edges).
  static func overrides(_ margins: [(edges: Edge.Set, length: Double)]) -> ActivityViews.MarginOverrides {
    var overrides = ActivityViews.MarginOverrides()
    for (edges, length) in margins {
      let length = CGFloat(length)
      if edges.contains(.top) { overrides.top = length }
      if edges.contains(.leading) { overrides.leading = length }
      if edges.contains(.bottom) { overrides.bottom = length }
      if edges.contains(.trailing) { overrides.trailing = length }
    }
    return overrides
  }

  /// A colour as `#RRGGBB`, with its alpha as two more digits when not opaque.
  static func hex(_ paint: Paint) -> String {
    guard case .color(let rgba) = paint else { return "" }
    func byte(_ value: Double) -> String {
      let number = Int((min(max(value, 0), 1) * 255).rounded())
      return String(number, radix: 16, uppercase: true).leftPadded
    }
    return "#" + byte(rgba.red) + byte(rgba.green) + byte(rgba.blue) + (rgba.alpha < 1 ? byte(rgba.alpha) : "")
  }
}

extension String {
  fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}

/// A Live Activity's views evaluated for one presentation and appearance.
package struct ActivityEvaluation {
  package var views: ActivityViews
  package var presentation: ActivityPresentationKind
  package var environment: EnvironmentValues
  /// The Lock Screen view's `activitySystemActionForegroundColor`, `#RRGGBB`.
  package var systemActionColor: String?
  /// Whether laying it out runs user code: then it is laid out on the main actor.
  package var runsUserCodeInLayout: Bool
}
