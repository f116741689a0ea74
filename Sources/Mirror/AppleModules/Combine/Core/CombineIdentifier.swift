import Synchronization

/// A unique identity of a subscriber or subscription, for debugging and bookkeeping.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  private let rawValue: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// A new identifier, different from every other made this way.
  public init() {
    rawValue = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// The identifier of `object`, the same for as long as it lives.
  public init(_ object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }
}

/// A type with a `CombineIdentifier`; classes have their object identity by default.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}
