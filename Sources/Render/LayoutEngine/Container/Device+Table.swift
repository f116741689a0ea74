import Foundation

extension Device {
  /// Every device class of the reference (HIG sizes for iOS 18 and earlier; iPad canvases;
  /// the measured iOS 26 sizes), in a fixed order.
  public static let all: [Device] = [
    phone("iphone-430x932", 430, 932, 170, 364, 170, 382, 76, 172, 76, 257),
    phone("iphone-428x926", 428, 926, 170, 364, 170, 382, 76, 172, 76, 257),
    phone("iphone-414x896", 414, 896, 169, 360, 169, 379, 76, 160, 72, 248),
    phone("iphone-414x736", 414, 736, 159, 348, 159, 357, 76, 170, 76, 248, mediumHeight: 157),
    phone("iphone-393x852", 393, 852, 158, 338, 158, 354, 72, 160, 72, 234),
    phone("iphone-402x874", 402, 874, 158, 338, 158, 354, 72, 160, 72, 234),
    phone("iphone-390x844", 390, 844, 158, 338, 158, 354, 72, 160, 72, 234),
    phone("iphone-375x812", 375, 812, 155, 329, 155, 345, 72, 157, 72, 225),
    phone("iphone-375x667", 375, 667, 148, 321, 148, 324, 68, 153, 68, 225, scale: 2),
    phone("iphone-360x780", 360, 780, 155, 329, 155, 345, 72, 157, 72, 225),
    phone("iphone-390x844-ios26", 390, 844, 162, 342, 162, 358, 72, 160, 72, 234, inlineHeight: 36),
    phone("iphone-402x874-ios26", 402, 874, 164.33, 349.67, 164.33, 365, 72, 160, 72, 234, inlineHeight: 36),
    phone("iphone-430x932-ios26", 430, 932, 174.67, 372, 174.67, 388, 76, 172, 76, 257, inlineHeight: 36),
    pad("ipad-1024x1366", 1024, 1366, 170, 378.5, 795),
    pad("ipad-834x1194", 834, 1194, 155, 342, 715.5),
    pad("ipad-820x1180", 820, 1180, 155, 342, 715.5),
    pad("ipad-768x1024", 768, 1024, 141, 305.5, 634.5),
    pad("ipad-744x1133", 744, 1133, 141, 305.5, 634.5),
  ]

  // Arguments: small side, medium width, medium/small height, large height, circular side,
  // rectangular width and height, inline width.
  private static func phone(
    _ name: String, _ screenWidth: CGFloat, _ screenHeight: CGFloat, _ small: CGFloat, _ wide: CGFloat,
    _ smallHeight: CGFloat, _ largeHeight: CGFloat, _ circular: CGFloat, _ rectangularWidth: CGFloat,
    _ rectangularHeight: CGFloat, _ inlineWidth: CGFloat, mediumHeight: CGFloat? = nil, inlineHeight: CGFloat = 26,
    scale: CGFloat = 3
  ) -> Device {
    Device(
      name: name, screenSize: CGSize(width: screenWidth, height: screenHeight), isPad: false, displayScale: scale,
      small: CGSize(width: small, height: smallHeight), medium: CGSize(width: wide, height: mediumHeight ?? smallHeight),
      large: CGSize(width: wide, height: largeHeight), extraLarge: nil,
      accessoryCircular: CGSize(width: circular, height: circular),
      accessoryRectangular: CGSize(width: rectangularWidth, height: rectangularHeight),
      accessoryInline: CGSize(width: inlineWidth, height: inlineHeight))
  }

  // iPad canvases: small side, medium/large width (large is square), extra-large width.
  private static func pad(
    _ name: String, _ screenWidth: CGFloat, _ screenHeight: CGFloat, _ small: CGFloat, _ wide: CGFloat, _ extraWide: CGFloat
  ) -> Device {
    Device(
      name: name, screenSize: CGSize(width: screenWidth, height: screenHeight), isPad: true, displayScale: 2,
      small: CGSize(width: small, height: small), medium: CGSize(width: wide, height: small),
      large: CGSize(width: wide, height: wide), extraLarge: CGSize(width: extraWide, height: wide),
      accessoryCircular: CGSize(width: 72, height: 72), accessoryRectangular: CGSize(width: 160, height: 72),
      accessoryInline: CGSize(width: 234, height: 26))
  }
}
