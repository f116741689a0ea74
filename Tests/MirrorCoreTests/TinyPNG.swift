import Foundation
import SwiftUI
import WidgetKit

@testable import MirrorCore

/// A 3×2 PNG header (IHDR only): enough for `UIImage(data:)` to read its size.
let tinyPNG: Data = {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
  bytes += Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0, 0, 0, 0, 0]
  return Data(bytes)
}()
