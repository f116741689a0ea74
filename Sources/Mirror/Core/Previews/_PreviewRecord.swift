/// What each `#Preview` leaves in the program's `widgetgallery_previews` section, for the
/// gallery to find at run time without the user listing previews (what the macros expand to).
///
/// `make` initialises the memory it is given with the preview, as a `_DeclaredPreview`.
public typealias _PreviewRecord = (magic: UInt64, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The value a `_PreviewRecord` makes: one `#Preview` with where it was written.
public struct _DeclaredPreview {
  /// Makes the preview: runs the `#Preview`'s code, main-actor isolated as Xcode's previews
  /// are, so the gallery reads the records anywhere and makes them on the main actor. The
  /// value is the macro's preview type (`_ViewPreview` from SwiftUI, `_WidgetPreview` from
  /// WidgetKit), which the runner tells apart.
  package let makeContent: @MainActor () -> Any
  /// The file (`Module/File.swift`) and line of the `#Preview`, which name an unnamed one.
  package let fileID: String
  package let line: Int

  public init<Preview>(_ preview: @escaping @MainActor () -> Preview, fileID: String, line: Int) {
    makeContent = { preview() }
    self.fileID = fileID
    self.line = line
  }

  /// Marks a `_PreviewRecord` as one: other data in the section is ignored.
  public static let magic: UInt64 = 0x5747_5052_4556_4945
}
