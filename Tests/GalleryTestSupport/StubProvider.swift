import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// A provider serving the entries a test chose; `timeline` runs on each request, so a test
/// can count requests or read app data there.
///
/// `timeline` returning nil never calls the completion handler: the widget times out.
package struct StubProvider: TimelineProvider {
  private let placeholderEntry: StubEntry
  private let policy: TimelineReloadPolicy
  private let makeSnapshot: @Sendable (_ now: Date) -> StubEntry
  private let makeTimeline: @Sendable (_ now: Date) -> [StubEntry]?

  package init(
    placeholder: StubEntry = StubEntry(title: "…"),
    policy: TimelineReloadPolicy = .atEnd,
    snapshot: @escaping @Sendable (_ now: Date) -> StubEntry = { StubEntry(date: $0, title: "snap") },
    timeline: @escaping @Sendable (_ now: Date) -> [StubEntry]?
  ) {
    self.placeholderEntry = placeholder
    self.policy = policy
    self.makeSnapshot = snapshot
    self.makeTimeline = timeline
  }

  /// One entry titled `title`, counting `count`, never reloaded.
  package static func single(title: String = "", count: Int = 0) -> StubProvider {
    StubProvider(policy: .never) { [StubEntry(date: $0, title: title, count: count)] }
  }

  /// A provider that never delivers a timeline: its widget fails.
  package static let silent = StubProvider { _ in nil }

  package func placeholder(in context: Context) -> StubEntry { placeholderEntry }

  package func getSnapshot(in context: Context, completion: @escaping @Sendable (StubEntry) -> Void) {
    completion(makeSnapshot(Date()))
  }

  package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StubEntry>) -> Void) {
    guard let entries = makeTimeline(Date()) else { return }
    completion(Timeline(entries: entries, policy: policy))
  }
}
