import CRasterShim
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel; images with equal pixels match whatever their bytes.
  ///
  /// The failure message gives the sizes or the number of differing pixels; the reference
  /// (`reference.png`) and the new image (`failure.png`) are attached.
  public static var png: Diffing {
    Diffing.diff(
      toData: { $0 }, fromData: { $0 },
      diffV2: { reference, new in
        guard reference != new else { return nil }
        let message: String
        do {
          let result = try Rasterizer.compare(reference, new)
          if result.old_width != result.new_width || result.old_height != result.new_height {
            message =
              "The PNG size changed from \(result.old_width)×\(result.old_height) px to \(result.new_width)×\(result.new_height) px"
          } else if result.differing == 0 {
            return nil
          } else {
            let total = Int(result.old_width) * Int(result.old_height)
            message =
              "The PNG differs from the reference: \(result.differing) of \(total) pixels differ (largest channel difference \(result.max_channel_difference) of 255)"
          }
        } catch {
          message = "The PNG differs from the reference, and \(error)"
        }
        return (message, [.data(reference, name: "reference.png"), .data(new, name: "failure.png")])
      })
  }
}
