/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
