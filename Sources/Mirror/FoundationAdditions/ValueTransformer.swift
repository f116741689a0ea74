import Foundation
import Locking
import Synchronization

#if !canImport(ObjectiveC)
  /// Converts values to and from another representation; registered by name for Core Data's
  /// and SwiftData's transformable attributes. Corelibs Foundation lacks the class.
  open class ValueTransformer: NSObject, @unchecked Sendable {
    // Sendable: it has no stored instance property; the registry is a Mutex.
    private static let registered = Mutex<[String: ValueTransformer]>([:])

    /// Registers `transformer` under `name` (nil removes the name).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
      registered.locked { $0[name.rawValue] = transformer }
    }

    /// The transformer registered under `name`.
    public convenience init?(forName name: NSValueTransformerName) {
      guard Self.registered.locked({ $0[name.rawValue] }) != nil else { return nil }
      self.init()
    }

    /// The transformer registered under `name`.
    open class func valueTransformer(forName name: NSValueTransformerName) -> ValueTransformer? {
      registered.locked { $0[name.rawValue] }
    }

    open class func valueTransformerNames() -> [NSValueTransformerName] {
      registered.locked { $0.keys.sorted().map(NSValueTransformerName.init(rawValue:)) }
    }

    open class func transformedValueClass() -> AnyClass { NSObject.self }

    open class func allowsReverseTransformation() -> Bool { false }

    open func transformedValue(_ value: Any?) -> Any? { value }

    open func reverseTransformedValue(_ value: Any?) -> Any? { value }
  }

  /// The name a value transformer is registered under.
  public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
  }

  /// The transformer of secure-coded objects to data, which transformable attributes use by
  /// default.
  open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    // Sendable: it adds no stored property to `ValueTransformer`.
    open class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self] }
    open override class func allowsReverseTransformation() -> Bool { true }
  }
#endif
