import Foundation
import ViewDSL

/// One entry the gallery shows: the placeholder, the snapshot or a timeline entry.
package struct PreviewEntry {
  package enum Kind: Hashable, Sendable {
    case placeholder
    case snapshot
    case timeline(index: Int)
    /// An entry of a `#Preview(as:widget:timeline:)`, named by its slug (`preview-…`).
    case preview(slug: String)

    /// The entry's part of a preview anchor: `placeholder`, `snapshot`, `entry-3`.
    package var slug: String {
      switch self {
      case .placeholder: "placeholder"
      case .snapshot: "snapshot"
      case .timeline(let index): "entry-\(index)"
      case .preview(let slug): slug
      }
    }
  }

  package let kind: Kind
  /// The provider's entry, of its own type.
  package let entry: any TimelineEntry
  /// The entry's date moved to the gallery's reference time (see `ReferenceDate`).
  package let displayDate: Date
  /// Seconds between the provider's dates and the displayed ones.
  package let dateShift: TimeInterval

  package var relevance: TimelineEntryRelevance? { entry.relevance }
}

extension PreviewEntry {
  /// `entry` shown alone, at the gallery's reference date, as placeholders and snapshots are.
  package init(standalone entry: any TimelineEntry, kind: Kind) {
    self.init(kind: kind, entry: entry, displayDate: ReferenceDate.date, dateShift: ReferenceDate.date.timeIntervalSince(entry.date))
  }
}

/// The fixed "now" the gallery shows timelines at, so renderings do not depend on when the
/// gallery was built: 10 June 2024, 9:41 UTC.
///
/// A timeline keeps its spacing: its first entry is shown at this date and every other
/// entry at the same distance from it as in the provider's timeline.
package enum ReferenceDate {
  package static let date = Date(timeIntervalSince1970: 1_718_012_460)

  /// Where a date `offset` seconds after a timeline's first entry is shown; the offset is
  /// rounded to whole milliseconds so tiny differences between runs disappear.
  package static func display(offset: TimeInterval) -> Date {
    date.addingTimeInterval((offset * 1000).rounded() / 1000)
  }
}

/// Everything a provider gave for one family.
package struct FamilyEntries {
  package let family: WidgetFamily
  package let placeholder: PreviewEntry
  package let snapshot: PreviewEntry
  package let timeline: [PreviewEntry]
  package let policy: TimelineReloadPolicy
  /// The policy's date for `.after`, moved like the entries' dates.
  package let policyDisplayDate: Date?

  /// The placeholder, the snapshot, then the timeline entries.
  package var all: [PreviewEntry] { [placeholder, snapshot] + timeline }
}

extension FamilyEntries {
  /// The reload policy in words, its date moved to the reference time: `atEnd`, `never`,
  /// `after 2024-06-10T10:41:00Z`.
  package var policyDescription: String {
    switch policy.kind {
    case .atEnd: "atEnd"
    case .never: "never"
    case .after: "after \(policyDisplayDate?.iso8601 ?? "")"
    }
  }
}
