// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// A piece of health data.
public class HKObject: NSObject, @unchecked Sendable {
  // Sendable: `let`s only; `metadata` holds property-list values made with the object and only read.
  /// Derived from the sample's place in the fixture file, so the same file gives the same IDs.
  public let uuid: UUID
  public let metadata: [String: Any]?

  init(uuid: UUID, metadata: [String: Any]?) {
    self.uuid = uuid
    self.metadata = metadata
  }
}

/// Health data over a time span.
public class HKSample: HKObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let sampleType: HKSampleType
  public let startDate: Date
  public let endDate: Date
  /// Whether the sample spans time (start before end).
  public var hasUndeterminedDuration: Bool { false }

  init(sampleType: HKSampleType, startDate: Date, endDate: Date, uuid: UUID) {
    self.sampleType = sampleType
    self.startDate = startDate
    self.endDate = endDate
    super.init(uuid: uuid, metadata: nil)
  }
}

/// An amount measured over a time span.
public class HKQuantitySample: HKSample, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let quantity: HKQuantity
  public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
  /// How many values the sample stands for (1 for fixture samples).
  public var count: Int { 1 }

  public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
    self.quantity = quantity
    super.init(sampleType: quantityType, startDate: startDate, endDate: endDate, uuid: UUID())
  }

  init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, uuid: UUID) {
    self.quantity = quantity
    super.init(sampleType: type, startDate: start, endDate: end, uuid: uuid)
  }
}

/// A value from a category's set over a time span.
public class HKCategorySample: HKSample, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let value: Int
  public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

  public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
    self.value = value
    super.init(sampleType: type, startDate: startDate, endDate: endDate, uuid: UUID())
  }

  init(type: HKCategoryType, value: Int, start: Date, end: Date, uuid: UUID) {
    self.value = value
    super.init(sampleType: type, startDate: start, endDate: end, uuid: uuid)
  }
}

/// The sort keys of `HKSampleQuery`.
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"

extension NSSortDescriptor {
  /// A sort by a sample's start or end date, keyed as HealthKit's sort identifiers name them;
  /// other keys sort the objects of the frameworks that read keys (Core Data, CloudKit).
  public convenience init(key: String?, ascending: Bool) {
    switch key {
    case HKSampleSortIdentifierStartDate: self.init(keyPath: \HKSample.startDate, ascending: ascending)
    case HKSampleSortIdentifierEndDate: self.init(keyPath: \HKSample.endDate, ascending: ascending)
    default: self.init(sortKey: key, ascending: ascending)
    }
  }
}

/// The value of a `sleepAnalysis` sample.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
  case inBed = 0
  case asleepUnspecified = 1
  case awake = 2
  case asleepCore = 3
  case asleepDeep = 4
  case asleepREM = 5

  @available(*, deprecated, renamed: "asleepUnspecified")
  public static var asleep: HKCategoryValueSleepAnalysis { .asleepUnspecified }

  /// The values that mean asleep.
  public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> {
    [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM]
  }
}

/// The value of an `appleStandHour` sample.
public enum HKCategoryValueAppleStandHour: Int, Sendable {
  case stood = 0
  case idle = 1
}

/// The value of category samples without values of their own (`mindfulSession`).
public enum HKCategoryValue: Int, Sendable {
  case notApplicable = 0
}
