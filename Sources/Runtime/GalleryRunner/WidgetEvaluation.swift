import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// A widget's view for one entry, family and appearance, resolved into nodes.
///
/// Evaluating runs the widget's code (its content closure and every `body`), so it happens
/// on the main actor; laying the nodes out may happen anywhere unless `runsUserCodeInLayout`.
package struct WidgetEvaluation {
  /// The content, inside the content margins.
  package let content: ViewNode
  /// The removable container background, when the widget declares one.
  package let background: ViewNode?
  package let widgetURL: URL?
  /// The environment the view was evaluated in.
  package let environment: EnvironmentValues
  /// What made the view too big to draw (see `PreviewBudget`): its tree was cut short and it
  /// is drawn as an error card.
  package let overBudget: String?
  /// What the views declared about the whole widget, Live Activity or control.
  package let declared: WidgetResolution
  /// Whether the widget is shown on iOS 26's clear glass (`Appearance.isClearGlass`): its
  /// environment is the tinted or light one, so the drawing needs to be told.
  package var isClearGlass = false

  /// Whether laying the view out runs user code (see `ViewNode.runsUserCodeInLayout`): then
  /// it is laid out on the main actor, with the code that made it.
  package var runsUserCodeInLayout: Bool {
    content.runsUserCodeInLayout || background?.runsUserCodeInLayout == true
  }

  /// The Dynamic Type sizes widgets are drawn at: iOS draws widgets from Large to AX5 (Human
  /// Interface Guidelines, Widgets: "In iOS, iPadOS, and visionOS, widgets support Dynamic Type
  /// sizes from Large to AX5"), so a smaller setting draws them at Large.
  package static let widgetDynamicTypeSizes = DynamicTypeSize.large...DynamicTypeSize.accessibility5

  /// Evaluates the widget's content closure (or a view preview's view) and every `body` below it.
  ///
  /// Placeholder entries are drawn with placeholder redaction, as WidgetKit does.
  /// With `localization`, the view is evaluated in its locale and its literals are translated.
  /// `dynamicTypeSize` is the text size chosen in Settings, limited to `widgetDynamicTypeSizes`.
  @MainActor package init(
    widget: GalleryWidget, entry: PreviewEntry, family: WidgetFamily, appearance: Appearance, displayScale: CGFloat = 3,
    screenSize: CGSize? = nil, localization: LocalizationTable? = nil, dynamicTypeSize: DynamicTypeSize = .large
  ) {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = dynamicTypeSize
    environment.limitDynamicTypeSize(to: Self.widgetDynamicTypeSizes)
    if let screenSize { environment.screenSize = screenSize }
    environment.widgetFamily = family
    environment.displayScale = displayScale
    environment.entryDate = entry.entry.date
    environment.dateShift = entry.dateShift
    environment.assetCatalog = widget.assets
    if let localization {
      environment.localizationTable = localization
      environment.setDeviceLanguage(localization.locale)
    }
    if widget.configuration.contentMarginsDisabled {
      environment.widgetContentMargins = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }
    appearance.apply(to: &environment)
    if entry.kind == .placeholder { environment.redactionReasons.insert(.placeholder) }

    self.init(environment: environment) { entry.view ?? widget.configuration.content(entry.entry) }
    isClearGlass = appearance.isClearGlass
  }

  /// Evaluates the view `makeView` returns, and every `body` below it, in `environment`.
  ///
  /// The view is made with `environment` current, as a widget's content closure is; its
  /// `containerBackground(for: .widget)` and `widgetURL` are collected as a widget's are.
  @MainActor package init<V: View>(environment: EnvironmentValues, makeView: () -> V) {
    let context = ResolveContext(environment: environment)
    let view = EnvironmentValues.$current.withValue(environment, operation: makeView)
    content = context.resolveSingle(view)
    background = context.widget.containerBackground
    widgetURL = context.widget.widgetURL
    overBudget = context.widget.overBudget
    declared = context.widget
    self.environment = environment
  }
}
