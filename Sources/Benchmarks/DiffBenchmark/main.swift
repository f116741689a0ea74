// diff-benchmark: times `GalleryDiffer` on generated sites.
//
//   swift run -c release diff-benchmark [unchanged-pairs] [changed-pairs]
//
// Writes two sites under a temporary folder: `unchanged-pairs` previews (default 10,000)
// whose SVG files are byte-identical on both sides, each file distinct, and then
// `changed-pairs` previews (default 500) where a text moved, a fill changed and a link
// was added. Prints the time for the unchanged diff against its 2 s budget (exit 1 when
// over) and against a baseline of reading and comparing the same files in the same run, and
// the time per changed pair. The temporary folder is removed afterwards.
import Foundation
import GalleryDiff

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let unchangedCount = arguments.first ?? 10_000
let changedCount = arguments.count > 1 ? arguments[1] : 500

/// A widget-like snapshot of about 6 KB: a title, a row of capsules, a circle and a link.
func snapshot(_ index: Int, shift: Double = 0, fill: String = "#d5463f", extraLink: Bool = false) -> String {
  var svg = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="158" height="158" viewBox="0 0 158 158" role="img">
    <title>Item \(index)</title>
    <defs><clipPath id="c-1"><path d="M0 0L158 0L158 158L0 158Z"/></clipPath></defs>
    <a data-link="widgetURL" href="bench://item/\(index)">
    <g data-view="Widget" clip-path="url(#c-1)">
    <rect data-view="WidgetBackground" width="158" height="158" fill="#ffffff"/>
    <g data-view="VStack" data-defined-by="BenchView">
    <g data-view="Text" aria-label="Item \(index)">
    <svg x="\(16 + shift)" y="20" width="17" height="17" viewBox="0 0 2816 2816" overflow="visible" fill="#000000">
    <g transform="scale(1 -1)"><use href="#g-1"/><use href="#g-2" x="1200"/><use href="#g-3" x="2400"/></g>
    </svg>
    </g>
    <path d="M79 60C90 60 99 69 99 80C99 91 90 100 79 100C68 100 59 91 59 80C59 69 68 60 79 60Z" data-view="Circle" fill="\(fill)"/>

    """
  for capsule in 0..<40 {
    let x = 10 + Double(capsule % 8) * 18
    let y = 110 + Double(capsule / 8) * 8
    svg +=
      "<path d=\"M\(x) \(y)L\(x + 12) \(y)C\(x + 14) \(y) \(x + 15) \(y + 1) \(x + 15) \(y + 2.5)C\(x + 15) \(y + 4) \(x + 14) \(y + 5) \(x + 12) \(y + 5)L\(x) \(y + 5)Z\" data-view=\"Capsule\" fill=\"#8e8e93\" fill-opacity=\"0.3\"/>\n"
  }
  if extraLink {
    svg +=
      "<a data-link=\"Link\" href=\"bench://extra/\(index)\">\n<g data-view=\"Link\"><rect x=\"0\" y=\"140\" width=\"158\" height=\"18\" data-view=\"Rectangle\" fill=\"#000000\"/></g>\n<rect x=\"0\" y=\"140\" width=\"158\" height=\"18\" fill=\"none\" pointer-events=\"all\"/>\n</a>\n"
  }
  return svg
    + "</g>\n</g>\n<rect x=\"0\" y=\"0\" width=\"158\" height=\"158\" fill=\"none\" pointer-events=\"all\"/>\n</a>\n</svg>\n"
}

/// Writes a site folder with one preview per document and a manifest like `build` writes.
func writeSite(_ folder: URL, _ documents: [String]) throws {
  let snapshots = folder.appendingPathComponent("snapshots/Bench/systemSmall")
  try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
  var previews: [[String: Any]] = []
  for (index, document) in documents.enumerated() {
    let file = "snapshots/Bench/systemSmall/\(index).svg"
    try Data(document.utf8).write(to: folder.appendingPathComponent(file))
    previews.append([
      "widget": "Bench", "kind": "Bench", "family": "systemSmall", "entry": "entry-\(index)", "date": "2024-06-10T09:41:00Z",
      "policy": "atEnd", "appearance": "light", "size": [158, 158], "file": file,
      "anchor": "Bench--systemSmall--entry-\(index)--light", "tapTargets": [] as [Any], "hash": String(index, radix: 16),
    ])
  }
  let manifest: [String: Any] = [
    "generator": "widget-gallery", "referenceDate": "2024-06-10T09:41:00Z", "device": "bench",
    "widgets": [
      [
        "id": "Bench", "kind": "Bench", "displayName": "Bench", "description": "", "families": ["systemSmall"],
        "page": "widgets/Bench.html",
      ]
    ],
    "previews": previews, "failures": [] as [Any], "files": previews.map { $0["file"]! },
  ]
  try JSONSerialization.data(withJSONObject: manifest).write(to: folder.appendingPathComponent("manifest.json"))
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("diff-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }
do {
  let same = (0..<unchangedCount).map { snapshot($0) }
  try writeSite(root.appendingPathComponent("old"), same)
  try writeSite(root.appendingPathComponent("new"), same)
  var report: DiffReport?
  let unchangedTime = try seconds {
    report = try GalleryDiffer().compare(old: root.appendingPathComponent("old"), new: root.appendingPathComponent("new"))
  }
  guard let report, report.counts.unchanged == unchangedCount, !report.hasChanges else {
    fatalError("the unchanged sites were reported as changed")
  }
  // The baseline: reading both files of every pair and comparing their bytes, the least any
  // diff must do, measured in the same run.
  let readTime = seconds {
    for index in 0..<unchangedCount {
      let path = "snapshots/Bench/systemSmall/\(index).svg"
      let old = FileManager.default.contents(atPath: root.appendingPathComponent("old/" + path).path)
      let new = FileManager.default.contents(atPath: root.appendingPathComponent("new/" + path).path)
      precondition(old == new)
    }
  }
  print(
    String(
      format: "unchanged: %d pairs in %.3f s (%.1f µs per pair; budget 2 s)", unchangedCount, unchangedTime,
      unchangedTime / Double(unchangedCount) * 1e6))
  print(
    String(
      format: "  baseline: reading and comparing the same files %.3f s; diff / baseline %.1f", readTime, unchangedTime / readTime)
  )

  let before = (0..<changedCount).map { snapshot($0) }
  let after = (0..<changedCount).map { snapshot($0, shift: 4, fill: "#ff3b30", extraLink: true) }
  try writeSite(root.appendingPathComponent("old-changed"), before)
  try writeSite(root.appendingPathComponent("new-changed"), after)
  var changed: DiffReport?
  let changedTime = try seconds {
    changed = try GalleryDiffer().compare(
      old: root.appendingPathComponent("old-changed"), new: root.appendingPathComponent("new-changed"))
  }
  guard let changed, changed.counts.changed == changedCount else { fatalError("the changed pairs were not all reported") }
  print(
    String(
      format: "changed: %d pairs in %.3f s (%.3f ms per changed pair)", changedCount, changedTime,
      changedTime / Double(changedCount) * 1e3))
  print("  e.g. \(changed.previews[0].id): \(changed.previews[0].changes.joined(separator: "; "))")
  var markdownLength = 0
  let reportTime = seconds {
    markdownLength = MarkdownReport().render(changed).utf8.count
    _ = JUnitReport().render(changed)
    _ = changed.jsonData()
  }
  print(
    String(
      format: "reports: Markdown (%d bytes), JUnit and JSON for %d changed pairs in %.3f s", markdownLength, changedCount,
      reportTime))
  if unchangedTime >= 2 {
    print("FAIL: diffing \(unchangedCount) unchanged pairs took 2 s or more")
    exit(1)
  }
} catch {
  print("diff-benchmark: \(error)")
  exit(2)
}
