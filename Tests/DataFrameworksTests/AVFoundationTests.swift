import AVFoundation
import AVKit
import CoreMedia
import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import XCTest

/// AVFoundation and AVKit as widget code uses them: everything compiles, nothing plays.
final class AVFoundationTests: XCTestCase {
  func testMediaTimes() {
    let time = CMTime(seconds: 1.5, preferredTimescale: 600)
    XCTAssertEqual(time.value, 900)
    XCTAssertEqual(CMTimeGetSeconds(time + CMTimeMake(value: 1, timescale: 2)), 2)
    XCTAssertEqual((time - .zero).seconds, 1.5)
    XCTAssertTrue(CMTime.zero < time)
    XCTAssertTrue(CMTime.indefinite.seconds.isNaN)
    XCTAssertEqual(CMTimeRange(start: .zero, duration: time).end, time)
  }

  func testPlayersStayPausedAtTheStart() async throws {
    let player = AVPlayer(url: URL(string: "https://example.com/episode.mp3")!)
    player.play()
    XCTAssertEqual(player.timeControlStatus, .paused)
    XCTAssertEqual(player.currentTime(), .zero)
    XCTAssertEqual(player.currentItem?.status, .unknown)
    let moved = await player.seek(to: CMTime(seconds: 10, preferredTimescale: 1))
    XCTAssertFalse(moved)
    let duration = try await AVURLAsset(url: URL(fileURLWithPath: "/nowhere.m4a")).load(.duration)
    XCTAssertTrue(duration.isIndefinite)
    let queue = AVQueuePlayer(items: [
      AVPlayerItem(url: URL(fileURLWithPath: "/a.m4a")), AVPlayerItem(url: URL(fileURLWithPath: "/b.m4a")),
    ])
    queue.advanceToNextItem()
    XCTAssertEqual((queue.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent, "b.m4a")
  }

  func testAudioPlayersReadTheirFileAndDoNotPlay() throws {
    XCTAssertThrowsError(try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nowhere/chime.caf")))
    let player = try AVAudioPlayer(data: Data([1, 2, 3]))
    XCTAssertTrue(player.prepareToPlay())
    XCTAssertFalse(player.play())
    XCTAssertFalse(player.isPlaying)
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
    try session.setActive(true)
    XCTAssertEqual(session.category, .playback)
    XCTAssertTrue(session.isActive)
  }

  func testAVideoPlayerDrawsBlackUnderItsOverlay() {
    MainActor.assumeIsolated {
      let node = resolve(VideoPlayer(player: AVPlayer()) { Text("Live") })
      XCTAssertEqual(node.texts, ["Live"])
    }
  }
}
