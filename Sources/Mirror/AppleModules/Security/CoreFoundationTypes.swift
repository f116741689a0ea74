import Foundation

// CoreFoundation's names as keychain code uses them. Swift on Apple platforms bridges them to
// Foundation's types toll-free (`query as CFDictionary`, `kSecClass as String`,
// `result as? Data`); here they are those types, so the same expressions compile and mean the
// same.

/// A status code: `errSecSuccess` (0) or a negative error.
public typealias OSStatus = Int32
/// Any CoreFoundation object.
public typealias CFTypeRef = AnyObject
/// A dictionary of attributes and search keys.
public typealias CFDictionary = [String: Any]
/// A string such as `kSecClass`.
public typealias CFString = String
/// Bytes, such as an item's password.
public typealias CFData = NSData
/// An array of results.
public typealias CFArray = NSArray
/// A Boolean object.
public typealias CFBoolean = NSNumber

/// CoreFoundation's true, as queries write `kSecReturnData as String: kCFBooleanTrue!`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// CoreFoundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
