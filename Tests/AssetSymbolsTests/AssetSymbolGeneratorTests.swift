import AssetSymbols
import Foundation
import XCTest

final class AssetSymbolGeneratorTests: XCTestCase {
  func testNamesBecomeXcodesIdentifiers() {
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "logo", droppingSuffix: "Image"), "logo")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "Weather Icon", droppingSuffix: "Image"), "weatherIcon")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "icon_sun-large", droppingSuffix: "Image"), "iconSunLarge")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "BrandColor", droppingSuffix: "Color"), "brand")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "brand-color", droppingSuffix: "Color"), "brand")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "Color", droppingSuffix: "Color"), "color")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "HeaderImage", droppingSuffix: "Image"), "header")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "URLIcon", droppingSuffix: "Image"), "urlIcon")
    XCTAssertEqual(AssetSymbolGenerator.symbol(for: "2x Badge", droppingSuffix: "Image"), "_2xBadge")
  }

  func testACatalogGivesResourcesAndAccessorsInPathOrder() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(getpid()).xcassets")
    try? FileManager.default.removeItem(at: catalog)
    defer { try? FileManager.default.removeItem(at: catalog) }
    for set in ["Brand Color.colorset", "red.colorset", "Icons/logo.imageset", "Icons/Quote\"s.imageset"] {
      try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
    }
    var generator = AssetSymbolGenerator()
    try generator.add(catalog: catalog)
    XCTAssertEqual(generator.colors.map(\.symbol), ["brand", "red"])
    XCTAssertEqual(generator.images.map(\.name), ["Quote\"s", "logo"])
    let source = generator.source
    XCTAssertTrue(source.contains(#"static let `brand` = ColorResource(name: "Brand Color", bundle: resourceBundle)"#))
    XCTAssertTrue(source.contains(#"static let `quoteS` = ImageResource(name: "Quote\"s", bundle: resourceBundle)"#))
    XCTAssertTrue(source.contains("static var `brand`: SwiftUI.Color { .init(.`brand`) }"))
    XCTAssertFalse(source.contains("static var `red`: SwiftUI.Color"), "a name Color already has gets no accessor")
    XCTAssertTrue(source.contains("static var `logo`: UIKit.UIImage { .init(resource: .`logo`) }"))
  }

  func testANameWithALineBreakIsWrittenAsALiteralThatCompiles() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-break-\(getpid()).xcassets")
    try? FileManager.default.removeItem(at: catalog)
    defer { try? FileManager.default.removeItem(at: catalog) }
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("Two\nLines.imageset"), withIntermediateDirectories: true)
    var generator = AssetSymbolGenerator()
    try generator.add(catalog: catalog)
    let source = generator.source
    XCTAssertTrue(source.contains(#"ImageResource(name: "Two\nLines", bundle: resourceBundle)"#), source)
    XCTAssertFalse(source.contains("Two\nLines"), "no raw line break inside a literal")
  }

  func testAMissingCatalogIsAnError() {
    var generator = AssetSymbolGenerator()
    XCTAssertThrowsError(try generator.add(catalog: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))) { error in
      XCTAssertEqual(error as? AssetSymbolError, .unreadable("/nonexistent/Assets.xcassets"))
    }
  }
}
