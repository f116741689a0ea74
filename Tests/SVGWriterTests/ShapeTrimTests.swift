import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// `Shape.trim(from:to:)` draws the part of the outline between two fractions of its length,
/// cut exactly out of the path (no dashes), so the SVG holds only that part.
@MainActor final class ShapeTrimTests: XCTestCase {
  private func drawn<V: View>(_ view: V, viewType: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [SVGPathCommand]
  {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemSmall
    let node = ResolveContext(environment: environment).resolveSingle(view)
    let widget = WidgetLayout.layout(content: node, background: nil, family: .systemSmall, environment: environment)
    let root = try parse(render(widget))
    let element = try XCTUnwrap(
      root.allElements.first { $0[attribute: "data-view"] == viewType }, "no \(viewType)", file: file, line: line)
    let path = try XCTUnwrap(([element] + element.allElements).first { $0.name == "path" }, "no path", file: file, line: line)
    XCTAssertNil(path[attribute: "stroke-dasharray"], "trimmed by cutting the path, not by dashes", file: file, line: line)
    return SVGPathCommand.parse(try XCTUnwrap(path[attribute: "d"]))
  }

  /// A 270° arc of a 100 pt circle: starts at 3 o'clock, runs clockwise and ends at 12 o'clock,
  /// every point on the circle, never in the top-right quarter, and is not closed.
  func testTrimmedCircleIsAnOpenArcOfThreeQuarters() async throws {
    let commands = try drawn(
      Circle().trim(from: 0, to: 0.75).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100), viewType: "Circle")
    let start = try XCTUnwrap(commands.first?.end)
    let centre = CGPoint(x: start.x - 50, y: start.y)
    let end = try XCTUnwrap(commands.last?.end)
    XCTAssertEqual(end.x, centre.x, accuracy: 0.02)
    XCTAssertEqual(end.y, centre.y - 50, accuracy: 0.02)
    XCTAssertFalse(commands.contains { $0.letter == "Z" })
    XCTAssertEqual(commands.filter { $0.letter == "M" }.count, 1)
    for command in commands {
      XCTAssertEqual(hypot(command.end.x - centre.x, command.end.y - centre.y), 50, accuracy: 0.03)
      XCTAssertFalse(command.end.x > centre.x + 0.03 && command.end.y < centre.y - 0.03, "\(command) in the top-right quarter")
    }
    XCTAssertEqual(SVGPathCommand.length(commands), 0.75 * .pi * 100, accuracy: 0.3)
  }

  /// A custom path is cut by arc length: a quarter to three quarters of an L of two 100 pt
  /// lines runs from the middle of the first to the middle of the second.
  func testTrimmedPathIsCutByArcLength() async throws {
    struct Corner: Shape {
      func path(in rect: CGRect) -> Path {
        Path { path in
          path.move(to: CGPoint(x: rect.minX, y: rect.minY))
          path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
          path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
      }
    }
    let commands = try drawn(
      Corner().trim(from: 0.25, to: 0.75).stroke(Color.red).frame(width: 100, height: 100), viewType: "Corner")
    XCTAssertEqual(commands.map(\.letter), ["M", "L", "L"])
    let origin = CGPoint(x: commands[1].end.x - 100, y: commands[1].end.y)
    XCTAssertEqual(commands[0].end.x - origin.x, 50, accuracy: 0.011)
    XCTAssertEqual(commands[0].end.y - origin.y, 0, accuracy: 0.011)
    XCTAssertEqual(commands[2].end.x - origin.x, 100, accuracy: 0.011)
    XCTAssertEqual(commands[2].end.y - origin.y, 50, accuracy: 0.011)
  }

  /// Trimming a rectangle keeps the part of its outline from its top-left corner on; an empty
  /// or reversed range draws nothing.
  func testTrimmedRectangleAndEmptyRanges() async throws {
    let commands = try drawn(
      Rectangle().trim(from: 0, to: 0.5).stroke(Color.red).frame(width: 100, height: 50), viewType: "Rectangle")
    XCTAssertEqual(commands.map(\.letter), ["M", "L", "L"])
    XCTAssertEqual(commands[2].end.x - commands[0].end.x, 100, accuracy: 0.011)
    XCTAssertEqual(commands[2].end.y - commands[0].end.y, 50, accuracy: 0.011)

    for (from, to) in [(0.5, 0.5), (0.8, 0.2)] as [(CGFloat, CGFloat)] {
      XCTAssertTrue(Circle().trim(from: from, to: to).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }
    let whole = Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(Circle().trim(from: 0, to: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)), whole)
  }

  /// The same trim always writes the same bytes.
  func testTrimmedOutputIsDeterministic() async throws {
    let view = RoundedRectangle(cornerRadius: 12).trim(from: 0.1, to: 0.9).stroke(Color.red, lineWidth: 3).frame(
      width: 120, height: 80)
    XCTAssertEqual(try drawn(view, viewType: "RoundedRectangle"), try drawn(view, viewType: "RoundedRectangle"))
  }
}

/// One absolute SVG path command with its numbers, as the writer emits them (M, L, Q, C, Z).
struct SVGPathCommand: Equatable {
  var letter: Character
  var numbers: [Double]
  var start = CGPoint.zero

  /// Where the command ends (the last coordinate pair; the subpath start for Z).
  var end: CGPoint {
    numbers.count >= 2 ? CGPoint(x: numbers[numbers.count - 2], y: numbers[numbers.count - 1]) : start
  }

  static func parse(_ d: String) -> [SVGPathCommand] {
    var commands: [SVGPathCommand] = []
    var number = ""
    func flush() {
      if !number.isEmpty, let value = Double(number) { commands[commands.count - 1].numbers.append(value) }
      number = ""
    }
    for character in d {
      if "MLQCZ".contains(character) {
        flush()
        commands.append(SVGPathCommand(letter: character, numbers: []))
      } else if character == " " || character == "," {
        flush()
      } else {
        number.append(character)
      }
    }
    flush()
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for index in commands.indices {
      commands[index].start = commands[index].letter == "Z" ? subpathStart : current
      if commands[index].letter == "M" { subpathStart = commands[index].end }
      current = commands[index].end
    }
    return commands
  }

  /// The drawn length, curves measured by fine sampling.
  static func length(_ commands: [SVGPathCommand]) -> Double {
    var total = 0.0
    var current = CGPoint.zero
    for command in commands {
      let n = command.numbers
      switch command.letter {
      case "M": break
      case "C":
        var previous = current
        for step in 1...400 {
          let t = Double(step) / 400
          let u = 1 - t
          let x = u * u * u * current.x + 3 * u * u * t * n[0] + 3 * u * t * t * n[2] + t * t * t * n[4]
          let y = u * u * u * current.y + 3 * u * u * t * n[1] + 3 * u * t * t * n[3] + t * t * t * n[5]
          total += hypot(x - previous.x, y - previous.y)
          previous = CGPoint(x: x, y: y)
        }
      default:
        total += hypot(command.end.x - current.x, command.end.y - current.y)
      }
      current = command.end
    }
    return total
  }
}
