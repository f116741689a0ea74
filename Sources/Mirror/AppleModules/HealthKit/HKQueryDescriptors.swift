import Foundation

/// A sample type and an optional predicate, for the async query descriptors.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
  // Sendable: `let`s only; the NSPredicate, made before the descriptor, is only evaluated.
  public let sampleType: HKSampleType
  public let nsPredicate: NSPredicate?

  public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
    HKSamplePredicate<HKSample>(sampleType: type, nsPredicate: predicate)
  }

  public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
    HKSamplePredicate<HKQuantitySample>(sampleType: type, nsPredicate: predicate)
  }

  public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
    HKSamplePredicate<HKCategorySample>(sampleType: type, nsPredicate: predicate)
  }
}

/// Sample query as an async call: the samples of every predicate, sorted and limited.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
  // Sendable: `let`s only, made before the query runs and only read by it.
  public let predicates: [HKSamplePredicate<Sample>]
  public let sortDescriptors: [SortDescriptor<Sample>]
  public let limit: Int?

  public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
    self.predicates = predicates
    self.sortDescriptors = sortDescriptors
    self.limit = limit
  }

  public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
    var samples: [Sample] = []
    for predicate in predicates {
      let query = HKSampleQuery(
        sampleType: predicate.sampleType, predicate: predicate.nsPredicate, limit: HKObjectQueryNoLimit, sortDescriptors: nil
      ) { _, _, _ in }
      samples += try query.results().get().compactMap { $0 as? Sample }
    }
    if !sortDescriptors.isEmpty { samples.sort(using: sortDescriptors) }
    return limit.map { Array(samples.prefix($0)) } ?? samples
  }
}

/// Statistics query as an async call; nil when no sample matches.
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
  // Sendable: `let`s only, made before the query runs and only read by it.
  public let predicate: HKSamplePredicate<HKQuantitySample>
  public let options: HKStatisticsOptions

  public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
    self.predicate = predicate
    self.options = options
  }

  public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
    guard let type = predicate.sampleType as? HKQuantityType else { throw HKError(.errorInvalidArgument, "not a quantity type") }
    let query = HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate.nsPredicate, options: options) {
      _, _, _ in
    }
    switch query.statistics() {
    case .success(let statistics): return statistics
    case .failure(let error) where error.code == .errorNoData: return nil
    case .failure(let error): throw error
    }
  }
}

/// Statistics collection query as an async call.
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
  // Sendable: `let`s only, made before the query runs and only read by it.
  public let predicate: HKSamplePredicate<HKQuantitySample>
  public let options: HKStatisticsOptions
  public let anchorDate: Date
  public let intervalComponents: DateComponents

  public init(
    predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date,
    intervalComponents: DateComponents
  ) {
    self.predicate = predicate
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
  }

  public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
    guard let type = predicate.sampleType as? HKQuantityType else { throw HKError(.errorInvalidArgument, "not a quantity type") }
    let query = HKStatisticsCollectionQuery(
      quantityType: type, quantitySamplePredicate: predicate.nsPredicate, options: options, anchorDate: anchorDate,
      intervalComponents: intervalComponents)
    return try query.collection().get()
  }
}
