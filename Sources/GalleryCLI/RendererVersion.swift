import Foundation
import GallerySite

/// What a drawing depends on besides the evaluation it draws: the gallery's compiled modules,
/// the resource bundles beside the program, the libraries it draws with and the fonts,
/// fingerprinted by file identity, so a drawing cache made by another renderer is never read.
///
/// The modules are found as SwiftPM leaves them beside the program
/// (`<bin>/<Module>.build/*.o`); the user's own modules are not among them, so an edit to
/// widget code keeps the version. Without them (a program copied elsewhere), or when any is
/// newer than the program (compiled since the program was linked), there is no version and
/// no cache.
enum RendererVersion {
  /// The gallery's modules whose code or types take part in evaluating, laying out and drawing.
  static let modules = [
    "ActivityKit", "AppIntents", "CCrashGuard", "CFolderSwap", "CICUShim", "CPDFShim", "CPreviewSections", "CXMLShim", "Charts",
    "DeveloperToolsSupport", "GalleryCLI", "GalleryFixtures", "GalleryRunner", "GalleryShared", "GallerySite", "GalleryTemplates",
    "Intents", "LayoutEngine", "PDFVector", "SVGWriter", "SwiftUI", "SwiftUICore", "TextEngine", "UIKit", "ViewDSL",
    "WidgetGallery",
    "WidgetGalleryRender", "WidgetKit", "XMLTree",
  ]

  /// The drawing cache of the running program, in its build folder; nil when the renderer's
  /// version cannot be told.
  ///
  /// - Parameter fonts: `--fonts`, the app's own font files.
  static func drawingCache(program: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), fonts: URL?)
    -> DrawingCache?
  {
    guard let version = version(program: program, fonts: fonts) else { return nil }
    return DrawingCache(
      folder: program.deletingLastPathComponent().appendingPathComponent("widget-gallery-cache"), version: version)
  }

  static func version(program: URL, fonts: URL?) -> String? {
    var info = stat()
    guard stat(program.path, &info) == 0 else { return nil }
    let linked = info.st_mtim
    var version = Fingerprint()
    version.add("drawing cache 1")
    let folder = program.deletingLastPathComponent()
    for module in modules {
      let objects = folder.appendingPathComponent("\(module).build")
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: objects.path) else { return nil }
      let files = names.filter { $0.hasSuffix(".o") }.sorted()
      guard !files.isEmpty else { return nil }
      for name in files {
        let path = objects.appendingPathComponent(name).path
        guard stat(path, &info) == 0,
          (info.st_mtim.tv_sec, info.st_mtim.tv_nsec) <= (linked.tv_sec, linked.tv_nsec)
        else { return nil }
        version.addFile(path)
      }
    }
    // Resource bundles beside the program: widget code may register fonts or read files there.
    let bundles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for bundle in bundles.sorted() where bundle.hasSuffix(".resources") || bundle.hasSuffix(".bundle") {
      version.addTree(folder.appendingPathComponent(bundle).path)
    }
    for library in BuildRecord.loadedLibraries() { version.addFile(library) }
    for fonts in ["/usr/share/fonts", "/usr/local/share/fonts"] + (fonts.map { [$0.path] } ?? []) { version.addTree(fonts) }
    return version.hex
  }
}
