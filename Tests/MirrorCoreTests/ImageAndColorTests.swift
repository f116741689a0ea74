import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

extension Color {
  /// The article 002 extension, as users write it.
  init(hex: String) {
    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    var int: UInt64 = 0
    Scanner(string: hex).scanHexInt64(&int)
    let a: UInt64
    let r: UInt64
    let g: UInt64
    let b: UInt64
    switch hex.count {
    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
    case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
    default: (a, r, g, b) = (1, 1, 1, 0)
    }
    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
  }
}

@MainActor final class ImageAndColorTests: XCTestCase {
  private func paint(_ style: some ShapeStyle, _ scheme: ColorScheme) -> Paint {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return style.resolvePaint(in: environment)
  }

  func testSystemColorsFollowTheColorScheme() async {
    XCTAssertEqual(paint(Color.red, .light), .color(RGBA(bytes: 255, 59, 48)))
    XCTAssertEqual(paint(Color.red, .dark), .color(RGBA(bytes: 255, 69, 58)))
    XCTAssertEqual(paint(Color.primary, .dark), .color(RGBA(1, 1, 1)))
    XCTAssertEqual(paint(Color(uiColor: .systemBlue), .dark), .color(RGBA(bytes: 10, 132, 255)))
  }

  func testFillHierarchyAndHexColors() async {
    XCTAssertEqual(paint(FillShapeStyle().tertiary, .light), .color(RGBA(bytes: 118, 118, 128, 0.12)))
    XCTAssertEqual(paint(FillShapeStyle().tertiary, .dark), .color(RGBA(bytes: 118, 118, 128, 0.24)))
    XCTAssertEqual(paint(HierarchicalShapeStyle.secondary, .light), .color(RGBA(bytes: 60, 60, 67, 0.6)))
    XCTAssertEqual(paint(Color(hex: "#D5463F"), .light), .color(RGBA(bytes: 213, 70, 63)))
    XCTAssertEqual(
      paint(Color(red: 213 / 255, green: 70 / 255, blue: 63 / 255, opacity: 1), .light), .color(RGBA(bytes: 213, 70, 63)))
  }

  func testSecondaryDerivesFromACustomForeground() async {
    let node = resolve(VStack { Text("x").foregroundStyle(.secondary) }.foregroundColor(.blue))
    guard let textNode = node.allNodes.first(where: { if case .text = $0.kind { true } else { false } }),
      case .text(let text) = textNode.kind
    else { return XCTFail("no text") }
    XCTAssertEqual(text.runs[0].foreground?.resolve(in: textNode.environment), .color(RGBA(bytes: 0, 122, 255, 0.6)))
  }

  func testUIImageReadsPixelSizeAndRejectsGarbage() async throws {
    let image = try XCTUnwrap(UIImage(data: tinyPNG))
    XCTAssertEqual(image.size, CGSize(width: 3, height: 2))
    XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    XCTAssertEqual(UIImage(data: tinyPNG, scale: 2)?.size, CGSize(width: 1.5, height: 1))
  }

