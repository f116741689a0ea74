import Foundation
import GalleryRunner
import GalleryTemplates
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit

/// A site as files in memory, before it is written.
package struct RenderedSite: Sendable {
  /// Relative path → bytes, for every file but the manifest.
  package var files: [String: Data] = [:]
  package var manifest: SiteManifest
  /// How many previews were laid out and drawn; the others drew alike to one of them or
  /// belong to kept widgets.
  package var drawnPreviews = 0
  /// How many widgets were kept from the last build instead of rendered.
  package var keptWidgets = 0
  /// With `SiteOptions.part`: the first too-big preview of each widget in this part, which a
  /// whole build records as the widget's failure.
  package var tooBig: [TooBig] = []
  /// With `SiteOptions.part`: where this part's previews belong among the build's, in the
  /// order of `manifest.previews`.
  package var runs: [Run] = []

  /// Previews of one part, in a row: each run's follow the previous run's.
  package struct Run: Equatable, Sendable {
    /// The family's slot (`SitePart`), which orders runs as a build in one process lists them.
    package var slot: Int
    /// The first preview's place in the family's previews.
    package var start: Int
    /// How many previews the run has.
    package var count: Int

    package init(slot: Int, start: Int, count: Int) {
      self.slot = slot
      self.start = start
      self.count = count
    }
  }

  /// A preview too big to draw, found by one part of a build.
  package struct TooBig: Codable, Equatable, Sendable {
    package var failure: WidgetFailure
    /// The preview's anchor, which places it among the merged previews.
    package var anchor: String

    package init(failure: WidgetFailure, anchor: String) {
      self.failure = failure
      self.anchor = anchor
    }
  }

  /// The manifest as sorted, pretty-printed JSON, listing every file.
  package func manifestData() -> Data {
    var manifest = manifest
    manifest.files = files.keys.sorted()
    return manifest.jsonData()
  }

  /// Writes the manifest, listing every file, into a file without holding it in memory.
  package func writeManifest(to file: URL) throws {
    var manifest = manifest
    manifest.files = files.keys.sorted()
    try manifest.writeJSON(to: file)
  }
}

extension RenderedSite {
  /// Renders a whole site: every preview (but those of the widgets in `kept`, taken from the
  /// last build), then the pages from the templates.
  ///
  /// A shard or a part gets no pages: `widget-gallery merge`, or the build that merges its
  /// parts, adds them to the merged site.
  ///
  /// - Throws: `SiteError` for missing or invalid templates (not read for a part: the build
  ///   that merges it reads them); widget failures are recorded in the manifest instead.
  @MainActor package static func build(
    _ widgets: [GalleryWidget], keeping kept: [String: KeptWidget] = [:], options: SiteOptions,
    progress: (SiteProgress) -> Void = { _ in }
  ) throws -> RenderedSite {
    // A part gets no pages. A missing template fails the build at once; the templates are
    // parsed on another thread (with more than one job) while the previews render.
    let files =
      try options.part == nil ? SitePages.TemplateFiles(folder: options.templatesDirectory ?? builtInTemplatesDirectory) : nil
    let templates = files.map { files in
      BackgroundMap([files], jobs: options.jobs) { @Sendable files in Result { try SitePages(files) } }
    }
    if let fonts = options.fontsDirectory { TextEngine.shared.registerFonts(in: fonts) }
    var site = SiteRenderer(options: options).render(widgets, keeping: kept, progress: progress)
    let pages = try templates?.results()[0].get()
    if options.shard == nil { pages?.add(to: &site, jobs: options.jobs) }
    return site
  }

  /// Adds the index, the widget pages, the CSS and the script from a template folder (nil:
  /// the built-in templates).
  ///
  /// - Throws: `SiteError` for missing or invalid templates.
  package mutating func addPages(templatesDirectory: URL?) throws {
    try SitePages(templatesDirectory: templatesDirectory ?? builtInTemplatesDirectory).add(to: &self)
  }
}
