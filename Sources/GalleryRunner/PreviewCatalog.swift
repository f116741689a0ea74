import CPreviewSections
import Foundation
import ViewDSL

/// The previews the program declares, found at run time in its own image, as Xcode and Swift
/// Testing find theirs: `#Preview` records in the `widgetgallery_previews` section, and
/// `PreviewProvider` types in Swift's protocol conformance records.
package enum PreviewCatalog {
  /// Every `#Preview` in the program, in link order (module, then file order).
  ///
  /// Read once and never changed; previews hold user views, read on the thread that runs
  /// widget code, as the site does.
  nonisolated(unsafe) package static let declared: [_DeclaredPreview] = readRecords()

  /// Every non-generic type conforming to `PreviewProvider`, sorted by name.
  nonisolated(unsafe) package static let providers: [any PreviewProvider.Type] = readProviders()

  /// The `#Preview(as:widget:timeline:)` previews of the widget of `kind` in `family`, as
  /// entries: one per timeline entry, shown at the reference date, with slugs naming the
  /// preview (`preview-<name>` or `preview-<file>-<line>`, then `-2`, `-3` … for later entries).
  /// For the previews page (`previewsKind`), its view previews in `family`.
  package static func entries(kind: String, family: WidgetFamily) -> [PreviewEntry] {
    if kind == previewsKind { return viewEntries(family: family) }
    var result: [PreviewEntry] = []
    var used: Set<String> = []
    for preview in declared {
      guard case .widget(let widget) = preview.content, widget.family == family,
        widget.configurations.contains(where: { $0.kind == kind })
      else { continue }
      var base = "preview-" + slug(widget.name ?? "\(preview.fileID)-\(preview.line)")
      if !used.insert(base).inserted { base += "-\(preview.line)" }
      for (index, entry) in widget.entries.enumerated() {
        result.append(PreviewEntry(standalone: entry, kind: .preview(slug: index == 0 ? base : "\(base)-\(index + 1)")))
      }
    }
    return result
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
    guard let start = previewsections_records_start(), let stop = previewsections_records_stop() else { return [] }
    let stride = MemoryLayout<_PreviewRecord>.stride
    var result: [_DeclaredPreview] = []
    var position = start
    while position + stride <= stop {
      let record = position.load(as: _PreviewRecord.self)
      position += stride
      guard record.magic == _DeclaredPreview.magic else { continue }
      let storage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<_DeclaredPreview>.size, alignment: MemoryLayout<_DeclaredPreview>.alignment)
      record.make(storage)
      result.append(storage.assumingMemoryBound(to: _DeclaredPreview.self).move())
      storage.deallocate()
    }
    return result
  }

  /// Walks the conformance records (ABI: `swift/ABI/Metadata.h`): each is a 32-bit relative
  /// pointer to a descriptor holding a relative (possibly indirect) pointer to the protocol,
  /// a type reference whose kind is in the flags, a witness table pattern and the flags.
  private static func readProviders() -> [any PreviewProvider.Type] {
    guard let start = previewsections_conformances_start(), let stop = previewsections_conformances_stop() else { return [] }
    func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer { field + Int(field.loadUnaligned(as: Int32.self)) }
    func name(_ descriptor: UnsafeRawPointer) -> String { String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self)) }
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
      guard name(proto) == "PreviewProvider", name(relative(proto + 4)) == "ViewDSL" else { continue }
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
