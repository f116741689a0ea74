import Foundation
import Locking
import Synchronization

#if !canImport(ObjectiveC)
  extension NSSortDescriptor {
    /// A sort by the value of `key` (a key path such as `date` or `folder.name`), as Core
    /// Data's fetch requests and CloudKit's queries take it; they read the key from each
    /// object themselves (corelibs Foundation has no key-value coding).
    public convenience init(key: String?, ascending: Bool) {
      self.init(sortKey: key, ascending: ascending)
    }

    /// A sort by `key`, for frameworks that sort their own objects by key.
    package convenience init(sortKey key: String?, ascending: Bool) {
      self.init(keyPath: \NSObject.hashValue, ascending: ascending)
      if let key { SortKeys.record(key, for: self) }
    }

    /// The key `init(key:ascending:)` was given; nil for a descriptor made from a key path.
    package var sortKey: String? { SortKeys.key(of: self) }

    /// Orders two objects by the descriptor's key, as `compare(_:to:)` would with key-value
    /// coding.
    package func compareByKey(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
      guard let key = sortKey else { return .orderedSame }
      let result = compareValues(keyValue(of: lhs, atPath: key), keyValue(of: rhs, atPath: key))
      guard !ascending else { return result }
      return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
  }

  /// The keys of key-based sort descriptors, by descriptor.
  private enum SortKeys {
    private final class Entry: @unchecked Sendable {
      // Sendable: entries live in `entries`, a Mutex, and are read and written only under it.
      weak var descriptor: NSSortDescriptor?
      let key: String
      init(_ descriptor: NSSortDescriptor, _ key: String) {
        self.descriptor = descriptor
        self.key = key
      }
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    static func record(_ key: String, for descriptor: NSSortDescriptor) {
      entries.locked { entries in
        entries = entries.filter { $0.value.descriptor != nil }
        entries[ObjectIdentifier(descriptor)] = Entry(descriptor, key)
      }
    }

    static func key(of descriptor: NSSortDescriptor) -> String? {
      entries.locked { entries in
        guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
        return entry.key
      }
    }
  }
#endif
