import Foundation

/// What a statistics query computes.
public struct HKStatisticsOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
  public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
  public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
  public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
  public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
  public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
  public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
  @available(*, deprecated, renamed: "mostRecent")
  public static let discreteMostRecent = HKStatisticsOptions.mostRecent

  /// The error HealthKit gives for options that do not suit `type`'s aggregation style.
  func incompatibility(with type: HKQuantityType) -> HKError? {
    let discrete: HKStatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax, .mostRecent]
    if type.aggregationStyle == .cumulative, !intersection(discrete).isEmpty {
      return HKError(
        .errorInvalidArgument, "Statistics option \(self) is not compatible with cumulative data type \(type.identifier)")
    }
    if type.aggregationStyle != .cumulative, contains(.cumulativeSum) {
      return HKError(
        .errorInvalidArgument, "Statistics option cumulativeSum is not compatible with discrete data type \(type.identifier)")
    }
    return nil
  }
}

/// The sum, average, minimum, maximum and most recent value of a type's samples over a period.
public final class HKStatistics: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let quantityType: HKQuantityType
  public let startDate: Date
  public let endDate: Date
  private let samples: [HKQuantitySample]
  private let options: HKStatisticsOptions

  init(quantityType: HKQuantityType, startDate: Date, endDate: Date, samples: [HKQuantitySample], options: HKStatisticsOptions) {
    self.quantityType = quantityType
    self.startDate = startDate
    self.endDate = endDate
    self.samples = samples
    self.options = options
  }

  /// The sum of the samples (cumulative types, with `.cumulativeSum`); nil without samples.
  public func sumQuantity() -> HKQuantity? {
    options.contains(.cumulativeSum) ? HKQuantity.sum(samples.map(\.quantity)) : nil
  }

  /// The mean of the samples' values (discrete types, with `.discreteAverage`).
  public func averageQuantity() -> HKQuantity? {
    guard options.contains(.discreteAverage), let sum = HKQuantity.sum(samples.map(\.quantity)) else { return nil }
    return HKQuantity(unit: sum.unit, doubleValue: sum.value / Double(samples.count))
  }

  public func minimumQuantity() -> HKQuantity? {
    options.contains(.discreteMin) ? samples.map(\.quantity).min { $0.compare($1) == .orderedAscending } : nil
  }

  public func maximumQuantity() -> HKQuantity? {
    options.contains(.discreteMax) ? samples.map(\.quantity).max { $0.compare($1) == .orderedAscending } : nil
  }

  /// The value of the sample that ends last (`.mostRecent`).
  public func mostRecentQuantity() -> HKQuantity? {
    options.contains(.mostRecent) ? mostRecent?.quantity : nil
  }

  public func mostRecentQuantityDateInterval() -> DateInterval? {
    guard options.contains(.mostRecent), let sample = mostRecent else { return nil }
    return DateInterval(start: sample.startDate, end: sample.endDate)
  }

  /// The time the samples span, added up (`.duration`).
  public func duration() -> HKQuantity? {
    guard options.contains(.duration), !samples.isEmpty else { return nil }
    return HKQuantity(unit: .second(), doubleValue: samples.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) })
  }

  private var mostRecent: HKQuantitySample? {
    samples.enumerated().max { ($0.element.endDate, $0.offset) < ($1.element.endDate, $1.offset) }?.element
  }
}

/// Answers a statistics query: one ``HKStatistics`` over every matching sample.
public class HKStatisticsQuery: HKQuery, @unchecked Sendable {
  // Sendable: its stored properties are `let`s; the handler, which need not be Sendable, is called once, by the store
  // that executes the query.
  private let options: HKStatisticsOptions
  private let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
  ) {
    self.options = options
    self.completionHandler = handler
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  /// The statistics, or `errorNoData` when no sample matches (naming the fixture when the type
  /// is missing from it), or `errorInvalidArgument` for options the type does not allow.
  func statistics() -> Result<HKStatistics, HKError> {
    let type = objectType as! HKQuantityType
    if let error = options.incompatibility(with: type) { return .failure(error) }
    return matchingSamples().flatMap { samples in
      let samples = samples.compactMap { $0 as? HKQuantitySample }
      guard let start = samples.map(\.startDate).min(), let end = samples.map(\.endDate).max() else {
        return .failure(HKError(.errorNoData, "No data available for the specified predicate."))
      }
      return .success(HKStatistics(quantityType: type, startDate: start, endDate: end, samples: samples, options: options))
    }
  }

  override func run() {
    switch statistics() {
    case .success(let statistics): completionHandler(self, statistics, nil)
    case .failure(let error): completionHandler(self, nil, error)
    }
  }
}

