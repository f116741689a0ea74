import Foundation

/// The fixed and changing data of a Live Activity (ActivityKit).
///
/// Live Activities compile so that a widget bundle holding one builds; the gallery does not
/// draw them.
public protocol ActivityAttributes: Codable {
  associatedtype ContentState: Codable & Hashable
}

/// A Live Activity's state with its staleness and relevance.
public struct ActivityContent<State: Codable & Hashable>: Hashable {
  public let state: State
  public let staleDate: Date?
  public let relevanceScore: Double

  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

/// A running Live Activity. The gallery runs none: `activities` is empty and `request` fails.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`, and the gallery makes none (`request`
  // throws).
  public let id: String
  public let attributes: Attributes
  public let content: ActivityContent<Attributes.ContentState>

  init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    self.id = id
    self.attributes = attributes
    self.content = content
  }

  public static var activities: [Activity<Attributes>] { [] }

  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.unsupported
  }

  public func update(_ content: ActivityContent<Attributes.ContentState>) async {}
  public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default)
    async
  {}
}

/// How a Live Activity receives updates.
public struct PushType: Hashable, Sendable {
  let name: String
  public static let token = PushType(name: "token")
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let name: String
  public static let `default` = ActivityUIDismissalPolicy(name: "default")
  public static let immediate = ActivityUIDismissalPolicy(name: "immediate")
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(name: "after") }
}

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, CustomStringConvertible {
  case unsupported
  public var description: String { "Live Activities do not run in WidgetGallery" }
}
