import Foundation
import MirrorCore

/// The type of `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour picker, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
