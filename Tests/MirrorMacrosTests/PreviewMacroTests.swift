import XCTest

@testable import MirrorMacros

/// The `#Preview` expansions, as the plugin writes them for the compiler (the compiler's own
/// use of them is tested by every target that declares a `#Preview`, e.g. `PreviewSiteTests`).
final class PreviewMacroTests: XCTestCase {
  /// `source` expanded by `macro` as the compiler would ask for it at line 1 of
  /// `TestModule/test.swift`, with the discriminator swift-syntax's test contexts use.
  private func expand(_ source: String, _ macro: any DeclarationMacro.Type, atFileScope: Bool = true) throws -> String {
    var site = MacroExpansionSite(
      discriminator: "__macro_local_", fileID: "TestModule/test.swift", line: 1, column: 1, isAtFileScope: atFileScope)
    return macro.expandedSource(of: try FreestandingMacroSource(parsing: source), in: &site)
  }

  func testWidgetPreviewExpandsToANamedPreviewHolder() throws {
    let expanded = try expand(
      """
      #Preview(as: .systemSmall) {
        FavoriteEpisodeWidget()
      } timeline: {
        SimpleEntry(date: Date(), title: "RNR 1")
      }
      """, WidgetPreviewMacro.self)
    XCTAssertEqual(
      expanded,
      """
      enum __macro_local_7PreviewfMu_ {
        @MainActor static var preview: _WidgetPreview {
          _WidgetPreview(name: nil, family: .systemSmall, widget: {
        FavoriteEpisodeWidget()
      }, timeline: {
        SimpleEntry(date: Date(), title: "RNR 1")
      })
        }
      }
      @section("widgetgallery_previews") @used
      private let __macro_local_6recordfMu_: _PreviewRecord = (
        0x5747_5052_4556_4945,
        { $0.initializeMemory(as: _DeclaredPreview.self, repeating: _DeclaredPreview({ __macro_local_7PreviewfMu_.preview }, fileID: "TestModule/test.swift", line: 1), count: 1) }
      )
      """)
  }

  func testWidgetPreviewPassesItsNameAndOtherLabelsThrough() throws {
    let expanded = try expand(
      #"#Preview("Two notes", as: .systemSmall, using: Provider()) { NotesWidget() } timeline: { Entry(n: 2) }"#,
      WidgetPreviewMacro.self)
    XCTAssertTrue(
      expanded.contains(
        #"_WidgetPreview(name: "Two notes", family: .systemSmall, using: Provider(), widget: { NotesWidget() }, timeline: { Entry(n: 2) })"#
      ),
      expanded)
  }

  func testActivityPreviewPassesTheViewKindTheAttributesAndTheStates() throws {
    let expanded = try expand(
      #"#Preview("Notification", as: .content, using: Delivery.preview) { DeliveryActivity() } contentStates: { Delivery.ContentState.late }"#,
      ActivityPreviewMacro.self)
    XCTAssertTrue(
      expanded.contains(
        #"_ActivityPreview(name: "Notification", viewKind: .content, using: Delivery.preview, widget: { DeliveryActivity() }, contentStates: { Delivery.ContentState.late })"#
      ),
      expanded)
    XCTAssertTrue(expanded.contains("@section(\"widgetgallery_previews\") @used"), "recorded for the gallery to find")
  }

