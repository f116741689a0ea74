/// Whether a grapheme cluster is drawn as a colour emoji, as iOS draws it with Apple Color Emoji.
///
/// A cluster is an emoji when it asks for emoji presentation (U+FE0F), when its first scalar
/// has the Emoji_Presentation property (😀, 🇳 of a flag, 👨 of a ZWJ family), or when an emoji
/// base carries a skin-tone modifier (☝🏽). U+FE0E asks for text presentation and wins.
/// Keycaps ("1️⃣") are emoji by their U+FE0F; a bare digit, "#" or "©" stays text.
enum EmojiPresentation {
  static let emojiSelector: UInt32 = 0xFE0F
  static let textSelector: UInt32 = 0xFE0E
  static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

  static func isEmoji(_ scalars: [UInt32]) -> Bool {
    guard let first = scalars.first.flatMap(Unicode.Scalar.init) else { return false }
    if scalars.contains(textSelector) { return false }
    if scalars.contains(emojiSelector) || first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && scalars.dropFirst().contains { skinTones.contains($0) }
  }
}
