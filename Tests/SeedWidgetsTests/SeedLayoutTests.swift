import Foundation
import GalleryFixtures
import GalleryRunner
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SeedGameStatus
import SeedInAppStory
import SeedPodcast
import SeedVocabulary
import SeedZhiHuDaily
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// The articles' distinguishing facts, checked on the laid-out widget the gallery draws:
/// fixtures installed, the provider run, the view resolved and laid out on the default
/// iPhone (393×852: small 158×158, medium 338×158, large 338×354).
@MainActor final class SeedLayoutTests: FixtureTestCase {
  // MARK: - Podcast (000)

  func testPodcastImageTitleBadgeCornersAndDeepLink() async throws {
    let configuration = try only(SeedPodcast.widgetConfigurations)
    let podcast = GalleryWidget(
      configuration: configuration, app: nil, fixturesDirectory: SeedPodcast.fixturesDirectory, assetsDirectory: nil)

    // Medium: the image a square as tall as the widget at its left, the title to its right,
    // the "+2" badge (3 favourites) 60×60 in the top-left corner.
    let medium = try render(podcast, .systemMedium)
    XCTAssertEqual(medium.size, CGSize(width: 338, height: 158))
    let image = try XCTUnwrap(medium.content.nodes("Image").first)
    assertFrame(image, 0, 0, 158, 158)
    let title = try XCTUnwrap(medium.content.textNode("RNR 1: The First One"))
    XCTAssertGreaterThanOrEqual(title.frame.minX, image.frame.maxX, "title right of the image")
    XCTAssertLessThanOrEqual(title.frame.maxX, 338)
    let mediumBadge = try badge(in: medium)
    assertFrame(mediumBadge, 0, 0, 60, 60)
    XCTAssertEqual(medium.widgetURL, URL(string: "cr2024-im://podcasts/rnr-1"))

    // Small: the image alone, the badge in the top-right corner.
    let small = try render(podcast, .systemSmall)
    XCTAssertNil(small.content.textNode("RNR 1: The First One"), "small shows no title")
    assertFrame(try XCTUnwrap(small.content.nodes("Image").first), 0, 0, 158, 158)
    assertFrame(try badge(in: small), 158 - 60, 0, 60, 60)
    XCTAssertEqual(small.widgetURL, URL(string: "cr2024-im://podcasts/rnr-1"))

    // No favourites: the empty state, no image, no badge.
    let noEpisodes = try fixtureVariant(of: SeedPodcast.fixturesDirectory) { folder in
      let suite = folder.appendingPathComponent("UserDefaults/group.cr2024im.data.json")
      try Data(#"{ "episodes": "[]" }"#.utf8).write(to: suite)
    }
    let empty = GalleryWidget(configuration: configuration, app: nil, fixturesDirectory: noEpisodes, assetsDirectory: nil)
    for family in [WidgetFamily.systemSmall, .systemMedium] {
      let widget = try render(empty, family)
      XCTAssertEqual(widget.content.texts, ["No favorite episodes yet!"], "\(family)")
      XCTAssertTrue(widget.content.nodes("Image").isEmpty, "\(family)")
      XCTAssertTrue(widget.content.nodes("Circle").isEmpty, "\(family)")
    }
  }

  /// The "+N" badge: the 60×60 frame holding the circle and the count.
  private func badge(in widget: RenderedWidget, file: StaticString = #filePath, line: UInt = #line) throws -> RenderNode {
    // The innermost `frame` holding both (pre-order puts it last).
    let badges = widget.content.nodes("frame").filter { $0.textNode("+2") != nil && !$0.nodes("Circle").isEmpty }
    return try XCTUnwrap(badges.last, "no badge with \"+2\"", file: file, line: line)
  }

  // MARK: - MyVocabulary (001)

  func testVocabularyHourOfEntriesAndSixCellsInTwoEqualColumns() async throws {
    let configurations = SeedVocabulary.widgetConfigurations
    let random = try XCTUnwrap(configurations.first { $0.kind == "RandomTranslationWidget" })
    let multiple = try XCTUnwrap(configurations.first { $0.kind == "MultipleTranslationsWidget" })

    let randomWidget = GalleryWidget(
      configuration: random, app: nil, fixturesDirectory: SeedVocabulary.fixturesDirectory, assetsDirectory: nil)
    try randomWidget.installFixtures()
    let entries = try ProviderRunner().entries(for: randomWidget, family: .systemSmall, displaySize: Device.default.small)
    XCTAssertEqual(entries.timeline.count, 720, "an hour, one entry every 5 seconds")
    XCTAssertEqual(entries.policy, .atEnd)

    let multipleWidget = GalleryWidget(
      configuration: multiple, app: nil, fixturesDirectory: SeedVocabulary.fixturesDirectory, assetsDirectory: nil)
    let large = try render(multipleWidget, .systemLarge)
    let grid = try XCTUnwrap(large.content.nodes("LazyVGrid").first)
    let cells = grid.children
    XCTAssertEqual(cells.count, 6, "the six lowest-level translations")
    let columns = Set(cells.map { ($0.frame.minX * 2).rounded() / 2 })
    XCTAssertEqual(columns.count, 2, "two columns: \(cells.map(\.frame))")
    let rows = Set(cells.map { ($0.frame.minY * 2).rounded() / 2 })
    XCTAssertEqual(rows.count, 3, "three rows: \(cells.map(\.frame))")
    let width = (grid.frame.width - 12) / 2
    for cell in cells {
      XCTAssertEqual(cell.frame.width, width, accuracy: 0.5, "cell \(cell.frame) in grid \(grid.frame)")
      XCTAssertGreaterThanOrEqual(cell.frame.minX, grid.frame.minX - 0.5)
      XCTAssertLessThanOrEqual(cell.frame.maxX, grid.frame.maxX + 0.5)
    }
    // Left cells end where the 12-point spacing before the right column starts.
    let left = cells.filter { $0.frame.minX < grid.frame.midX }
    let right = cells.filter { $0.frame.minX >= grid.frame.midX }
    XCTAssertEqual(left.count, 3)
    XCTAssertEqual(right.count, 3)
    for (l, r) in zip(left, right) { XCTAssertEqual(r.frame.minX - l.frame.maxX, 12, accuracy: 0.5) }
  }

  // MARK: - InAppStory (002)

  func testInAppStoryFourCardsOfTheComputedSizeClippedAndLinked() async throws {
    let configuration = try only(SeedInAppStory.widgetConfigurations)
    let story = GalleryWidget(
      configuration: configuration, app: "InAppStory", fixturesDirectory: SeedInAppStory.fixturesDirectory, assetsDirectory: nil)
    let medium = try render(story, .systemMedium)
    try assertCards(medium, stories: ["2041", "2042", "2043"], linked: ["2042"])

    // One story: three grey placeholders.
    let oneStory = try fixtureVariant(of: SeedInAppStory.fixturesDirectory) { folder in
      let suite = folder.appendingPathComponent("UserDefaults/group.com.inappstory.widget.json")
      try Data(
        ##"{ "widget_stories": [ { "color": "#2E6FD8", "id": "2042", "image": "https://cdn.inappstory.example/stories/2042/cover.png", "title": "Five tips" } ] }"##
          .utf8
      )
      .write(to: suite)
    }
    let single = GalleryWidget(configuration: configuration, app: "InAppStory", fixturesDirectory: oneStory, assetsDirectory: nil)
    try assertCards(try render(single, .systemMedium), stories: ["2042"], linked: ["2042"])
  }

  private func assertCards(
    _ widget: RenderedWidget, stories: [String], linked: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let list = try XCTUnwrap(
      widget.content.allNodes.first { $0.definedBy.first == "StoryList" && $0.viewType == "GeometryReader" }
        ?? widget.content.nodes("GeometryReader").first, "no StoryList reader", file: file, line: line)
    let contentWidth = list.frame.width
    let width = (contentWidth - 50) / 4
    let height = width / (80.0 / 110.0)
    let cards = list.allNodes.filter { $0.viewType == "clipShape" }
    XCTAssertEqual(cards.count, 4, "four cards", file: file, line: line)
    for card in cards {
      XCTAssertEqual(
        card.frame.width, width, accuracy: 0.01, "card \(card.frame), reader width \(contentWidth)", file: file, line: line)
      XCTAssertEqual(card.frame.height, height, accuracy: 0.01, "card \(card.frame)", file: file, line: line)
      XCTAssertNotNil(card.effects.clip, "clipped by ContainerRelativeShape", file: file, line: line)
    }
    // In a row, 6 points apart.
    for (a, b) in zip(cards, cards.dropFirst()) {
      XCTAssertEqual(b.frame.minX - a.frame.maxX, 6, accuracy: 0.01, file: file, line: line)
    }
    // Story cards are the article's `StoryCard`s; the rest grey placeholders.
    for (index, card) in cards.enumerated() {
      let isStoryCard = card.allNodes.contains { $0.definedBy.contains("StoryCard") }
      XCTAssertEqual(isStoryCard, index < stories.count, "card \(index)", file: file, line: line)
      if index >= stories.count {
        XCTAssertEqual(card.fills, [Paint.color(RGBA(bytes: 142, 142, 147))], "grey placeholder \(index)", file: file, line: line)
      }
    }
    let links = widget.content.allNodes.compactMap(\.effects.link)
    XCTAssertEqual(links, linked.map { URL(string: "storywidget://\($0)")! }, file: file, line: line)
  }

  // MARK: - GameStatus (003)

  func testGameStatusPrivacyRedactsTheSensitiveStatusOnly() async throws {
    let configuration = try only(SeedGameStatus.widgetConfigurations)
    let game = GalleryWidget(
      configuration: configuration, app: nil, fixturesDirectory: SeedGameStatus.fixturesDirectory, assetsDirectory: nil)
    let light = try render(game, .systemSmall, appearance: .light)
    let privacy = try render(game, .systemSmall, appearance: .privacy)

    let lightTexts = light.content.allNodes.filter { $0.text != nil }
    let status = try XCTUnwrap(
      lightTexts.first { $0.text?.string != "Current turn" && $0.text?.string != "My Game" }, "\(light.content.texts)")
    XCTAssertTrue(light.content.allNodes.allSatisfy { !$0.isRedaction }, "nothing redacted in light")

    XCTAssertNil(privacy.content.textNode(status.text!.string), "the status is hidden")
    let redactions = privacy.content.allNodes.filter(\.isRedaction)
    XCTAssertFalse(redactions.isEmpty, "a redaction stands where the status was")
    for redaction in redactions {
      XCTAssertTrue(
        status.frame.insetBy(dx: -0.5, dy: -0.5).contains(redaction.frame),
        "redaction \(redaction.frame) outside the status \(status.frame)")
    }
    XCTAssertNotNil(privacy.content.textNode("Current turn"), "what is not privacy-sensitive stays")
  }

  // MARK: - ZhiHu Daily (004)

  // Synchronous, on the main thread but not as a main-queue job: providers that complete on
  // `DispatchQueue.main` are waited for by turning the main run loop, which a test running
  // as a main-actor job would block.
  nonisolated func testZhiHuRowsLinkToTheirStoriesAndChineseTitlesWrapInTheirRows() throws {
    try MainActor.assumingIsolated({ try $0.zhiHuRowsLinkToTheirStories() }, self)
  }

  private func zhiHuRowsLinkToTheirStories() throws {
    let configuration = try only(SeedZhiHuDaily.widgetConfigurations)
    let zhihu = GalleryWidget(
      configuration: configuration, app: "ZhiHuDaily", fixturesDirectory: SeedZhiHuDaily.fixturesDirectory,
      assetsDirectory: SeedZhiHuDaily.assetsDirectory)
    let response =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: SeedZhiHuDaily.fixturesDirectory.appendingPathComponent("responses/news-latest.json")))
      as? [String: Any]
    let topStories = try XCTUnwrap(response?["top_stories"] as? [[String: Any]])
    let ids = topStories.compactMap { $0["id"] as? Int }
    let titles = topStories.compactMap { $0["title"] as? String }

