import BuiltInGallery
import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit

/// One built-in widget in one family, on its timeline's first entry in the light appearance,
/// as the gallery renders it: what the layout, SVG and snapshot benchmarks measure.
package struct BuiltInPreview: @unchecked Sendable {
  // Sendable: nothing changes it once made; its providers run off the main actor and it is then
  // handed to the main actor to be evaluated.
  /// `widget id / family`.
  package let name: String
  package let widget: GalleryWidget
  package let family: WidgetFamily
  package let entry: PreviewEntry

  /// Every built-in widget (variants included) in every family it supports.
  ///
  /// Installs each widget's fixtures to run its provider, so the process must have called
  /// `AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()` first. The providers run off
  /// the main actor, as the gallery runs them, and deliver on the main queue if they like.
  package static func all(variants: Bool = true) async throws -> [BuiltInPreview] {
    nonisolated(unsafe) var widgets: [GalleryWidget] = []
    await MainActor.run { widgets = builtInWidgets.filter { variants || $0.variant == nil } }
    let runner = ProviderRunner()
    var previews: [BuiltInPreview] = []
    for widget in widgets {
      try widget.installFixtures()
      for family in widget.configuration.supportedFamilies {
        let device = Device.default
        let entries = try runner.entries(for: widget, family: family, displaySize: device.size(for: family) ?? device.large)
        previews.append(
          BuiltInPreview(name: "\(widget.id) / \(family.rawValue)", widget: widget, family: family, entry: entries.timeline[0]))
      }
    }
    return previews
  }

  /// The entry's view tree, evaluated (every `body` run) as the gallery does.
  @MainActor package func evaluate() -> WidgetEvaluation {
    WidgetEvaluation(
      widget: widget, entry: entry, family: family, appearance: .light, displayScale: Device.default.displayScale)
  }

  /// The positioned render tree of `evaluation`, laid out with `textEngine`.
  package func layout(_ evaluation: WidgetEvaluation, textEngine: TextEngine = .shared) -> RenderedWidget {
    WidgetLayout.layout(
      content: evaluation.content, background: evaluation.background, family: family, device: .default,
      contentMarginsDisabled: widget.configuration.contentMarginsDisabled, widgetURL: evaluation.widgetURL,
      environment: evaluation.environment, textEngine: textEngine)
  }
}
