import Foundation
import MirrorCore
import SwiftUI

/// A mark's width, height or radius: automatic, a fixed length, a share of the band the mark
/// stands in, or the band less an inset.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
  let dimension: ChartMarkDimension

  init(_ dimension: ChartMarkDimension) { self.dimension = dimension }
  public init(integerLiteral value: Int) { dimension = .fixed(CGFloat(value)) }
  public init(floatLiteral value: Double) { dimension = .fixed(CGFloat(value)) }

  public static let automatic = MarkDimension(.automatic)
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(.fixed(value)) }
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(.ratio(Double(value))) }
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(.inset(value)) }
}

/// How bars and areas that share a position are stacked.
public struct MarkStackingMethod: Equatable, Sendable {
  let kind: ChartStacking
  /// On top of each other, positive values up and negative values down from zero.
  public static let standard = MarkStackingMethod(kind: .standard)
  /// Stacked and scaled so each stack fills 0…1.
  public static let normalized = MarkStackingMethod(kind: .normalized)
  /// Stacked and centred on zero (streamgraphs).
  public static let center = MarkStackingMethod(kind: .center)
  /// Each from zero, overlapping.
  public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area runs between its points.
public struct InterpolationMethod: Equatable, Sendable {
  let kind: ChartInterpolation
  public static let linear = InterpolationMethod(kind: .linear)
  public static let catmullRom = InterpolationMethod(kind: .catmullRom)
  public static let cardinal = InterpolationMethod(kind: .cardinal)
  public static let monotone = InterpolationMethod(kind: .monotone)
  public static let stepStart = InterpolationMethod(kind: .stepStart)
  public static let stepCenter = InterpolationMethod(kind: .stepCenter)
  public static let stepEnd = InterpolationMethod(kind: .stepEnd)
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
  public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A shape drawn for points: the built-in symbols are `BasicChartSymbolShape`s.
public protocol ChartSymbolShape {}

/// The built-in symbols: circle, square, triangle, diamond, pentagon, plus, cross, asterisk.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
  let shape: ChartSymbol
  public static let circle = BasicChartSymbolShape(shape: .circle)
  public static let square = BasicChartSymbolShape(shape: .square)
  public static let triangle = BasicChartSymbolShape(shape: .triangle)
  public static let diamond = BasicChartSymbolShape(shape: .diamond)
  public static let pentagon = BasicChartSymbolShape(shape: .pentagon)
  public static let plus = BasicChartSymbolShape(shape: .plus)
  public static let cross = BasicChartSymbolShape(shape: .cross)
  public static let asterisk = BasicChartSymbolShape(shape: .asterisk)

  /// The order `symbol(by:)` assigns symbols in.
  static let cycle: [ChartSymbol] = [.circle, .square, .triangle, .diamond, .pentagon]
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(shape: .circle) }
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(shape: .square) }
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(shape: .triangle) }
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(shape: .diamond) }
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(shape: .pentagon) }
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(shape: .plus) }
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(shape: .cross) }
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(shape: .asterisk) }
}
