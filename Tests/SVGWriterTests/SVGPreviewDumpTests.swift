import AppIntents
import Foundation
import LayoutEngine
import SwiftUI
import TextEngine
import ViewDSL
import WidgetKit
import XCTest

@testable import SVGWriter

/// Writes the sample documents to `$SVG_WRITER_DUMP` (when set) to look at them as pictures:
/// `SVG_WRITER_DUMP=/tmp/svg swift test --filter SVGPreviewDumpTests`, then `rsvg-convert`.
@MainActor final class SVGPreviewDumpTests: XCTestCase {
  func testDumpSamplesWhenAsked() async throws {
    guard let directory = ProcessInfo.processInfo.environment["SVG_WRITER_DUMP"] else { return }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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
      ("interactive", Self.interactiveWidget(), SVGOptions()),
    ]
    for (name, widget, options) in samples {
      let svg = SVGWriter(options: options).document(for: widget)
      try svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
    }
  }

  private struct DoneIntent: AppIntent {
    static let title: LocalizedStringResource = "Done"
    func perform() async throws -> some IntentResult { .result() }
  }

  /// A medium widget with a toggle, bordered buttons and a symbol inside text.
  static func interactiveWidget() -> RenderedWidget {
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
}
