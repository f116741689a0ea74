import Foundation

/// The app's audio session: its category, mode and activation are kept; no sound is played.
open class AVAudioSession: NSObject, @unchecked Sendable {
  // Sendable: its `var`s are settings the widget sets and reads; nothing plays, so no thread of ours touches
  // them.
  /// How the app's audio mixes with other audio.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// What the audio is for.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
  }

  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
  }

  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private static let shared = AVAudioSession()

  open class func sharedInstance() -> AVAudioSession { shared }

  open private(set) var category: Category = .soloAmbient
  open private(set) var mode: Mode = .default
  open private(set) var categoryOptions: CategoryOptions = []
  open private(set) var isActive = false
  /// The system volume: half way.
  open var outputVolume: Float { 0.5 }
  open var isOtherAudioPlaying: Bool { false }
  open var secondaryAudioShouldBeSilencedHint: Bool { false }

  open func setCategory(_ category: Category) throws {
    self.category = category
  }

  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }

  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    self.category = category
    categoryOptions = options
  }

  open func setMode(_ mode: Mode) throws {
    self.mode = mode
  }

  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    isActive = active
  }
}
