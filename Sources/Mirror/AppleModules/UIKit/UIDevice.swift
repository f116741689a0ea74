import Foundation
import MirrorCore

/// The device the widget runs on: the gallery draws widgets as an iPhone shows them.
public final class UIDevice: Sendable {
  public static let current = UIDevice()
  private init() {}

  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var localizedModel: String { "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "18.0" }
  public var identifierForVendor: UUID? { nil }
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// The battery level, unknown (-1) as on a device that does not monitor it.
  public var batteryLevel: Float { -1 }
  public var batteryState: BatteryState { .unknown }

  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}
