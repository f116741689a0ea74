import Foundation
import MirrorCore
import SwiftUI

/// A control as the gallery uses it, with its types erased.
package struct ErasedControl {
  /// The control's kind (`StaticControlConfiguration(kind:)`), its id in the gallery.
  package var kind: String
  /// The `ControlWidget` type, whose module holds the control's code; nil until a bundle or
  /// `main` names it.
  package var controlType: Any.Type?
  package var displayName = ""
  package var description = ""
  /// Makes the template for the provider's preview value (or the intent's default); call on
  /// the main actor, as the control's `body`.
  package var template: () -> ErasedControlTemplate
}

/// A button or toggle with its views erased.
package struct ErasedControlTemplate {
  package enum Kind: String, Sendable {
    case button
    case toggle
  }

  package var kind: Kind
  /// The control's label: its title and symbol (`Label`, `Text`, `Image`).
  package var label: AnyView
  /// A toggle's value label for on or off (its symbol and value text); nil when it has none.
  package var valueLabel: ((Bool) -> AnyView)?
  /// A toggle's value as the configuration gave it.
  package var isOn: Bool
  package var tint: Color?
  package var isDisabled = false
  /// The App Intent it runs, by type name.
  package var intent: String
}

/// A template the gallery knows (`ControlWidgetButton`, `ControlWidgetToggle`, modified).
package protocol ErasableControlTemplate: ControlWidgetTemplate {
  var erasedTemplate: ErasedControlTemplate { get }
}

/// A configuration the gallery knows (`StaticControlConfiguration`, `AppIntentControlConfiguration`, modified).
package protocol ErasableControlConfiguration: ControlWidgetConfiguration {
  var erasedControl: ErasedControl { get }
}

extension ControlWidgetTemplate {
  /// The template as the gallery uses it.
  package var galleryTemplate: ErasedControlTemplate {
    guard let known = self as? any ErasableControlTemplate else {
      fatalError("\(Self.self) is not a control template WidgetGallery knows; use ControlWidgetButton or ControlWidgetToggle")
    }
    return known.erasedTemplate
  }
}

extension ControlWidgetConfiguration {
  /// The configuration as the gallery uses it.
  package var galleryControl: ErasedControl {
    guard let known = self as? any ErasableControlConfiguration else {
      fatalError(
        "\(Self.self) is not a control configuration WidgetGallery knows; use StaticControlConfiguration or AppIntentControlConfiguration"
      )
    }
    return known.erasedControl
  }
}
