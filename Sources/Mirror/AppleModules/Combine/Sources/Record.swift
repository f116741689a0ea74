/// A publisher that replays a recorded list of values and a completion to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// A recorded list of values and the completion after them.
  public struct Recording {
    public typealias Input = Output

    /// The recorded values.
    public private(set) var output: [Output]
    /// The recorded completion.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var isComplete = false

    /// An empty recording, to fill with `receive(_:)` and `receive(completion:)`.
    public init() {
      output = []
      completion = .finished
    }

    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      isComplete = true
    }

    /// Records a value; recording after the completion is a programming error.
    public mutating func receive(_ input: Recording.Input) {
      precondition(!isComplete, "Record.Recording received a value after its completion")
      output.append(input)
    }

    /// Records the completion; recording a second completion is a programming error.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!isComplete, "Record.Recording received a second completion")
      self.completion = completion
      isComplete = true
    }
  }

  /// What the publisher replays.
  public let recording: Recording

  public init(recording: Recording) {
    self.recording = recording
  }

  /// Records by running `record` on a new recording.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.init(recording: recording)
  }

  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.init(recording: Recording(output: output, completion: completion))
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    IteratorSubscription.start(
      "Record", elements: recording.output.makeIterator(), completion: recording.completion, downstream: subscriber)
  }
}

extension Record: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case recording
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(recording: try container.decode(Recording.self, forKey: .recording))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(recording, forKey: .recording)
  }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case output
    case completion
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      output: try container.decode([Output].self, forKey: .output),
      completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion))
  }

  public func encode(to encoder: any Encoder) throws {
    try encode(into: encoder)
  }

  /// Encodes the recording (Apple's spelling of `encode(to:)`).
  public func encode(into encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }
}
