import Foundation
import MirrorCore
import SwiftData
import SwiftUICore

/// The models a view shows, fetched from the environment's model context each time the view's
/// body reads them (a widget's view is evaluated once per render).
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  private let descriptor: FetchDescriptor<Element>

  /// The context of the environment the view is evaluated in (`.modelContainer(_:)` sets it).
  public var modelContext: ModelContext { EnvironmentValues.current.modelContext }

  /// Why the last fetch failed; nil when it did not.
  public var fetchError: (any Error)? {
    do {
      _ = try modelContext.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }

  /// The fetched models; none when the fetch fails.
  public var wrappedValue: Result {
    ((try? modelContext.fetch(descriptor)) ?? []) as! Result
  }

  nonisolated public func update() {}

  nonisolated public static var _propertyBehaviors: UInt32 { 0 }

  public init(_ descriptor: FetchDescriptor<Element>) where Result == [Element] {
    self.descriptor = descriptor
  }

  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {
    self.init(descriptor)
  }

  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation)
  where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward
  )
  where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward
  ) where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation
  ) where Result == [Element] {
    self.init(filter: filter, sort: keyPath, order: order)
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation
  ) where Result == [Element] {
    self.init(filter: filter, sort: keyPath, order: order)
  }
}

extension Query: Sendable {}

/// Fetches the models a view shows: `@Query(sort: \Item.date) var items: [Item]`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "MirrorMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
  filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward
) = #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
  filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward
) = #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) =
  #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
  filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
  animation: Animation
) = #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>) =
  #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
  #externalMacro(module: "MirrorMacros", type: "QueryMacro") where Element: PersistentModel

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "MirrorMacros", type: "QueryMacro")
