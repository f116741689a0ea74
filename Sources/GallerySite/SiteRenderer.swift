import Foundation
import GalleryRunner
import LayoutEngine
import SVGWriter
import GalleryTemplates
import ViewDSL

/// Renders every preview of a set of widgets into the files of a gallery site.
///
/// Providers and views run one widget at a time, because app-data fixtures are
/// process-wide. A widget that fails (a provider that throws or never completes, a broken
/// fixture) is recorded as a failure; the other widgets are still rendered. Identical
/// renderings share one SVG file, named by its content.
package struct SiteRenderer {
  package let options: SiteOptions
  private let writer = SVGWriter()

  package init(options: SiteOptions) {
    self.options = options
  }

  /// The site's snapshot files and manifest (pages are added by `SitePages`).
  package func render(_ widgets: [GalleryWidget]) -> RenderedSite {
    var site = RenderedSite(manifest: SiteManifest(
      referenceDate: ReferenceDate.date.iso8601, device: options.device.name,
      widgets: [], previews: [], failures: [], files: []))
    let runner = ProviderRunner(timeout: options.timeout)
    for widget in widgets {
      let configuration = widget.configuration
      let families = configuration.supportedFamilies.filter { options.families?.contains($0) ?? true }
      site.manifest.widgets.append(SiteManifest.WidgetRecord(
        id: widget.id, kind: widget.kind,
        displayName: configuration.displayName + (widget.variant.map { " (\($0))" } ?? ""), description: configuration.description,
        families: families.map(\.rawValue), page: SitePages.pagePath(forWidget: widget.id)))
      do {
        try widget.installFixtures()
        for family in families {
          try render(widget, family: family, runner: runner, into: &site)
        }
      } catch {
        site.manifest.failures.append(WidgetFailure(widget: widget.id, message: "\(error)"))
      }
    }
    return site
  }

  private func render(_ widget: GalleryWidget, family: WidgetFamily, runner: ProviderRunner, into site: inout RenderedSite) throws {
    let device = options.device
    let size = device.size(for: family) ?? device.large
    let entries = try runner.entries(for: widget, family: family, displaySize: size)
    let policy = entries.policyDescription
    let appearances = Appearance.all(for: family).filter { options.appearances?.contains($0) ?? true }
    for entry in entries.all {
      for appearance in appearances {
        let evaluation = WidgetEvaluation(widget: widget, entry: entry, family: family, appearance: appearance, displayScale: device.displayScale)
        let rendered = WidgetLayout.layout(
          content: evaluation.content, background: evaluation.background, family: family, device: device,
          contentMarginsDisabled: widget.configuration.contentMarginsDisabled, widgetURL: evaluation.widgetURL,
          environment: evaluation.environment)
        let data = Data(writer.document(for: rendered).utf8)
        let hash = ContentHash.hex(data)
        let file = "snapshots/\(PreviewRecord.slug(widget.id))/\(family.rawValue)/\(hash.prefix(12)).svg"
        site.files[file] = data
        site.manifest.previews.append(PreviewRecord(
          widget: widget.id, kind: widget.kind, family: family.rawValue, entry: entry.kind.slug,
          date: entry.displayDate.iso8601,
          relevance: entry.relevance.map { PreviewRecord.Relevance(score: Double($0.score), duration: $0.duration) },
          policy: policy, appearance: appearance.rawValue, size: [Double(size.width), Double(size.height)], file: file,
          anchor: PreviewRecord.anchor(widget: widget.id, family: family.rawValue, entry: entry.kind.slug, appearance: appearance.rawValue),
          tapTargets: TapTargets.collect(from: rendered),
          accessibilityTitle: rendered.accessibilityTitle.trimmingCharacters(in: .whitespacesAndNewlines), hash: hash))
      }
    }
  }
}

/// A site as files in memory, before it is written.
package struct RenderedSite {
  /// Relative path → bytes, for every file but the manifest.
  package var files: [String: Data] = [:]
  package var manifest: SiteManifest

  /// The manifest as sorted, pretty-printed JSON, listing every file.
  package func manifestData() -> Data {
    var manifest = manifest
    manifest.files = files.keys.sorted()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(manifest)).map { $0 + Data("\n".utf8) } ?? Data()
  }
}

extension RenderedSite {
  /// Renders a whole site: every preview, then the pages from the templates.
  ///
  /// - Throws: `SiteError` for missing or invalid templates; widget failures are recorded in
  ///   the manifest instead.
  package static func build(_ widgets: [GalleryWidget], options: SiteOptions) throws -> RenderedSite {
    var site = SiteRenderer(options: options).render(widgets)
    try SitePages(templatesDirectory: options.templatesDirectory ?? builtInTemplatesDirectory).add(to: &site)
    return site
  }
}
