//
//  Activity.swift
//  HabitWidgets
//
//  Today's steps from HealthKit, and the API token from the shared keychain.
//

import Foundation
import HealthKit
import Security

enum Activity {
    static let store = HKHealthStore()

    static func stepsToday(completion: @escaping (Double) -> Void) {
        guard HKHealthStore.isHealthDataAvailable() else { return completion(0) }
        let start = Calendar.current.startOfDay(for: Date())
        let predicate = HKQuery.predicateForSamples(withStart: start, end: Date(), options: .strictStartDate)
        let query = HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: predicate, options: .cumulativeSum) { _, statistics, error in
            if let error {
                SharedData.logger.warning("steps unavailable: \(error.localizedDescription, privacy: .public)")
            }
            completion(statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0)
        }
        store.execute(query)
    }

    static func apiToken() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.example.habits",
            kSecAttrAccount as String: "api",
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess, let data = result as? Data else {
            SharedData.logger.error("no token (\(status))")
            return nil
        }
        return String(data: data, encoding: .utf8)
    }
}
