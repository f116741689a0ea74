import Dispatch
import Foundation

/// An actor that works on models through its own context, on a serial executor.
public protocol ModelActor: Actor {
  nonisolated var modelContainer: ModelContainer { get }
  nonisolated var modelExecutor: any ModelExecutor { get }
}

/// An executor that owns a model context.
public protocol ModelExecutor: Executor {
  var modelContext: ModelContext { get }
}

public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

extension ModelActor {
  nonisolated public var unownedExecutor: UnownedSerialExecutor {
    (modelExecutor as! any SerialExecutor).asUnownedSerialExecutor()
  }

  public var modelContext: ModelContext { modelExecutor.modelContext }

  public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
    modelContext.registeredModel(for: id) ?? (modelContext.model(for: id) as? T)
  }
}

/// Runs an actor's jobs one after another on a queue of its own.
public class DefaultSerialModelExecutor: @unchecked Sendable, SerialModelExecutor {
  // Sendable: its context is a `let`, used only on `queue`, which serialises every job.
  public final let modelContext: ModelContext
  private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
