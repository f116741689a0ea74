import Foundation

#if !canImport(ObjectiveC)
  /// Where a method that reports failure by its result writes the error (`&error` of a
  /// `var error: NSError?`). Corelibs Foundation lacks the name; Apple's frameworks take it
  /// (`LAContext.canEvaluatePolicy(_:error:)`).
  public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
