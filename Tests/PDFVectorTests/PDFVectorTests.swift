import CPDFShim
import Foundation
import LayoutEngine
import MirrorCore
import PDFVector
import SVGWriter
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

/// The PDFs `scripts/make-test-pdf.py` writes: a 40 × 24 pt logo (a clip path) and a badge
/// of the same size (a gradient).
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

private func pdf(_ name: String) throws -> Data {
  try Data(contentsOf: fixtures.appendingPathComponent("\(name).pdf"))
}

/// An asset folder holding `Logo` and `Badge` as PDF image sets, plus `files` (path → bytes).
private func catalogFolder(_ files: [String: Data] = [:]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-assets-\(UUID().uuidString)")
  for name in ["Logo", "Badge"] {
    let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try pdf(name).write(to: set.appendingPathComponent("\(name.lowercased()).pdf"))
  }
  for (path, data) in files {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }
  return folder
}

/// The SVG of `view` as a small widget's content, drawn with `catalog`.
@MainActor private func svg<V: View>(_ view: V, catalog: AssetCatalog) throws -> (text: String, root: XMLTreeElement) {
  var environment = EnvironmentValues()
  environment.widgetFamily = .systemSmall
  environment.assetCatalog = catalog
  let context = ResolveContext(environment: environment)
  let widget = WidgetLayout.layout(
    content: context.resolveSingle(view), background: nil, family: .systemSmall, environment: environment)
  let text = SVGWriter().document(for: widget)
  return (text, try XMLTreeParser.parse(text))
}

@MainActor final class PDFVectorReaderTests: XCTestCase {
  func testFirstPageIsAVectorDrawingOfThePageSize() async throws {
    let drawing = try PDFVectorReader.image(from: pdf("Logo"))
    XCTAssertEqual(drawing.size, CGSize(width: 40, height: 24))
    let markup = drawing.pieces.compactMap { if case .markup(let text) = $0 { text } else { nil } }.joined()
    XCTAssertTrue(markup.contains("<path"), "drawn as paths, not a bitmap")
    XCTAssertFalse(markup.contains("<image"), "no bitmap")
    XCTAssertTrue(markup.contains("clip-path=\"url(#"), "the clip path is referenced")
    XCTAssertFalse(markup.contains("xlink:"), "SVG 2's href, no xlink namespace needed")
    // The page's y axis is flipped into SVG's: the curved top edge of the shape (PDF y 20..24)
    // is near the top of the drawing.
    XCTAssertTrue(markup.contains("M 4 20 L 4 4 C 12 0 28 0 36 4"), markup)
    let ids = drawing.pieces.compactMap { if case .id(let number) = $0 { number } else { nil } }
    XCTAssertEqual(Set(ids), Set(1...(ids.max() ?? 0)), "ids numbered from 1 in order of appearance")
    XCTAssertEqual(ids.first, 1)
  }

  func testTheSameBytesGiveTheSameDrawingWhateverCairoNumberedBefore() async throws {
    // cairo numbers its surfaces with a counter global to the process: a second read of the
    // same PDF gets other names from cairo, and the same drawing from the reader.
    let first = try PDFVectorReader.image(from: pdf("Logo"))
    _ = try PDFVectorReader.image(from: pdf("Badge"))
    let again = try PDFVectorReader.image(from: pdf("Logo"))
    XCTAssertEqual(first, again)
    XCTAssertNotEqual(first, try PDFVectorReader.image(from: pdf("Badge")))
  }

  func testCorruptOrEmptyPDFSaysWhy() async throws {
    XCTAssertThrowsError(try PDFVectorReader.image(from: Data("%PDF-1.4\nnot really\n".utf8))) { error in
      XCTAssertFalse("\(error)".isEmpty)
    }
    XCTAssertThrowsError(try PDFVectorReader.image(from: Data())) { error in
      XCTAssertFalse("\(error)".isEmpty)
    }
  }

  /// poppler and cairo are opened at the first PDF; one that cannot be opened is named with
  /// the Debian package that holds it.
  func testAMissingLibraryIsNamedWithItsPackage() {
    var message = [CChar](repeating: 0, count: 512)
    XCTAssertNil(pdfshim_open_library("libpoppler-glib.so.999", "libpoppler-glib999", &message, message.count))
    let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    XCTAssertTrue(text.hasPrefix("PDF images need libpoppler-glib.so.999 (Debian package libpoppler-glib999)"), text)
    XCTAssertTrue(text.contains("cannot open shared object file"), "dlopen's reason: \(text)")
    XCTAssertNotNil(pdfshim_open_library("libpoppler-glib.so.8", "libpoppler-glib8", &message, message.count))
  }
}

@MainActor final class PDFImageSetTests: XCTestCase {
  func testImageSetPDFIsReadAsAVectorImageOfThePageSize() async throws {
    let folder = try catalogFolder(["Assets.xcassets/Logo.imageset/logo@3x.png": Data()])
    defer { try? FileManager.default.removeItem(at: folder) }
    // The PNG beside the PDF is empty: it is never decoded, as the vector wins in its set.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Assets.xcassets/Logo.imageset/logo@3x.png"))
    let catalog = try AssetCatalog(directory: folder, readPDF: PDFVectorReader.image(from:))
    let logo = try XCTUnwrap(catalog.image(named: "Logo"))
    XCTAssertEqual(logo.size, CGSize(width: 40, height: 24))
    guard case .vector = logo.content else { return XCTFail("not a vector image: \(logo.content)") }
    XCTAssertEqual(catalog.imageNames, ["Badge", "Logo"])
  }

