import GalleryRunner
import MirrorCore
import WidgetKit

/// The command line for a widget program: WidgetKit's `Widget.main()` and `WidgetBundle.main()`
/// call it through a weak reference (CShims), so WidgetKit links without this module
/// and a program that links it (the `WidgetGallery` product) gets the `widget-gallery` command.
///
/// The command runs supervised (`CrashSupervisor`), and the program's widgets are evaluated
/// (their `body`, with their providers' `init`) in the supervised process, each noted in the
/// `CrashLedger`, so that a crash in one becomes its error card.
@_cdecl("widget_gallery_command_main")
package func widgetGalleryCommandMain(_ request: UnsafeMutableRawPointer) -> Never {
  let request = GalleryCommandRequest.take(request)
  CrashSupervisor.superviseIfNeeded()
  // `main()` runs on the program's main thread, where widget code runs.
  let widgets = MainActor.assumingIsolated({ GalleryWidget.listed(by: $0) }, request)
  GalleryCommand.main(widgets: widgets)
}

extension GalleryWidget {
  /// What a crash in a widget's `body` is noted as.
  static let bodyStep = "Widget.body (its configuration, with the provider's init)"

  /// The program's widgets, each made from its `body` unless that crashed an earlier run.
  @MainActor static func listed(by request: GalleryCommandRequest) -> [GalleryWidget] {
    CrashLedger.observeMissingFixtures()
    let listed = CrashLedger.during(CrashLedger.bundleKey, step: "the widget bundle's body") { request.widgets() }
    return listed.enumerated().map { position, entry in
      let key = "\(position)"
      if CrashLedger.crashes[key]?.step == bodyStep { return .crashedBody(of: entry.type, position: position) }
      var widget = CrashLedger.during(key, step: bodyStep) { GalleryWidget(configuration: entry.configuration()) }
      widget.position = position
      return widget
    }
  }
}