    var wrapped: [String] = []
    for (family, count) in [(WidgetFamily.systemMedium, 2), (.systemLarge, 4)] {
      let widget = try render(zhihu, family)
      let rows = widget.content.allNodes.filter { $0.effects.link != nil }
      XCTAssertEqual(
        rows.compactMap(\.effects.link), ids.prefix(count).map { URL(string: "zhihudaily://topStory/\($0)")! }, "\(family)")
      XCTAssertTrue(rows.allSatisfy { $0.viewType == "Link" }, "\(family): \(rows.map(\.viewType))")
      for (row, title) in zip(rows, titles) {
        let text = try XCTUnwrap(row.allNodes.first { $0.text?.string == title }, "\(family): \(title) not in its row")
        let layout = text.text!.layout
        XCTAssertTrue(
          row.frame.insetBy(dx: -0.5, dy: -0.5).contains(text.frame), "\(title): \(text.frame) outside its row \(row.frame)")
        for textLine in layout.lines {
          XCTAssertLessThanOrEqual(
            textLine.frame.width, text.frame.width + 0.5, "\(title): line \"\(textLine.text)\" wider than its text frame")
          XCTAssertFalse(
            textLine.text.hasPrefix("，") || textLine.text.hasPrefix("。") || textLine.text.hasPrefix("？")
              || textLine.text.hasPrefix("、"),
            "\(title): line starts with closing punctuation: \"\(textLine.text)\"")
        }
        XCTAssertLessThanOrEqual(layout.lines.count, 2, "lineLimit(2)")
        if layout.lines.count > 1 { wrapped.append(title) }
      }
    }
    XCTAssertFalse(wrapped.isEmpty, "a Chinese title wraps within its row")
    XCTAssertTrue(wrapped.contains("有哪些适合在家做、简单又好吃的早餐？"), "wrapped: \(wrapped)")
  }

  // MARK: - The pipeline

  private func only(_ configurations: [ErasedWidgetConfiguration], file: StaticString = #filePath, line: UInt = #line) throws
    -> ErasedWidgetConfiguration
  {
    XCTAssertEqual(configurations.count, 1, file: file, line: line)
    return try XCTUnwrap(configurations.first, file: file, line: line)
  }

  /// The widget laid out as the gallery draws it: its fixtures installed, the provider run,
  /// the first timeline entry evaluated in `appearance` and laid out on the default iPhone.
  private func render(_ widget: GalleryWidget, _ family: WidgetFamily, appearance: Appearance = .light) throws -> RenderedWidget {
    try widget.installFixtures()
    let device = Device.default
    let size = try XCTUnwrap(device.size(for: family))
    let entries = try ProviderRunner().entries(for: widget, family: family, displaySize: size)
    let entry = try XCTUnwrap(entries.timeline.first)
    let evaluation = WidgetEvaluation(
      widget: widget, entry: entry, family: family, appearance: appearance, displayScale: device.displayScale)
    return WidgetLayout.layout(
      content: evaluation.content, background: evaluation.background, family: family, device: device,
      contentMarginsDisabled: widget.configuration.contentMarginsDisabled, widgetURL: evaluation.widgetURL,
      environment: evaluation.environment)
  }
}

