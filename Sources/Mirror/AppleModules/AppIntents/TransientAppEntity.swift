import Foundation
import MirrorCore

/// An entity that exists only while an intent runs (its result), not stored by the app.
public protocol TransientAppEntity: AppEntity {
  init()
}

extension TransientAppEntity {
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
  public var id: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

/// The query of a transient entity, which finds nothing: no such entity outlives its intent.
public struct _TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
  public init() {}
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An entity of which the app has exactly one (its settings, its account).
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

extension UniqueAppEntity where ID == String {
  public var id: String { String(describing: Self.self) }
}

/// The query of a unique entity: the one entity.
public protocol UniqueAppEntityQuery: EntityQuery {
  func entity() async throws -> Entity
}

extension UniqueAppEntityQuery {
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [try await entity()] }
  public func defaultResult() async -> Entity? { try? await entity() }
}
