// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// Which samples a date predicate matches at its ends.
public struct HKQueryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Only samples that start at or after the start date.
  public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
  /// Only samples that end at or before the end date.
  public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// No limit on the number of samples a sample query returns.
public let HKObjectQueryNoLimit = 0

/// A question for the health store, answered on a background queue by `execute(_:)`.
public class HKQuery: NSObject, @unchecked Sendable {
  // Sendable: `let`s only; the NSPredicate, made before the query, is only evaluated.
  public let objectType: HKObjectType?
  public let predicate: NSPredicate?
  public var sampleType: HKSampleType? { objectType as? HKSampleType }

  init(objectType: HKObjectType?, predicate: NSPredicate?) {
    self.objectType = objectType
    self.predicate = predicate
  }

  /// Answers the query from the installed fixtures; subclasses call their handlers.
  func run() {}

  /// Samples that overlap the period from `startDate` to `endDate` (either may be nil for an
  /// open end); `.strictStartDate` keeps only samples that start in it, `.strictEndDate` only
  /// those that end in it.
  public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = [])
    -> NSPredicate
  {
    NSPredicate { object, _ in
      guard let sample = object as? HKSample else { return false }
      if let startDate {
        if options.contains(.strictStartDate) ? sample.startDate < startDate : sample.endDate < startDate { return false }
        if sample.endDate == startDate && sample.startDate < startDate && !options.contains(.strictStartDate) { return false }
      }
      if let endDate {
        if options.contains(.strictEndDate) ? sample.endDate > endDate : sample.startDate >= endDate { return false }
      }
      return true
    }
  }

  /// Category samples whose value is one of `allowedValues`.
  public class func predicateForCategorySamples(equalTo allowedValues: Set<Int>) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKCategorySample).map { allowedValues.contains($0.value) } ?? false }
  }

  /// Objects with these UUIDs.
  public class func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKObject).map { UUIDs.contains($0.uuid) } ?? false }
  }

  /// The samples of the query's type that its predicate matches, in file order.
  func matchingSamples() -> Result<[HKSample], HKError> {
    guard let type = sampleType else { return .failure(HKError(.errorInvalidArgument, "the query has no sample type")) }
    return InstalledHealthData.samples(of: type).map { samples in
      guard let predicate else { return samples }
      return samples.filter { predicate.evaluate(with: $0) }
    }
  }
}

/// Returns the samples of a type that match a predicate, sorted and limited.
public class HKSampleQuery: HKQuery, @unchecked Sendable {
  // Sendable: its stored properties are `let`s; the handler, which need not be Sendable, is called once, by the store
  // that executes the query.
  public let limit: Int
  public let sortDescriptors: [NSSortDescriptor]?
  private let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
    resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
  ) {
    self.limit = limit
    self.sortDescriptors = sortDescriptors
    self.resultsHandler = resultsHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  /// The samples, or nil and the error. A type the fixtures lack has no samples (an empty
  /// array), as on a device without data; the missing fixture is recorded.
  func results() -> Result<[HKSample], HKError> {
    switch matchingSamples() {
    case .failure(let error) where error.code == .errorNoData: return .success([])
    case .failure(let error): return .failure(error)
    case .success(var samples):
      let descriptors = sortDescriptors ?? []
      samples = samples.enumerated().sorted { lhs, rhs in
        for descriptor in descriptors {
          switch descriptor.compare(lhs.element, to: rhs.element) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return lhs.offset < rhs.offset
      }.map(\.element)
      return .success(limit == HKObjectQueryNoLimit ? samples : Array(samples.prefix(limit)))
    }
  }

  override func run() {
    switch results() {
    case .success(let samples): resultsHandler(self, samples, nil)
    case .failure(let error): resultsHandler(self, nil, error)
    }
  }
}
