extension Subscribers {
  /// How a publisher ended: it finished, or it failed with an error.
  public enum Completion<Failure: Error>: Sendable {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers.Completion: Codable where Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case success
    case error
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion {
  /// The same completion with its error transformed.
  func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }

  /// The same completion with its error as `any Error`.
  var erased: Subscribers.Completion<any Error> {
    mapFailure { $0 }
  }

  /// The end of an operator that delivers one value when upstream finishes: `value()` before
  /// `.finished`, nothing before a failure.
  func delivering<Output>(_ value: () -> Output?) -> (Output?, Self) {
    switch self {
    case .finished: (value(), .finished)
    case .failure: (nil, self)
    }
  }
}
