import CoreDataModels
import Foundation
import XCTest

/// What the `CoreDataModelClasses` plugin generates from a `.xcdatamodeld`, as Xcode types
/// the properties (the generated code compiling and fetching is tested by
/// `DataFrameworksTests`' `Journal` model).
final class DataModelTests: XCTestCase {
  private var folders: [URL] = []

  override func tearDown() {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  /// A `Name.xcdatamodeld` holding the given versions (file name → contents), with
  /// `.xccurrentversion` naming `current` when given.
  private func model(_ versions: [String: String], current: String? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("DataModelTests-\(UUID().uuidString)")
    folders.append(root)
    let model = root.appendingPathComponent("Store.xcdatamodeld")
    for (name, contents) in versions {
      let folder = model.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: folder.appendingPathComponent("contents"))
    }
    if let current {
      let plist = try PropertyListSerialization.data(
        fromPropertyList: ["_XCCurrentVersionName": current], format: .xml, options: 0)
      try plist.write(to: model.appendingPathComponent(".xccurrentversion"))
    }
    return model
  }

  private func contents(_ entities: String) -> String {
    #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><model type="com.apple.IDECoreDataModeler.DataModel">"#
      + entities + "</model>"
  }

  func testPropertiesAreTypedAsXcodeTypesThem() throws {
    let url = try model([
      "Store.xcdatamodel": contents(
        """
        <entity name="Item" representedClassName="Item" codeGenerationType="class">
          <attribute name="count" attributeType="Integer 64" usesScalarValueType="YES"/>
          <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
          <attribute name="price" optional="YES" attributeType="Decimal"/>
          <attribute name="names" optional="YES" attributeType="Transformable" customClassName="[String]"/>
          <attribute name="added" attributeType="Date" defaultDateTimeInterval="739000000"/>
          <relationship name="parts" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Part" inverseName="item" inverseEntity="Part"/>
        </entity>
        <entity name="Part" representedClassName="Part" syncable="YES">
          <relationship name="item" maxCount="1" deletionRule="Nullify" destinationEntity="Item" inverseName="parts" inverseEntity="Item"/>
        </entity>
        """)
    ])
    let source = try DataModel(contentsOf: url).source
    XCTAssertTrue(source.contains("public class Item: NSManagedObject {"), source)
    XCTAssertTrue(
      source.contains("public var count: Int64 {\n    get { (value(forKey: \"count\") as? NSNumber)?.int64Value ?? 0 }"), source)
    XCTAssertTrue(source.contains("public var rating: NSNumber? {"), source)
    XCTAssertTrue(source.contains("public var price: NSDecimalNumber? {"), source)
    XCTAssertTrue(source.contains("public var names: [String]? {"), source)
    XCTAssertTrue(source.contains("public var added: Date? {"), "object types are optional whatever the model says")
    XCTAssertTrue(source.contains("public var parts: NSOrderedSet? {"), source)
    XCTAssertTrue(source.contains("public func addToParts(_ value: Part) {"), source)
    XCTAssertTrue(source.contains("entity0Attribute4.defaultValue = Date(timeIntervalSinceReferenceDate: 739000000.0)"), source)
    XCTAssertTrue(source.contains("entity0Relationship0.deleteRule = .cascadeDeleteRule"), source)
    XCTAssertTrue(source.contains(#"entity1Relationship0._setDestination("Item", inverse: "parts")"#), source)
    XCTAssertFalse(source.contains("public class Part"), "Manual/None codegen: the app writes the class")
    XCTAssertTrue(
      source.contains(#"_DeclaredManagedObjectModel(name: "Store", make: __WidgetGalleryCoreDataModel_Store.make)"#), source)
  }

  func testTheCurrentVersionIsTheOneXcodeNames() throws {
    let url = try model(
      [
        "Store.xcdatamodel": contents(#"<entity name="Old" representedClassName="Old" codeGenerationType="class"/>"#),
        "Store 2.xcdatamodel": contents(#"<entity name="New" representedClassName="New" codeGenerationType="class"/>"#),
      ], current: "Store.xcdatamodel")
    XCTAssertEqual(try DataModel(contentsOf: url).entities.map(\.name), ["Old"])
  }

  func testAModelThatIsNotXMLNamesItsFile() throws {
    let url = try model(["Store.xcdatamodel": "not xml <"])
    XCTAssertThrowsError(try DataModel(contentsOf: url)) { error in
      XCTAssertTrue("\(error)".contains("Store.xcdatamodel/contents"), "\(error)")
    }
  }
}
