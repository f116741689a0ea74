import Foundation
import GalleryRunner
import MirrorCore
import SwiftUI
import WidgetGalleryRender
import XMLTree

#if canImport(Glibc)
  import Glibc
#endif

/// One random tree drawn through the render API in three families, with what each drawing
/// broke of the gallery's promises.
package struct FuzzCase: Sendable {
  package let seed: UInt64
  let tree: FuzzView

  /// The families every tree is drawn in.
  package static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

  /// The limits a drawing must keep: CPU time and bytes.
  package struct Limits: Sendable {
    package var seconds: Double
    package var bytes: Int

    package init(seconds: Double = 1, bytes: Int = 2_000_000) {
      self.seconds = seconds
      self.bytes = bytes
    }
  }

  /// What one drawing cost and what was wrong with it.
  package struct Drawing: Sendable {
    package var family: WidgetFamily
    package var seconds: Double
    package var bytes: Int
    /// Whether the tree was too big to draw and became an error card (no problem in itself).
    package var isErrorCard: Bool
    /// Broken promises, one line each (`malformed: …`, `NaN: …`, `live: …`, `over …`).
    package var problems: [String]
  }

  package init(seed: UInt64) {
    self.seed = seed
    tree = FuzzTreeGenerator.tree(seed: seed)
  }

  /// The tree as SwiftUI code.
  package var source: String { tree.source() }

  /// How many views the tree makes once its `ForEach`es are expanded.
  package var expandedCount: Int { tree.expandedCount }

  /// Documents larger than this are not parsed: they already break the size limit, and a
  /// tree of a few hundred megabytes would take longer to check than to draw.
  static let largestParsed = 32_000_000

  /// Draws the tree in each family, in an appearance picked by the seed, and checks each
  /// document against `limits`.
  /// With `keeping`, each document is handed to it with its family.
  @MainActor package func run(limits: Limits = Limits(), keeping: ((WidgetFamily, String) -> Void)? = nil) -> [Drawing] {
    let appearances: [Appearance] = [.light, .dark, .tinted, .privacy]
    let appearance = appearances[Int(seed % UInt64(appearances.count))]
    return Self.families.map { family in
      let renderer = WidgetRenderer(layout: .widget(family), appearance: appearance)
      let view = tree.view()
      let start = Self.cpuSeconds()
      let svg = renderer.svg(of: view)
      let seconds = Self.cpuSeconds() - start
      let bytes = svg.utf8.count
      keeping?(family, svg)
      var problems: [String] = []
      if seconds > limits.seconds { problems.append("over \(limits.seconds) s") }
      if bytes > limits.bytes { problems.append("over \(limits.bytes) bytes") }
      if bytes <= Self.largestParsed {
        problems += Self.audit(svg)
      }
      let isErrorCard = svg.contains("data-view=\"ErrorCard\"")
      return Drawing(family: family, seconds: seconds, bytes: bytes, isErrorCard: isErrorCard, problems: problems)
    }
  }

  /// This thread's CPU time in seconds: what a drawing costs, whatever else the machine runs.
  static func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// What is wrong with a document: not well-formed XML, numbers that are not plain
  /// decimals, live content.
  static func audit(_ svg: String) -> [String] {
    let root: XMLTreeElement
    do {
      root = try XMLTreeParser.parse(svg)
    } catch {
      return ["malformed: \(error)"]
    }
    var problems: [String] = []
    if root.name != "svg" { problems.append("malformed: the root is <\(root.name)>") }
    problems += SVGAudit.numberProblems(in: root).prefix(3).map { "NaN or bad number: \($0)" }
    problems += SVGAudit.liveContentProblems(in: root).prefix(3).map { "live: \($0)" }
    return problems
  }
}
