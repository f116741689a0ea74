import Foundation

/// Where a control is drawn (`RenderLayout.control(_:)`).
public enum ControlPresentation: Hashable, Sendable {
  /// Control Center, in one of the sizes a person can give the control.
  case controlCenter(ControlCenterSize)
  /// One of the Lock Screen's two bottom slots.
  case lockScreen
  /// The Action button's label, shown in the Dynamic Island when it is pressed.
  case actionButton

  /// Every presentation in the gallery's column order.
  package static let all: [ControlPresentation] =
    ControlCenterSize.allCases.map { .controlCenter($0) } + [.lockScreen, .actionButton]

  /// The presentation's size and corner radius. Apple publishes no control sizes: these are
  /// estimates from the iOS 18 Control Center grid (a 1×1 module, 2×1 and 2×2), the Lock
  /// Screen's bottom buttons and the Dynamic Island's compact height (documentation,
  /// "Live Activities and controls").
  package var geometry: (size: CGSize, cornerRadius: CGFloat) {
    switch self {
    case .controlCenter(.small): (CGSize(width: 68, height: 68), 34)
    case .controlCenter(.medium): (CGSize(width: 148, height: 68), 34)
    case .controlCenter(.large): (CGSize(width: 148, height: 148), 34)
    case .lockScreen: (CGSize(width: 50, height: 50), 25)
    case .actionButton: (CGSize(width: 230, height: 36.67), 18.33)
    }
  }
}

/// A control's size in Control Center.
public enum ControlCenterSize: String, CaseIterable, Hashable, Sendable {
  case small
  case medium
  case large
}
