import ArgumentParser
import Foundation
import GallerySite

/// `widget-gallery merge`: joins shards built with `build --shard I/N` into one site.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join gallery shards built with `build --shard I/N` into one site, with its pages.",
    discussion: """
      Every shard from 1 to N must be given once. The merged site is the one a single build \
      writes. Exits 1 when a shard recorded a failed widget, 2 when the shards cannot be merged.
      """)

  @Argument(help: "The shard folders, in any order.", completion: .directory)
  var shards: [String]

  @Option(help: "The site folder.", completion: .directory)
  var output = "Site"

  @Option(help: "A folder with index.mustache, widget.mustache, gallery.css and gallery.js.", completion: .directory)
  var templates: String?

  func validate() throws {
    if shards.isEmpty { throw ValidationError("give the shard folders to merge") }
  }

  func run() throws {
    try SiteWriter.checkOutput(URL(fileURLWithPath: output))
    var site = try SiteMerger().merge(shards.map { URL(fileURLWithPath: $0) })
    try site.addPages(templatesDirectory: templates.map { URL(fileURLWithPath: $0) })
    let summary = try SiteWriter().write(site, to: URL(fileURLWithPath: output))
    for failure in site.manifest.failures {
      StandardError.report(failure.description)
    }
    print(
      "\(site.manifest.previews.count) previews of \(site.manifest.widgets.count) widgets from \(shards.count) shards: \(summary.written.count) files written, \(summary.unchanged) unchanged, \(summary.removed.count) removed, in \(output)/"
    )
    if !site.manifest.failures.isEmpty { throw ExitCode.widgetFailed }
  }
}
