import Foundation
import GalleryTemplates

extension SitePages {
  /// A template folder's files, read but not parsed: reading fails at once on a missing file,
  /// while parsing, the slow part, can wait or happen on another thread.
  package struct TemplateFiles: Sendable {
    /// `index.mustache`, `widget.mustache` and `findings.mustache`: each template's name, path
    /// and text.
    let templates: [(name: String, path: String, text: String)]
    /// `gallery.css` and `gallery.js` by name.
    let assets: [String: Data]

    /// A folder without `findings.mustache` (one made before the findings page) gets the
    /// built-in one.
    ///
    /// - Throws: `SiteError.missingTemplate` naming the first file that cannot be read.
    package init(folder: URL) throws {
      templates = try ["index", "widget", "findings"].map { name in
        var file = folder.appendingPathComponent("\(name).mustache")
        if name == "findings" && !FileManager.default.fileExists(atPath: file.path) {
          file = builtInTemplatesDirectory.appendingPathComponent("findings.mustache")
        }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw SiteError.missingTemplate(path: file.path) }
        return (name, file.path, text)
      }
      var assets: [String: Data] = [:]
      for name in ["gallery.css", "gallery.js"] {
        let file = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: file) else { throw SiteError.missingTemplate(path: file.path) }
        assets[name] = data
      }
      self.assets = assets
    }
  }
}
