// `PreviewDump`: writes the sample render trees and charts the tests draw as SVG files, to
// look at as pictures (`rsvg-convert`, a browser). A tool, not a test: it checks nothing.
//
//   swift run PreviewDump svg /tmp/svg      the SVG writer's samples
//   swift run PreviewDump charts /tmp/charts the chart samples, each in a medium widget
import AppIntents
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import TextEngine
import WidgetKit

struct DoneIntent: AppIntent {
  static let title: LocalizedStringResource = "Done"
  func perform() async throws -> some IntentResult { .result() }
}

/// A medium widget with a toggle, bordered buttons and a symbol inside text.
@MainActor func interactiveWidget() -> RenderedWidget {
  var environment = EnvironmentValues()
  environment.widgetFamily = .systemMedium
  let context = ResolveContext(environment: environment)
  let view = VStack(alignment: .leading, spacing: 8) {
    Text("Streak \(Image(systemName: "flame.fill")) 12 days").font(.headline)
    Toggle("Lights", isOn: true, intent: DoneIntent())
    Toggle("Heating", isOn: false, intent: DoneIntent())
    HStack {
      Button("Done", intent: DoneIntent()).buttonStyle(.borderedProminent)
      Button("Later", intent: DoneIntent()).buttonStyle(.bordered)
      Button("Skip", intent: DoneIntent())
    }
  }
  let node = context.resolveSingle(view)
  return WidgetLayout.layout(content: node, background: nil, family: .systemMedium, environment: environment)
}

/// The SVG writer's samples: the sample widget in each rendering mode and as text, gradients
/// and CJK text, and an interactive widget.
@MainActor func svgSamples() -> [(String, String)] {
  var angular = RenderNode(
    frame: CGRect(x: 90, y: 16, width: 64, height: 64), viewType: "Circle",
    content: .fill(
      path: Path(ellipseIn: CGRect(x: 90, y: 16, width: 64, height: 64)),
      paint: .angularGradient(
        stops: [
          Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.5),
          Gradient.Stop(color: .blue, location: 1),
        ],
        center: .center, startAngle: .zero, endAngle: .degrees(360)),
      fillStyle: FillStyle()))
  angular.effects.append(.transform(CGAffineTransform(rotationAngle: 0.3)))
  let italic = Trees.text(
    "Gradient text", at: CGPoint(x: 16, y: 100), font: FontSpec(size: 20, weight: 700, italic: true),
    paint: .linearGradient(
      stops: [Gradient.Stop(color: .purple, location: 0), Gradient.Stop(color: .orange, location: 1)], start: .leading,
      end: .trailing))
  let extras = Trees.widget([angular, italic, Trees.text("日本語のテキスト", at: CGPoint(x: 16, y: 130))], title: "Extras")
  let samples: [(String, RenderedWidget, SVGOptions)] = [
    ("sample-full", Trees.sample(), SVGOptions()),
    ("sample-accented", Trees.sample(mode: .accented), SVGOptions()),
    ("sample-vibrant", Trees.sample(mode: .vibrant), SVGOptions()),
    ("sample-text", Trees.sample(), SVGOptions(text: .text(fontFamilies: SVGOptions.defaultFontFamilies))),
    ("extras", extras, SVGOptions()),
    ("interactive", interactiveWidget(), SVGOptions()),
  ]
  return samples.map { name, widget, options in (name, SVGWriter(options: options).document(for: widget)) }
}

/// The chart samples, each padded in a medium widget.
@MainActor func chartSamples() -> [(String, String)] {
  let samples: [(String, AnyView)] = [
    ("category-bars", AnyView(ChartSamples.categoryBars)), ("stacked-bars", AnyView(ChartSamples.stackedBars)),
    ("grouped-bars", AnyView(ChartSamples.groupedBars)), ("hourly-line", AnyView(ChartSamples.hourlyLine)),
    ("hourly-bars", AnyView(ChartSamples.hourlyBars)), ("donut", AnyView(ChartSamples.donut)),
    ("area-rule", AnyView(ChartSamples.areaAndRule)),
  ]
  return samples.map { name, view in (name, widgetSVG(view.padding())) }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let kind = arguments.first, ["svg", "charts"].contains(kind), let folder = arguments.last else {
  FileHandle.standardError.write(Data("usage: PreviewDump svg|charts FOLDER\n".utf8))
  exit(2)
}
do {
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  for (name, svg) in kind == "svg" ? svgSamples() : chartSamples() {
    let file = URL(fileURLWithPath: folder).appendingPathComponent("\(name).svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    print(file.path)
  }
} catch {
  FileHandle.standardError.write(Data("PreviewDump: \(error)\n".utf8))
  exit(1)
}
