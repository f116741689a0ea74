// `import WidgetKit`: WidgetKit's own API. As in the iOS 18 SDK it imports SwiftUI without
// re-exporting it (a widget file imports both) and re-exports DeveloperToolsSupport. Foundation
// comes with it, as with every Objective-C framework on iOS. The widget family and the
// rendering modes (the widget's and an image's accented one) are declared in the core, where
// layout reads them, and re-exported from here, so `WidgetKit.WidgetFamily` names them.
@_exported import DeveloperToolsSupport
@_exported import Foundation
@_exported import FoundationFixtures

@_exported import struct MirrorCore.WidgetAccentedRenderingMode
@_exported import enum MirrorCore.WidgetFamily
@_exported import struct MirrorCore.WidgetRenderingMode
@_exported import struct MirrorCore._DeclaredPreview
@_exported import typealias MirrorCore._PreviewRecord

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
