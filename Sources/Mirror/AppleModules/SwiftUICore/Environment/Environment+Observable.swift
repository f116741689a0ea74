import MirrorCore
import Observation

// Observable objects in the environment (iOS 17): `.environment(model)` places one by its type,
// `@Environment(Model.self)` reads it back in a descendant.
extension Environment {
  /// Reads the observable object of type `objectType` that an ancestor placed with
  /// `.environment(_:)`; as on iOS, reading it where no ancestor did stops the program.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    self.init(reading: { environment in
      guard let object = environment.object(objectType) else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
        )
      }
      return object
    })
  }

  /// Reads the observable object of type `objectType` that an ancestor placed with
  /// `.environment(_:)`, or nil where none did.
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    self.init(reading: { $0.object(objectType) })
  }
}

extension View {
  /// Places an observable object in the environment of this view and its descendants, where
  /// `@Environment(T.self)` reads it (nil removes one an ancestor placed).
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environmentWriting { $0.setObject(object, for: T.self) }
  }
}
