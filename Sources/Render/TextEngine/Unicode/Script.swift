import CHarfBuzz

/// A Unicode script (ISO 15924 tag as HarfBuzz encodes it) with the grouping font choice needs.
struct Script: Hashable, Sendable {
  var tag: UInt32

  static let common = Script(tag: HB_SCRIPT_COMMON.rawValue)
  static let latin = Script(tag: HB_SCRIPT_LATIN.rawValue)

  /// The script property of a code point (HarfBuzz's built-in Unicode data).
  init(of scalar: UInt32) {
    tag = hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
  }

  init(tag: UInt32) { self.tag = tag }

  /// Common, Inherited and Unknown take the script of their neighbours.
  var isWeak: Bool {
    tag == HB_SCRIPT_COMMON.rawValue || tag == HB_SCRIPT_INHERITED.rawValue
      || tag == HB_SCRIPT_UNKNOWN.rawValue || tag == HB_SCRIPT_INVALID.rawValue
  }

  var hbScript: hb_script_t { hb_script_t(rawValue: tag) }

  var fontClass: ScriptClass {
    switch tag {
    case HB_SCRIPT_HAN.rawValue, HB_SCRIPT_HIRAGANA.rawValue, HB_SCRIPT_KATAKANA.rawValue,
      HB_SCRIPT_HANGUL.rawValue, HB_SCRIPT_BOPOMOFO.rawValue:
      return .cjk
    case HB_SCRIPT_HEBREW.rawValue: return .hebrew
    case HB_SCRIPT_ARABIC.rawValue, HB_SCRIPT_SYRIAC.rawValue: return .arabic
    default: return .other
    }
  }

  /// BCP 47 language HarfBuzz shapes with: Simplified Chinese for CJK (the SC faces), the
  /// script's main language for Hebrew and Arabic, English otherwise, never the process locale.
  var language: String {
    switch fontClass {
    case .cjk: "zh-Hans"
    case .hebrew: "he"
    case .arabic: "ar"
    case .other: "en"
    }
  }
}
