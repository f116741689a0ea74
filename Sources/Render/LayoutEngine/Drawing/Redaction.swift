import Foundation
import MirrorCore

/// How redacted content is drawn. Apple publishes neither colour nor radius; these follow
/// the public approximations the reference cites.
package enum Redaction {
  /// The placeholder's opacity relative to the foreground colour (about 20%).
  package static let opacity = 0.2
  /// Corner radius of text bars and image placeholders (the reference: 2–4 pt).
  package static let cornerRadius: CGFloat = 3
  /// A text bar's height as a fraction of its line box, centred on the line, so stacked
  /// lines read as separate bars.
  package static let barHeightFraction: CGFloat = 0.75

  /// The placeholder paint for content drawn in `environment`'s foreground style.
  static func paint(_ environment: EnvironmentValues) -> Paint {
    ForegroundStyle().resolvePaint(in: environment).multiplyingOpacity(by: opacity)
  }

  /// The bar standing for one line of text whose line box is `line`.
  static func bar(for line: CGRect) -> Path {
    let height = line.height * barHeightFraction
    let rect = CGRect(x: line.minX, y: line.midY - height / 2, width: line.width, height: height)
    return Path(roundedRect: rect, cornerRadius: min(cornerRadius, height / 2), style: .continuous)
  }
}
