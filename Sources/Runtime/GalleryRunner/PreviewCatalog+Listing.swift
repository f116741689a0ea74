import SwiftUI
import WidgetKit

extension PreviewCatalog {
  /// One preview as `list --previews` names it: what declares it, where, and what it shows.
  package struct Listed: Equatable {
    /// `#Preview` or `PreviewProvider`.
    package var source: String
    /// What it shows: `widget` (entries or a timeline of a widget), `activity` (content
    /// states of a Live Activity) or `view`.
    package var content: String
    /// As Xcode names it (see `ViewPreview.name`).
    package var name: String
    /// The family it is shown in; nil for a Live Activity's.
    package var family: WidgetFamily?
    /// A `#Preview`'s `Module/File.swift:line`, or a provider's type (`Module.Type`).
    package var place: String
  }

  /// The previews each of `widgets` shows, by widget id, in the order its page shows them
  /// (widget previews, then Live Activity previews, then view previews), and the view previews
  /// that belong to none of them: those of the gallery's previews page.
  @MainActor package static func listing(among widgets: [GalleryWidget]) -> (byWidget: [String: [Listed]], unowned: [Listed]) {
    var byWidget: [String: [Listed]] = [:]
    func place(_ declared: Declared) -> String { "\(declared.fileID):\(declared.line)" }
    func name(_ given: String?, _ declared: Declared) -> String {
      given ?? "\(declared.fileID.split(separator: "/").last.map(String.init) ?? declared.fileID):\(declared.line)"
    }
    for declared in PreviewCatalog.declared {
      guard case .widget(let preview) = declared.content, let owner = owner(of: preview, among: widgets) else { continue }
      byWidget[owner.id, default: []].append(
        Listed(
          source: "#Preview", content: "widget", name: name(preview.name, declared), family: preview.family,
          place: place(declared)))
    }
    for declared in PreviewCatalog.declared {
      guard case .activity(let preview) = declared.content else { continue }
      for widget in widgets {
        guard let activity = widget.configuration.activity, activity.accepts(preview.attributes),
          preview.configurations.contains(where: {
            $0.activity.map { ObjectIdentifier($0.attributesType) } == ObjectIdentifier(activity.attributesType)
          })
        else { continue }
        byWidget[widget.id, default: []].append(
          Listed(source: "#Preview", content: "activity", name: name(preview.name, declared), family: nil, place: place(declared))
        )
      }
    }
    var unowned: [Listed] = []
    for preview in viewPreviews {
      let owner = ownerOrNil(of: preview, among: widgets)
      let listed = Listed(
        source: preview.isProvider ? "PreviewProvider" : "#Preview", content: "view", name: preview.name,
        family: preview.family ?? owner.map { defaultFamily(of: $0) } ?? .systemMedium, place: preview.place)
      if let owner { byWidget[owner.id, default: []].append(listed) } else { unowned.append(listed) }
    }
    return (byWidget, unowned)
  }
}