  func testVectorWinsOverABitmapInTheSameSet() async throws {
    let png = Data(
      base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAgAAW5FXnEAAAAASUVORK5CYII=")!
    let folder = try catalogFolder(["Assets.xcassets/Logo.imageset/logo@3x.png": png])
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try AssetCatalog(directory: folder, readPDF: PDFVectorReader.image(from:))
    guard case .vector = catalog.image(named: "Logo")?.content else { return XCTFail("the bitmap replaced the PDF") }
  }

  func testCorruptPDFNamesTheFile() async throws {
    let folder = try catalogFolder(["Assets.xcassets/Broken.imageset/broken.pdf": Data("%PDF-1.7\ngarbage".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    XCTAssertThrowsError(try AssetCatalog(directory: folder, readPDF: PDFVectorReader.image(from:))) { error in
      let text = "\(error)"
      XCTAssertTrue(text.contains("Broken.imageset/broken.pdf"), text)
      XCTAssertTrue(text.contains("not a PDF image that can be drawn"), text)
    }
  }

  func testWithoutAReaderAPDFSetIsAnErrorNamingTheFile() async throws {
    let folder = try catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    XCTAssertThrowsError(try AssetCatalog(directory: folder)) { error in
      XCTAssertTrue("\(error)".contains("Badge.imageset/badge.pdf"), "\(error)")
    }
  }
}

@MainActor final class PDFImageSVGTests: XCTestCase {
  private func catalog() throws -> AssetCatalog {
    let folder = try catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try AssetCatalog(directory: folder, readPDF: PDFVectorReader.image(from:))
  }

  private func uses(_ root: XMLTreeElement) -> [XMLTreeElement] {
    root.elements(named: "use").filter { $0[attribute: "href"]?.hasPrefix("#v-") == true }
  }

  func testAVectorImageIsPlacedLikeAnyImage() async throws {
    let catalog = try catalog()
    let views: [(AnyView, [String])] = [
      // Natural size: the page's 40 × 24 points, centred in the 158 × 158 widget's content
      // (inside its 16 pt margins).
      (AnyView(Image("Logo")), ["59", "67", "40", "24"]),
      // Resizable and fitted into a square frame: 80 × 48, centred vertically in the frame.
      (AnyView(Image("Logo").resizable().aspectRatio(contentMode: .fit).frame(width: 80, height: 80)), ["39", "55", "80", "48"]),
      // Resizable without an aspect ratio: stretched to the frame.
      (AnyView(Image("Logo").resizable().frame(width: 100, height: 20)), ["29", "69", "100", "20"]),
    ]
    for (view, expected) in views {
      let (_, root) = try svg(view, catalog: catalog)
      let use = try XCTUnwrap(uses(root).first)
      XCTAssertEqual(["x", "y", "width", "height"].map { use[attribute: $0] ?? "" }, expected)
      let symbol = try XCTUnwrap(root.elements(named: "symbol").first)
      XCTAssertEqual(symbol[attribute: "viewBox"], "0 0 40 24")
      XCTAssertEqual(symbol[attribute: "preserveAspectRatio"], "none", "layout has applied the aspect ratio")
      XCTAssertFalse(symbol.elements(named: "path").isEmpty)
    }
  }

  func testIdsAreUniqueAndResolveWhenPDFsRepeat() async throws {
    let view = VStack {
      Image("Logo")
      Image("Badge")
      Image("Logo").resizable().frame(width: 20, height: 12)
    }
    let (_, root) = try svg(view, catalog: try catalog())
    XCTAssertEqual(uses(root).count, 3)
    XCTAssertEqual(root.elements(named: "symbol").count, 2, "the logo drawn twice is defined once")
    let ids = root.allElements.compactMap { $0[attribute: "id"] }
    XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids: \(ids.sorted())")
    XCTAssertTrue(root.elements(named: "clipPath").count >= 1)
    XCTAssertTrue(root.elements(named: "linearGradient").count >= 1)
    // Every reference names an element of this document.
    var references: [String] = []
    for element in root.allElements {
      for attribute in element.attributes {
        if attribute.name.hasSuffix("href"), attribute.value.hasPrefix("#") {
          references.append(String(attribute.value.dropFirst()))
        }
        var rest = Substring(attribute.value)
        while let start = rest.range(of: "url(#"), let end = rest[start.upperBound...].firstIndex(of: ")") {
          references.append(String(rest[start.upperBound..<end]))
          rest = rest[end...]
        }
      }
    }
    XCTAssertFalse(references.isEmpty)
    XCTAssertEqual(Set(references).subtracting(ids), [], "dangling references")
    // The two drawings' own ids are kept apart by their symbol's id.
    let symbolIDs = root.elements(named: "symbol").compactMap { $0[attribute: "id"] }
    for symbol in root.elements(named: "symbol") {
      let own = symbol.allElements.dropFirst().compactMap { $0[attribute: "id"] }
      XCTAssertTrue(own.allSatisfy { $0.hasPrefix(symbol[attribute: "id"]! + "-") }, "\(own) in \(symbolIDs)")
    }
  }

  func testOutputIsByteIdentical() async throws {
    let view = HStack {
      Image("Badge")
      Image("Logo").resizable().scaledToFit()
    }
    let first = try svg(view, catalog: try catalog()).text
    _ = try PDFVectorReader.image(from: pdf("Badge"))
    XCTAssertEqual(first, try svg(view, catalog: try catalog()).text)
  }
}
