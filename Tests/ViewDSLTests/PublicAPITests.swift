import AppIntents
import Foundation
import GalleryTestSupport
import XCTest

/// Checks that the DSL declares no public type SwiftUI, WidgetKit, UIKit or Core Graphics
/// lacks: a user's widget code should find exactly the names it knows.
final class PublicAPITests: XCTestCase {
  /// Public types of the Apple frameworks the DSL mirrors. Underscored names (`_ConditionalContent`,
  /// `_ViewModifier_Content`, `_WidgetPreview`) are the frameworks' own convention for types
  /// that result builders and macros name but users do not.
  private let appleNames: Set<String> = [
    // SwiftUI
    "View", "ViewBuilder", "TupleView", "EmptyView", "AnyView", "Group", "ForEach", "Text", "Image", "Color",
    "Font", "LocalizedStringKey", "Shape", "InsettableShape", "AnyShape", "Path", "Rectangle", "RoundedRectangle",
    "Circle", "Ellipse", "Capsule", "ContainerRelativeShape", "RoundedCornerStyle", "FillStyle", "StrokeStyle",
    "SymbolRenderingMode", "SymbolVariants",
    "BlendMode", "ShapeRole", "HStack", "VStack", "ZStack", "Spacer", "Divider", "GridItem", "LazyVGrid", "LazyHGrid",
    "Grid", "GridRow", "PinnedScrollableViews", "GeometryReader", "GeometryProxy", "CoordinateSpace", "ViewThatFits",
    "Link", "Label", "LabelStyle", "ProgressView", "ProgressViewStyle", "Gauge", "GaugeStyle", "Axis", "Edge",
    "EdgeInsets", "HorizontalAlignment", "VerticalAlignment", "Alignment", "AlignmentID", "ViewDimensions", "UnitPoint",
    "Angle", "ContentMode", "Environment", "EnvironmentKey", "EnvironmentValues", "DynamicProperty", "ColorScheme",
    "ColorSchemeContrast", "LayoutDirection", "DynamicTypeSize", "RedactionReasons", "TextAlignment", "ShapeStyle",
    "AnyShapeStyle", "HierarchicalShapeStyle", "FillShapeStyle", "ForegroundStyle", "TintShapeStyle", "BackgroundStyle",
    "Material", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "AnyGradient", "ViewModifier",
    "ModifiedContent", "SafeAreaRegions", "AccessibilityChildBehavior", "PreviewProvider", "PreviewTimelineBuilder",
    "Preview", "PreviewTrait", "PreviewLayout",
    "Button", "ButtonStyle", "Toggle", "ToggleStyle", "Visibility",
    // WidgetKit
    "Widget", "WidgetConfiguration", "WidgetBundle", "WidgetBundleBuilder", "StaticConfiguration",
    "AppIntentConfiguration", "IntentConfiguration", "TimelineProvider", "AppIntentTimelineProvider",
    "IntentTimelineProvider", "TimelineProviderContext", "TimelineEntry", "TimelineEntryRelevance",
    "TimelineReloadPolicy", "Timeline", "WidgetFamily", "WidgetRenderingMode", "WidgetLocation", "WidgetCenter",
    "WidgetPreviewContext", "ContainerBackgroundPlacement", "TupleWidget", "EmptyWidget", "OptionalWidget", "EitherWidget",
    // App Intents, Intents, Foundation on Apple platforms
    "WidgetConfigurationIntent", "INIntent", "LocalizedStringResource", "AppIntent", "IntentResult",
    "IntentResultContainer", "IntentParameter", "AppEntity", "AppEnum", "AudioPlaybackIntent", "CaseDisplayRepresentable",
    "ComparableComparisonOperator", "ControlConfigurationIntent", "DisplayRepresentation", "DynamicOptionsProvider",
    "EntityProperty", "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EquatableComparisonOperator",
    "HasValueComparisonOperator", "INImage", "INObject", "InstanceDisplayRepresentable", "IntentAuthenticationPolicy",
    "IntentCollectionSize", "IntentDescription", "IntentDialog", "LiveActivityIntent", "OpensIntent", "ParameterSummary",
    "ParameterSummaryString", "ProvidesDialog", "ReturnsValue", "SetValueIntent", "ShowsSnippetView",
    "TypeDisplayRepresentable", "TypeDisplayRepresentation",
    // ActivityKit and WidgetKit's Live Activities and controls
    "Activity", "ActivityAttributes", "ActivityAuthorizationError", "ActivityConfiguration", "ActivityContent",
    "ActivityFamily", "ActivityUIDismissalPolicy", "ActivityViewContext", "PushType", "DynamicIsland",
    "DynamicIslandExpandedContent", "DynamicIslandExpandedContentBuilder", "DynamicIslandExpandedRegion",
    "DynamicIslandExpandedRegionPosition", "DynamicIslandMode", "AccessoryWidgetBackground", "ControlWidget",
    "ControlWidgetButton", "ControlWidgetConfiguration", "ControlWidgetConfigurationBuilder", "ControlWidgetTemplate",
    "ControlWidgetTemplateBuilder", "ControlWidgetToggle", "ControlValueProvider", "AppIntentControlConfiguration",
    "AppIntentControlValueProvider", "StaticControlConfiguration",
    // SwiftUI state and animation, Combine, DeveloperToolsSupport
    "State", "Binding", "StateObject", "ObservedObject", "AppStorage", "ObservableObject", "ObservableObjectPublisher",
    "Published", "Animation", "AnyTransition", "ContentTransition", "GroupBox", "SymbolRenderingMode", "ImageResource",
    "ColorResource",
    // UIKit and Core Graphics
    "UIImage", "UIColor", "UITraitCollection", "UIUserInterfaceStyle", "UIGraphicsImageRenderer",
    "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext", "CGAffineTransform", "CGColor", "UIDevice", "UIScreen",
    "UIUserInterfaceIdiom", "UIDeviceOrientation", "UIFeedbackGenerator", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    // SwiftUI's accessibility, styles, environment, transitions and transactions
    "AccessibilityActionKind", "AccessibilityAdjustmentDirection", "AccessibilityCustomContentKey",
    "AccessibilityHeadingLevel", "AccessibilityTextContentType", "AccessibilityTraits", "BackgroundProminence",
    "ButtonRole", "ButtonStyleConfiguration", "PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration",
    "DefaultButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
    "BorderedProminentButtonStyle", "ToggleStyleConfiguration", "DefaultToggleStyle", "SwitchToggleStyle",
    "ButtonToggleStyle", "LabelStyleConfiguration", "DefaultLabelStyle", "TitleAndIconLabelStyle", "TitleOnlyLabelStyle",
    "IconOnlyLabelStyle", "GroupBoxStyle", "GroupBoxStyleConfiguration", "DefaultGroupBoxStyle", "ContentSizeCategory",
    "ControlSize", "DismissAction", "RefreshAction", "OpenURLAction", "LegibilityWeight", "Prominence", "ScenePhase",
    "UserInterfaceSizeClass", "EllipticalGradient", "LinkShapeStyle", "PlaceholderTextShapeStyle", "SeparatorShapeStyle",
    "WindowBackgroundShapeStyle", "ShadowStyle", "PlaceholderContentView", "Transition", "TransitionPhase",
    "BlurReplaceTransition", "IdentityTransition", "MoveTransition", "OffsetTransition", "OpacityTransition",
    "PushTransition", "ScaleTransition", "SlideTransition", "Transaction", "TransactionKey", "Spring",
    // App Intents' shortcuts, dialogs and entities
    "AppIntentError", "AppShortcut", "AppShortcutPhrase", "AppShortcutPhraseToken", "AppShortcutsBuilder",
    "AppShortcutsProvider", "ConfirmationActionName", "ConfirmationConditions", "InputConnectionBehavior",
    "IntentWidgetFamily", "NegativeAppShortcutPhrase", "NegativeAppShortcutPhrases", "ShortcutTileColor",
    "TransientAppEntity", "UniqueAppEntity", "UniqueAppEntityQuery",
    // Gestures, feedback and scrolling
    "Gesture", "TapGesture", "LongPressGesture", "DragGesture", "GestureMask", "SimultaneousGesture", "SequenceGesture",
    "ExclusiveGesture", "SensoryFeedback", "ScrollView", "ScrollIndicatorVisibility",
  ]

