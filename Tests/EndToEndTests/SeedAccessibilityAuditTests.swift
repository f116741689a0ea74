import BuiltInGallery
import Foundation
import GalleryRunner
import GalleryTestSupport
import LayoutEngine
import WidgetGalleryRender
import WidgetKit
import XCTest

/// The accessibility audit on the built-in seeds: every family, appearance and the
/// placeholder, snapshot and first timeline entries, as the gallery draws them. Each finding
/// is listed with why it is really there; a finding not on the list fails the test, as does
/// a listed one that went away.
@MainActor final class SeedAccessibilityAuditTests: PrivatePreferencesTestCase {
  /// Timeline entries audited per family (the seeds' later entries repeat the first ones'
  /// layout with other words).
  private static let timelineEntries = 3

  nonisolated func testTheSeedsReportOnlyWhatIsReallyThere() throws {
    try MainActor.assumeIsolated {
      var found: Set<String> = []
      for widget in builtInWidgets {
        try widget.installFixtures()
        for family in widget.configuration.supportedFamilies where family.isShownOnIOS {
          let entries = try ProviderRunner().entries(
            for: widget, family: family, displaySize: Device.default.size(for: family) ?? Device.default.large)
          for entry in [entries.placeholder, entries.snapshot] + entries.timeline.prefix(Self.timelineEntries) {
            for appearance in Appearance.all(for: family) {
              let renderer = WidgetRenderer(layout: .widget(family), appearance: appearance)
              let rendering = renderer.draw(
                renderer.evaluate(widget, entry: entry),
                contentMarginsDisabled: widget.configuration.contentMarginsDisabled)
              for finding in rendering.widget.findings {
                found.insert("\(widget.id) \(family.rawValue): \(finding.kind.rawValue): \(finding.message)")
              }
            }
          }
        }
      }
      let expected = Set(Self.realFindings.map(\.finding))
      let unexpected = found.subtracting(expected).sorted()
      let gone = expected.subtracting(found).sorted()
      XCTAssertEqual(unexpected, [], "findings that are not on the list:\n" + unexpected.joined(separator: "\n"))
      XCTAssertEqual(gone, [], "listed findings no longer found:\n" + gone.joined(separator: "\n"))
    }
  }

