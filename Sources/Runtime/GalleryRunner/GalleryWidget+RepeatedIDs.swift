import Foundation
import WidgetKit

extension GalleryWidget {
  /// The widgets with an id each, and a warning for each widget that had to be renamed.
  ///
  /// iOS keys a widget by its kind, so two widgets of a bundle with one kind (a copied widget
  /// whose `kind` was not changed) are a mistake that iOS does not report; the gallery draws
  /// both, the later one under its id followed by `-2`, `-3` … (an id no other widget has),
  /// and says which widget was renamed.
  package static func distinguishingRepeatedIDs(_ widgets: [GalleryWidget]) -> (widgets: [GalleryWidget], warnings: [String]) {
    var taken = Set(widgets.map(\.id))
    var seen: [String: GalleryWidget] = [:]
    var warnings: [String] = []
    let distinct = widgets.map { widget -> GalleryWidget in
      guard let first = seen[widget.id] else {
        seen[widget.id] = widget
        return widget
      }
      var renamed = widget
      var number = 2
      repeat {
        renamed.repetition = number
        number += 1
      } while taken.contains(renamed.id)
      taken.insert(renamed.id)
      let which =
        if let firstType = first.configuration.widgetType, let type = widget.configuration.widgetType {
          "widgets \(firstType) and \(type) have"
        } else {
          "two widgets have"
        }
      warnings.append(
        "\(which) the same kind '\(widget.kind)'; iOS would show only one of them. The gallery shows the second as "
          + "'\(renamed.id)'; give each widget a kind of its own")
      return renamed
    }
    return (distinct, warnings)
  }
}
