import Foundation

/// A guide for aligning views along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let key: Key
  package enum Key: Hashable, Sendable {
    case leading, center, trailing
    case custom(String)
  }
  /// A custom guide's identifier, whose default value it takes. A metatype holds no state,
  /// so sharing it between threads is safe.
  package nonisolated(unsafe) let customID: (any AlignmentID.Type)?

  public init(_ id: any AlignmentID.Type) {
    key = .custom(_typeName(id, qualified: true))
    customID = id
  }
  package init(key: Key) {
    self.key = key
    customID = nil
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  public static let leading = HorizontalAlignment(key: .leading)
  public static let center = HorizontalAlignment(key: .center)
  public static let trailing = HorizontalAlignment(key: .trailing)
  public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
  public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)
}

/// A guide for aligning views along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package let key: Key
  package enum Key: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(String)
  }
  /// A custom guide's identifier, whose default value it takes. A metatype holds no state,
  /// so sharing it between threads is safe.
  package nonisolated(unsafe) let customID: (any AlignmentID.Type)?

  public init(_ id: any AlignmentID.Type) {
    key = .custom(_typeName(id, qualified: true))
    customID = id
  }
  package init(key: Key) {
    self.key = key
    customID = nil
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  public static let top = VerticalAlignment(key: .top)
  public static let center = VerticalAlignment(key: .center)
  public static let bottom = VerticalAlignment(key: .bottom)
  public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
  public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)
}

/// A custom alignment guide: its default value in a view's dimensions.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as custom alignments see them.
///
/// Standard guides are the view's edges and centre; a custom guide is its `AlignmentID`'s
/// default value. Explicit guides (`alignmentGuide`) are not visible here: `[explicit:]` is nil.
public struct ViewDimensions: Sendable {
  public var width: CGFloat
  public var height: CGFloat
  package init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide.key {
    case .leading: 0
    case .center: width / 2
    case .trailing: width
    case .custom: guide.customID?.defaultValue(in: self) ?? 0
    }
  }
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide.key {
    case .top: 0
    case .center: height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    case .custom: guide.customID?.defaultValue(in: self) ?? 0
    }
  }

  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// Horizontal and vertical alignment together.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
}

/// A point in a view's unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public init() { self.init(x: 0, y: 0) }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
