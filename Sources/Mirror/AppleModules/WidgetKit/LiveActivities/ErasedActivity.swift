import ActivityKit
import Foundation
import MirrorCore
import SwiftUI

/// A Live Activity as the gallery uses it, with its attribute types erased.
package struct ErasedActivity {
  /// The attributes type, e.g. `DeliveryAttributes`: the activity's kind in the gallery.
  package let attributesType: Any.Type
  /// The families declared with `supplementalActivityFamilies(_:)`.
  package var supplementalFamilies: [ActivityFamily] = []
  /// The Lock Screen view for a context; call on the main actor, as the configuration's closure.
  package let content: (ErasedActivityContext) -> AnyView
  /// The Dynamic Island for a context; call on the main actor.
  package let dynamicIsland: (ErasedActivityContext) -> DynamicIsland
  /// Decodes attributes and a content state from JSON with the types' own `Codable`
  /// conformance (dates as ISO 8601, as a fixture writes them).
  package let decodeAttributes: (Data) throws -> Any
  package let decodeState: (Data) throws -> Any
  /// Decode attributes and a content state with the types' own `init(from:)` from a decoder
  /// of the gallery's (one that records the keys asked for, for a skeleton fixture).
  package let decodeAttributesFrom: (any Decoder) throws -> Any
  package let decodeStateFrom: (any Decoder) throws -> Any

  init<Attributes: ActivityAttributes>(
    attributesType: Attributes.Type, content: @escaping (ErasedActivityContext) -> AnyView,
    dynamicIsland: @escaping (ErasedActivityContext) -> DynamicIsland
  ) {
    self.attributesType = attributesType
    self.content = content
    self.dynamicIsland = dynamicIsland
    self.decodeAttributes = { try Self.decoder.decode(Attributes.self, from: $0) }
    self.decodeState = { try Self.decoder.decode(Attributes.ContentState.self, from: $0) }
    self.decodeAttributesFrom = { try Attributes(from: $0) }
    self.decodeStateFrom = { try Attributes.ContentState(from: $0) }
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The attributes type's name, as the gallery names the activity (`DeliveryAttributes`).
  package var kind: String { String(describing: attributesType) }

  /// Whether `attributes` is of this activity's attributes type.
  package func accepts(_ attributes: Any) -> Bool {
    ObjectIdentifier(type(of: attributes)) == ObjectIdentifier(attributesType)
  }
}

/// What a Live Activity's views are given: its attributes, a content state and staleness.
package struct ErasedActivityContext {
  package var attributes: Any
  package var state: Any
  package var isStale: Bool
  package var activityID: String

  package init(attributes: Any, state: Any, isStale: Bool, activityID: String = "preview") {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    self.activityID = activityID
  }
}
