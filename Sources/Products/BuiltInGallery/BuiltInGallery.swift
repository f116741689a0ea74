// The built-in gallery: the five seed widgets, each with its app data and assets.
import GalleryRunner
import SeedGameStatus
import SeedInAppStory
import SeedPodcast
import SeedVocabulary
import SeedZhiHuDaily

/// The seed widgets in gallery order. InAppStory and ZhiHu Daily both name their widget
/// `StoryWidget`, so they are told apart by their app; the podcast and InAppStory widgets are
/// also shown with the app data of their empty states.
package var builtInWidgets: [GalleryWidget] {
  SeedPodcast.widgetConfigurations.map { GalleryWidget(configuration: $0, fixturesDirectory: SeedPodcast.fixturesDirectory) }
    + SeedPodcast.widgetConfigurations.map {
      GalleryWidget(configuration: $0, variant: "no-favorites", fixturesDirectory: SeedPodcast.noFavoritesFixturesDirectory)
    }
    + SeedVocabulary.widgetConfigurations.map {
      GalleryWidget(configuration: $0, fixturesDirectory: SeedVocabulary.fixturesDirectory)
    }
    + SeedInAppStory.widgetConfigurations.map {
      GalleryWidget(configuration: $0, app: "InAppStory", fixturesDirectory: SeedInAppStory.fixturesDirectory)
    }
    + SeedInAppStory.widgetConfigurations.map {
      GalleryWidget(
        configuration: $0, app: "InAppStory", variant: "logged-out", fixturesDirectory: SeedInAppStory.loggedOutFixturesDirectory)
    }
    + SeedGameStatus.widgetConfigurations.map {
      GalleryWidget(configuration: $0, fixturesDirectory: SeedGameStatus.fixturesDirectory)
    }
    + SeedZhiHuDaily.widgetConfigurations.map {
      GalleryWidget(
        configuration: $0, app: "ZhiHuDaily", fixturesDirectory: SeedZhiHuDaily.fixturesDirectory,
        assetsDirectory: SeedZhiHuDaily.assetsDirectory)
    }
}
