/// The level of a heading, for VoiceOver's rotor.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
