import Foundation
import OpenCombineFoundation

extension Timer {
  /// The publisher `Timer.publish(every:on:in:)` returns, by Combine's name.
  ///
  /// Under the gallery's stopped clock a timer never fires: a widget is drawn once.
  public typealias TimerPublisher = OCombine.TimerPublisher
}
