import Foundation

/// Generated gallery sites for the diff benchmarks: widget-like snapshots of about 6 KB (a
/// title, a row of capsules, a circle and a link), each distinct, with a manifest like
/// `build` writes.
enum DiffSites {
  /// A widget-like snapshot of about 6 KB: a title, a row of capsules, a circle and a link.
  static func snapshot(_ index: Int, shift: Double = 0, fill: String = "#d5463f", extraLink: Bool = false) -> String {
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
  static func writeSite(_ folder: URL, _ documents: [String]) throws {
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
}
