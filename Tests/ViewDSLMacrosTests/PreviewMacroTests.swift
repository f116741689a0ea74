import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import ViewDSLMacros
import XCTest

final class PreviewMacroTests: XCTestCase {
  private let macros: [String: Macro.Type] = ["Preview": WidgetPreviewMacro.self]

  func testWidgetPreviewExpandsToANamedPreviewHolder() {
    assertMacroExpansion(
      """
      #Preview(as: .systemSmall) {
        FavoriteEpisodeWidget()
      } timeline: {
        SimpleEntry(date: Date(), title: "RNR 1")
      }
      """,
      expandedSource: """
        enum __macro_local_7PreviewfMu_ {
          static var preview: _WidgetPreview {
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
          {
              $0.initializeMemory(as: _DeclaredPreview.self, repeating: _DeclaredPreview(__macro_local_7PreviewfMu_.preview, fileID: "TestModule/test.swift", line: 1), count: 1)
          }
        )
        """,
      macros: macros)
  }

  func testNamedViewPreview() {
    assertMacroExpansion(
      #"#Preview("Card") { Text("hi") }"#,
      expandedSource: """
        enum __macro_local_7PreviewfMu_ {
          static var preview: _ViewPreview {
            _ViewPreview(name: "Card", body: {
                    Text("hi")
                })
          }
        }
        @section("widgetgallery_previews") @used
        private let __macro_local_6recordfMu_: _PreviewRecord = (
          0x5747_5052_4556_4945,
          {
              $0.initializeMemory(as: _DeclaredPreview.self, repeating: _DeclaredPreview(__macro_local_7PreviewfMu_.preview, fileID: "TestModule/test.swift", line: 1), count: 1)
          }
        )
        """,
      macros: ["Preview": ViewPreviewMacro.self])
  }

  func testOnlyAPreviewAtFileScopeGetsARecord() {
    assertMacroExpansion(
      #"enum Snippets { #Preview { Text("hi") } }"#,
      expandedSource: """
        enum Snippets { enum __macro_local_7PreviewfMu_ {
          static var preview: _ViewPreview {
            _ViewPreview(name: nil, body: {
                    Text("hi")
                })
          }
        }\u{20}
        }
        """,
      macros: ["Preview": ViewPreviewMacro.self])
    assertMacroExpansion(
      #"func snippet() { #Preview { Text("hi") } }"#,
      expandedSource: """
        func snippet() { enum __macro_local_7PreviewfMu_ {
          static var preview: _ViewPreview {
            _ViewPreview(name: nil, body: {
                    Text("hi")
                })
          }
        } }
        """,
      macros: ["Preview": ViewPreviewMacro.self])
  }

  func testViewPreviewTraitsArePassedOn() {
    assertMacroExpansion(
      #"enum Snippets { #Preview("Badge", traits: .sizeThatFitsLayout, .portrait) { Text("hi") } }"#,
      expandedSource: """
        enum Snippets { enum __macro_local_7PreviewfMu_ {
          static var preview: _ViewPreview {
            _ViewPreview(name: "Badge", traits: .sizeThatFitsLayout, .portrait, body: {
                    Text("hi")
                })
          }
        }\u{20}
        }
        """,
      macros: ["Preview": ViewPreviewMacro.self])
    assertMacroExpansion(
      #"enum Snippets { #Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("hi") } }"#,
      expandedSource: """
        enum Snippets { enum __macro_local_7PreviewfMu_ {
          static var preview: _ViewPreview {
            _ViewPreview(name: nil, traits: .fixedLayout(width: 200, height: 100), body: {
                    Text("hi")
                })
          }
        }\u{20}
        }
        """,
      macros: ["Preview": ViewPreviewMacro.self])
  }

  func testIntentWidgetPreviewPassesTheIntentAndTheProvider() {
    assertMacroExpansion(
      #"enum Snippets { #Preview(as: .systemSmall, using: .dover) { HarbourWidget() } timelineProvider: { HarbourProvider() } }"#,
      expandedSource: """
        enum Snippets { enum __macro_local_7PreviewfMu_ {
          static var preview: _WidgetPreview {
            _WidgetPreview(name: nil, family: .systemSmall, using: .dover, widget: {
                    HarbourWidget()
                }, timelineProvider: {
                    HarbourProvider()
                })
          }
        }\u{20}
        }
        """,
      macros: macros)
  }
}
