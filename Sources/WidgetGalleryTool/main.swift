// The built-in gallery: the five seed widgets, each with its app data and assets.
import GalleryCLI
import SeedGameStatus
import SeedInAppStory
import SeedPodcast
import SeedVocabulary
import SeedZhiHuDaily

let builtInWidgets: [WidgetSource] =
  SeedPodcast.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedPodcast.fixturesDirectory) }
  + SeedVocabulary.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedVocabulary.fixturesDirectory) }
  + SeedInAppStory.widgetConfigurations.map { WidgetSource(configuration: $0, app: "InAppStory", fixturesDirectory: SeedInAppStory.fixturesDirectory) }
  + SeedGameStatus.widgetConfigurations.map { WidgetSource(configuration: $0, fixturesDirectory: SeedGameStatus.fixturesDirectory) }
  + SeedZhiHuDaily.widgetConfigurations.map {
    WidgetSource(configuration: $0, app: "ZhiHuDaily", fixturesDirectory: SeedZhiHuDaily.fixturesDirectory, assetsDirectory: SeedZhiHuDaily.assetsDirectory)
  }

GalleryCommand.main(widgets: builtInWidgets)
