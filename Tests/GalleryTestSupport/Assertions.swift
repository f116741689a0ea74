import LayoutEngine
import XCTest

/// Asserts that `node`'s frame is (x, y, width, height), within half a point.
package func assertFrame(
  _ node: RenderNode, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  file: StaticString = #filePath, line: UInt = #line
) {
  let frame = node.frame
  let ok =
    abs(frame.minX - x) <= 0.5 && abs(frame.minY - y) <= 0.5 && abs(frame.width - width) <= 0.5
    && abs(frame.height - height) <= 0.5
  XCTAssertTrue(ok, "\(node.viewType) frame \(frame) != (\(x), \(y), \(width), \(height))", file: file, line: line)
}

/// Asserts that `value` is `expected`, within half a point.
package func assertClose(_ value: CGFloat, _ expected: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(value, expected, accuracy: 0.5, file: file, line: line)
}