  /// The seeds' findings, each with the judgement that it is real.
  static let realFindings: [(finding: String, why: String)] = [
    (
      "FavoriteEpisodeWidget systemMedium: contrast: contrast of '+2' is 4.4:1, below 4.5:1",
      "the badge's primary text on a red circle (white on red in dark mode)"
    ),
    (
      "FavoriteEpisodeWidget systemMedium: unlabelled: an image has no label",
      "Image(uiImage:) of downloaded artwork with no accessibilityLabel: VoiceOver says only \"image\""
    ),
    (
      "FavoriteEpisodeWidget systemSmall: contrast: contrast of '+2' is 3.41:1, below 4.5:1",
      "the badge's primary text on a red circle (white on red in dark mode)"
    ),
    (
      "FavoriteEpisodeWidget systemSmall: unlabelled: an image has no label",
      "Image(uiImage:) of downloaded artwork with no accessibilityLabel: VoiceOver says only \"image\""
    ),
    (
      "InAppStory.StoryWidget systemMedium: contrast: contrast of 'Autumn collection is here' is 3.4:1, below 4.5:1",
      "11 pt white card titles on light card colours"
    ),
    (
      "InAppStory.StoryWidget systemMedium: contrast: contrast of 'Stories' is 1.23:1, below 4.5:1",
      "black text hard-coded on the dark system background in dark mode"
    ),
    (
      "InAppStory.StoryWidget systemMedium: contrast: contrast of 'Weekly digest' is 2.82:1, below 4.5:1",
      "11 pt white card titles on light card colours"
    ),
    (
      "InAppStory.StoryWidget systemMedium: truncated: 'Five tips for a calmer morning routine' is truncated: an ellipsis was drawn",
      "card titles cut to three lines in 19–64 pt wide cards"
    ),
    (
      "InAppStory.StoryWidget systemMedium: unlabelled: a link has no label",
      "the story card's Link holds only an Image(uiImage:) with no label"
    ),
    (
      "InAppStory.StoryWidget systemSmall: contrast: contrast of 'Autumn collection is here' is 3.4:1, below 4.5:1",
      "11 pt white card titles on light card colours"
    ),
    (
      "InAppStory.StoryWidget systemSmall: contrast: contrast of 'Stories' is 1.23:1, below 4.5:1",
      "black text hard-coded on the dark system background in dark mode"
    ),
    (
      "InAppStory.StoryWidget systemSmall: contrast: contrast of 'Weekly digest' is 2.82:1, below 4.5:1",
      "11 pt white card titles on light card colours"
    ),
    (
      "InAppStory.StoryWidget systemSmall: smallTapTarget: the link is 19 × 26.12 pt, below 44 × 44 pt",
      "a story card's Link in the small family is 19 pt wide"
    ),
    (
      "InAppStory.StoryWidget systemSmall: truncated: 'Autumn collection is here' is truncated: an ellipsis was drawn",
      "card titles cut to three lines in 19–64 pt wide cards"
    ),
    (
      "InAppStory.StoryWidget systemSmall: truncated: 'Five tips for a calmer morning routine' is truncated: an ellipsis was drawn",
      "card titles cut to three lines in 19–64 pt wide cards"
    ),
    (
      "InAppStory.StoryWidget systemSmall: truncated: 'Weekly digest' is truncated: an ellipsis was drawn",
      "card titles cut to three lines in 19–64 pt wide cards"
    ),
    (
      "InAppStory.StoryWidget systemSmall: unlabelled: a link has no label",
      "the story card's Link holds only an Image(uiImage:) with no label"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: contrast: contrast of 'Application must be open' is 3.26:1, below 4.5:1",
      "white text over the white widget background and the grey cards' blur"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: contrast: contrast of 'Stories' is 1.23:1, below 4.5:1",
      "black text hard-coded on the dark system background in dark mode"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: contrast: contrast of 'Войти' is 2.02:1, below 4.5:1",
      "white text on systemGreen"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: contrast: contrast of 'Войти' is 2.22:1, below 4.5:1",
      "white text on systemGreen"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: smallTapTarget: the link 'Войти' is 80 × 30 pt, below 44 × 44 pt",
      "the login Link is framed 80 × 30 pt"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemMedium: smallTapTarget: the link is 80 × 30 pt, below 44 × 44 pt",
      "the login Link, 80 × 30 pt, in the redacted placeholder"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: contrast: contrast of 'Application must be open' is 1:1, below 4.5:1",
      "white text over the white widget background and the grey cards' blur"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: contrast: contrast of 'Stories' is 1.23:1, below 4.5:1",
      "black text hard-coded on the dark system background in dark mode"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: contrast: contrast of 'Войти' is 2.02:1, below 4.5:1",
      "white text on systemGreen"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: contrast: contrast of 'Войти' is 2.22:1, below 4.5:1",
      "white text on systemGreen"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: smallTapTarget: the link 'Войти' is 80 × 30 pt, below 44 × 44 pt",
      "the login Link is framed 80 × 30 pt"
    ),
    (
      "InAppStory.StoryWidget.logged-out systemSmall: smallTapTarget: the link is 80 × 30 pt, below 44 × 44 pt",
      "the login Link, 80 × 30 pt, in the redacted placeholder"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'Hola' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'Hola' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'deambular' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'deambular' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'manzana' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'manzana' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'mariposa' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'mariposa' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'nube' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'nube' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'recordar' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'recordar' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'tomar prestado' is 3.12:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "MultipleTranslationsWidget systemLarge: contrast: contrast of 'tomar prestado' is 4.45:1, below 4.5:1",
      "caption .secondary text on a 12 % grey tile (light) and dark tile (dark)"
    ),
    (
      "RandomTranslationWidget systemSmall: contrast: contrast of 'Hola' is 3.25:1, below 4.5:1",
      "subheadline .secondary text: iOS's secondary label on white is about 3.3:1"
    ),
    (
      "RandomTranslationWidget systemSmall: contrast: contrast of 'conocimiento' is 3.25:1, below 4.5:1",
      "subheadline .secondary text: iOS's secondary label on white is about 3.3:1"
    ),
    (
      "RandomTranslationWidget systemSmall: contrast: contrast of 'tomar prestado' is 3.25:1, below 4.5:1",
      "subheadline .secondary text: iOS's secondary label on white is about 3.3:1"
    ),
    (
      "RandomTranslationWidget systemSmall: contrast: contrast of 'ventana' is 3.25:1, below 4.5:1",
      "subheadline .secondary text: iOS's secondary label on white is about 3.3:1"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '35 岁真的就很容易失业吗？' is 4:1, below 4.5:1",
      "white story title on the row's image hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / Sean Ye' is 3.19:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / 吃货研究所' is 2.17:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / 吃货研究所' is 3.19:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / 地道风物' is 2.97:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / 地道风物' is 3.19:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '作者 / 小博' is 3.5:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemLarge: contrast: contrast of '有哪些适合在家做、简单又好吃的早餐？' is 2.56:1, below 3:1",
      "white story title on the row's image hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemMedium: contrast: contrast of '35 岁真的就很容易失业吗？' is 4:1, below 4.5:1",
      "white story title on the row's image hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemMedium: contrast: contrast of '作者 / Sean Ye' is 3.19:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemMedium: contrast: contrast of '作者 / 地道风物' is 2.97:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemMedium: contrast: contrast of '作者 / 地道风物' is 3.19:1, below 4.5:1",
      "caption2 hint in white at 80 % opacity on the row's hue"
    ),
    (
      "ZhiHuDaily.StoryWidget systemSmall: unlabelled: an image has no label",
      "Image(uiImage:) of downloaded artwork with no accessibilityLabel: VoiceOver says only \"image\""
    ),
    (
      "com.mygame.game-status systemSmall: contrast: contrast of 'Current turn' is 3.25:1, below 4.5:1",
      "caption .secondary text on the white widget background"
    ),
    (
      "com.mygame.game-status systemSmall: contrast: contrast of 'My Game' is 3.25:1, below 4.5:1",
      "caption .secondary text on the white widget background"
    ),
  ]
}
