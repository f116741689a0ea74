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
        """,
      macros: ["Preview": ViewPreviewMacro.self])
  }
}
