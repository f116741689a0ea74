// The built-in site templates, bundled so every `widget-gallery` finds them.
import Foundation

/// The folder holding the built-in templates (`index.mustache`, `widget.mustache`,
/// `gallery.css`, `gallery.js`).
package let builtInTemplatesDirectory: URL = Bundle.module.resourceURL!.appendingPathComponent("site", isDirectory: true)

/// The folder holding the CI templates `init-ci` writes (`github-workflow.yml`, `gitlab-ci.yml`).
package let builtInCITemplatesDirectory: URL = Bundle.module.resourceURL!.appendingPathComponent("ci", isDirectory: true)
