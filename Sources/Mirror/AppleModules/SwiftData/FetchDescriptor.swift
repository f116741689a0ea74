import Foundation

/// What to fetch: the models of one class a predicate matches, sorted, within an offset and
/// limit.
public struct FetchDescriptor<T: PersistentModel> {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  /// Whether models inserted and not yet saved are fetched too.
  public var includePendingChanges = true
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

extension FetchDescriptor: @unchecked Sendable {
  // Sendable: Apple's type is Sendable; a descriptor is a value, and its predicate and sort descriptors are
  // immutable once made.
}
