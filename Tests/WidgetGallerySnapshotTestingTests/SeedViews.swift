import Foundation
import WidgetGallery

@testable import SeedGameStatus
@testable import SeedInAppStory
@testable import SeedPodcast
@testable import SeedVocabulary
@testable import SeedZhiHuDaily

/// Views of the five seed widgets, built from entries the tests make (no app data needed).
@MainActor enum SeedViews {
  static let date = Date(timeIntervalSince1970: 1_718_012_460)

  static var podcastEntry: SeedPodcast.SimpleEntry {
    SeedPodcast.SimpleEntry(date: date, title: "RNR 1: The First One", imageData: nil, episodeCount: 3, guid: "rnr-1")
  }

  static var podcast: some View { FavoriteEpisodeWidgetEntryView(entry: podcastEntry) }

  static var vocabulary: some View { TranslationInWidgetView(translation: RandomProvider.mockRandomEntry.translation) }

  static var inAppStory: some View {
    StoryList(list: [
      ["id": "2041", "image": "", "color": "#E8603C", "title": "Summer sale"],
      ["id": "2042", "image": "", "color": "#2E6FD8", "title": "New arrivals"],
    ])
  }

  static var gameStatus: some View { GameTurnSummary("Your turn · Round 12 vs. Mia") }

  static var zhiHuDaily: some View { SeedZhiHuDaily.StoryWidgetEntryView(entry: StoryEntry(date: date, storyPairs: [])) }
}

extension SeedViews {
  static var podcastWidget: FavoriteEpisodeWidget { FavoriteEpisodeWidget() }
}
