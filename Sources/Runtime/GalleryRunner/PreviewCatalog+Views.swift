import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

extension PreviewCatalog {
  /// One view preview: a `#Preview { }`, or one view of a `PreviewProvider`'s `previews`.
  package struct ViewPreview {
    /// As Xcode names it: the given or `previewDisplayName` name, else the file and line of a
    /// `#Preview`, or the provider's type name (numbered when it has several views).
    package let name: String
    /// What its anchor is made from: the name, or for an unnamed `#Preview` its
    /// `Module/File.swift` and line, as for widget previews.
    package let slugSource: String
    /// The family `previewContext` gives, if any.
    package let family: WidgetFamily?
    package let view: AnyView
    /// The layout its traits or `previewLayout` ask for, if any.
    package let layout: PreviewLayout?
    /// The module that declares the preview.
    package let module: String
    /// The user view types whose `body` made the preview's one root view, innermost first
    /// (empty when it shows several views).
    package let rootViewNames: [String]
    /// Where it is declared: a `#Preview`'s `Module/File.swift:line`, or a provider's type
    /// (`Module.Type`).
    package let place: String
    /// Whether a `PreviewProvider` declares it (else a `#Preview`).
    package let isProvider: Bool
  }

  /// The kind of the gallery's own page of view previews.
  package static let previewsKind = "widgetgallery.previews"

  /// Every view preview: the `#Preview { }`s in link order, then each provider's views.
  @MainActor package static let viewPreviews: [ViewPreview] = {
    var result: [ViewPreview] = []
    for preview in declared {
      guard case .view(let view) = preview.content else { continue }
      let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
      let roots = ResolveContext(environment: EnvironmentValues()).resolve(view.view)
      result.append(
        ViewPreview(
          name: view.name ?? "\(file):\(preview.line)", slugSource: view.name ?? "\(preview.fileID)-\(preview.line)", family: nil,
          view: view.view, layout: view.layout,
          module: String(preview.fileID.prefix { $0 != "/" }), rootViewNames: roots.count == 1 ? roots[0].traits.definedBy : [],
          place: "\(preview.fileID):\(preview.line)", isProvider: false))
    }
    for provider in providers { result += views(of: provider) }
    return result
  }()

  /// The provider's `previews`, split as `Group`s and view builders split them.
  @MainActor private static func views<P: PreviewProvider>(of provider: P.Type) -> [ViewPreview] {
    let all = AnyView(P.previews)
    let parts = ResolveContext(environment: EnvironmentValues()).resolve(all)
    let typeName = String(describing: provider)
    let module = moduleName(of: provider)
    return parts.enumerated().map { index, node in
      let name = node.traits.previewDisplayName ?? (parts.count == 1 ? typeName : "\(typeName) \(index + 1)")
      return ViewPreview(
        name: name, slugSource: name,
        family: node.traits.previewFamily, view: AnyView(PreviewPart(previews: all, index: index)),
        layout: node.traits.previewLayout,
        module: module, rootViewNames: node.traits.definedBy, place: String(reflecting: provider), isProvider: true)
    }
  }

  /// The widget of `widgets` a view preview belongs to, or nil: the first whose entry view
  /// (the view its configuration's closure returns, modifiers aside) is the preview's root
  /// view (modifiers aside), declared in the preview's module, and that is shown in the
  /// preview's `previewContext` family when it has one.
  package static func ownerOrNil(of preview: ViewPreview, among widgets: [GalleryWidget]) -> GalleryWidget? {
    widgets.first { widget in
      guard let type = widget.configuration.entryViewType, widget.kind != previewsKind else { return false }
      let module = moduleName(of: type)
      let name = _typeName(type, qualified: false).prefix { $0 != "<" }
      guard module == preview.module, preview.rootViewNames.contains(where: { $0 == name }) else { return false }
      return preview.family.map { shownFamilies(of: widget).contains($0) } ?? !shownFamilies(of: widget).isEmpty
    }
  }

  /// The families the gallery shows `widget` in (those iOS shows).
  static func shownFamilies(of widget: GalleryWidget) -> [WidgetFamily] {
    widget.configuration.supportedFamilies.filter(\.isShownOnIOS)
  }

  /// Where a view preview without `previewContext` is shown: the widget's first family, or
  /// systemMedium on the previews page.
  static func defaultFamily(of widget: GalleryWidget) -> WidgetFamily {
    widget.kind == previewsKind ? .systemMedium : shownFamilies(of: widget).first ?? .systemMedium
  }

  /// The page of the view previews that belong to none of `widgets` as a gallery widget
  /// (families: those the previews use), or nil when there are none. Its entries come from
  /// `entries(for:family:among:runner:displaySize:)`.
  @MainActor package static func previewsWidget(among widgets: [GalleryWidget]) -> GalleryWidget? {
    let unowned = viewPreviews.filter { ownerOrNil(of: $0, among: widgets) == nil }
    let families = WidgetFamily.allCases.filter { family in unowned.contains { ($0.family ?? .systemMedium) == family } }
    guard !families.isEmpty else { return nil }
    let configuration = StaticConfiguration(kind: previewsKind, provider: ViewPreviewProvider()) { entry in entry.view }
      .supportedFamilies(families)
      .configurationDisplayName("Previews")
      .description("Views previewed with #Preview and PreviewProvider that show no widget's entry view")
    return GalleryWidget(configuration: configuration.galleryConfiguration)
  }
}

/// One view of a `PreviewProvider`'s `previews`: the `index`-th view they resolve to.
nonisolated private struct PreviewPart: View, PrimitiveView {
  let previews: AnyView
  let index: Int

  var body: Never { primitiveBody() }

  @MainActor func resolve(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(previews)
    return nodes.indices.contains(index) ? [nodes[index]] : []
  }
}

/// A view preview as an entry: the gallery shows the preview's view, not the widget's content.
struct ViewPreviewEntry: TimelineEntry {
  let date = ReferenceDate.date
  let view: AnyView
}

/// The previews page's provider: its entries are the previews, not a timeline.
private struct ViewPreviewProvider: TimelineProvider {
  func placeholder(in context: Context) -> ViewPreviewEntry { ViewPreviewEntry(view: AnyView(EmptyView())) }
  func getSnapshot(in context: Context, completion: @escaping (ViewPreviewEntry) -> Void) { completion(placeholder(in: context)) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<ViewPreviewEntry>) -> Void) {
    completion(Timeline(entries: [], policy: .never))
  }
}
