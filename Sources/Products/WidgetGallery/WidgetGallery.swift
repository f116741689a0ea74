// What widget code imports in place of SwiftUI, WidgetKit and UIKit; it also brings the modules
// named like Apple's, so `SwiftUI.Text` resolves and `#if canImport(UIKit)` takes the iOS branch.
@_exported import ActivityKit
@_exported import AppIntents
@_exported import Charts
@_exported import DeveloperToolsSupport
@_exported import Intents
@_exported import SwiftUI
@_exported import SwiftUICore
@_exported import UIKit
@_exported import WidgetGalleryRender
@_exported import WidgetKit
