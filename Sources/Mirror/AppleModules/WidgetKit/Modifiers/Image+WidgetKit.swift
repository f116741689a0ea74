import MirrorCore
import SwiftUI

extension Image {
  /// How this image is drawn in the accented rendering mode (the tinted Home Screen); nil
  /// draws it as a template of its group. Inside a `widgetAccentable()` group the mode given
  /// here decides.
  nonisolated public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
    environmentWriting { $0.widgetAccentedImageMode = renderingMode }
  }
}
