import Foundation

/// Identifies a quantity type (`.stepCount`, `.heartRate`…); the raw value is HealthKit's
/// (`HKQuantityTypeIdentifierStepCount`).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  static let prefix = "HKQuantityTypeIdentifier"
  private static func named(_ name: String) -> Self { Self(rawValue: prefix + name) }

  public static let stepCount = named("StepCount")
  public static let distanceWalkingRunning = named("DistanceWalkingRunning")
  public static let distanceCycling = named("DistanceCycling")
  public static let distanceSwimming = named("DistanceSwimming")
  public static let distanceWheelchair = named("DistanceWheelchair")
  public static let distanceDownhillSnowSports = named("DistanceDownhillSnowSports")
  public static let pushCount = named("PushCount")
  public static let swimmingStrokeCount = named("SwimmingStrokeCount")
  public static let flightsClimbed = named("FlightsClimbed")
  public static let activeEnergyBurned = named("ActiveEnergyBurned")
  public static let basalEnergyBurned = named("BasalEnergyBurned")
  public static let appleExerciseTime = named("AppleExerciseTime")
  public static let appleStandTime = named("AppleStandTime")
  public static let appleMoveTime = named("AppleMoveTime")
  public static let timeInDaylight = named("TimeInDaylight")
  public static let heartRate = named("HeartRate")
  public static let restingHeartRate = named("RestingHeartRate")
  public static let walkingHeartRateAverage = named("WalkingHeartRateAverage")
  public static let heartRateVariabilitySDNN = named("HeartRateVariabilitySDNN")
  public static let heartRateRecoveryOneMinute = named("HeartRateRecoveryOneMinute")
  public static let oxygenSaturation = named("OxygenSaturation")
  public static let bodyTemperature = named("BodyTemperature")
  public static let respiratoryRate = named("RespiratoryRate")
  public static let bloodPressureSystolic = named("BloodPressureSystolic")
  public static let bloodPressureDiastolic = named("BloodPressureDiastolic")
  public static let bloodGlucose = named("BloodGlucose")
  public static let bodyMass = named("BodyMass")
  public static let bodyMassIndex = named("BodyMassIndex")
  public static let bodyFatPercentage = named("BodyFatPercentage")
  public static let leanBodyMass = named("LeanBodyMass")
  public static let height = named("Height")
  public static let waistCircumference = named("WaistCircumference")
  public static let vo2Max = named("VO2Max")
  public static let walkingSpeed = named("WalkingSpeed")
  public static let walkingStepLength = named("WalkingStepLength")
  public static let runningSpeed = named("RunningSpeed")
  public static let runningPower = named("RunningPower")
  public static let cyclingSpeed = named("CyclingSpeed")
  public static let cyclingPower = named("CyclingPower")
  public static let environmentalAudioExposure = named("EnvironmentalAudioExposure")
  public static let headphoneAudioExposure = named("HeadphoneAudioExposure")
  public static let uvExposure = named("UVExposure")
  public static let appleSleepingWristTemperature = named("AppleSleepingWristTemperature")
  public static let physicalEffort = named("PhysicalEffort")
  public static let dietaryEnergyConsumed = named("DietaryEnergyConsumed")
  public static let dietaryWater = named("DietaryWater")
  public static let dietaryCaffeine = named("DietaryCaffeine")
  public static let dietaryProtein = named("DietaryProtein")
  public static let dietaryCarbohydrates = named("DietaryCarbohydrates")
  public static let dietaryFatTotal = named("DietaryFatTotal")
  public static let dietarySugar = named("DietarySugar")
  public static let dietaryFiber = named("DietaryFiber")
  public static let dietarySodium = named("DietarySodium")

  /// Types whose samples add up (steps, distances, energy, time, dietary intake).
  static let cumulative: Set<Self> = [
    .stepCount, .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceWheelchair,
    .distanceDownhillSnowSports, .pushCount, .swimmingStrokeCount, .flightsClimbed, .activeEnergyBurned,
    .basalEnergyBurned, .appleExerciseTime, .appleStandTime, .appleMoveTime, .timeInDaylight, .uvExposure,
  ]
}

/// Identifies a category type (`.sleepAnalysis`, `.mindfulSession`…).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  static let prefix = "HKCategoryTypeIdentifier"
  private static func named(_ name: String) -> Self { Self(rawValue: prefix + name) }

  public static let sleepAnalysis = named("SleepAnalysis")
  public static let mindfulSession = named("MindfulSession")
  public static let appleStandHour = named("AppleStandHour")
  public static let highHeartRateEvent = named("HighHeartRateEvent")
  public static let lowHeartRateEvent = named("LowHeartRateEvent")
  public static let irregularHeartRhythmEvent = named("IrregularHeartRhythmEvent")
  public static let menstrualFlow = named("MenstrualFlow")
  public static let handwashingEvent = named("HandwashingEvent")
  public static let toothbrushingEvent = named("ToothbrushingEvent")
}