  func testNamedViewPreview() throws {
    XCTAssertEqual(
      try expand(#"#Preview("Card") { Text("hi") }"#, ViewPreviewMacro.self),
      """
      enum __macro_local_7PreviewfMu_ {
        @MainActor static var preview: _ViewPreview {
          _ViewPreview(name: "Card", body: { Text("hi") })
        }
      }
      @section("widgetgallery_previews") @used
      private let __macro_local_6recordfMu_: _PreviewRecord = (
        0x5747_5052_4556_4945,
        { $0.initializeMemory(as: _DeclaredPreview.self, repeating: _DeclaredPreview({ __macro_local_7PreviewfMu_.preview }, fileID: "TestModule/test.swift", line: 1), count: 1) }
      )
      """)
  }

  func testAViewPreviewTakesItsBodyFromTheArgumentOrIsEmpty() throws {
    XCTAssertTrue(
      try expand(#"#Preview(body: { Text("b") })"#, ViewPreviewMacro.self).contains(
        #"_ViewPreview(name: nil, body: { Text("b") })"#))
    XCTAssertTrue(try expand("#Preview()", ViewPreviewMacro.self).contains("_ViewPreview(name: nil, body: { EmptyView() })"))
  }

  func testOnlyAPreviewAtFileScopeGetsARecord() throws {
    XCTAssertEqual(
      try expand(#"#Preview { Text("hi") }"#, ViewPreviewMacro.self, atFileScope: false),
      """
      enum __macro_local_7PreviewfMu_ {
        @MainActor static var preview: _ViewPreview {
          _ViewPreview(name: nil, body: { Text("hi") })
        }
      }
      """)
  }

  func testAttributesBeforeTheMacroGoOnEveryDeclaration() throws {
    let expanded = try expand("@available(iOS 17.0, *)\n#Preview { Text(\"hi\") }", ViewPreviewMacro.self)
    XCTAssertTrue(expanded.hasPrefix("@available(iOS 17.0, *) enum __macro_local_7PreviewfMu_ {"), expanded)
    XCTAssertTrue(expanded.contains("\n@available(iOS 17.0, *) @section(\"widgetgallery_previews\") @used\n"), expanded)
  }

  func testUniqueNamesComeFromTheDiscriminatorOrElseTheFileAndPlace() {
    var site = MacroExpansionSite(
      discriminator: "$s4Main0025fMf_", fileID: "Main/a.swift", line: 3, column: 1, isAtFileScope: true)
    XCTAssertEqual(site.makeUniqueName("Preview"), "$s4Main0025fMf_7PreviewfMu_")
    XCTAssertEqual(site.makeUniqueName("Preview"), "$s4Main0025fMf_7PreviewfMu0_")
    XCTAssertEqual(site.makeUniqueName("record"), "$s4Main0025fMf_6recordfMu_")
    var bare = MacroExpansionSite(discriminator: "", fileID: "My-Module/a b.swift", line: 12, column: 5, isAtFileScope: true)
    XCTAssertEqual(bare.makeUniqueName("Preview"), "__macro_My_Module_a_b_swift_12_5_7PreviewfMu_")
    var other = MacroExpansionSite(discriminator: "", fileID: "My-Module/a b.swift", line: 12, column: 40, isAtFileScope: true)
    XCTAssertNotEqual(other.makeUniqueName("Preview"), "__macro_My_Module_a_b_swift_12_5_7PreviewfMu_")
  }

  func testTheFileIDIsWrittenAsAnEscapedStringLiteral() {
    XCTAssertEqual(MacroExpansionSite.stringLiteral(#"A/"q"\b.swift"#), #""A/\"q\"\\b.swift""#)
    XCTAssertEqual(MacroExpansionSite.stringLiteral("a\nb\u{1}é"), #""a\nb\u{1}é""#)
  }

  func testViewPreviewTraitsArePassedOn() throws {
    XCTAssertTrue(
      try expand(#"#Preview("Badge", traits: .sizeThatFitsLayout, .portrait) { Text("hi") }"#, ViewPreviewMacro.self)
        .contains(#"_ViewPreview(name: "Badge", traits: .sizeThatFitsLayout, .portrait, body: { Text("hi") })"#))
    XCTAssertTrue(
      try expand(#"#Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("hi") }"#, ViewPreviewMacro.self)
        .contains(#"_ViewPreview(name: nil, traits: .fixedLayout(width: 200, height: 100), body: { Text("hi") })"#))
  }

  func testIntentWidgetPreviewPassesTheIntentAndTheProvider() throws {
    let expanded = try expand(
      #"#Preview(as: .systemSmall, using: .dover) { HarbourWidget() } timelineProvider: { HarbourProvider() }"#,
      WidgetPreviewMacro.self)
    XCTAssertTrue(
      expanded.contains(
        #"_WidgetPreview(name: nil, family: .systemSmall, using: .dover, widget: { HarbourWidget() }, timelineProvider: { HarbourProvider() })"#
      ),
      expanded)
  }
}
