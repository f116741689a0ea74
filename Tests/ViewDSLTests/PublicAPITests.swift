import Foundation
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
    "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext", "CGAffineTransform", "CGColor", "UIDevice",
    "UIUserInterfaceIdiom",
  ]

  func testEveryPublicTypeMirrorsAnAppleType() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/ViewDSL")
      .standardizedFileURL
    // Top-level declarations only: nested types live inside the Apple types above.
    let pattern = try NSRegularExpression(
      pattern: #"^(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)"#,
      options: .anchorsMatchLines)
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
    for file in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        found.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    XCTAssertGreaterThan(found.count, 80, "the scan found the sources")
    let extra = Set(found).filter { !$0.hasPrefix("_") && !appleNames.contains($0) }
    XCTAssertEqual(extra.sorted(), [], "public types SwiftUI/WidgetKit lack")
  }
}
