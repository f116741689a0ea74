import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// Parses with libxml2, failing the test with libxml2's message when the text is not XML.
func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLTreeElement {
  do {
    return try XMLTreeParser.parse(svg)
  } catch {
    XCTFail("not well-formed: \(error)\n\(svg.prefix(2000))", file: file, line: line)
    throw error
  }
}

func render(_ widget: RenderedWidget, options: SVGOptions = SVGOptions()) -> String {
  SVGWriter(options: options).document(for: widget)
}

extension String {
  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }
}
