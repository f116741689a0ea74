import Foundation
import MirrorCore
import SwiftUI

/// One state of a widget at a date.
public protocol TimelineEntry {
  var date: Date { get }
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for ranking widgets in a Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: Hashable, Sendable {
    case atEnd, never
    case after(Date)
  }
  package let kind: Kind

  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks for a reload.
  public static let never = TimelineReloadPolicy(kind: .never)
  /// At a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

  public var description: String {
    switch kind {
    case .atEnd: "atEnd"
    case .never: "never"
    case .after(let date): "after(\(date))"
    }
  }
}

/// Entries with dates and a reload policy.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy

  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}
