import MirrorCore

/// The context of a `PreviewProvider`'s preview, set with `previewContext(_:)`.
public protocol PreviewContext {}

/// A preview context that shows the preview in a widget family: WidgetKit's
/// `WidgetPreviewContext`, which the gallery reads.
package protocol WidgetFamilyPreviewContext: PreviewContext {
  var family: WidgetFamily { get }
}
