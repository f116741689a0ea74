// The built-in gallery: the five seed widgets, each with its app data and assets.
import GalleryCLI
import SeedGameStatus
import SeedInAppStory
import SeedPodcast
import SeedVocabulary
import SeedZhiHuDaily

/// The seed widgets in gallery order. InAppStory and ZhiHu Daily both name their widget
/// `StoryWidget`, so they are told apart by their app; the podcast and InAppStory widgets are
/// also shown with the app data of their empty states.
package var builtInWidgets: [WidgetSource] {
  SeedPodcast.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedPodcast.fixturesDirectory) }
  + SeedPodcast.widgetConfigurations.map {
    WidgetSource(configuration: $0, variant: "no-favorites", fixturesDirectory: SeedPodcast.noFavoritesFixturesDirectory)
  }
  + SeedVocabulary.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedVocabulary.fixturesDirectory) }
  + SeedInAppStory.widgetConfigurations.map { WidgetSource(configuration: $0, app: "InAppStory", fixturesDirectory: SeedInAppStory.fixturesDirectory) }
  + SeedInAppStory.widgetConfigurations.map {
    WidgetSource(configuration: $0, app: "InAppStory", variant: "logged-out", fixturesDirectory: SeedInAppStory.loggedOutFixturesDirectory)
  }
  + SeedGameStatus.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedGameStatus.fixturesDirectory) }
  + SeedZhiHuDaily.widgetConfigurations.map {
    WidgetSource(configuration: $0, app: "ZhiHuDaily", fixturesDirectory: SeedZhiHuDaily.fixturesDirectory, assetsDirectory: SeedZhiHuDaily.assetsDirectory)
  }
}