  func testImageRendererRecordsTheDrawing() async throws {
    let image = try XCTUnwrap(UIImage(data: tinyPNG))
    let format = image.imageRendererFormat
    format.opaque = true
    let canvas = CGSize(width: 500, height: 334)
    let resized = UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
      image.draw(in: CGRect(origin: .zero, size: canvas))
    }
    XCTAssertEqual(resized.size, canvas)
    guard case .drawing(let drawn) = resized.data.content else { return XCTFail("not a drawing") }
    XCTAssertEqual(drawn.map(\.rect), [CGRect(origin: .zero, size: canvas)])
    XCTAssertTrue(drawn[0].image === image.data)
  }

  func testImagesResolveToBitmapsSymbolsOrMissing() async throws {
    let uiImage = try XCTUnwrap(UIImage(data: tinyPNG))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Cover.imageset"), withIntermediateDirectories: true)
    try tinyPNG.write(to: folder.appendingPathComponent("Cover.imageset/cover@2x.png"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try AssetCatalog(directory: folder)

    func content(_ image: Image) -> ResolvedImage.Content? {
      if case .image(let resolved) = resolve(image, { $0.assetCatalog = catalog }).kind { return resolved.content }
      return nil
    }
    guard case .bitmap(let named)? = content(Image("Cover")) else { return XCTFail("named image not found") }
    XCTAssertEqual(named.size, CGSize(width: 1.5, height: 1))
    guard case .bitmap(let direct)? = content(Image(uiImage: uiImage)) else { return XCTFail("uiImage not a bitmap") }
    XCTAssertTrue(direct === uiImage.data)
    guard case .symbol("star.fill")? = content(Image(systemName: "star.fill")) else { return XCTFail("not a symbol") }
    guard case .missing("Nope")? = content(Image("Nope")) else { return XCTFail("missing image not reported") }
  }

  // An image set's "Render As: Template Image" is `template-rendering-intent` in its Contents.json.
  func testImageSetRenderAsChoiceReachesTheImage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, properties) in [("Glyph", #"{"template-rendering-intent":"template"}"#), ("Photo", #"{}"#)] {
      let set = folder.appendingPathComponent("\(name).imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try tinyPNG.write(to: set.appendingPathComponent("\(name).png"))
      try Data(#"{"images":[{"filename":"\#(name).png","idiom":"universal"}],"properties":\#(properties)}"#.utf8)
        .write(to: set.appendingPathComponent("Contents.json"))
    }
    let catalog = try AssetCatalog(directory: folder)
    XCTAssertEqual(catalog.image(named: "Glyph")?.renderingMode, .template)
    XCTAssertEqual(catalog.image(named: "Photo")?.renderingMode, Image.TemplateRenderingMode?.none)

    func mode(_ image: Image) -> Image.TemplateRenderingMode? {
      if case .image(let resolved) = resolve(image, { $0.assetCatalog = catalog }).kind { return resolved.renderingMode }
      return nil
    }
    XCTAssertEqual(mode(Image("Glyph")), .template)
    XCTAssertEqual(mode(Image("Glyph").renderingMode(.original)), .original)
    XCTAssertNil(mode(Image("Photo")))

    try Data("not json".utf8).write(to: folder.appendingPathComponent("Photo.imageset/Contents.json"))
    XCTAssertThrowsError(try AssetCatalog(directory: folder)) { error in
      XCTAssertTrue("\(error)".contains("Photo.imageset/Contents.json"), "\(error)")
    }
  }

  func testDisplayP3ComponentsStayUntilTheSRGBComponentsChange() async {
    var color = RGBA.fromDisplayP3(red: 1, green: 0.5, blue: 0, alpha: 1)
    XCTAssertEqual(color.displayP3, RGBA.DisplayP3(red: 1, green: 0.5, blue: 0))
    color.alpha = 0.5
    XCTAssertNotNil(color.displayP3, "opacity is not part of the P3 value")
    guard case .color(let faded) = Paint.color(color).multiplyingOpacity(by: 0.5) else { return XCTFail() }
    XCTAssertNotNil(faded.displayP3)
    color.green = 0.2
    XCTAssertNil(color.displayP3, "a changed component is no longer the P3 colour")
    XCTAssertNil(RGBA(1, 0, 0).displayP3)
    XCTAssertNil(
      Color(.displayP3, red: 1, green: 0.5, blue: 0).mix(with: .white, by: 0.5).rgba(in: EnvironmentValues()).displayP3)
  }

  func testCorruptAssetNamesTheFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: folder.appendingPathComponent("broken.png"))
    defer { try? FileManager.default.removeItem(at: folder) }
    XCTAssertThrowsError(try AssetCatalog(directory: folder)) { error in
      XCTAssertTrue("\(error)".contains("broken.png"), "\(error)")
    }
  }
}
