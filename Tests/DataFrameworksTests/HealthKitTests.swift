import Foundation
import GalleryFixtures
import XCTest

@testable import HealthKit

/// HealthKit's store, queries, statistics and units as Apple documents them, over
/// `HealthKit/health.json`.
final class HealthKitTests: FrameworkTestCase {
  private let store = HKHealthStore()
  private let steps = HKQuantityType(.stepCount)
  private let heartRate = HKObjectType.quantityType(forIdentifier: .heartRate)!
  private let june10 = HKQuery.predicateForSamples(
    withStart: date("2024-06-10T00:00:00Z"), end: date("2024-06-11T00:00:00Z"), options: .strictStartDate)

  private func statistics(_ type: HKQuantityType, _ predicate: NSPredicate?, _ options: HKStatisticsOptions) throws -> (
    HKStatistics?, (any Error)?
  ) {
    try waitFor { done in
      store.execute(
        HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate, options: options) { _, result, error in
          done((result, error))
        })
    }
  }

  private func samples(
    _ type: HKSampleType, _ predicate: NSPredicate?, limit: Int = HKObjectQueryNoLimit, sort: [NSSortDescriptor]? = nil
  )
    throws -> [HKSample]
  {
    let (results, error): ([HKSample]?, (any Error)?) = try waitFor { done in
      store.execute(HKSampleQuery(sampleType: type, predicate: predicate, limit: limit, sortDescriptors: sort) { done(($1, $2)) })
    }
    XCTAssertNil(error)
    return try XCTUnwrap(results)
  }

  func testHealthDataIsAvailableAndAuthorizationIsGranted() throws {
    try install()
    XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    let (granted, error): (Bool, (any Error)?) = try waitFor { done in
      store.requestAuthorization(toShare: [], read: [steps, heartRate]) { done(($0, $1)) }
    }
    XCTAssertTrue(granted)
    XCTAssertNil(error)
    XCTAssertEqual(store.authorizationStatus(for: steps), .sharingAuthorized)
  }

  func testAnObserverQueryCallsItsUpdateHandlerWhenExecutedAndBackgroundDeliveryIsANoOpThatSucceeds() throws {
    try install()
    let (type, error): (HKSampleType?, (any Error)?) = try waitFor { done in
      store.execute(
        HKObserverQuery(sampleType: steps, predicate: nil) { query, completion, error in
          completion()
          done((query.sampleType, error))
        })
    }
    XCTAssertEqual(type, steps)
    XCTAssertNil(error)
    let (enabled, enableError): (Bool, (any Error)?) = try waitFor { done in
      store.enableBackgroundDelivery(for: steps, frequency: .hourly) { done(($0, $1)) }
    }
    XCTAssertTrue(enabled)
    XCTAssertNil(enableError)
    let (disabled, _): (Bool, (any Error)?) = try waitFor { done in
      store.disableBackgroundDelivery(for: steps) { done(($0, $1)) }
    }
    XCTAssertTrue(disabled)
  }

  func testCumulativeSumOfTodaysSteps() throws {
    try install()
    let (result, error) = try statistics(steps, june10, .cumulativeSum)
    XCTAssertNil(error)
    XCTAssertEqual(result?.sumQuantity()?.doubleValue(for: .count()), 2450)
    XCTAssertEqual(result?.startDate, date("2024-06-10T07:00:00Z"))
    XCTAssertEqual(result?.endDate, date("2024-06-10T09:30:00Z"))
    XCTAssertNil(result?.averageQuantity())
  }

  func testDiscreteStatisticsConvertUnits() throws {
    try install()
    let (result, error) = try statistics(heartRate, june10, [.discreteAverage, .discreteMin, .discreteMax, .mostRecent])
    XCTAssertNil(error)
    let perMinute = HKUnit.count().unitDivided(by: .minute())
    XCTAssertEqual(try XCTUnwrap(result?.averageQuantity()?.doubleValue(for: perMinute)), 74, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(result?.minimumQuantity()?.doubleValue(for: perMinute)), 60, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(result?.maximumQuantity()?.doubleValue(for: HKUnit(from: "count/min"))), 90, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(result?.mostRecentQuantity()?.doubleValue(for: perMinute)), 72, accuracy: 1e-9)
    XCTAssertNil(result?.sumQuantity())
  }

  func testOptionsThatDoNotSuitTheTypeAreAnInvalidArgument() throws {
    try install()
    let (result, error) = try statistics(heartRate, nil, .cumulativeSum)
    XCTAssertNil(result)
    XCTAssertEqual((error as? HKError)?.code, .errorInvalidArgument)
    let (_, stepsError) = try statistics(steps, nil, .discreteAverage)
    XCTAssertEqual((stepsError as? HKError)?.code, .errorInvalidArgument)
  }

  func testAListedTypeWithoutSamplesHasNoDataAndIsNotMissing() throws {
    try install()
    let (result, error) = try statistics(HKQuantityType(.activeEnergyBurned), nil, .cumulativeSum)
    XCTAssertNil(result)
    XCTAssertEqual((error as? HKError)?.code, .errorNoData)
    XCTAssertEqual(try samples(HKQuantityType(.activeEnergyBurned), nil).count, 0)
    XCTAssertTrue(MissingFixtures.isEmpty)
  }

  func testAMissingTypeHasNoDataNamesTheFixtureAndIsRecorded() throws {
    try install()
    var error: (any Error)?
    let output = try standardError { (_, error) = try statistics(HKQuantityType(.restingHeartRate), nil, .discreteAverage) }
    XCTAssertEqual((error as? HKError)?.code, .errorNoData)
    XCTAssertTrue(error?.localizedDescription.contains("HealthKit/health.json has no quantities.restingHeartRate") == true)
    XCTAssertTrue(output.contains("has no quantities.restingHeartRate"), output)
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()["HealthKit/health.json"])
    let quantities = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: skeleton) as? [String: Any])?["quantities"] as? [String: Any])
    let placeholder = try XCTUnwrap((quantities["restingHeartRate"] as? [[String: Any]])?.first)
    XCTAssertEqual(placeholder["unit"] as? String, "count/min")
    XCTAssertEqual(placeholder["start"] as? String, "2024-06-10T09:41:00Z")
  }

  func testStatisticsCollectionByHourAndByDay() throws {
    try install()
    let query = HKStatisticsCollectionQuery(
      quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: date("2024-06-10T00:00:00Z"),
      intervalComponents: DateComponents(hour: 1))
    let (collection, error): (HKStatisticsCollection?, (any Error)?) = try waitFor { done in
      query.initialResultsHandler = { done(($1, $2)) }
      store.execute(query)
    }
    XCTAssertNil(error)
    var hours: [(Date, Double?)] = []
    collection?.enumerateStatistics(from: date("2024-06-10T06:30:00Z"), to: date("2024-06-10T09:10:00Z")) { statistics, _ in
      hours.append((statistics.startDate, statistics.sumQuantity()?.doubleValue(for: .count())))
    }
    XCTAssertEqual(hours.map(\.0), ["06", "07", "08", "09"].map { date("2024-06-10T\($0):00:00Z") })
    XCTAssertEqual(hours.map(\.1), [nil, 1200, 800, 450])
    XCTAssertEqual(collection?.statistics(for: date("2024-06-10T08:59:59Z"))?.sumQuantity()?.doubleValue(for: .count()), 800)
    XCTAssertNil(collection?.statistics(for: date("2024-06-10T12:00:00Z")))

    let daily = try HKStatisticsCollectionQuery(
      quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: date("2024-06-03T00:00:00Z"),
      intervalComponents: DateComponents(day: 1)
    ).collection().get()
    XCTAssertEqual(daily.statistics().map(\.startDate), [date("2024-06-09T00:00:00Z"), date("2024-06-10T00:00:00Z")])
    XCTAssertEqual(daily.statistics().map { $0.sumQuantity()?.doubleValue(for: .count()) }, [3000, 2450])
  }

  func testSampleQuerySortsLimitsAndFiltersCategories() throws {
    try install()
    let sleep = HKObjectType.categoryType(forIdentifier: .sleepAnalysis)!
    let latest = try samples(
      sleep, nil, limit: 2, sort: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)])
    XCTAssertEqual(latest.compactMap { ($0 as? HKCategorySample)?.value }, [5, 2])
    let asleep = HKQuery.predicateForCategorySamples(equalTo: Set(HKCategoryValueSleepAnalysis.allAsleepValues.map(\.rawValue)))
    let asleepSamples = try samples(sleep, asleep)
    XCTAssertEqual(asleepSamples.map { $0.endDate.timeIntervalSince($0.startDate) / 60 }, [120, 310])
    XCTAssertEqual(try samples(sleep, nil).map(\.uuid), try samples(sleep, nil).map(\.uuid))
  }

  func testDatePredicateOptions() throws {
    try install()
    let start = date("2024-06-10T07:30:00Z")
    let end = date("2024-06-10T09:15:00Z")
    func values(_ options: HKQueryOptions) throws -> [Double] {
      try samples(steps, HKQuery.predicateForSamples(withStart: start, end: end, options: options)).compactMap {
        ($0 as? HKQuantitySample)?.quantity.doubleValue(for: .count())
      }
    }
    XCTAssertEqual(try values([]), [1200, 800, 450])
    XCTAssertEqual(try values(.strictStartDate), [800, 450])
    XCTAssertEqual(try values(.strictEndDate), [1200, 800])
    XCTAssertEqual(try values([.strictStartDate, .strictEndDate]), [800])
  }

  func testAsyncQueryDescriptors() async throws {
    try install()
    let latest = try await HKSampleQueryDescriptor(
      predicates: [.quantitySample(type: steps)], sortDescriptors: [SortDescriptor(\.startDate, order: .reverse)], limit: 1
    ).result(for: store)
    XCTAssertEqual(latest.first?.quantity.doubleValue(for: .count()), 450)
    let today = try await HKStatisticsQueryDescriptor(
      predicate: .quantitySample(type: steps, predicate: june10), options: .cumulativeSum
    )
    .result(for: store)
    XCTAssertEqual(today?.sumQuantity()?.doubleValue(for: .count()), 2450)
    let week = try await HKStatisticsCollectionQueryDescriptor(
      predicate: .quantitySample(type: steps), options: .cumulativeSum, anchorDate: date("2024-06-09T00:00:00Z"),
      intervalComponents: DateComponents(day: 7)
    ).result(for: store)
    XCTAssertEqual(week.statistics().map { $0.sumQuantity()?.doubleValue(for: .count()) }, [5450])
  }

  func testUnitsConvertWithinADimension() throws {
    try install()
    let (result, _) = try statistics(HKQuantityType(.distanceWalkingRunning), nil, .cumulativeSum)
    let distance = try XCTUnwrap(result?.sumQuantity())
    XCTAssertEqual(distance.doubleValue(for: .meter()), 2000, accuracy: 1e-9)
    XCTAssertEqual(distance.doubleValue(for: .meterUnit(with: .kilo)), 2, accuracy: 1e-12)
    XCTAssertEqual(distance.doubleValue(for: .mile()), 1.242742, accuracy: 1e-6)
    XCTAssertFalse(distance.is(compatibleWith: .count()))
    let temperature = try XCTUnwrap(try samples(HKQuantityType(.bodyTemperature), nil).first as? HKQuantitySample)
    XCTAssertEqual(temperature.quantity.doubleValue(for: .degreeCelsius()), 37, accuracy: 1e-9)
    XCTAssertEqual(
      HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 70).doubleValue(for: .pound()), 154.323584, accuracy: 1e-6)
    XCTAssertEqual(
      HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100).doubleValue(for: HKUnit(from: "g/L")), 1, accuracy: 1e-12)
    XCTAssertEqual(HKUnit(from: "count/min"), HKUnit.count().unitDivided(by: .minute()))
    XCTAssertTrue(steps.is(compatibleWith: .count()))
    XCTAssertFalse(heartRate.is(compatibleWith: .count()))
  }

  func testInvalidFixturesNameTheFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"quantities": {"stepCount": [{"start": "2024-06-10T08:00:00Z", "value": 1, "unit": "km"}]}}"#.utf8)
        .write(to: folder.appendingPathComponent("HealthKit/health.json"))
    }
    try install(folder)
    var error: (any Error)?
    let output = try standardError { (_, error) = try statistics(steps, nil, .cumulativeSum) }
    XCTAssertEqual((error as? HKError)?.code, .errorDatabaseInaccessible)
    XCTAssertTrue(output.contains("HealthKit/health.json: quantities.stepCount[0].unit: km does not measure stepCount"), output)
  }

  func testShortAndFullTypeNames() {
    XCTAssertEqual(
      HealthFixture.shortName("HKQuantityTypeIdentifierStepCount", prefix: HKQuantityTypeIdentifier.prefix), "stepCount")
    XCTAssertEqual(HealthFixture.shortName("HKQuantityTypeIdentifierVO2Max", prefix: HKQuantityTypeIdentifier.prefix), "vo2Max")
    XCTAssertEqual(
      HealthFixture.shortName("HKQuantityTypeIdentifierUVExposure", prefix: HKQuantityTypeIdentifier.prefix), "uvExposure")
    XCTAssertEqual(
      HealthFixture.shortName("HKQuantityTypeIdentifierHeartRateVariabilitySDNN", prefix: HKQuantityTypeIdentifier.prefix),
      "heartRateVariabilitySDNN")
    XCTAssertEqual(
      HKQuantityType(.vo2Max).identifier, HealthFixture.fullIdentifier("vo2Max", prefix: HKQuantityTypeIdentifier.prefix))
    XCTAssertEqual(
      HKQuantityType(.uvExposure).identifier, HealthFixture.fullIdentifier("uvExposure", prefix: HKQuantityTypeIdentifier.prefix))
  }
}
