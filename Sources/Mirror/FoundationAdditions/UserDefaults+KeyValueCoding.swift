import Foundation

#if !canImport(ObjectiveC)
  extension UserDefaults {
    /// Stores `value` under `key`, as key-value coding's `setValue(_:forKey:)` does on Apple
    /// platforms (where `UserDefaults` answers it with `set(_:forKey:)`). App code that shares
    /// data with its widget through an App Group often writes this way; corelibs Foundation has
    /// no key-value coding, so the gallery supplies the call.
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
