import Foundation

extension UIDevice {
  /// Posted when the battery level changes; the gallery's device never posts it.
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the battery state changes; the gallery's device never posts it.
  public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
  /// Posted when the device turns; the gallery's device never posts it.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Posted when the proximity sensor changes; the gallery's device never posts it.
  public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

  /// The device held upright.
  public var orientation: UIDeviceOrientation { .portrait }
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  public var isMultitaskingSupported: Bool { true }
  public var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public var proximityState: Bool { false }
  public func playInputClick() {}
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