/// Statistics for each interval of a type's samples: intervals of `intervalComponents` laid
/// from `anchorDate` in the current calendar; a sample counts in the interval its start falls
/// in.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  private let quantityType: HKQuantityType
  private let options: HKStatisticsOptions
  private let intervals: CalendarIntervals
  /// The matching samples by interval index.
  private let buckets: [Int: [HKQuantitySample]]

  init(quantityType: HKQuantityType, options: HKStatisticsOptions, intervals: CalendarIntervals, samples: [HKQuantitySample]) {
    self.quantityType = quantityType
    self.options = options
    self.intervals = intervals
    self.buckets = Dictionary(grouping: samples) { intervals.index(containing: $0.startDate) }
  }

  private func statistics(at index: Int) -> HKStatistics {
    HKStatistics(
      quantityType: quantityType, startDate: intervals.start(index), endDate: intervals.start(index + 1),
      samples: buckets[index] ?? [], options: options)
  }

  /// The statistics of every interval that has samples, oldest first.
  public func statistics() -> [HKStatistics] { buckets.keys.sorted().map(statistics(at:)) }

  /// The statistics of the interval that holds `date`; nil when it has no samples.
  public func statistics(for date: Date) -> HKStatistics? {
    let index = intervals.index(containing: date)
    return buckets[index] == nil ? nil : statistics(at: index)
  }

  /// Calls `block` for every interval from the one holding `startDate` to the one holding
  /// `endDate`, with or without samples, until it sets `stop`.
  public func enumerateStatistics(
    from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop: ObjCBool = false
    var index = intervals.index(containing: startDate)
    let last = intervals.index(containing: endDate)
    while index <= last && !stop.boolValue {
      block(statistics(at: index), &stop)
      index += 1
    }
  }
}

/// Intervals of a calendar length laid from an anchor date, numbered (0 starts at the anchor).
struct CalendarIntervals: Sendable {
  let anchor: Date
  let components: DateComponents
  let calendar: Calendar

  func start(_ index: Int) -> Date {
    var scaled = DateComponents()
    for unit in [Calendar.Component.year, .month, .weekOfYear, .day, .hour, .minute, .second] {
      if let value = components.value(for: unit), value != 0 { scaled.setValue(value * index, for: unit) }
    }
    return calendar.date(byAdding: scaled, to: anchor) ?? anchor
  }

  func index(containing date: Date) -> Int {
    let length = max(1, start(1).timeIntervalSince(anchor))
    var index = Int((date.timeIntervalSince(anchor) / length).rounded(.down))
    while start(index) > date { index -= 1 }
    while start(index + 1) <= date { index += 1 }
    return index
  }
}

/// Answers a statistics collection query through `initialResultsHandler`.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
  // Sendable: its handlers are set before the query is executed, as HealthKit requires, and the store only reads them
  // after; the rest are `let`s.
  public let anchorDate: Date
  public let options: HKStatisticsOptions
  public let intervalComponents: DateComponents
  public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
  /// Called when samples change while the query runs; fixtures never change, so never called.
  public var statisticsUpdateHandler:
    ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
    intervalComponents: DateComponents
  ) {
    self.anchorDate = anchorDate
    self.options = options
    self.intervalComponents = intervalComponents
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  /// The collection; a type missing from the fixtures gives an empty one (recorded as missing).
  func collection() -> Result<HKStatisticsCollection, HKError> {
    let type = objectType as! HKQuantityType
    if let error = options.incompatibility(with: type) { return .failure(error) }
    let samples: [HKSample]
    switch matchingSamples() {
    case .success(let matching): samples = matching
    case .failure(let error) where error.code == .errorNoData: samples = []
    case .failure(let error): return .failure(error)
    }
    let intervals = CalendarIntervals(anchor: anchorDate, components: intervalComponents, calendar: .current)
    return .success(
      HKStatisticsCollection(
        quantityType: type, options: options, intervals: intervals, samples: samples.compactMap { $0 as? HKQuantitySample }))
  }

  override func run() {
    guard let handler = initialResultsHandler else { return }
    switch collection() {
    case .success(let collection): handler(self, collection, nil)
    case .failure(let error): handler(self, nil, error)
    }
  }
}
