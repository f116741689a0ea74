// Not in the article: where the gallery finds this widget's app data.
import Foundation
import WidgetGallery

/// The app data `FavoriteEpisodeWidget` reads: the `group.cr2024im.data` suite holding the
/// `"episodes"` JSON string that the app's `IosWidgetRefresh.set` writes, and the episode
/// thumbnails its provider downloads. Install it with `AppDataFixtures` before rendering.
package let fixturesDirectory: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

/// The widgets of this article, as the gallery shows them.
package let widgetConfigurations: [ErasedWidgetConfiguration] = [FavoriteEpisodeWidget().ownConfiguration]

/// App data with no favourite episodes yet: the widget's empty state.
package let noFavoritesFixturesDirectory: URL = fixturesDirectory.appendingPathComponent("NoFavorites", isDirectory: true)
