import Foundation
import ViewDSL

extension PreviewCatalog {
  /// One view preview: a `#Preview { }`, or one view of a `PreviewProvider`'s `previews`.
  package struct ViewPreview {
    /// As Xcode names it: the given or `previewDisplayName` name, else the file and line of a
    /// `#Preview`, or the provider's type name (numbered when it has several views).
    package let name: String
    /// The family it is shown in: `previewContext`'s, else systemMedium.
    package let family: WidgetFamily
    package let view: AnyView
  }

  /// The kind of the gallery's own page of view previews.
  package static let previewsKind = "widgetgallery.previews"

  /// Every view preview: the `#Preview { }`s in link order, then each provider's views.
  nonisolated(unsafe) package static let viewPreviews: [ViewPreview] = {
    var result: [ViewPreview] = []
    for preview in declared {
      guard case .view(let view) = preview.content else { continue }
      let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
      result.append(ViewPreview(name: view.name ?? "\(file):\(preview.line)", family: .systemMedium, view: view.view))
    }
    for provider in providers { result += views(of: provider) }
    return result
  }()

  /// The provider's `previews`, split as `Group`s and view builders split them.
  private static func views<P: PreviewProvider>(of provider: P.Type) -> [ViewPreview] {
    let all = AnyView(P.previews)
    let parts = ResolveContext(environment: EnvironmentValues()).resolve(all)
    let typeName = String(describing: provider)
    return parts.enumerated().map { index, node in
      ViewPreview(
        name: node.traits.previewDisplayName ?? (parts.count == 1 ? typeName : "\(typeName) \(index + 1)"),
        family: node.traits.previewFamily ?? .systemMedium, view: AnyView(PreviewPart(previews: all, index: index)))
    }
  }

  /// The page of view previews as a gallery widget (families: those the previews use), or nil
  /// when the program has none. Its entries come from `entries(kind:family:)`.
  package static var previewsWidget: GalleryWidget? {
    let families = WidgetFamily.allCases.filter { family in viewPreviews.contains { $0.family == family } }
    guard !families.isEmpty else { return nil }
    let configuration = StaticConfiguration(kind: previewsKind, provider: ViewPreviewProvider()) { entry in entry.view }
      .supportedFamilies(families)
      .configurationDisplayName("Previews")
      .description("Views previewed with #Preview and PreviewProvider")
    return GalleryWidget(configuration: configuration.galleryConfiguration)
  }

  /// The view previews of `family` as entries of the previews page, at the reference date.
  static func viewEntries(family: WidgetFamily) -> [PreviewEntry] {
    var used: Set<String> = []
    return viewPreviews.filter { $0.family == family }.map { preview in
      var slug = "preview-" + slug(preview.name)
      var number = 2
      while !used.insert(slug).inserted {
        slug = "preview-" + Self.slug(preview.name) + "-\(number)"
        number += 1
      }
      return PreviewEntry(standalone: ViewPreviewEntry(view: preview.view), kind: .preview(slug: slug))
    }
  }
}

/// One view of a `PreviewProvider`'s `previews`: the `index`-th view they resolve to.
private struct PreviewPart: View, PrimitiveView {
  let previews: AnyView
  let index: Int

  var body: Never { primitiveBody() }

  func resolve(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(previews)
    return nodes.indices.contains(index) ? [nodes[index]] : []
  }
}

/// A view preview as the entry of the previews page.
private struct ViewPreviewEntry: TimelineEntry {
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
