// The superseded snippets of shared/seeds/003 ("Widget", the game-status example): the two
// `GameStatusProvider` listings that SeedGameStatus/Article.swift merges into one struct,
// each as written with only the import lines changed, in its own `Step<N>` namespace. The
// article's other types come from SeedGameStatus.
import GalleryTestSupport
import SwiftUI
import WidgetGallery
import WidgetKit
import XCTest

@testable import SeedGameStatus
@testable import MirrorCore

private enum Step1 {
  // "1.2 Provide timeline entries": the provider with `getTimeline` alone.
struct GameStatusProvider: TimelineProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
        // Create a timeline entry for "now."
        let date = Date()
        let entry = GameStatusEntry(
            date: date,
            gameStatus: gameStatusFromServer
        )


        // Create a date that's 15 minutes in the future.
        let nextUpdateDate = Calendar.current.date(byAdding: .minute, value: 15, to: date)!


        // Create the timeline with the entry and a reload policy with the date
        // for the next update.
        let timeline = Timeline(
            entries:[entry],
            policy: .after(nextUpdateDate)
        )

        // Call the completion to pass the timeline to WidgetKit.
        completion(timeline)
    }
}
}

// Not in the article: what this listing uses without declaring it ("the current game status
// from the server", which the next listing stores) and the rest of the conformance.
fileprivate extension Step1.GameStatusProvider {
  var gameStatusFromServer: String { "Your turn · Round 12 vs. Mia" }

  func placeholder(in context: Context) -> GameStatusEntry {
    GameStatusEntry(date: Date(), gameStatus: "—")
  }

  func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> Void) {
    completion(GameStatusEntry(date: Date(), gameStatus: gameStatusFromServer))
  }
}

private enum Step2 {
  // "1.3 Generate a preview for the widget gallery": the stored properties and `getSnapshot`.
struct GameStatusProvider: TimelineProvider {
    var hasFetchedGameStatus: Bool
    var gameStatusFromServer: String


    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        let date = Date()
        let entry: GameStatusEntry

        if context.isPreview && !hasFetchedGameStatus {
            entry = GameStatusEntry(date: date, gameStatus: "—")
        } else {
            entry = GameStatusEntry(date: date, gameStatus: gameStatusFromServer)
        }
        completion(entry)
    }
} // Wrapper, not in the article: the listing stops before the struct's closing brace.
}

// Not in the article: the rest of this listing's conformance (its `getTimeline` is the
// previous listing's).
fileprivate extension Step2.GameStatusProvider {
  func placeholder(in context: Context) -> GameStatusEntry {
    GameStatusEntry(date: Date(), gameStatus: "—")
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
    completion(Timeline(entries: [GameStatusEntry(date: Date(), gameStatus: gameStatusFromServer)], policy: .never))
  }
}

@MainActor final class Article003SnippetsTests: FixtureTestCase {
  func testTheTimelineAsksForANewOneInFifteenMinutes() async throws {
    let timeline: Timeline<GameStatusEntry> = try delivered { Step1.GameStatusProvider().getTimeline(in: context(.systemSmall), completion: $0) }
    let entry = try XCTUnwrap(timeline.entries.first)
    XCTAssertEqual(timeline.entries.count, 1)
    XCTAssertEqual(entry.gameStatus, "Your turn · Round 12 vs. Mia")
    XCTAssertEqual(timeline.policy, .after(entry.date.addingTimeInterval(15 * 60)))
  }

  func testTheSnapshotShowsADashWhilePreviewingWithoutAStatus() async throws {
    let unfetched = Step2.GameStatusProvider(hasFetchedGameStatus: false, gameStatusFromServer: "Round 3")
    let preview: GameStatusEntry = try delivered { unfetched.getSnapshot(in: context(.systemSmall, isPreview: true), completion: $0) }
    XCTAssertEqual(preview.gameStatus, "—")
    let live: GameStatusEntry = try delivered { unfetched.getSnapshot(in: context(.systemSmall), completion: $0) }
    XCTAssertEqual(live.gameStatus, "Round 3")
    let fetched = Step2.GameStatusProvider(hasFetchedGameStatus: true, gameStatusFromServer: "Round 4")
    let fetchedPreview: GameStatusEntry = try delivered { fetched.getSnapshot(in: context(.systemSmall, isPreview: true), completion: $0) }
    XCTAssertEqual(fetchedPreview.gameStatus, "Round 4")
  }

  func testTheArticlesViewShowsTheSnapshotsStatus() async throws {
    let entry: GameStatusEntry = try delivered {
      Step2.GameStatusProvider(hasFetchedGameStatus: false, gameStatusFromServer: "").getSnapshot(in: context(.systemSmall, isPreview: true), completion: $0)
    }
    let node = resolved(GameStatusView(entry.gameStatus), family: .systemSmall).node
    XCTAssertTrue(node.texts().contains("—"))
  }
}
