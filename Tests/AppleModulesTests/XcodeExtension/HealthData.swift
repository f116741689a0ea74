// App data as a widget extension reads it, each framework under its own import; the target
// depends on the umbrella alone, so `canImport` must see the modules through it.
#if canImport(HealthKit) && canImport(OSLog) && canImport(Security) && canImport(CoreLocation) && canImport(EventKit)
  import CoreLocation
  import EventKit
  import HealthKit
  import OSLog
  import Security
  import SwiftUI

  let dataFrameworksImported = true
  private let logger = Logger(subsystem: "com.example.weather", category: "Data")

  /// Today's steps, as a widget's provider asks for them.
  func todaysSteps(completion: @escaping (Double?) -> Void) {
    let store = HKHealthStore()
    let start = Calendar.current.startOfDay(for: Date())
    let predicate = HKQuery.predicateForSamples(withStart: start, end: Date(), options: .strictStartDate)
    let query = HKStatisticsQuery(
      quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: predicate, options: .cumulativeSum
    ) { _, statistics, error in
      if let error { logger.error("steps: \(error.localizedDescription, privacy: .public)") }
      completion(statistics?.sumQuantity()?.doubleValue(for: .count()))
    }
    store.execute(query)
  }

  /// The app's token from the shared keychain.
  func storedToken() -> String? {
    let query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.weather",
      kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne,
    ]
    var item: CFTypeRef?
    guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// Where the widget is and what is next in the calendar.
  func placeAndNextEvent() -> (CLLocation?, EKEvent?) {
    let store = EKEventStore()
    let predicate = store.predicateForEvents(withStart: Date(), end: Date().addingTimeInterval(86_400), calendars: nil)
    return (CLLocationManager().location, store.events(matching: predicate).first)
  }

  /// The app's shared container, seen from a file that imports SwiftUI.
  func sharedContainer() -> URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.weather")
  }
#else
  let dataFrameworksImported = false
#endif
