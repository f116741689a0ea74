//
//  CrashingWidgets.swift
//  CrashingWidgets
//

import SwiftUI
import WidgetKit

@main
struct CrashingWidgets: WidgetBundle {
  var body: some Widget {
    let _ = crashInTheBundleIfAsked()
    NeverWidget()
    ProviderInitWidget()
    ConfigurationWidget()
    PlaceholderWidget()
    SnapshotWidget()
    TimelineWidget()
    TimelineTaskWidget()
    EntryViewWidget()
    UserDefaultsWidget()
    IntentDefaultsWidget()
    LiveActivityContentWidget()
  }
}
