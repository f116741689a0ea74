import Foundation

/// An object whose properties can be read by name, as key-value coding reads them on Apple
/// platforms (corelibs Foundation has no key-value coding): Core Data's managed objects and
/// CloudKit's records. Predicates made with `NSPredicate(format:)` and key-based sort
/// descriptors read objects through it.
package protocol KeyValueReading: AnyObject {
  func value(forKey key: String) -> Any?
}

/// The value at `keyPath` (`name`, `folder.name`, `items.@count`) of `object`: a property of a
/// `KeyValueReading` object or a dictionary's entry; through a collection, the values of its
/// elements, with the `@count`, `@sum`, `@avg`, `@min` and `@max` operators.
package func keyValue(of object: Any?, atPath keyPath: String) -> Any? {
  var value: Any? = object
  var keys = keyPath.split(separator: ".").map(String.init)[...]
  while let key = keys.popFirst() {
    if key.hasPrefix("@") {
      return collectionOperator(key, value.flatMap(elements), rest: keys.joined(separator: "."))
    }
    if key == "self" || key == "SELF" { continue }
    if let elements = value.flatMap(elements) {
      let rest = ([key] + keys).joined(separator: ".")
      return elements.map { keyValue(of: $0, atPath: rest) ?? NSNull() }
    }
    value = property(key, of: value)
  }
  return value
}

private func property(_ key: String, of object: Any?) -> Any? {
  switch object {
  case let object as any KeyValueReading: return object.value(forKey: key)
  case let dictionary as [String: Any]: return dictionary[key]
  case let dictionary as NSDictionary: return dictionary.object(forKey: key)
  default: return nil
  }
}

/// The elements of a collection value (arrays and sets, Foundation's too); nil for others.
package func elements(_ value: Any) -> [Any]? {
  switch value {
  case is String, is NSString: return nil
  case let array as [Any]: return array
  case let array as NSArray: return Array(array)
  case let set as NSSet: return set.allObjects
  case let set as NSOrderedSet: return set.array
  case let set as Set<AnyHashable>: return Array(set)
  default: return nil
  }
}

private func collectionOperator(_ name: String, _ elements: [Any]?, rest: String) -> Any? {
  guard let elements else { return nil }
  let values = rest.isEmpty ? elements : elements.map { keyValue(of: $0, atPath: rest) ?? NSNull() }
  let numbers = values.compactMap(number)
  switch name.lowercased() {
  case "@count": return NSNumber(value: elements.count)
  case "@sum": return NSNumber(value: numbers.reduce(0, +))
  case "@avg": return numbers.isEmpty ? nil : NSNumber(value: numbers.reduce(0, +) / Double(numbers.count))
  case "@min": return values.min { compareValues($0, $1) == .orderedAscending }
  case "@max": return values.max { compareValues($0, $1) == .orderedAscending }
  default: return nil
  }
}

/// A number value as a `Double` (Booleans as 0 and 1); nil for anything else.
package func number(_ value: Any) -> Double? {
  switch value {
  case let number as NSNumber: return number.doubleValue
  case let value as Int: return Double(value)
  case let value as Double: return value
  case let value as Float: return Double(value)
  case let value as Int64: return Double(value)
  case let value as Int32: return Double(value)
  case let value as Int16: return Double(value)
  case let value as UInt: return Double(value)
  case let value as Bool: return value ? 1 : 0
  case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
  default: return nil
  }
}

/// Orders two property values as sort descriptors and predicates do: numbers by value,
/// strings by Unicode order (`caseInsensitive` folds case), dates in time; nil first.
package func compareValues(_ lhs: Any?, _ rhs: Any?, caseInsensitive: Bool = false) -> ComparisonResult {
  let lhs = lhs.flatMap { $0 is NSNull ? nil : $0 }
  let rhs = rhs.flatMap { $0 is NSNull ? nil : $0 }
  switch (lhs, rhs) {
  case (nil, nil): return .orderedSame
  case (nil, _): return .orderedAscending
  case (_, nil): return .orderedDescending
  case (let lhs?, let rhs?):
    if let left = number(lhs), let right = number(rhs) { return order(left, right) }
    if let left = string(lhs), let right = string(rhs) {
      return caseInsensitive ? order(left.lowercased(), right.lowercased()) : order(left, right)
    }
    if let left = lhs as? Date, let right = rhs as? Date { return order(left, right) }
    if let left = lhs as? UUID, let right = rhs as? UUID { return order(left.uuidString, right.uuidString) }
    return order(String(describing: lhs), String(describing: rhs))
  }
}

/// A string value (Swift's or Foundation's); nil for anything else.
package func string(_ value: Any) -> String? {
  switch value {
  case let string as String: return string
  case let string as NSString: return string as String
  case let string as Substring: return String(string)
  default: return nil
  }
}

private func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
  lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
}
