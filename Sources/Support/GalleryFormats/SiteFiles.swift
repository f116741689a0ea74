/// The fixed file names of a gallery site, read by the site writer, `merge` and `diff`.
package enum SiteFiles {
  /// Lists every preview: the contract between a site and the tools that read it.
  package static let manifest = "manifest.json"
  /// Marks a folder the tool wrote, so it may replace the files its manifest lists.
  package static let marker = ".widget-gallery"
}
