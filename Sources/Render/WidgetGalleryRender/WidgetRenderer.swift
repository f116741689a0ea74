import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetKit

/// Renders a view, or a widget showing an entry, to one self-contained SVG document.
///
/// This is the gallery's one rendering path: the gallery site and the snapshot-testing
/// strategies draw through it. The same view and renderer always give the same bytes, on any
/// machine: text is drawn as glyph outlines, images are embedded, and dates are shown at the
/// gallery's fixed reference date (10 June 2024, 9:41 UTC) rather than the wall clock.
///
/// ```swift
/// let svg = WidgetRenderer(layout: .widget(.systemMedium), appearance: .dark).svg(of: CalendarView(entry: .sample))
/// ```
public struct WidgetRenderer: Sendable {
  /// The document's size and the widget chrome around the view.
  public var layout: RenderLayout
  /// The colour scheme, rendering mode and redaction the view is evaluated in.
  public var appearance: Appearance
  /// The screen class: widget sizes, corner radius and display scale (`displayScale`).
  public var device: Device
  /// The text size chosen in Settings (`build --dynamic-type`): the environment's
  /// `dynamicTypeSize`, which widgets see no smaller than `.large` (see `WidgetEvaluation`).
  package var dynamicTypeSize = DynamicTypeSize.large
  /// The device's language (`build --locale`, a snapshot strategy's `locale:`): the
  /// environment's `locale`, `calendar` and `layoutDirection`, and Xcode's pseudolanguages.
  /// Foundation's current locale stays the process's. Nil: none chosen.
  package var locale: String?

  let writer = SVGWriter()

  /// A renderer for `layout` in `appearance` on `device` (the 393×852 iPhone by default).
  public init(layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default) {
    self.layout = layout
    self.appearance = appearance
    self.device = device
  }

  /// The SVG document of `view`.
  ///
  /// The view is evaluated as a widget's content is: `widgetFamily` is the layout's family
  /// (with `.widget`), `displayScale` the device's, and `containerBackground(for: .widget)`
  /// becomes the container background. It runs on the main actor, as the view's `body` is
  /// main-actor isolated: in a Swift 6 test, mark the test case `@MainActor`; Swift 5 mode
  /// code calls it from any synchronous test, which XCTest runs on the main thread
  /// (`@preconcurrency`, as the SDK's `View` is).
  @preconcurrency @MainActor public func svg(of view: some View) -> String {
    rendering(of: view).svg
  }

  /// The render tree and SVG document of `view`, evaluated as `svg(of:)` evaluates it.
  @MainActor package func rendering(of view: some View) -> Rendering {
    var environment = EnvironmentValues()
    if case .widget(let family) = layout { environment.widgetFamily = family }
    environment.displayScale = device.displayScale
    environment.screenSize = device.screenSize
    environment.entryDate = ReferenceDate.date
    environment.dynamicTypeSize = dynamicTypeSize
    if case .widget = layout { environment.limitDynamicTypeSize(to: WidgetEvaluation.widgetDynamicTypeSizes) }
    if let locale {
      environment.localizationTable = LocalizationTable(locale: locale, tables: [:])
      environment.setDeviceLanguage(locale)
    }
    appearance.apply(to: &environment)
    // The Dynamic Island, the Smart Stack and controls are always dark.
    if activityPresentation?.isAlwaysDark == true { environment.colorScheme = .dark }
    if case .control = layout { environment.colorScheme = .dark }
    var evaluation = WidgetEvaluation(environment: environment) { view }
    evaluation.isClearGlass = appearance.isClearGlass
    return draw(evaluation)
  }

  /// The SVG document of `widget` showing `entry`.
  ///
  /// The widget is drawn as the gallery draws its snapshot entry: its own content margins
  /// setting, its container background, and the entry's date moved to the reference date.
  /// With a layout other than `.widget`, `widgetFamily` keeps its default (`systemSmall`).
  /// The entry must be of the widget's entry type. It runs on the main actor, as widgets do.
  @preconcurrency @MainActor public func svg<W: Widget>(of widget: W, entry: some TimelineEntry) -> String {
    rendering(of: widget, entry: entry).svg
  }

  /// The render tree and SVG document of `widget` showing `entry`, as `svg(of:entry:)` draws it.
  @MainActor package func rendering<W: Widget>(of widget: W, entry: some TimelineEntry) -> Rendering {
    let widget = GalleryWidget(configuration: widget.body.galleryConfiguration)
    let evaluation = evaluate(
      widget, entry: PreviewEntry(standalone: entry, kind: .snapshot),
      localization: locale.map { LocalizationTable(locale: $0, tables: [:]) })
    return draw(evaluation, contentMarginsDisabled: widget.configuration.contentMarginsDisabled)
  }
}

