import Foundation
import GalleryFixtures
import MirrorCore
import SwiftUI
import WidgetKit

/// One entry the gallery shows: the placeholder, the snapshot or a timeline entry.
package struct PreviewEntry {
  package enum Kind: Hashable, Sendable {
    case placeholder
    case snapshot
    case timeline(index: Int)
    /// An entry of a `#Preview` or a `PreviewProvider`'s view, named by its slug (`preview-…`).
    case preview(slug: String)
    /// A Live Activity's content state from its fixture file, numbered from 1.
    case contentState(number: Int)
    /// A control's state: off, on, or nil for a button.
    case control(isOn: Bool?)

    /// The entry's part of a preview anchor: `placeholder`, `snapshot`, `entry-3`,
    /// `preview-…`, `state-1`, and `off`, `on` or `default` for a control.
    package var slug: String {
      switch self {
      case .placeholder: "placeholder"
      case .snapshot: "snapshot"
      case .timeline(let index): "entry-\(index)"
      case .preview(let slug): slug
      case .contentState(let number): "state-\(number)"
      case .control(let isOn): isOn.map { $0 ? "on" : "off" } ?? "default"
      }
    }

    /// The kind a slug names, the inverse of `slug`; nil for anything `slug` never gives.
    package init?(slug: String) {
      func number(after prefix: String, from first: Int) -> Int? {
        guard slug.hasPrefix(prefix), let number = Int(slug.dropFirst(prefix.count)), number >= first,
          "\(prefix)\(number)" == slug
        else { return nil }
        return number
      }
      switch slug {
      case "placeholder": self = .placeholder
      case "snapshot": self = .snapshot
      case "off": self = .control(isOn: false)
      case "on": self = .control(isOn: true)
      case "default": self = .control(isOn: nil)
      default:
        if let index = number(after: "entry-", from: 0) {
          self = .timeline(index: index)
        } else if let number = number(after: "state-", from: 1) {
          self = .contentState(number: number)
        } else if slug.hasPrefix("preview-"), slug.count > "preview-".count {
          self = .preview(slug: slug)
        } else {
          return nil
        }
      }
    }

    /// Whether this is an Xcode preview's entry (or content state) rather than the provider's.
    package var isPreview: Bool {
      if case .preview = self { return true }
      return false
    }
  }

  package let kind: Kind
  /// The provider's entry, of its own type.
  package let entry: any TimelineEntry
  /// The date the gallery shows for the entry: the provider's own under the fixed clock,
  /// otherwise moved to the reference time (see `ReferenceDate`).
  package let displayDate: Date
  /// Seconds between the provider's dates and the displayed ones (0 under the fixed clock).
  package let dateShift: TimeInterval
  /// For a preview: its name as Xcode shows it.
  package var previewName: String?
  /// For a view preview: the view shown instead of the widget's content for `entry`.
  package var view: AnyView?
  /// For a view preview: its layout trait (`.device` or nil: the widget's family).
  package var layout: PreviewLayout?

  package var relevance: TimelineEntryRelevance? { entry.relevance }
}

extension PreviewEntry {
  /// `entry` shown alone, as placeholders and snapshots are: at its own date under the
  /// gallery's fixed clock, else moved to the reference date.
  package init(standalone entry: any TimelineEntry, kind: Kind) {
    if ReferenceClock.isInEffect {
      self.init(kind: kind, entry: entry, displayDate: entry.date, dateShift: 0)
    } else {
      self.init(
        kind: kind, entry: entry, displayDate: ReferenceDate.date, dateShift: ReferenceDate.date.timeIntervalSince(entry.date))
    }
  }
}

/// The fixed "now" of the gallery, so renderings do not depend on when it was built:
/// 10 June 2024, 9:41 UTC.
///
/// The command line runs providers and views under ``ReferenceClock``, a wall clock stopped
/// at this date, so `Date()` reads it everywhere and entry dates need no moving. A process
/// without that clock (tests rendering in-process) moves a timeline instead: its first entry
/// is shown at this date and every other entry at the same distance from it.
package enum ReferenceDate {
  package static let date = ReferenceClock.date

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
