import Foundation

extension Publishers {
  /// A publisher of the values a decoder makes from each value; a decoding error fails it.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    public let upstream: Upstream
    private let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let decoder = self.decoder
      upstream.subscribe(
        OperatorSubscription(
          "Decode", downstream: subscriber, onValue: { value in .trying { .send(try decoder.decode(Output.self, from: value)) } },
          onCompletion: { (nil, $0.erased) }))
    }
  }

  /// A publisher of the documents an encoder makes from each value; an encoding error fails it.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    private let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == any Error {
      let encoder = self.encoder
      upstream.subscribe(
        OperatorSubscription(
          "Encode", downstream: subscriber, onValue: { value in .trying { .send(try encoder.encode(value)) } },
          onCompletion: { (nil, $0.erased) }))
    }
  }
}

extension Publisher {
  /// Decodes each value as `type` with `decoder`.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder>
  where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Encodes each value with `encoder`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
