/// `@ModelActor` on an actor: the model executor and container `ModelActor` requires, set by
/// `init(modelContainer:)` to a serial executor over a new context of that container.
struct ModelActorMacro: AttachedMacro {
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String] {
    switch request.role {
    case .member:
      return [
        "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
        "public nonisolated let modelContainer: SwiftData.ModelContainer",
        """
        public init(modelContainer: SwiftData.ModelContainer) {
          let modelContext = SwiftData.ModelContext(modelContainer)
          self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
          self.modelContainer = modelContainer
        }
        """,
      ]
    case .extension:
      guard let type = request.extendedType else { return [] }
      return request.conformances.map { "extension \(type): \($0) {\n}" }
    case .accessor, .peer, .memberAttribute:
      return []
    }
  }
}
