import XCTest

@testable import TextEngine

final class FontSelectionTests: XCTestCase {
  func testHanUsesNotoSansCJKAndLatinUsesInter() {
    let result = layout("Hello 世界，你好")
    let faces = result.allRuns.map(\.face.id)
    XCTAssertEqual(faces.first, "Inter-Regular")
    XCTAssertTrue(faces.contains("NotoSansCJKsc-Regular"), "\(faces)")
    let cjk = result.allRuns.first { $0.face.id == "NotoSansCJKsc-Regular" }
    XCTAssertEqual(cjk?.face.path.hasSuffix("NotoSansCJK-Regular.ttc"), true)
  }

  func testKanaAndHangulFallBackToCJK() {
    for text in ["ひらがな", "カタカナ", "한국어"] {
      XCTAssertEqual(Set(layout(text).allRuns.map(\.face.id)), ["NotoSansCJKsc-Regular"], text)
    }
  }

  func testWeightsMapToInterFaces() {
    let expected: [(Double, String)] = [
      (100, "Inter-Thin"), (200, "Inter-ExtraLight"), (300, "Inter-Light"), (400, "Inter-Regular"),
      (500, "Inter-Medium"), (600, "Inter-SemiBold"), (700, "Inter-Bold"), (800, "Inter-ExtraBold"),
      (900, "Inter-Black"),
    ]
    for (weight, id) in expected {
      XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, weight: weight))?.id, id)
    }
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, italic: true))?.id, "Inter-Italic")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, weight: 700, italic: true))?.id, "Inter-BoldItalic")
  }

  func testDisplayFaceFromTwentyPoints() {
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 19.9))?.id, "Inter-Regular")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 20))?.id, "InterDisplay-Regular")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(textStyle: .largeTitle, weight: 700))?.id, "InterDisplay-Bold")
  }

  func testDesignsMapToInstalledFamilies() {
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, design: .rounded))?.id, "Inter-Regular")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 30, weight: 600, design: .rounded))?.id, "Inter-SemiBold")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, design: .serif))?.id, "NotoSerif-Regular")
    XCTAssertEqual(sharedTestEngine.face(for: FontSpec(size: 17, design: .monospaced))?.id, "JetBrainsMono-Regular")
  }

  func testMissingItalicIsSheared() {
    let run = layout("漢字", font: FontSpec(size: 17, italic: true)).allRuns.first
    XCTAssertEqual(run?.face.id, "NotoSansCJKsc-Regular")
    XCTAssertEqual(run?.obliqueSkew ?? 0, FaceChoice.syntheticItalicSkew, accuracy: 1e-9)
    XCTAssertEqual(layout("abc", font: FontSpec(size: 17, italic: true)).allRuns.first?.obliqueSkew, 0)
  }

  func testCyrillicGreekAndVietnameseStayInInter() {
    let faces = Set(layout("Привет Γειά Tiếng Việt").allRuns.map(\.face.id))
    XCTAssertEqual(faces, ["Inter-Regular"])
  }
}

final class FontScanTests: XCTestCase {
  /// Scripts outside the family table come from a scan of every installed face, preferring
  /// the nearest weight and a plain sans family over looped, serif or bold faces.
  func testUncoveredScriptsFindTheBestInstalledFace() {
    XCTAssertEqual(layout("ภาษาไทย").allRuns.map(\.face.id), ["NotoSansThai-Regular"])
    XCTAssertEqual(layout("ภาษาไทย", font: FontSpec(size: 17, weight: 700)).allRuns.map(\.face.id), ["NotoSansThai-Bold"])
    XCTAssertEqual(layout("ᚠᚢᚦ").allRuns.map(\.face.id), ["NotoSansRunic-Regular"])
  }
}
