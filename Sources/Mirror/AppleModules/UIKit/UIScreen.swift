import Foundation
import MirrorCore

/// The screen of the device the gallery draws for.
///
/// As in UIKit, isolated to the main actor. Its size and scale are those of the device being
/// rendered (`--device`), read while the view that asks is evaluated.
@MainActor public final class UIScreen {
  private init() {}

  /// The device's screen (deprecated in iOS 16 in favour of the window scene's, still common
  /// in widget code).
  public class var main: UIScreen { UIScreen() }

  /// The screen's rectangle in points.
  public var bounds: CGRect { CGRect(origin: .zero, size: EnvironmentValues.current.screenSize) }

  /// The screen's rectangle in pixels, portrait up.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  /// Pixels per point.
  public var scale: CGFloat { EnvironmentValues.current.displayScale }

  public var nativeScale: CGFloat { scale }

  /// Full brightness; the gallery draws no dimmed screen.
  public var brightness: CGFloat {
    get { 1 }
    set {}
  }
}
