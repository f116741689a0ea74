import Foundation
import Locking
import Synchronization

/// Base64 text of image data, remembered for the images drawn most recently: timelines draw
/// the same artwork in every entry and appearance, and encoding dominates their cost.
final class ImageDataCache: Sendable {
  static let shared = ImageDataCache()

  /// Entries kept; the oldest is forgotten first.
  static let capacity = 64

  private struct State {
    var entries: [Data: String] = [:]
    var order: [Data] = []
  }

  private let state = Mutex(State())

  func base64(_ data: Data) -> String {
    if let cached = state.locked({ $0.entries[data] }) { return cached }
    let encoded = data.base64EncodedString()
    state.locked { state in
      guard state.entries[data] == nil else { return }
      state.entries[data] = encoded
      state.order.append(data)
      if state.order.count > Self.capacity {
        state.entries[state.order.removeFirst()] = nil
      }
    }
    return encoded
  }
}
