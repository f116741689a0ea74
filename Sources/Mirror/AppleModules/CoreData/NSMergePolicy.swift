// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// How a save settles conflicts with changes saved meanwhile. Fixture stores change only
/// through the widget's own saves, so every policy saves the same.
open class NSMergePolicy: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`.
  public let mergeType: NSMergePolicyType

  public init(merge ty: NSMergePolicyType) {
    mergeType = ty
  }

  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
  public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
}

/// The kinds of merge policy.
public enum NSMergePolicyType: UInt, Sendable {
  case errorMergePolicyType = 0
  case mergeByPropertyStoreTrumpMergePolicyType = 1
  case mergeByPropertyObjectTrumpMergePolicyType = 2
  case overwriteMergePolicyType = 3
  case rollbackMergePolicyType = 4
}

public var NSErrorMergePolicy: Any { NSMergePolicy.error }
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
