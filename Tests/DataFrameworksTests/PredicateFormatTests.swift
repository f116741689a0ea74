import CoreData
import Foundation
import XCTest

/// `NSPredicate(format:)` as Foundation's predicate format string language defines it,
/// evaluated against dictionaries (Core Data's objects and CloudKit's records are read by key
/// the same way).
final class PredicateFormatTests: XCTestCase {
  private let people: [[String: Any]] = [
    ["name": "Ada", "age": 36, "city": "London", "tags": ["math", "poetry"], "joined": Date(timeIntervalSince1970: 0)],
    ["name": "Émile", "age": 21, "city": "Paris", "tags": ["chemistry"]],
    ["name": "Grace", "age": 85, "city": "New York", "tags": [String]()],
  ]

  private func names(_ format: String, _ arguments: any CVarArg...) -> [String] {
    let predicate = NSPredicate(format: format, argumentArray: arguments)
    return people.filter { predicate.evaluate(with: $0) }.compactMap { $0["name"] as? String }
  }

  func testComparisonsAndLogic() {
    XCTAssertEqual(names("age > 30"), ["Ada", "Grace"])
    XCTAssertEqual(names("age >= 21 && age <= 36"), ["Ada", "Émile"])
    XCTAssertEqual(names("age BETWEEN {30, 90} AND NOT city = 'London'"), ["Grace"])
    XCTAssertEqual(names("city == %@ OR name == %@", "Paris", "Grace"), ["Émile", "Grace"])
    XCTAssertEqual(names("%K == %d", "age", 85), ["Grace"])
    XCTAssertEqual(names("age != 36"), ["Émile", "Grace"])
    XCTAssertEqual(names("TRUEPREDICATE").count, 3)
    XCTAssertEqual(names("FALSEPREDICATE"), [])
    XCTAssertEqual(names("joined != nil"), ["Ada"])
    XCTAssertEqual(names("joined == NULL").count, 2)
    XCTAssertEqual(names("(age < 30 OR age > 80) AND city BEGINSWITH 'N'"), ["Grace"])
  }

  func testStringOperatorsAndOptions() {
    XCTAssertEqual(names("name CONTAINS 'a'"), ["Ada", "Grace"])
    XCTAssertEqual(names("name BEGINSWITH[c] 'a'"), ["Ada"])
    XCTAssertEqual(names("name ==[cd] 'emile'"), ["Émile"])
    XCTAssertEqual(names("city ENDSWITH 'York'"), ["Grace"])
    XCTAssertEqual(names("name LIKE 'Gr*e'"), ["Grace"])
    XCTAssertEqual(names("name LIKE '?da'"), ["Ada"])
    XCTAssertEqual(names("name MATCHES '[A-E].*'"), ["Ada"])
    XCTAssertEqual(names("city IN %@", ["Paris", "Rome"]), ["Émile"])
    XCTAssertEqual(names("city IN {'London', 'Rome'}"), ["Ada"])
  }

  func testCollections() {
    XCTAssertEqual(names("ANY tags == 'poetry'"), ["Ada"])
    XCTAssertEqual(names("tags CONTAINS 'chemistry'"), ["Émile"])
    XCTAssertEqual(names("tags.@count == 0"), ["Grace"])
    XCTAssertEqual(names("ALL tags BEGINSWITH 'm' OR tags.@count > 1"), ["Ada", "Grace"], "ALL holds for no elements")
    XCTAssertEqual(names("NONE tags == 'math'"), ["Émile", "Grace"])
  }

  func testFoundationValuesPassAsCVarArgs() {
    let id = UUID(uuidString: "6F1C2D3E-0000-4000-8000-000000000001")!
    let predicate = NSPredicate(format: "id == %@", id as CVarArg)
    XCTAssertTrue(predicate.evaluate(with: ["id": id]))
    XCTAssertFalse(predicate.evaluate(with: ["id": UUID()]))
    let later = NSPredicate(format: "date >= %@", Date(timeIntervalSince1970: 10) as NSDate)
    XCTAssertTrue(later.evaluate(with: ["date": Date(timeIntervalSince1970: 20)]))
    XCTAssertFalse(later.evaluate(with: ["date": Date(timeIntervalSince1970: 5)]))
  }

  func testSortDescriptorsByKey() {
    let byAge = NSSortDescriptor(key: "age", ascending: false)
    XCTAssertEqual(byAge.sortKey, "age")
    let sorted = people.sorted { byAge.compareByKey($0, $1) == .orderedAscending }
    XCTAssertEqual(sorted.compactMap { $0["name"] as? String }, ["Grace", "Ada", "Émile"])
  }
}
