// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// Plays a sound file or data. Widgets cannot play sound: `play()` returns false.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  // Sendable: its `var`s are settings the widget sets and reads; nothing plays, so no thread of ours touches
  // them.
  public let url: URL?
  public let data: Data?
  open weak var delegate: (any AVAudioPlayerDelegate)?
  open var volume: Float = 1
  open var numberOfLoops = 0
  open var currentTime: TimeInterval = 0
  open var rate: Float = 1
  open var enableRate = false
  open var isPlaying: Bool { false }
  open var duration: TimeInterval { 0 }

  /// A player of the file at `url`.
  ///
  /// - Throws: an `NSError` when the file cannot be read, as Apple's does.
  public init(contentsOf url: URL) throws {
    self.url = url
    data = try Data(contentsOf: url)
  }

  public init(data: Data) throws {
    url = nil
    self.data = data
  }

  open func prepareToPlay() -> Bool { true }
  open func play() -> Bool { false }
  open func play(atTime time: TimeInterval) -> Bool { false }
  open func pause() {}
  open func stop() {}
}

/// Told when an audio player finishes (never: nothing plays).
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Speaks text. Widgets cannot play sound: it finishes at once without speaking.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
  // Sendable: its one stored property, the weak delegate, is set by the widget; nothing is ever spoken, so no
  // thread of ours calls it.
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  open var isSpeaking: Bool { false }
  open var isPaused: Bool { false }

  public override init() {}

  open func speak(_ utterance: AVSpeechUtterance) {
    delegate?.speechSynthesizer(self, didFinish: utterance)
  }

  @discardableResult
  open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

  @discardableResult
  open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
  case immediate = 0
  case word = 1
}

/// Text to speak, with its voice, rate and pitch.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
  // Sendable: its `var`s are settings the widget sets and reads; nothing plays, so no thread of ours touches
  // them.
  public let speechString: String
  open var voice: AVSpeechSynthesisVoice?
  open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  open var pitchMultiplier: Float = 1
  open var volume: Float = 1

  public init(string: String) {
    speechString = string
  }
}

public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// A voice of a language.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`.
  public let language: String

  public init?(language languageCode: String?) {
    language = languageCode ?? "en-US"
  }
}

/// Told when speech finishes.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
}
