import Foundation

extension Timer {
  /// A publisher of the current date every `interval` seconds, on `runLoop` in `mode`, once
  /// connected (`connect()` or `autoconnect()`).
  ///
  /// The timer fires by the wall clock, so under the gallery's stopped reference clock it never
  /// fires: a widget is drawn once, with the values it starts with.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// The connectable publisher of `Timer.publish(every:tolerance:on:in:options:)`.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
      subject.receive(subscriber: subscriber)
    }

    /// Schedules the timer; cancel the result to invalidate it.
    public func connect() -> any Cancellable {
      // The timer's block runs on the run loop's thread; the subject guards its own state.
      let subject = UncheckedSendable(self.subject)
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.value.send(Date()) }
      if let tolerance {
        timer.tolerance = tolerance
      }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}