extension RenderNode {
  /// The first text node showing `string`.
  fileprivate func textNode(_ string: String) -> RenderNode? { allNodes.first { $0.text?.string == string } }

  fileprivate var isRedaction: Bool {
    if case .redaction = content { return true }
    return false
  }

  /// The paints of every filled shape in the subtree.
  fileprivate var fills: [Paint] {
    allNodes.compactMap { if case .fill(_, let paint, _) = $0.content { paint } else { nil } }
  }
}

// View-tree facts to check once the DSL exposes its evaluation hooks:
// - Podcast: small shows only the image (corner radius 10) and, for 3 episodes, a "+2" badge
//   in the top-right 60×60 frame filled with Color.red; medium puts the badge top-left with
//   Color(red: 213/255, green: 70/255, blue: 63/255); both set widgetURL
//   cr2024-im://podcasts/rnr-1; zero episodes shows "No favorite episodes yet!"; the
//   container background is .fill.tertiary and content margins are disabled.
// - Vocabulary: the small view shows a translation's original and translation text and a
//   level bar of 5 capsules with `level` filled; the large grid has 2 flexible columns and
//   6 cells in the provider's order.
// - InAppStory: "Stories" title; four cards of width (W − 50) / 4 and height width / (80/110)
//   for proposal width W; card 1 filled with Color(hex: "#E8603C"), card 2 a Link to
//   storywidget://2042 around the 160×220 image, card 3 Color(hex: "4A9"), card 4 grey; titles
//   at the bottom-leading corner, 11 pt, white, at most 3 lines; clipping by
//   ContainerRelativeShape; with no suite data the EmptyList (blur 5, "Application must be
//   open", Link storywidget://login).
// - GameStatus: the status text carries privacySensitive and is redacted under the privacy
//   reason; other families show GameDetailsNotAvailable.
// - ZhiHu Daily: small shows the first story with widgetURL zhihudaily://topStory/9726632;
//   medium shows 2 rows and large 4, each a Link to zhihudaily://topStory/<id> with a
//   background of Color(imageHue:) of its story.
