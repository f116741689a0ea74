// Not in the article: the game's types that the article uses without defining them
// (`GameStatus`, `CharacterDetail`, `GameTurnSummary`, `GameDetailsNotAvailable`), the
// provider's placeholder, how the provider gets `gameStatusFromServer` ("the current game
// status from the server"), and where the gallery finds this widget's app data.
import WidgetGallery

/// The app data `GameStatusWidget` reads: the game server's status response. Install it with
/// `AppDataFixtures` before rendering; without it the provider has no fetched status.
package let fixturesDirectory: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

/// The game's status as the server words it, for example "Your turn · Round 12 vs. Mia".
typealias GameStatus = String

/// The character the player has selected in the game.
struct CharacterDetail {
    let name: String
    let level: Int

    static let unselected = CharacterDetail(name: "", level: 0)
}

extension GameStatusView {
    /// The view for a status alone, as the widget's content closure creates it.
    init(_ gameStatus: GameStatus) {
        self.init(gameStatus: gameStatus, selectedCharacter: .unselected)
    }
}

extension GameStatusProvider {
    /// The status endpoint of the game's server.
    static let statusURL = URL(string: "https://api.mygame.example/v1/game-status")!

    /// What the widget shows before a status has been fetched.
    static let noStatus = "No game in progress"

    private struct StatusResponse: Decodable {
        let gameStatus: String
    }

    /// A provider holding the status fetched from the server, or none if the fetch failed.
    init() {
        if let data = try? Data(contentsOf: GameStatusProvider.statusURL),
           let response = try? JSONDecoder().decode(StatusResponse.self, from: data) {
            self.init(hasFetchedGameStatus: true, gameStatusFromServer: response.gameStatus)
        } else {
            self.init(hasFetchedGameStatus: false, gameStatusFromServer: GameStatusProvider.noStatus)
        }
    }

    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), gameStatus: "—")
    }
}

/// The small widget: the game's title and the current turn, which the privacy setting hides
/// on a locked device.
struct GameTurnSummary: View {
    let gameStatus: GameStatus

    init(_ gameStatus: GameStatus) {
        self.gameStatus = gameStatus
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("My Game", systemImage: "gamecontroller.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Text("Current turn")
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(gameStatus)
                .font(.title3.weight(.bold))
                .lineLimit(3)
                .minimumScaleFactor(0.8)
                .privacySensitive()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// Shown for families the widget does not lay out.
struct GameDetailsNotAvailable: View {
    var body: some View {
        Text("Game details not available")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// The widgets of this article, as the gallery shows them.
package let widgetConfigurations: [ErasedWidgetConfiguration] = [GameStatusWidget().ownConfiguration]
