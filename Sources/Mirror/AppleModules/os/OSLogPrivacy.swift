import Foundation

/// Whether an interpolated value shows in the log. As on a device without a debugger
/// attached, `.auto` shows numbers and Booleans and hides strings and objects (`<private>`).
public struct OSLogPrivacy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let kind: Kind
  let mask: Mask

  /// How a hidden value is replaced: by `<private>`, or with `.hash` by a hash of the value
  /// that is the same every time (`<mask.hash: '…'>`).
  public struct Mask: Equatable, Sendable {
    let isHash: Bool
    public static let hash = Mask(isHash: true)
    public static let none = Mask(isHash: false)
  }

  public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
  public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
  public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
  public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

  /// The value as the log shows it.
  func render(_ value: String, isScalar: Bool) -> String {
    let hidden: Bool
    switch kind {
    case .public: hidden = false
    case .private, .sensitive: hidden = true
    case .auto: hidden = !isScalar
    }
    guard hidden else { return value }
    return mask.isHash ? "<mask.hash: '\(Self.hash(value))'>" : "<private>"
  }

  /// FNV-1a of the UTF-8 bytes, base64: the same value always gives the same text.
  private static func hash(_ value: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in value.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return withUnsafeBytes(of: hash.bigEndian) { Data($0).base64EncodedString() }
  }
}