extension WidgetRenderer {
  /// One evaluated view laid out and drawn: the render tree and its SVG document.
  package struct Rendering {
    package var widget: RenderedWidget
    /// The document's bytes, as the site writes them; its text as `svg`.
    package var document: SVGOutput
    /// What made the view too big to draw (see `PreviewBudget`); the document is then an
    /// error card that says so.
    package var tooBig: String?

    /// The document as text.
    package var svg: String { document.svg }
  }

  /// Evaluates `widget`'s view for `entry` in this renderer's family, appearance and device
  /// scale; with `localization`, in its locale with its literals translated.
  @MainActor package func evaluate(_ widget: GalleryWidget, entry: PreviewEntry, localization: LocalizationTable? = nil)
    -> WidgetEvaluation
  {
    let family: WidgetFamily = if case .widget(let family) = layout { family } else { EnvironmentValues().widgetFamily }
    return WidgetEvaluation(
      widget: widget, entry: entry, family: family, appearance: appearance, displayScale: device.displayScale,
      screenSize: device.screenSize, localization: localization, dynamicTypeSize: dynamicTypeSize)
  }

  /// Lays out and draws an evaluation made in this renderer's appearance and device scale.
  ///
  /// Thread-safe for an evaluation whose layout runs no user code: the site draws many at
  /// once through this. One that does (`runsUserCodeInLayout`) is drawn on the main actor.
  ///
  /// A view too big to draw (past a limit of `PreviewBudget`: views, sizes asked, glyphs
  /// shaped or drawn, bytes) is drawn as an error card of the same size that says what was
  /// too big; `tooBig` says it too.
  package func draw(_ evaluation: WidgetEvaluation, contentMarginsDisabled: Bool = false) -> Rendering {
    if let reason = evaluation.overBudget { return errorCard(reason, size: nil, colorScheme: evaluation.environment.colorScheme) }
    var rendered: RenderedWidget
    switch layout {
    case .widget(let family):
      rendered = WidgetLayout.layout(
        content: evaluation.content, background: evaluation.background, family: family, device: device,
        contentMarginsDisabled: contentMarginsDisabled, widgetURL: evaluation.widgetURL, environment: evaluation.environment)
    case .fixed(let width, let height):
      rendered = WidgetLayout.layout(
        content: evaluation.content, background: evaluation.background, size: CGSize(width: width, height: height),
        widgetURL: evaluation.widgetURL, environment: evaluation.environment)
    case .sizeThatFits:
      rendered = WidgetLayout.layout(
        content: evaluation.content, background: evaluation.background, size: nil, widgetURL: evaluation.widgetURL,
        environment: evaluation.environment)
    case .liveActivity, .dynamicIsland:
      // A view alone: the Lock Screen view, or the island's minimal view, compact leading
      // view or bottom region.
      var views = ActivityViews()
      views.widgetURL = evaluation.widgetURL
      switch layout {
      case .dynamicIsland(.compact): views.compactLeading = evaluation.content
      case .dynamicIsland(.minimal), .dynamicIsland(.minimalTrailing): views.minimal = evaluation.content
      case .dynamicIsland(.expanded):
        views.regions = [ActivityViews.Region(position: "bottom", priority: 0, node: evaluation.content, belowIfTooWide: false)]
      default:
        views.content = evaluation.content
        views.background = evaluation.background
      }
      do {
        rendered = try ActivityLayout.layout(
          views, presentation: activityPresentation!, device: device, environment: evaluation.environment)
      } catch {
        preconditionFailure("\(error)")
      }
    case .control(let presentation):
      rendered = ControlLayout.layout(evaluation, presentation: presentation)
    }
    if let reason = rendered.overBudget { return errorCard(reason, size: rendered.size, colorScheme: rendered.colorScheme) }
    rendered.isClearGlass = evaluation.isClearGlass && rendered.renderingMode == .accented
    let document = writer.render(rendered)
    if let reason = document.overBudget { return errorCard(reason, size: rendered.size, colorScheme: rendered.colorScheme) }
    return Rendering(widget: rendered, document: document)
  }

  /// The error card for a view too big to draw, at the layout's size: the family's, the
  /// fixed one, or otherwise the size the view measured (a small widget's when that is
  /// unknown or absurd).
  private func errorCard(_ reason: String, size measured: CGSize?, colorScheme: ColorScheme) -> Rendering {
    var size = CGSize(width: 170, height: 170)
    var cornerRadius: CGFloat = 0
    switch layout {
    case .widget(let family):
      size = device.size(for: family) ?? device.large
      cornerRadius = WidgetContainer.cornerRadius(for: family, size: size, device: device)
    case .fixed(let width, let height):
      size = CGSize(width: width, height: height)
    case .sizeThatFits, .liveActivity, .dynamicIsland, .control:
      if let measured, (1...2_000).contains(measured.width), (1...2_000).contains(measured.height) { size = measured }
    }
    let card = WidgetLayout.errorCard(reason: reason, size: size, cornerRadius: cornerRadius, colorScheme: colorScheme)
    return Rendering(widget: card, document: writer.render(card), tooBig: reason)
  }
}
