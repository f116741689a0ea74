import MirrorCore
import SwiftUI
import WidgetKit

extension GalleryWidget {
  /// Where the code that can change this widget's pictures lives, besides the libraries: the
  /// module of the widget's type (which holds its `body`), and the module and place of each
  /// preview it shows in any family. Nil for the previews page and for a widget whose type is
  /// unknown: any code may change them.
  ///
  /// A build keeps a widget's pictures from the last build only while the code behind these
  /// sources is unchanged (see `ProgramModules` in GalleryCLI); the places list changes when a
  /// preview comes, goes or moves to another widget.
  @MainActor package func codeSources(among widgets: [GalleryWidget]) -> (modules: Set<String>, places: [String])? {
    guard kind != PreviewCatalog.previewsKind, let type = configuration.widgetType else { return nil }
    var modules: Set<String> = [moduleName(of: type)]
    var places: [String] = []
    for preview in PreviewCatalog.declared {
      guard case .widget(let widgetPreview) = preview.content, PreviewCatalog.owner(of: widgetPreview, among: widgets)?.id == id
      else { continue }
      modules.insert(String(preview.fileID.prefix { $0 != "/" }))
      places.append("\(preview.fileID):\(preview.line)")
    }
    for preview in PreviewCatalog.declared {
      guard case .activity(let activityPreview) = preview.content, let activity = configuration.activity,
        activity.accepts(activityPreview.attributes)
      else { continue }
      modules.insert(String(preview.fileID.prefix { $0 != "/" }))
      places.append("\(preview.fileID):\(preview.line)")
    }
    for preview in PreviewCatalog.viewPreviews where PreviewCatalog.ownerOrNil(of: preview, among: widgets)?.id == id {
      modules.insert(preview.module)
      places.append("\(preview.module): \(preview.slugSource)")
    }
    return (modules, places)
  }
}

/// The module that declares `type`: the first part of its qualified name.
package func moduleName(of type: Any.Type) -> String {
  String(String(reflecting: type).prefix { $0 != "." })
}
