import Foundation
import GalleryFixtures

/// `HealthKit/health.json`: the samples HealthKit returns, by type.
///
/// ```json
/// { "quantities": { "stepCount": [ { "start": "2024-06-10T08:00:00Z", "end": "2024-06-10T09:00:00Z",
///                                    "value": 1200, "unit": "count" } ],
///                   "heartRate": [ { "start": "2024-06-10T09:30:00Z", "value": 62, "unit": "count/min" } ] },
///   "categories": { "sleepAnalysis": [ { "start": "2024-06-09T23:00:00Z", "end": "2024-06-10T06:30:00Z",
///                                        "value": 3 } ] } }
/// ```
/// Types are named as in Swift (`stepCount` for `HKQuantityTypeIdentifier.stepCount`, or the
/// full `HKQuantityTypeIdentifierStepCount`). `end` defaults to `start`. A quantity's unit is
/// any unit string `HKUnit(from:)` reads that measures the type. A type that is listed with no
/// samples has no data; a type that is not listed is a missing fixture.
enum HealthFixture: FixtureSource {
  static let location = "HealthKit/health.json"
  static let empty = HealthData(quantities: [:], categories: [:])

  /// A type a query asked for that the file does not list.
  struct Request: Hashable, Comparable, Sendable {
    let isQuantity: Bool
    let identifier: String

    static func < (lhs: Request, rhs: Request) -> Bool {
      (lhs.isQuantity ? 0 : 1, lhs.identifier) < (rhs.isQuantity ? 0 : 1, rhs.identifier)
    }
  }

  static func read(from url: URL) throws -> HealthData {
    let file = try FixtureObject.read(at: url)
    try file.allowOnly(["quantities", "categories"])
    var quantities: [String: [QuantityRecord]] = [:]
    if let object = try file.optionalObject("quantities") {
      for name in object.keys {
        let identifier = fullIdentifier(name, prefix: HKQuantityTypeIdentifier.prefix)
        let type = HKQuantityType(identifier: identifier)
        quantities[identifier] = try object.objects(name).map { sample in
          try sample.allowOnly(["start", "end", "value", "unit"])
          let unitString = try sample.string("unit")
          guard let unit = HKUnit.parse(unitString) else {
            throw sample.error(
              "unit", "\"\(unitString)\" is not a unit string HKUnit(from:) reads (count, count/min, km, kcal, %…)")
          }
          guard type.is(compatibleWith: unit) else {
            throw sample.error(
              "unit", "\(unitString) does not measure \(name) (it is measured in \(type.canonicalUnit?.unitString ?? "?"))")
          }
          let start = try sample.date("start")
          let end = try sample.optionalDate("end") ?? start
          guard end >= start else { throw sample.error("end", "ends before its start") }
          return QuantityRecord(start: start, end: end, value: try sample.double("value"), unit: unitString)
        }
      }
    }
    var categories: [String: [CategoryRecord]] = [:]
    if let object = try file.optionalObject("categories") {
      for name in object.keys {
        categories[fullIdentifier(name, prefix: HKCategoryTypeIdentifier.prefix)] = try object.objects(name).map { sample in
          try sample.allowOnly(["start", "end", "value"])
          let start = try sample.date("start")
          let end = try sample.optionalDate("end") ?? start
          guard end >= start else { throw sample.error("end", "ends before its start") }
          guard let value = try sample.optionalInt("value") else { throw sample.error("value", "missing; expected an integer") }
          return CategoryRecord(start: start, end: end, value: value)
        }
      }
    }
    return HealthData(quantities: quantities, categories: categories)
  }

  /// `health.json` with one placeholder sample (value 0, at the reference time) per type asked.
  static func skeleton(for requests: [Request]) -> [String: Data] {
    let time = FixtureObject.format(ReferenceClock.date)
    var quantities: [String: Any] = [:]
    var categories: [String: Any] = [:]
    for request in requests {
      if request.isQuantity {
        let unit = HKQuantityType(identifier: request.identifier).canonicalUnit?.unitString ?? "count"
        quantities[shortName(request.identifier, prefix: HKQuantityTypeIdentifier.prefix)] = [
          ["start": time, "end": time, "value": 0, "unit": unit]
        ]
      } else {
        categories[shortName(request.identifier, prefix: HKCategoryTypeIdentifier.prefix)] = [
          ["start": time, "end": time, "value": 0]
        ]
      }
    }
    var file: [String: Any] = [:]
    if !quantities.isEmpty { file["quantities"] = quantities }
    if !categories.isEmpty { file["categories"] = categories }
    return [location: skeletonJSON(file)]
  }

