import Foundation
import MirrorCore
import SwiftData
import SwiftUICore

extension EnvironmentValues {
  /// The model context `@Query` fetches from: the main context of the container
  /// `.modelContainer(_:)` set, or one of an empty container in memory.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

private enum ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext {
    ModelContext(try! ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
  }
}

extension View {
  /// Makes `container`'s main context the one this view's `@Query`s fetch from.
  @MainActor @preconcurrency
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Makes a container of `modelType` (and the models it relates to) the one this view's
  /// `@Query`s fetch from; `onSetup` is told whether it could be made.
  @MainActor @preconcurrency
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  @MainActor @preconcurrency
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    let made = Swift.Result {
      try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
    }
    onSetup(made)
    let context = (try? made.get())?.mainContext ?? ModelContextKey.defaultValue
    context.autosaveEnabled = isAutosaveEnabled
    return environment(\.modelContext, context)
  }

  /// Makes `modelContext` the one this view's `@Query`s fetch from.
  @MainActor @preconcurrency
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}
