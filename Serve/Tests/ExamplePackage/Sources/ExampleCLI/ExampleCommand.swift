import CExampleClock
import Foundation

/// `example-widgets build --output FOLDER`: writes one page with each widget's text and
/// whether it runs under the reference clock (the environment's marker, as WidgetGallery's
/// programs set it), and the closing line `serve` reads (`N previews of M widgets`);
/// `--version` prints the commit.
public enum ExampleCommand {
  public static func main(arguments: [String], widgets: [(name: String, text: String)]) -> Int32 {
    if arguments == ["--version"] {
      print("example-widgets " + (galleryBuildCommit ?? "(no commit)"))
      return 0
    }
    guard arguments.count == 3, arguments[0] == "build", arguments[1] == "--output" else {
      FileHandle.standardError.write(Data("usage: example-widgets build --output FOLDER\n".utf8))
      return 2
    }
    let site = URL(fileURLWithPath: arguments[2])
    let body = widgets.map { "<p id=\"\($0.name)\">\($0.text)</p>" }.joined()
    do {
      try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
      let clock = ProcessInfo.processInfo.environment["WIDGETGALLERY_REFERENCE_CLOCK"] ?? ""
      let attributes = "data-clock=\"\(example_clock_seconds())\" data-reference-clock=\"\(clock)\""
      try Data("<!doctype html><body \(attributes)>\(body)</body>\n".utf8)
        .write(to: site.appendingPathComponent("index.html"))
    } catch {
      FileHandle.standardError.write(Data("error: \(site.path): \(error)\n".utf8))
      return 1
    }
    print("Wrote \(widgets.count) previews of \(widgets.count) widgets")
    return 0
  }
}
