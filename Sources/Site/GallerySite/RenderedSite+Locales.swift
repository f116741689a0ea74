import Foundation
import GalleryFormats
import GalleryRunner
import TextEngine

/// A build of several locales renders each in a process of its own (a locale is process
/// state: see `DeviceLocale`); each hands its previews to the build as a folder, and the
/// build joins them.
extension RenderedSite {
  /// The previews of `widgets` with `options`, without pages: what the process of one locale
  /// hands the build.
  @MainActor package static func renderPreviews(_ widgets: [GalleryWidget], options: SiteOptions) -> RenderedSite {
    if let fonts = options.fontsDirectory { TextEngine.shared.registerFonts(in: fonts) }
    return SiteRenderer(options: options).render(widgets)
  }

  /// Writes the previews into `folder` (new or empty): the manifest, its files, and the count
  /// of previews drawn (`drawn`).
  ///
  /// - Throws: `SiteError.unwritable` naming the file.
  package func writeFolder(_ folder: URL) throws {
    let manager = FileManager.default
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      let file = folder.appendingPathComponent(path)
      do {
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      } catch {
        throw SiteError.unwritable(path: file.path, underlying: error)
      }
    }
    try writeManifest(to: folder.appendingPathComponent(SiteFiles.manifest))
    let drawn = folder.appendingPathComponent("drawn")
    do {
      try Data("\(drawnPreviews)\n".utf8).write(to: drawn)
    } catch {
      throw SiteError.unwritable(path: drawn.path, underlying: error)
    }
  }

  /// Reads what `writeFolder(_:)` wrote.
  ///
  /// - Throws: `SiteError.notAShard` naming the folder when something is missing or unreadable.
  package init(folder: URL) throws {
    let file = folder.appendingPathComponent(SiteFiles.manifest)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw SiteError.notAShard(path: folder.path, reason: "it has no \(SiteFiles.manifest)")
    }
    let manifest: SiteManifest
    do {
      manifest = try SiteManifest.decode(data, file: file.path)
    } catch {
      throw SiteError.notAShard(path: folder.path, reason: "\(file.path) is not a widget-gallery manifest: \(error)")
    }
    self.init(manifest: manifest)
    for path in manifest.files where SiteMerger.isSafe(path) {
      guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
        throw SiteError.notAShard(path: folder.path, reason: "\(path), listed in its manifest, is missing")
      }
      files[path] = bytes
    }
    let drawn = try? String(contentsOf: folder.appendingPathComponent("drawn"), encoding: .utf8)
    drawnPreviews = drawn.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    self.manifest.files = []
  }

  /// The sites of a build's locales as one: the first locale's (`self`), then `others` in
  /// `--locale`'s order. Each widget lists its previews in every locale, the first locale's
  /// first; the manifest's top is the first locale's.
  package func joiningLocales(_ others: [RenderedSite]) -> RenderedSite {
    let sites = [self] + others
    var joined = self
    joined.manifest.previews = []
    joined.manifest.failures = []
    for widget in joined.manifest.widgets {
      for site in sites {
        joined.manifest.previews += site.manifest.previews.filter { $0.widget == widget.id }
        for failure in site.manifest.failures where failure.widget == widget.id && !joined.manifest.failures.contains(failure) {
          joined.manifest.failures.append(failure)
        }
      }
    }
    // A widget that failed in one locale only has no record in the others.
    for site in sites.dropFirst() {
      for widget in site.manifest.widgets where !joined.manifest.widgets.contains(where: { $0.id == widget.id }) {
        joined.manifest.widgets.append(widget)
        joined.manifest.previews += site.manifest.previews.filter { $0.widget == widget.id }
      }
      for failure in site.manifest.failures where !joined.manifest.failures.contains(failure) {
        joined.manifest.failures.append(failure)
      }
      joined.files.merge(site.files) { first, _ in first }
      joined.drawnPreviews += site.drawnPreviews
    }
    return joined
  }
}
