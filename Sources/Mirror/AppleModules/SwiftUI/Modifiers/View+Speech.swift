import Foundation
import MirrorCore
import SwiftUICore

// How VoiceOver speaks text: metadata, with nothing to draw.

extension View {
  nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}

extension Text {
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}
