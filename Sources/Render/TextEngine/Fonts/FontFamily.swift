/// One installed family: its files by weight and slant.
struct FontFamily: Hashable, Sendable {
  struct Member: Hashable, Sendable {
    var weight: Int
    var italic: Bool
    var file: String
  }

  var name: String
  /// Where Debian installs the files; the catalog scan finds them elsewhere too.
  var directory: String
  var members: [Member]
  /// For collections (.ttc): the family name (name ID 1) of the face to use inside the file.
  var collectionFamily: String?
}

extension FontFamily {
  /// The mapping from SwiftUI fonts to installed Debian fonts, in one place.
  ///
  /// - `.default`: Inter (fonts-inter) below 20 pt, Inter Display from 20 pt up, mirroring
  ///   SF Pro Text / SF Pro Display.
  /// - `.rounded`: Inter's text cut at every size. SF Pro Rounded keeps SF Pro's widths, and
  ///   Debian's rounded faces do not: measured on iOS renders, "18" in 30 pt semibold rounded
  ///   is 30.7 pt of ink (Inter SemiBold 30.6, Inter Display 27.4, Quicksand Bold 26.6) and
  ///   "12,2" in 20 pt bold rounded 38.4 pt (Inter Bold 39.0, Quicksand Bold 33.5). Matching
  ///   widths keeps line breaks and the positions of neighbouring views; the rounded
  ///   terminals are lost.
  /// - `.serif`: Noto Serif (fonts-noto-core; regular, bold and italics), standing in for New
  ///   York; DejaVu Serif if Noto Serif is missing.
  /// - `.monospaced`: JetBrains Mono (fonts-jetbrains-mono; thin…extrabold with italics) for
  ///   SF Mono; DejaVu Sans Mono if missing.
  /// - Han, Kana, Hangul, Bopomofo: Noto Sans CJK SC (fonts-noto-cjk) for PingFang SC; Noto
  ///   Serif CJK SC for the serif design.
  /// - Hebrew and Arabic: Noto Sans Hebrew / Noto Sans Arabic (fonts-noto-core).
  /// - Emoji (see `EmojiPresentation`): Noto Color Emoji (fonts-noto-color-emoji) for Apple
  ///   Color Emoji, before any design family.
  /// - Last resort before scanning every installed face: DejaVu Sans (fonts-dejavu-core).
  ///
  /// Weights: SwiftUI's ultraLight (100) … black (900) map to Thin, ExtraLight, Light,
  /// Regular, Medium, SemiBold, Bold, ExtraBold and Black, one per hundred; families with
  /// fewer weights use the nearest one (ties go heavier above 400, lighter otherwise).
  static func chain(for design: FontSpec.Design, size: Double) -> [FontFamily] {
    let inter = size >= 20 ? [interDisplay, interText] : [interText]
    switch design {
    case .default: return inter + [dejaVuSans]
    case .rounded: return [interText, dejaVuSans]
    case .serif: return [notoSerif, dejaVuSerif] + inter + [dejaVuSans]
    case .monospaced: return [jetBrainsMono, dejaVuSansMono] + inter + [dejaVuSans]
    }
  }

  /// Families preferred for a script the design's own family usually lacks.
  static func scriptFamilies(for script: ScriptClass, design: FontSpec.Design) -> [FontFamily] {
    switch script {
    case .cjk: return design == .serif ? [notoSerifCJK, notoSansCJK] : [notoSansCJK]
    case .hebrew: return [notoSansHebrew, dejaVuSans]
    case .arabic: return [notoSansArabic, dejaVuSans]
    case .other: return []
    }
  }

  /// The colour emoji face (fonts-noto-color-emoji: CBDT bitmaps, one 109 ppem strike), standing
  /// in for Apple Color Emoji; see `EmojiPresentation` for the clusters it draws.
  static let notoColorEmoji = FontFamily(
    name: "Noto Color Emoji", directory: "/usr/share/fonts/truetype/noto",
    members: [Member(weight: 400, italic: false, file: "NotoColorEmoji.ttf")])

  /// Families tried for any cluster the design chain and script families did not cover.
  static let general: [FontFamily] = [interText, notoSansCJK, notoSansHebrew, notoSansArabic, dejaVuSans]

