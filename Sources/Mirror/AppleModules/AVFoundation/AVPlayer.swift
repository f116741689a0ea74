import CoreMedia
import Foundation

/// Media at a URL; its duration is unknown (nothing is loaded).
open class AVAsset: NSObject, @unchecked Sendable {
  // Sendable: it has no stored property.
  open var duration: CMTime { .indefinite }
  open var isPlayable: Bool { true }

  /// Loads `property` of the asset: nothing is loaded, so values are those of unknown media.
  public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.value(self) }
}

/// A property `AVAsset.load(_:)` loads.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
  // Sendable: its one property is a closure made from a key path's getter, which captures nothing.
  let value: (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
  public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
  public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isPlayable } }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`.
  public let url: URL

  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
  }
}

/// What a player plays: an asset and where in it.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`.
  /// Whether the item can play.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  public let asset: AVAsset
  open var status: Status { .unknown }
  open var duration: CMTime { asset.duration }
  open var error: (any Error)? { nil }

  public init(asset: AVAsset) {
    self.asset = asset
  }

  public convenience init(url URL: URL) {
    self.init(asset: AVURLAsset(url: URL))
  }

  open func currentTime() -> CMTime { .zero }
}

/// A media player. Widgets cannot play media: it stays paused at the start.
open class AVPlayer: NSObject, @unchecked Sendable {
  // Sendable: its `var`s are settings the widget sets and reads; nothing plays, so no thread of ours touches
  // them.
  /// Whether the player is playing.
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }

  /// Whether the player can play.
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  open private(set) var currentItem: AVPlayerItem?
  open var rate: Float = 0
  open var volume: Float = 1
  open var isMuted = false
  open var timeControlStatus: TimeControlStatus { .paused }
  open var status: Status { .unknown }
  open var allowsExternalPlayback = true

  public override init() {}

  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
  }

  public convenience init(url URL: URL) {
    self.init(playerItem: AVPlayerItem(url: URL))
  }

  /// Does nothing: the player stays paused.
  open func play() {}
  open func pause() {}

  open func replaceCurrentItem(with item: AVPlayerItem?) {
    currentItem = item
  }

  open func currentTime() -> CMTime { .zero }

  open func seek(to time: CMTime) {}

  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    completionHandler(false)
  }

  open func seek(to time: CMTime) async -> Bool { false }

  /// Registers `block` for times that never come (the player does not play); returns the
  /// token `removeTimeObserver(_:)` takes.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any {
    NSObject()
  }

  open func removeTimeObserver(_ observer: Any) {}
}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  // Sendable: its `var`s are settings the widget sets and reads; nothing plays, so no thread of ours touches
  // them.
  open private(set) var queuedItems: [AVPlayerItem]

  public init(items: [AVPlayerItem]) {
    queuedItems = items
    super.init(playerItem: items.first)
  }

  public override init() {
    queuedItems = []
    super.init()
  }

  open func items() -> [AVPlayerItem] { queuedItems }

  open func advanceToNextItem() {
    if !queuedItems.isEmpty { queuedItems.removeFirst() }
    replaceCurrentItem(with: queuedItems.first)
  }
}
