import LayoutEngine
import MirrorCore

/// Where a preview is drawn, the `family` of a manifest record: a widget family, or a
/// presentation of a Live Activity or a control.
///
/// Encoded as its name: the family's raw value (`systemSmall`) or the presentation's
/// (`dynamicIsland.compact`, `controlCenter.small`).
package enum PreviewFamily: Hashable, Sendable {
  case widget(WidgetFamily)
  case presentation(Presentation)

  /// A presentation of a Live Activity or a control, as the manifest names it.
  package enum Presentation: String, CaseIterable, Sendable {
    /// The Lock Screen: a Live Activity's view, or a control in one of the bottom slots.
    case lockScreen
    /// A Live Activity's `.small` supplemental family.
    case small
    case dynamicIslandCompact = "dynamicIsland.compact"
    case dynamicIslandMinimal = "dynamicIsland.minimal"
    case dynamicIslandMinimalTrailing = "dynamicIsland.minimalTrailing"
    case dynamicIslandExpanded = "dynamicIsland.expanded"
    case controlCenterSmall = "controlCenter.small"
    case controlCenterMedium = "controlCenter.medium"
    case controlCenterLarge = "controlCenter.large"
    case actionButton

    package init(_ kind: ActivityPresentationKind) {
      switch kind {
      case .liveActivity(.lockScreen): self = .lockScreen
      case .liveActivity(.small): self = .small
      case .dynamicIsland(.compact): self = .dynamicIslandCompact
      case .dynamicIsland(.minimal): self = .dynamicIslandMinimal
      case .dynamicIsland(.minimalTrailing): self = .dynamicIslandMinimalTrailing
      case .dynamicIsland(.expanded): self = .dynamicIslandExpanded
      }
    }

    package init(_ presentation: ControlPresentation) {
      switch presentation {
      case .controlCenter(.small): self = .controlCenterSmall
      case .controlCenter(.medium): self = .controlCenterMedium
      case .controlCenter(.large): self = .controlCenterLarge
      case .lockScreen: self = .lockScreen
      case .actionButton: self = .actionButton
      }
    }
  }

  package init(_ kind: ActivityPresentationKind) { self = .presentation(Presentation(kind)) }

  package init(_ presentation: ControlPresentation) { self = .presentation(Presentation(presentation)) }

  /// The name the manifest, anchors and pages use.
  package var name: String {
    switch self {
    case .widget(let family): family.rawValue
    case .presentation(let presentation): presentation.rawValue
    }
  }

  /// The family or presentation of that name; nil for any other text.
  package init?(name: String) {
    if let family = WidgetFamily(rawValue: name) {
      self = .widget(family)
    } else if let presentation = Presentation(rawValue: name) {
      self = .presentation(presentation)
    } else {
      return nil
    }
  }

  /// The widget family, for a widget's preview.
  package var widgetFamily: WidgetFamily? {
    if case .widget(let family) = self { return family }
    return nil
  }
}

extension PreviewFamily: Codable {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let family = Self(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(name)\" is neither a widget family nor a Live Activity's or control's presentation")
    }
    self = family
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

extension PreviewFamily: CustomStringConvertible {
  package var description: String { name }
}