/// How a quantity type's samples combine.
public enum HKQuantityAggregationStyle: Int, Sendable {
  case cumulative = 0
  case discreteArithmetic = 1
  case discreteTemporallyWeighted = 2
  case discreteEquivalentContinuousLevel = 3

  public static var discrete: HKQuantityAggregationStyle { .discreteArithmetic }
}

/// A kind of health data; types with the same identifier are equal.
public class HKObjectType: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  public let identifier: String

  init(identifier: String) {
    self.identifier = identifier
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKObjectType else { return false }
    return type(of: other) == type(of: self) && other.identifier == identifier
  }

  public override var hash: Int { identifier.hashValue }
  public override var description: String { identifier }

  public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
    HKQuantityType(identifier)
  }

  public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
    HKCategoryType(identifier)
  }

  public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
}

/// A kind of sample: quantities, categories, workouts.
public class HKSampleType: HKObjectType, @unchecked Sendable {
  // Sendable: it adds nothing to `HKObjectType`.
}

/// Samples with an amount and unit (steps, heart rate…).
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
  // Sendable: it adds no stored property to `HKObjectType`.
  public convenience init(_ identifier: HKQuantityTypeIdentifier) {
    self.init(identifier: identifier.rawValue)
  }

  public var aggregationStyle: HKQuantityAggregationStyle {
    let identifier = HKQuantityTypeIdentifier(rawValue: identifier)
    return HKQuantityTypeIdentifier.cumulative.contains(identifier)
      || identifier.rawValue.hasPrefix("HKQuantityTypeIdentifierDietary")
      ? .cumulative : .discreteArithmetic
  }

  /// Whether `unit` measures this type (a length for distances, count/time for heart rate…).
  public func `is`(compatibleWith unit: HKUnit) -> Bool {
    guard let canonical = canonicalUnit else { return true }
    return canonical.dimensions == unit.dimensions
  }

  /// A unit HealthKit measures the type in, for the types whose dimension is known.
  var canonicalUnit: HKUnit? {
    let name = String(identifier.dropFirst(HKQuantityTypeIdentifier.prefix.count))
    if name.hasPrefix("Dietary") {
      return HKUnit(from: name == "DietaryEnergyConsumed" ? "kcal" : name == "DietaryWater" ? "mL" : "g")
    }
    return Self.canonicalUnits[name].map { HKUnit(from: $0) }
  }

  private static let canonicalUnits: [String: String] = [
    "StepCount": "count", "PushCount": "count", "FlightsClimbed": "count", "SwimmingStrokeCount": "count",
    "BodyMassIndex": "count", "UVExposure": "count",
    "DistanceWalkingRunning": "m", "DistanceCycling": "m", "DistanceSwimming": "m", "DistanceWheelchair": "m",
    "DistanceDownhillSnowSports": "m", "Height": "m", "WaistCircumference": "m", "WalkingStepLength": "m",
    "ActiveEnergyBurned": "kcal", "BasalEnergyBurned": "kcal",
    "AppleExerciseTime": "min", "AppleStandTime": "min", "AppleMoveTime": "min", "TimeInDaylight": "min",
    "HeartRateVariabilitySDNN": "ms",
    "HeartRate": "count/min", "RestingHeartRate": "count/min", "WalkingHeartRateAverage": "count/min",
    "HeartRateRecoveryOneMinute": "count/min", "RespiratoryRate": "count/min",
    "OxygenSaturation": "%", "BodyFatPercentage": "%",
    "BodyTemperature": "degC", "AppleSleepingWristTemperature": "degC",
    "BloodPressureSystolic": "mmHg", "BloodPressureDiastolic": "mmHg",
    "BloodGlucose": "mg/dL", "BodyMass": "kg", "LeanBodyMass": "kg", "VO2Max": "mL/kg*min",
    "WalkingSpeed": "m/s", "RunningSpeed": "m/s", "CyclingSpeed": "m/s", "RunningPower": "W", "CyclingPower": "W",
    "EnvironmentalAudioExposure": "dBASPL", "HeadphoneAudioExposure": "dBASPL", "PhysicalEffort": "kcal/hr*kg",
  ]
}

/// Samples with a value from a fixed set (sleep stages, stand hours…).
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
  // Sendable: it adds no stored property to `HKObjectType`.
  public convenience init(_ identifier: HKCategoryTypeIdentifier) {
    self.init(identifier: identifier.rawValue)
  }
}

/// Workouts; the fixtures have none.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {
  // Sendable: it adds nothing to `HKSampleType`.
}