  func testEveryPublicTypeMirrorsAnAppleType() throws {
    // Top-level declarations only: nested types live inside the Apple types above.
    let found = try ["ViewDSL", "AppleModules"].flatMap { try publicTypeNames(inModule: $0) }
    XCTAssertGreaterThan(found.count, 80, "the scan found the sources")
    XCTAssertTrue(found.contains("HStack") && found.contains("View"), "declarations with attributes are scanned")
    let extra = Set(found).filter { !$0.hasPrefix("_") && !appleNames.contains($0) }
    XCTAssertEqual(extra.sorted(), [], "public types SwiftUI/WidgetKit lack")
  }

  /// The protocols the iOS 18 SDK isolates to the main actor, declared as it declares them,
  /// with their requirements main-actor isolated too.
  func testMainActorProtocolsAreDeclaredAsInTheSDK() throws {
    var text = ""
    for folder in ["ViewDSL", "AppleModules"] {
      let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(folder)")
        .standardizedFileURL
      let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
      for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "swift" {
        text += try String(contentsOf: file, encoding: .utf8) + "\n"
      }
    }
    let expected = [
      "View": "@ViewBuilder @MainActor @preconcurrency var body: Body { get }",
      "ViewModifier": "@ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body",
      "Widget": "@MainActor @preconcurrency var body: Body { get }",
      "WidgetBundle": "@WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }",
      "ControlWidget": "@ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }",
      "PreviewProvider": "@ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }",
    ]
    for (name, requirement) in expected {
      let declaration = "@MainActor @preconcurrency public protocol \(name) {"
      let start = try XCTUnwrap(text.range(of: "\n" + declaration), "\(name) is declared `@MainActor @preconcurrency`")
      let rest = text[start.upperBound...]
      let body = rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)]
      XCTAssertTrue(body.contains(requirement), "\(name) requires `\(requirement)`")
    }
    // Shapes draw off the main actor: `path(in:)` is nonisolated, as in the SDK.
    XCTAssertTrue(text.contains("public protocol Shape: View, Sendable {\n  nonisolated func path(in rect: CGRect) -> Path"))
  }
}
