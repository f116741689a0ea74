import CShims
import Foundation
import GalleryFormats
import MirrorCore
import SwiftUI
import WidgetKit

/// The previews the program declares, found at run time in its own image, as Xcode and Swift
/// Testing find theirs: `#Preview` records in the `widgetgallery_previews` section, and
/// `PreviewProvider` types in Swift's protocol conformance records.
package enum PreviewCatalog {
  /// One `#Preview`, made: its widget or view preview and where it was written.
  package struct Declared {
    /// A `#Preview` of a widget (WidgetKit's macro) or of a view (SwiftUI's).
    package enum Content {
      case widget(_WidgetPreview)
      case view(_ViewPreview)
      /// A `#Preview(_:as:using:widget:contentStates:)` of a Live Activity.
      case activity(_ActivityPreview)
    }

    package let content: Content
    /// The file (`Module/File.swift`) and line of the `#Preview`, which name an unnamed one.
    package let fileID: String
    package let line: Int
  }

  /// Every `#Preview` in the program, in link order (module, then file order).
  ///
  /// Made once, on the main actor: a preview's code is user code, main-actor isolated.
  @MainActor package static let declared: [Declared] = readRecords().compactMap { record in
    let content: Declared.Content
    switch record.makeContent() {
    case let preview as _WidgetPreview: content = .widget(preview)
    case let preview as _ViewPreview: content = .view(preview)
    case let preview as _ActivityPreview: content = .activity(preview)
    default: return nil
    }
    return Declared(content: content, fileID: record.fileID, line: record.line)
  }

  /// Every non-generic type conforming to `PreviewProvider`, sorted by name.
  nonisolated(unsafe) package static let providers: [any PreviewProvider.Type] = readProviders()

  /// The previews `widget` shows in `family`, as entries shown at the reference date, named
  /// and slugged (`preview-<name>` or `preview-<file>-<line>`, then `-2`, `-3` … for a widget
  /// preview's later entries): first its widget previews (`#Preview(as:…)`) entry by entry,
  /// then the view previews that belong to it (see `owner(of:among:)`). A preview is shown
  /// by the first of `widgets` it belongs to, so a widget shown with several app-data
  /// variants shows it once. For the previews page (`previewsKind`), the view previews in
  /// `family` that belong to none of `widgets`.
  ///
  /// - Throws: `GalleryError` when a preview's timeline provider crashes or never completes.
  @MainActor package static func entries(
    for widget: GalleryWidget, family: WidgetFamily, among widgets: [GalleryWidget], runner: ProviderRunner, displaySize: CGSize
  ) throws -> [PreviewEntry] {
    var slugs = UniqueSlugs()
    var result: [PreviewEntry] = []
    if widget.kind != previewsKind {
      for preview in declared {
        guard case .widget(let widgetPreview) = preview.content, widgetPreview.family == family,
          owner(of: widgetPreview, among: widgets)?.id == widget.id
        else { continue }
        let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
        let name = widgetPreview.name ?? "\(file):\(preview.line)"
        var base = "preview-" + slug(widgetPreview.name ?? "\(preview.fileID)-\(preview.line)")
        if slugs.contains(base) { base += "-\(preview.line)" }
        var entries = widgetPreview.entries
        if let provider = widgetPreview.timelineProvider {
          var configuration = widget.configuration
          configuration.provider = provider
          let previewWidget = GalleryWidget(
            configuration: configuration, app: widget.app, variant: widget.variant, fixtures: widget.fixtures,
            assets: widget.assets)
          entries = try runner.entries(for: previewWidget, family: family, displaySize: displaySize).timeline.map(\.entry)
        }
        for (index, entry) in entries.enumerated() {
          var shown = PreviewEntry(
            standalone: entry, kind: .preview(slug: slugs.unique(index == 0 ? base : "\(base)-\(index + 1)")))
          shown.previewName = entries.count == 1 ? name : "\(name) (\(index + 1))"
          result.append(shown)
        }
      }
    }
    for preview in viewPreviews
    where ownerOrNil(of: preview, among: widgets)?.id == (widget.kind == previewsKind ? nil : widget.id) {
      guard (preview.family ?? defaultFamily(of: widget)) == family else { continue }
      var shown = PreviewEntry(
        standalone: ViewPreviewEntry(view: preview.view),
        kind: .preview(slug: slugs.unique("preview-" + slug(preview.slugSource))))
      shown.previewName = preview.name
      shown.view = preview.view
      shown.layout = preview.layout
      result.append(shown)
    }
    return result
  }

  /// The widget of `widgets` a widget preview shows: the first with one of the preview's
  /// configurations (same kind and same entry view type).
  package static func owner(of preview: _WidgetPreview, among widgets: [GalleryWidget]) -> GalleryWidget? {
    widgets.first { widget in
      preview.configurations.contains { $0.kind == widget.kind && sameType($0.entryViewType, widget.configuration.entryViewType) }
    }
  }

  private static func sameType(_ a: Any.Type?, _ b: Any.Type?) -> Bool {
    a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init)
  }

  /// Lower-case letters and digits, runs of anything else as one `-`.
  static func slug(_ text: String) -> String {
    var out = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty, !out.hasSuffix("-") {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out
  }

  private static func readRecords() -> [_DeclaredPreview] {
    SectionRecord.values(
      from: previewsections_records_start(), to: previewsections_records_stop(), magic: _DeclaredPreview.magic,
      as: _DeclaredPreview.self)
  }

  /// Walks the conformance records (ABI: `swift/ABI/Metadata.h`): each is a 32-bit relative
  /// pointer to a descriptor holding a relative (possibly indirect) pointer to the protocol,
  /// a type reference whose kind is in the flags, a witness table pattern and the flags.
  private static func readProviders() -> [any PreviewProvider.Type] {
    guard let start = previewsections_conformances_start(), let stop = previewsections_conformances_stop() else { return [] }
    func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer { field + Int(field.loadUnaligned(as: Int32.self)) }
    func name(_ descriptor: UnsafeRawPointer) -> String {
      String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
    }
    var types: [any PreviewProvider.Type] = []
    var position = start
    while position + 4 <= stop {
      let conformance = relative(position)
      position += 4
      let offset = Int(conformance.loadUnaligned(as: Int32.self))
      var proto = conformance + (offset & ~1)
      if offset & 1 != 0 {
        guard let target = proto.load(as: UnsafeRawPointer?.self) else { continue }
        proto = target
      }
      guard name(proto) == "PreviewProvider", name(relative(proto + 4)) == "SwiftUI" else { continue }
      let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
      let descriptor: UnsafeRawPointer
      switch (flags >> 3) & 7 {
      case 0: descriptor = relative(conformance + 4)
      case 1:
        guard let indirect = relative(conformance + 4).load(as: UnsafeRawPointer?.self) else { continue }
        descriptor = indirect
      default: continue
      }
      // Generic types have no single metadata to ask for.
      guard descriptor.loadUnaligned(as: UInt32.self) & 0x80 == 0 else { continue }
      typealias MetadataAccessor = @convention(thin) (Int) -> (metadata: UnsafeRawPointer, state: Int)
      let accessor = unsafeBitCast(relative(descriptor + 12), to: MetadataAccessor.self)
      if let type = unsafeBitCast(accessor(0).metadata, to: Any.Type.self) as? any PreviewProvider.Type {
        types.append(type)
      }
    }
    return types.sorted { String(reflecting: $0) < String(reflecting: $1) }
  }
}
