// swift-format-ignore-file: AvoidRetroactiveConformances
// (Foundation's types as CVarArg, which corelibs Foundation does not declare.)

import Foundation

#if !canImport(ObjectiveC)
  // App code passes Foundation values to `NSPredicate(format:)` and `String(format:)` as
  // `CVarArg` (`id as CVarArg`, `date as NSDate`), which Apple's platforms allow through
  // bridging to Objective-C objects and corelibs Foundation does not. Objects are passed as
  // their address, as `%@` expects; value types as the Foundation object they bridge to.

  extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
  }

  /// The encoding of a value passed as its Foundation object, which is kept alive from then
  /// on (there is no autorelease pool to hand it to; format calls pass few values).
  private func objectEncoding(_ object: NSObject) -> [Int] {
    [Int(bitPattern: Unmanaged.passRetained(object).toOpaque())]
  }

  extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSUUID(uuidString: uuidString)!) }
  }

  extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate)) }
  }

  extension URL: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSURL(string: absoluteString) ?? NSURL(fileURLWithPath: path)) }
  }

  extension Data: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSData(data: self)) }
  }

  extension Decimal: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSDecimalNumber(decimal: self)) }
  }

  extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSArray(array: self)) }
  }

  extension Set: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { objectEncoding(NSSet(array: Array(self))) }
  }

  extension Dictionary: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
      objectEncoding(
        NSDictionary(dictionary: [AnyHashable: Any](uniqueKeysWithValues: map { ($0.key as AnyHashable, $0.value) })))
    }
  }
#endif
