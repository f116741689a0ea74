// What widget code imports in place of SwiftUI, WidgetKit and UIKit.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import ViewDSL
@_exported import Charts
@_exported import WidgetGalleryRender
