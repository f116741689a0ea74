import Foundation
import Locking
import Synchronization

/// The `UserDefaults` keys widgets read and found no value for, told by CFixtureDefaults: a
/// `UserDefaults/<suite>.json` that lists them is what the skeleton folder holds.
///
/// Only named suites count (`UserDefaults(suiteName:)`, as an App Group's), while fixtures
/// are installed. A key with a value registered with `register(defaults:)` is reported too:
/// Foundation asks the suite before it looks at the registered values.
package enum DefaultsKeys: FixtureSource {
  /// One key of one suite.
  package struct Request: Hashable, Comparable, Sendable {
    package var suite: String
    package var key: String

    package init(suite: String, key: String) {
      self.suite = suite
      self.key = key
    }

    package static func < (left: Request, right: Request) -> Bool {
      (left.suite, left.key) < (right.suite, right.key)
    }
  }

  package static let location = "UserDefaults"
  /// The fixtures' suites are read by `AppDataFixtures`; this source only records requests.
  package static let empty: [String] = []

  package static func read(from url: URL) throws -> [String] { [] }

  /// `UserDefaults/<suite>.json` per suite, each key read set to `""`, for the value the app
  /// would have written to be put in (what it is, a string, a number or a date, only the
  /// widget's code tells).
  package static func skeleton(for requests: [Request]) -> [String: Data] {
    let suites = Dictionary(grouping: requests, by: \.suite)
    return Dictionary(
      uniqueKeysWithValues: suites.map { suite, keys in
        ("\(location)/\(suite).json", skeletonJSON(Dictionary(keys.map { ($0.key, "") }) { first, _ in first }))
      })
  }

  package static func noted(_ request: Request) -> String? { "\(request.suite)\u{1F}\(request.key)" }

  package static func request(noted: String) -> Request? {
    let parts = noted.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
    return parts.count == 2 ? Request(suite: String(parts[0]), key: String(parts[1])) : nil
  }

  package static func describe(_ request: Request) -> String? {
    "UserDefaults(suiteName: \"\(request.suite)\") key \"\(request.key)\", which \(location)/\(request.suite).json lacks"
  }

  /// The keys said on standard error, once each.
  private static let said = Mutex<Set<Request>>([])

  /// Records a key read from `suite` without a value, while a widget runs.
  static func missing(suite: String, key: String) {
    // Foundation's own domains and the fixture layer's probe are not the widget's suites.
    guard InstalledFixtures.generation > 0, !suite.hasPrefix("kCFPreferences"), !suite.hasPrefix("org.widgetgallery.")
    else { return }
    let request = Request(suite: suite, key: key)
    MissingFixtures.record(request, in: self)
    if said.locked({ $0.insert(request).inserted }) {
      FixtureDiagnostics.report(
        "UserDefaults(suiteName: \"\(suite)\") has no value for \"\(key)\": no UserDefaults/\(suite).json lists it")
    }
  }
}

/// Called by CFixtureDefaults with each suite and key Foundation found no value for.
@_cdecl("widgetgallery_defaults_key_missing")
func defaultsKeyMissing(_ suite: UnsafePointer<CChar>, _ key: UnsafePointer<CChar>) {
  DefaultsKeys.missing(suite: String(cString: suite), key: String(cString: key))
}
