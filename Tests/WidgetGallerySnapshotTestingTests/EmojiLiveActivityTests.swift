import CRasterShim
import Foundation
import SnapshotTesting
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest

/// The Live Activity Xcode's "Widget Extension" template makes (its content state is one emoji,
/// its Lock Screen view writes "Hello" and the emoji), drawn and rasterised: the emoji must come
/// out in colour, as iOS draws it with Apple Color Emoji.
@MainActor final class EmojiLiveActivityTests: XCTestCase {
  struct GreetingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
      var emoji: String
    }

    var name: String
  }

  struct GreetingLiveActivity: Widget {
    var body: some WidgetConfiguration {
      ActivityConfiguration(for: GreetingAttributes.self) { context in
        VStack {
          Text("Hello \(context.state.emoji)")
        }
        .activityBackgroundTint(Color.cyan)
        .activitySystemActionForegroundColor(Color.black)
      } dynamicIsland: { context in
        DynamicIsland {
          DynamicIslandExpandedRegion(.leading) { Text("Leading") }
          DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
          DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
        } compactLeading: {
          Text("L")
        } compactTrailing: {
          Text("T \(context.state.emoji)")
        } minimal: {
          Text(context.state.emoji)
        }
      }
    }
  }

  struct DecodeFailure: Error {
    var reason: String
  }

  /// Pixels of a PNG, straight RGBA.
  private struct Pixels {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    init(png: Data) throws {
      var message = [CChar](repeating: 0, count: 256)
      var bytes: UnsafeMutablePointer<UInt8>?
      var width: Int32 = 0
      var height: Int32 = 0
      let status = png.withUnsafeBytes { raw in
        rastershim_png_to_rgba(
          raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &bytes, &width, &height, &message, message.count)
      }
      guard status == 0, let bytes else {
        throw DecodeFailure(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      defer { rastershim_free(bytes) }
      self.width = Int(width)
      self.height = Int(height)
      rgba = Array(UnsafeBufferPointer(start: bytes, count: Int(width) * Int(height) * 4))
    }

    /// Opaque pixels of a warm, saturated colour (red well above blue), which neither the
    /// black text nor the cyan tint has.
    func warmPixels() -> Int {
      var count = 0
      for index in stride(from: 0, to: rgba.count, by: 4) where rgba[index + 3] > 200 {
        let (red, blue) = (Int(rgba[index]), Int(rgba[index + 2]))
        if red > 150 && red - blue > 60 { count += 1 }
      }
      return count
    }
  }

  private func picture(_ emoji: String) throws -> Pixels {
    let strategy = Snapshotting<GreetingLiveActivity, Data>.png(
      attributes: GreetingAttributes(name: "World"), state: .init(emoji: emoji), layout: .liveActivity(.lockScreen))
    // The strategy draws synchronously: `run` calls back before it returns.
    var png: Data?
    strategy.snapshot(GreetingLiveActivity()).run { png = $0 }
    return try Pixels(png: try XCTUnwrap(png))
  }

  func testTheTemplatesGreetingDrawsTheEmojiInColour() async throws {
    let smiling = try picture("😀")
    let plain = try picture("")
    XCTAssertEqual(smiling.width, plain.width)
    XCTAssertEqual(plain.warmPixels(), 0, "text and tint alone have no warm colour")
    // 😀 is yellow: at 3x, a 17 pt emoji covers hundreds of yellow pixels.
    XCTAssertGreaterThan(smiling.warmPixels(), 300, "the emoji is drawn in colour")
  }

  func testEverySequenceKindIsDrawnInColour() async throws {
    // A ZWJ sequence with warm colours (Noto draws its families as grey silhouettes).
    for emoji in ["🤩", "👍🏽", "🏳\u{FE0F}\u{200D}🌈", "🇩🇪"] {
      XCTAssertGreaterThan(try picture(emoji).warmPixels(), 50, emoji)
    }
  }
}
