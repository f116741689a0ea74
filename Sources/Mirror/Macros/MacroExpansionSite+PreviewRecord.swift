import GalleryFormats

extension MacroExpansionSite {
  /// The `_PreviewRecord` that lets the gallery find the preview held by `type` at run time: a
  /// constant in the `widgetgallery_previews` section, kept by `@used` though nothing names it.
  /// The first field is `_DeclaredPreview.magic`, written out: a section's value must be a literal.
  /// Only a `#Preview` at file scope, where Xcode takes previews from, gets a record; one in a
  /// type or a function body only compiles.
  mutating func previewRecord(for type: String) -> [String] {
    guard isAtFileScope else { return [] }
    let record = SectionRecord.declaration(
      section: "widgetgallery_previews", name: makeUniqueName("record"), recordType: "_PreviewRecord",
      magic: 0x5747_5052_4556_4945, valueType: "_DeclaredPreview",
      value: "_DeclaredPreview({ \(type).preview }, fileID: \(Self.stringLiteral(fileID)), line: \(line))")
    return [record.joined(separator: "\n")]
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String { SwiftStringLiteral.quoted(text) }
}
