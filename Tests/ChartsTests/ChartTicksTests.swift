import Foundation
import LayoutEngine
import XCTest

final class ChartTicksTests: XCTestCase {
  func testPlaceholder() {}
}