  private static let nineWeights: [(Int, String)] = [
    (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
    (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
  ]

  private static func weighted(
    _ prefix: String, _ ext: String, weights: [(Int, String)], italics: Bool,
    italicRegular: String = "Italic"
  ) -> [Member] {
    var members: [Member] = []
    for (weight, name) in weights {
      members.append(Member(weight: weight, italic: false, file: "\(prefix)-\(name).\(ext)"))
      if italics {
        let italic = name == "Regular" ? italicRegular : name + "Italic"
        members.append(Member(weight: weight, italic: true, file: "\(prefix)-\(italic).\(ext)"))
      }
    }
    return members
  }

  static let interText = FontFamily(
    name: "Inter", directory: "/usr/share/fonts/opentype/inter",
    members: weighted("Inter", "otf", weights: nineWeights, italics: true))
  static let interDisplay = FontFamily(
    name: "Inter Display", directory: "/usr/share/fonts/opentype/inter",
    members: weighted("InterDisplay", "otf", weights: nineWeights, italics: true))
  static let notoSerif = FontFamily(
    name: "Noto Serif", directory: "/usr/share/fonts/truetype/noto",
    members: weighted("NotoSerif", "ttf", weights: [(400, "Regular"), (700, "Bold")], italics: true))
  static let dejaVuSerif = FontFamily(
    name: "DejaVu Serif", directory: "/usr/share/fonts/truetype/dejavu",
    members: [
      Member(weight: 400, italic: false, file: "DejaVuSerif.ttf"),
      Member(weight: 700, italic: false, file: "DejaVuSerif-Bold.ttf"),
      Member(weight: 400, italic: true, file: "DejaVuSerif-Italic.ttf"),
      Member(weight: 700, italic: true, file: "DejaVuSerif-BoldItalic.ttf"),
    ])
  static let jetBrainsMono = FontFamily(
    name: "JetBrains Mono", directory: "/usr/share/fonts/truetype/jetbrains-mono",
    members: weighted("JetBrainsMono", "ttf", weights: Array(nineWeights.prefix(8)), italics: true))
  static let dejaVuSansMono = FontFamily(
    name: "DejaVu Sans Mono", directory: "/usr/share/fonts/truetype/dejavu",
    members: [
      Member(weight: 400, italic: false, file: "DejaVuSansMono.ttf"),
      Member(weight: 700, italic: false, file: "DejaVuSansMono-Bold.ttf"),
      Member(weight: 400, italic: true, file: "DejaVuSansMono-Oblique.ttf"),
      Member(weight: 700, italic: true, file: "DejaVuSansMono-BoldOblique.ttf"),
    ])
  static let notoSansCJK = FontFamily(
    name: "Noto Sans CJK SC", directory: "/usr/share/fonts/opentype/noto",
    members: weighted("NotoSansCJK", "ttc", weights: [(400, "Regular"), (700, "Bold")], italics: false),
    collectionFamily: "Noto Sans CJK SC")
  static let notoSerifCJK = FontFamily(
    name: "Noto Serif CJK SC", directory: "/usr/share/fonts/opentype/noto",
    members: weighted("NotoSerifCJK", "ttc", weights: [(400, "Regular"), (700, "Bold")], italics: false),
    collectionFamily: "Noto Serif CJK SC")
  static let notoSansHebrew = FontFamily(
    name: "Noto Sans Hebrew", directory: "/usr/share/fonts/truetype/noto",
    members: weighted("NotoSansHebrew", "ttf", weights: [(400, "Regular"), (700, "Bold")], italics: false))
  static let notoSansArabic = FontFamily(
    name: "Noto Sans Arabic", directory: "/usr/share/fonts/truetype/noto",
    members: weighted("NotoSansArabic", "ttf", weights: [(400, "Regular"), (700, "Bold")], italics: false))
  static let dejaVuSans = FontFamily(
    name: "DejaVu Sans", directory: "/usr/share/fonts/truetype/dejavu",
    members: [
      Member(weight: 200, italic: false, file: "DejaVuSans-ExtraLight.ttf"),
      Member(weight: 400, italic: false, file: "DejaVuSans.ttf"),
      Member(weight: 700, italic: false, file: "DejaVuSans-Bold.ttf"),
      Member(weight: 400, italic: true, file: "DejaVuSans-Oblique.ttf"),
      Member(weight: 700, italic: true, file: "DejaVuSans-BoldOblique.ttf"),
    ])
}