  /// `stepCount` → `HKQuantityTypeIdentifierStepCount` (`vo2Max` → `…VO2Max`); full
  /// identifiers stay as they are.
  static func fullIdentifier(_ name: String, prefix: String) -> String {
    if name.hasPrefix(prefix) { return name }
    let special = ["vo2Max": "VO2Max", "uvExposure": "UVExposure"]
    return prefix + (special[name] ?? (name.prefix(1).uppercased() + name.dropFirst()))
  }

  /// `HKQuantityTypeIdentifierStepCount` → `stepCount`, as Swift names the identifier.
  static func shortName(_ identifier: String, prefix: String) -> String {
    let name = Array(identifier.hasPrefix(prefix) ? identifier.dropFirst(prefix.count) : Substring(identifier))
    let run = name.prefix { $0.isUppercase }.count
    let lowered = run > 1 && run < name.count && name[run].isLowercase ? run - 1 : max(run, 1)
    return String(name.prefix(lowered)).lowercased() + String(name.dropFirst(lowered))
  }
}

struct QuantityRecord: Sendable {
  let start: Date
  let end: Date
  let value: Double
  let unit: String
}

struct CategoryRecord: Sendable {
  let start: Date
  let end: Date
  let value: Int
}

/// The contents of `health.json`, keyed by full type identifier.
struct HealthData: Sendable {
  let quantities: [String: [QuantityRecord]]
  let categories: [String: [CategoryRecord]]
}

/// The installed fixture's samples as HealthKit objects.
enum InstalledHealthData {
  /// The samples of `type` (file order), or the error queries report: the fixture file is
  /// invalid (`errorDatabaseInaccessible`), or it does not list the type, which is recorded
  /// for `--missing-fixtures` and said on standard error.
  static func samples(of type: HKSampleType) -> Result<[HKSample], HKError> {
    let data: HealthData
    do {
      data = try InstalledFixtures.contents(of: HealthFixture.self)
    } catch {
      FixtureDiagnostics.report("\(error)")
      return .failure(HKError(.errorDatabaseInaccessible, "\(error)"))
    }
    if let type = type as? HKQuantityType, let records = data.quantities[type.identifier] {
      return .success(
        records.enumerated().map { index, record in
          HKQuantitySample(
            type: type, quantity: HKQuantity(unit: HKUnit(from: record.unit), doubleValue: record.value), start: record.start,
            end: record.end, uuid: stableUUID("\(type.identifier)#\(index)"))
        })
    }
    if let type = type as? HKCategoryType, let records = data.categories[type.identifier] {
      return .success(
        records.enumerated().map { index, record in
          HKCategorySample(
            type: type, value: record.value, start: record.start, end: record.end, uuid: stableUUID("\(type.identifier)#\(index)")
          )
        })
    }
    let isQuantity = type is HKQuantityType
    let prefix = isQuantity ? HKQuantityTypeIdentifier.prefix : HKCategoryTypeIdentifier.prefix
    let key = "\(isQuantity ? "quantities" : "categories").\(HealthFixture.shortName(type.identifier, prefix: prefix))"
    let message = "no \(type.identifier) samples: \(InstalledFixtures.path(of: HealthFixture.self)) has no \(key)"
    if !(type is HKWorkoutType) {
      MissingFixtures.record(HealthFixture.Request(isQuantity: isQuantity, identifier: type.identifier), in: HealthFixture.self)
    }
    FixtureDiagnostics.report(message)
    return .failure(HKError(.errorNoData, message))
  }

  /// A UUID that depends only on `text`.
  static func stableUUID(_ text: String) -> UUID {
    func fnv(_ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      return hash
    }
    let high = fnv(0xcbf2_9ce4_8422_2325)
    let low = fnv(0x8422_2325_cbf2_9ce4)
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * index))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * index))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11],
        bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
