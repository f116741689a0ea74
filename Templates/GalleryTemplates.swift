// The built-in site templates, bundled so every `widget-gallery` finds them.
import Foundation

/// The folder holding the built-in templates (`index.mustache`, `widget.mustache`,
/// `gallery.css`, `gallery.js`).
package let builtInTemplatesDirectory: URL = Bundle.module.resourceURL!.appendingPathComponent("site", isDirectory: true)
