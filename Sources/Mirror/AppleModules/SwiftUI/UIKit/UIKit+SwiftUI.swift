import MirrorCore
import SwiftUICore
import UIKit

extension Color {
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// Disfavoured, so `Color(.brand)` picks the generated `ColorResource` over the generated
  /// `UIColor.brand` accessor.
  @_disfavoredOverload
  public init(_ uiColor: UIColor) {
    self = uiColor.color
  }
}

extension Image {
  /// An image of pixels the provider loaded or drew.
  public init(uiImage: UIImage) {
    self.init(data: uiImage.data)
  }
}
