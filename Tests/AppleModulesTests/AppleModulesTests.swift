import AppIntents
import Foundation
import GalleryRunner
import GallerySite
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import UIKit
import WidgetKit
import XCTest
import XMLTree

/// A widget extension written as for Xcode (`XcodeExtension/`) compiles against the modules
/// named like Apple's, in a target that depends on the `WidgetGallery` umbrella alone.
@MainActor final class AppleModuleNamesTests: XCTestCase {
  func testCanImportUIKitTakesTheIOSBranchThroughTheUmbrellaAlone() async {
    XCTAssertTrue(compiledForIOS)
  }

  func testTheDataFrameworksAreImportableThroughTheUmbrellaAlone() async {
    XCTAssertTrue(dataFrameworksImported)
  }

  func testModuleQualifiedNamesResolve() async {
    let weight: SwiftUICore.Font.Weight = .bold
    XCTAssertEqual(weight, Font.Weight.bold)
    XCTAssertEqual(SwiftUI.Text("Hi"), Text("Hi"))
    XCTAssertEqual(WidgetKit.WidgetFamily.systemSmall, .systemSmall)
    XCTAssertEqual(UIKit.UIColor.red, UIColor.red)
    XCTAssertTrue(AppIntents.IntentCollectionSize(exactly: 2) == 2)
  }

  func testFamilySwitchCoversTheNewFamilies() async {
    XCTAssertEqual(familyName(.systemExtraLargePortrait), "extraLargePortrait")
    XCTAssertEqual(familyName(.accessoryCorner), "corner")
    XCTAssertFalse(WidgetFamily.accessoryCorner.isShownOnIOS)
    XCTAssertTrue(WidgetFamily.accessoryCorner.isAccessory)
  }

  func testUIDeviceIsAnIPhone() async {
    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
    XCTAssertEqual(UIDevice.current.systemName, "iOS")
    XCTAssertEqual(UIDevice.current.orientation, .portrait)
    XCTAssertEqual(UIDevice.batteryLevelDidChangeNotification.rawValue, "UIDeviceBatteryLevelDidChangeNotification")
    XCTAssertEqual(UIDevice.batteryStateDidChangeNotification.rawValue, "UIDeviceBatteryStateDidChangeNotification")
  }

  func testFeedbackGeneratorsCompileAndPlayNothing() async {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred(intensity: 0.5)
    XCTAssertEqual(impact.style, .rigid)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
  }

  func testURLSessionIsVisibleThroughSwiftUI() async {
    XCTAssertTrue(sessionSeenThroughSwiftUI() === URLSession.shared)
  }
}

/// Colour and image literals, generated asset symbols, CGColor and UIColor components.
@MainActor final class LiteralAndAssetTests: XCTestCase {
  private func catalog() throws -> AssetCatalog {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-modules-assets-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    let imageSet = folder.appendingPathComponent("Assets.xcassets/cloud.imageset")
    let colorSet = folder.appendingPathComponent("Assets.xcassets/Sky.colorset")
    try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try makePNG(width: 60, height: 30).write(to: imageSet.appendingPathComponent("cloud@3x.png"))
    try Data(
      #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.100","green":"0.500","blue":"0.900","alpha":"1.000"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.200","blue":"0.400","alpha":"1.000"}},"idiom":"universal"}]}"#
        .utf8
    )
    .write(to: colorSet.appendingPathComponent("Contents.json"))
    return try AssetCatalog(directory: folder)
  }

  // swift-format-ignore: NoPlaygroundLiterals
  // The literals are what is tested.
  func testColorLiteralIsAUIColorAsXcodeTypesIt() async {
    let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    XCTAssertTrue(type(of: literal) == UIColor.self)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    XCTAssertTrue(literal.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertEqual([red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }, [0.2, 0.4, 0.6, 0.5])
    let color = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
    XCTAssertEqual(color.rgba(in: EnvironmentValues()), RGBA(1, 0.5, 0, 1))
    let typed: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.25)
    XCTAssertEqual(typed.rgba(in: EnvironmentValues()), RGBA(0, 0, 1, 0.25))
  }

  // swift-format-ignore: NoPlaygroundLiterals
  // The literals are what is tested.
  func testImageLiteralsAndGeneratedSymbolsDrawTheNamedAsset() async throws {
    var environment = EnvironmentValues()
    environment.assetCatalog = try catalog()
    let literalImage: Image = #imageLiteral(resourceName: "cloud")
    for image in [literalImage, Image(.cloud)] {
      let drawn = all(layOut(image, environment: environment)).compactMap { node -> RenderedImage? in
        if case .image(let image) = node.content { return image }
        return nil
      }
      XCTAssertEqual(drawn.count, 1, "drawn from the asset")
      XCTAssertEqual(drawn.first?.drawRect.size, CGSize(width: 20, height: 10))
    }
    EnvironmentValues.$current.withValue(environment) {
      let uiImage = #imageLiteral(resourceName: "cloud")
      XCTAssertTrue(type(of: uiImage) == UIImage.self)
      XCTAssertEqual(uiImage.size, CGSize(width: 20, height: 10))
      XCTAssertEqual(UIImage(resource: .cloud).size, CGSize(width: 20, height: 10))
    }
    XCTAssertEqual(Color(.sky).rgba(in: environment), RGBA(0.1, 0.5, 0.9, 1))
    XCTAssertEqual(Color.sky.rgba(in: environment), RGBA(0.1, 0.5, 0.9, 1), "the generated Color accessor")
    environment.colorScheme = .dark
    XCTAssertEqual(Color(.sky).rgba(in: environment), RGBA(0, 0.2, 0.4, 1))
    EnvironmentValues.$current.withValue(environment) {
      XCTAssertEqual(UIColor(resource: .sky).cgColor.components, [0, 0.2, 0.4, 1])
    }
  }

  func testDisplayP3ColorsKeepP3BesideTheirSRGBConversion() async throws {
    // P3 white stays white; P3's pure red is outside sRGB and clamps to sRGB red; a P3 grey
    // is the same grey.
    XCTAssertEqual(Color(.displayP3, red: 1, green: 1, blue: 1).rgba(in: EnvironmentValues()).red, 1, accuracy: 0.0005)
    let red = Color(.displayP3, red: 1, green: 0, blue: 0).rgba(in: EnvironmentValues())
    XCTAssertEqual(red.red, 1, accuracy: 0.0005)
    XCTAssertEqual(red.green + red.blue, 0)
    // P3 (0.5, 0.6, 0.4) is sRGB (0.4737, 0.6038, 0.3761), through XYZ with the published
    // P3-D65 → XYZ and XYZ → sRGB matrices.
    let mid = Color(.displayP3, red: 0.5, green: 0.6, blue: 0.4).rgba(in: EnvironmentValues())
    XCTAssertEqual(mid.red, 0.4737, accuracy: 0.001)
    XCTAssertEqual(mid.green, 0.6038, accuracy: 0.001)
    XCTAssertEqual(mid.blue, 0.3761, accuracy: 0.001)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-modules-p3-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Wide.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"colors":[{"color":{"color-space":"display-p3","components":{"red":"0.500","green":"0.600","blue":"0.400","alpha":"1.000"}},"idiom":"universal"}]}"#
        .utf8
    )
    .write(to: set.appendingPathComponent("Contents.json"))
    var environment = EnvironmentValues()
    environment.assetCatalog = try AssetCatalog(directory: folder)
    XCTAssertEqual(Color("Wide").rgba(in: environment), mid)
    XCTAssertEqual(
      Color("Wide").rgba(in: environment).displayP3, RGBA.DisplayP3(red: 0.5, green: 0.6, blue: 0.4), "kept for the SVG")
  }

  func testUIColorComponentsAndCGColor() async {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    XCTAssertTrue(UIColor.purple.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertEqual([red, green, blue, alpha], [0.5, 0, 0.5, 1])
    XCTAssertEqual(UIColor.orange.cgColor.components, [1, 0.5, 0, 1])
    let gray = CGColor(gray: 0.25, alpha: 0.5)
    XCTAssertEqual(UIColor(cgColor: gray).cgColor.components, [0.25, 0.25, 0.25, 0.5])
    XCTAssertEqual(Color(cgColor: gray).rgba(in: EnvironmentValues()), RGBA(0.25, 0.25, 0.25, 0.5))
    XCTAssertNil(Color.red.cgColor, "an adaptive colour has no single CGColor, as in SwiftUI")
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    EnvironmentValues.$current.withValue(dark) {
      XCTAssertEqual(UIColor.systemRed.cgColor.components, [255, 69, 58, 255].map { CGFloat($0) / 255 })
    }
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    XCTAssertTrue(UIColor.green.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
    XCTAssertEqual([hue * 3, saturation, brightness], [1, 1, 1])
  }
}

/// What App Intents gives a configurable widget: defaults, entities, summaries.
@MainActor final class AppIntentsSurfaceTests: PrivatePreferencesTestCase {
  func testDefaultValuesAndTheEntityQuerysDefaultResultFeedTheGallery() async throws {
    let widget = GalleryWidget(configuration: WeatherWidget().body.galleryConfiguration)
    let entries = try ProviderRunner(timeout: 5).entries(for: widget, family: .systemSmall, displaySize: .zero)
    let configuration = try XCTUnwrap(entries.timeline.first?.entry as? SimpleEntry).configuration
    XCTAssertEqual(configuration.favoriteEmoji, "😃")
    XCTAssertEqual(configuration.units, .celsius)
    XCTAssertEqual(configuration.city?.name, "Oslo", "an unset entity parameter takes defaultQuery.defaultResult()")
    XCTAssertFalse(configuration.showDetails)
    XCTAssertNil(configuration.favourites)
  }

  func testParametersAreSharedStorageSoALetIntentCanBeSet() async {
    let intent = ConfigurationAppIntent()
    intent.favoriteEmoji = "🌧"
    XCTAssertEqual(intent.favoriteEmoji, "🌧")
    let legacy = LegacyIntent()
    XCTAssertNil(legacy.style)
    legacy.style = "Roomy"
    XCTAssertEqual(legacy.style, "Roomy")
  }

  func testAppShortcutsDialogsAndTransientEntitiesCompileAndKeepTheirValues() async throws {
    let shortcuts = CounterShortcuts.appShortcuts
    XCTAssertEqual(
      shortcuts.map(\.phrases),
      [
        ["Add one in ${applicationName}", "Count ${parameter} in ${applicationName}"], ["Summarise ${applicationName}"],
      ])
    XCTAssertEqual(shortcuts.map(\.systemImageName), ["plus.circle", "list.bullet"])
    XCTAssertEqual(CounterShortcuts.shortcutTileColor, .grape)
    let intent = IncrementIntent()
    XCTAssertEqual(intent.$amount.requestValueDialog?.resource.key, "How much?")
    XCTAssertEqual(intent.$label.requestValueDialog?.resource.key, "Which label?")
    // An unset parameter reads as iOS gives it: 0, false, nil.
    XCTAssertEqual(intent.amount, 0)
    XCTAssertFalse(intent.quietly)
    XCTAssertNil(intent.step)
    XCTAssertNil(intent.note)
    XCTAssertFalse(intent.$amount.isOptional)
    XCTAssertTrue(intent.$step.isOptional)
    do {
      _ = try await intent.perform()
      XCTFail("a zero amount asks for a value")
    } catch let error as AppIntentError {
      XCTAssertEqual(error, .userActionRequired)
    }
    let summary = CounterSummary()
    XCTAssertEqual(summary.total, 0)
    XCTAssertEqual(summary.name, "")
    summary.total = 3
    XCTAssertEqual(summary.total, 3)
    XCTAssertEqual(summary.$total.title.key, "Total")
  }

  func testParameterSummariesAreBuilt() async {
    let summary = ConfigurationAppIntent.parameterSummary
    let when = summary as? _IntentSummaryWhen<ConfigurationAppIntent>
    XCTAssertEqual(when?.summaries.count, 2)
    let table = when?.summaries.first as? _IntentSummary<ConfigurationAppIntent>
    XCTAssertEqual(table?.parameters.count, 2)
    XCTAssertEqual(table?.sentence?.text.hasPrefix("Show ${"), true)
    let modes = ModeIntent.parameterSummary as? _IntentSummarySwitch<ModeIntent>
    XCTAssertEqual(modes?.summaries.count, 2)
  }

  func testDisplayRepresentationsAndDescriptions() async {
    XCTAssertEqual(TemperatureUnit.celsius.localizedStringResource.key, "Celsius")
    XCTAssertEqual(TemperatureUnit.caseDisplayRepresentations[.fahrenheit]?.subtitle?.key, "°F")
    XCTAssertEqual(CityEntity.all[0].displayRepresentation.title.key, "Paris")
    XCTAssertEqual(ConfigurationAppIntent.description.descriptionText.key, "This is an example widget.")
    XCTAssertEqual(ToggleLightIntent.title.key, "toggle.light")
    XCTAssertEqual(String(localized: ToggleLightIntent.title), "Toggle Light")
  }

  func testTheExtensionRendersAsASiteWithItsAssets() async throws {
    // The extension's own asset catalog, as Xcode would compile it: a PNG image set, a colour
    // set and a PDF logo (scripts/make-test-pdf.py).
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "XcodeExtension/Assets.xcassets")
    let widgets = WeatherBundle().erasedConfigurations.map {
      GalleryWidget(configuration: $0, app: nil, fixturesDirectory: nil, assetsDirectory: folder)
    }
    let site = try RenderedSite.build(widgets, options: SiteOptions(timeout: 5))
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    let index = String(decoding: try XCTUnwrap(site.files["index.html"]), as: UTF8.self)
    XCTAssertFalse(index.contains("not-drawn"), "nothing of the bundle is left out")
    XCTAssertEqual(site.manifest.widgets.map(\.category?.rawValue), [nil, "Live Activity", "Control", "Control"])
    for category in ["Live Activity", "Control"] {
      XCTAssertTrue(index.contains("<span class=\"category\">\(category)</span>"), "the index lists the \(category)")
    }
    XCTAssertEqual(
      Set(site.manifest.previews.filter { $0.widget == "WeatherWidget" }.map(\.family)), [.widget(.systemSmall)],
      "families no iPhone shows are left out")
    let entry = try XCTUnwrap(site.manifest.previews.first { $0.entry == .timeline(index: 0) && $0.appearance == .light })
    let svg = String(decoding: try XCTUnwrap(site.files[entry.file]), as: UTF8.self)
    XCTAssertTrue(svg.contains("data:image/png;base64,"), "the generated image symbol draws the asset")
    let root = try XMLTreeParser.parse(svg)
    let logo = try XCTUnwrap(root.elements(named: "symbol").first, "the PDF logo is defined as a vector drawing")
    XCTAssertEqual(logo[attribute: "viewBox"], "0 0 40 24")
    XCTAssertFalse(logo.elements(named: "path").isEmpty)
    let placed = try XCTUnwrap(root.elements(named: "use").first { $0[attribute: "href"] == "#" + (logo[attribute: "id"] ?? "") })
    XCTAssertEqual([placed[attribute: "width"], placed[attribute: "height"]], ["20", "12"], "fitted to its 12 pt frame")
    let bars = root.allElements.filter { $0[attribute: "data-view"] == "BarMark" }
    XCTAssertEqual(bars.count, 3, "the chart's bars are drawn")
    XCTAssertTrue(site.manifest.previews.contains { "\($0.accessibilityTitle)".contains("Oslo") }, "the entity default is drawn")
  }

  func testIntentDefinitionClassesStartAtTheFilesDefaults() async throws {
    let widget = GalleryWidget(configuration: ClockWidget().body.galleryConfiguration)
    let entries = try ProviderRunner(timeout: 5).entries(for: widget, family: .systemSmall, displaySize: .zero)
    let view = widget.configuration.content(try XCTUnwrap(entries.timeline.first?.entry))
    XCTAssertEqual(all(layOut(view)).compactMap(string(of:)), ["Hello \"world\"", "dark", "seconds", "no station"])
    let intent = ConfigurationIntent()
    intent.station = Station(identifier: "s1", display: "Central")
    intent.station?.line = "Red"
    XCTAssertEqual(intent.station?.displayString, "Central")
    XCTAssertNil(intent.count)
    XCTAssertEqual(Theme.allCases.map(\.rawValue), [0, 1, 2])
  }

  func testABundleHoldsItsWidgetLiveActivityAndControlsInOrder() async {
    let configurations = WeatherBundle().erasedConfigurations
    XCTAssertEqual(configurations.map(\.kind), ["WeatherWidget", "DeliveryAttributes", "com.example.light", "com.example.open"])
    XCTAssertEqual(configurations.map { $0.activity != nil }, [false, true, false, false])
    XCTAssertEqual(configurations.map { $0.control?.displayName }, [nil, nil, "Light", ""])
    XCTAssertEqual(configurations[1].activity?.supplementalFamilies, [.small])
  }
}

/// Views and modifiers drawn as iOS draws them, checked by frames and paints.
@MainActor final class LongTailDrawingTests: XCTestCase {
  func testBorderStrokesInsideTheFrame() async throws {
    let root = layOut(Color.clear.frame(width: 50, height: 30).border(Color.red, width: 4))
    let strokes = all(root).compactMap { node -> (Path, StrokeStyle)? in
      if case .stroke(let path, _, let style) = node.content { return (path, style) }
      return nil
    }
    let (path, style) = try XCTUnwrap(strokes.first)
    XCTAssertEqual(style.lineWidth, 4)
    // The stroke's centre line is inset by half the width, so the border stays inside.
    XCTAssertEqual(path.boundingRect.width, 46, accuracy: 0.01)
    XCTAssertEqual(path.boundingRect.height, 26, accuracy: 0.01)
  }

  func testGroupBoxPadsItsContentOnTheSecondaryBackground() async throws {
    let root = layOut(GroupBox("Title") { Color.red.frame(width: 40, height: 20) }, width: 200, height: 200)
    let fills = all(root).compactMap { node -> (Path, Paint)? in
      if case .fill(let path, let paint, _) = node.content { return (path, paint) }
      return nil
    }
    let background = try XCTUnwrap(fills.first)
    XCTAssertEqual(background.1, .color(RGBA(bytes: 242, 242, 247)))
    XCTAssertEqual(background.0.boundingRect.width, 200, accuracy: 0.01, "a group box takes the offered width")
    let content = try XCTUnwrap(fills.first { $0.1 == .color(SystemPaletteProbe.red) })
    let title = try XCTUnwrap(all(root).first { string(of: $0) != nil })
    XCTAssertEqual(title.frame.minX - background.0.boundingRect.minX, 16, accuracy: 0.01)
    XCTAssertEqual(title.frame.minY - background.0.boundingRect.minY, 16, accuracy: 0.01)
    XCTAssertEqual(content.0.boundingRect.minY - title.frame.maxY, 8, accuracy: 0.01)
    XCTAssertEqual(background.0.boundingRect.maxY - content.0.boundingRect.maxY, 16, accuracy: 0.01)
  }

  func testLineLimitReservesSpaceForItsLines() async {
    let one = layOut(Text("Sunny"))
    let three = layOut(Text("A\nB\nC"))
    let reserved = layOut(Text("Sunny").lineLimit(3, reservesSpace: true))
    XCTAssertGreaterThan(three.frame.height, one.frame.height * 2)
    XCTAssertEqual(reserved.frame.height, three.frame.height, accuracy: 0.34)
    XCTAssertEqual(layOut(Text("Sunny").lineLimit(3, reservesSpace: false)).frame.height, one.frame.height)
  }

  func testAccessoryWidgetBackgroundFillsTheCircleOfACircularWidget() async throws {
    var environment = EnvironmentValues()
    environment.widgetFamily = .accessoryCircular
    let context = ResolveContext(environment: environment)
    let rendered = WidgetLayout.layout(
      content: context.resolveSingle(AccessoryWidgetBackground()), background: nil, family: .accessoryCircular,
      device: .default, contentMarginsDisabled: true, widgetURL: nil, environment: environment)
    let fill = try XCTUnwrap(
      all(rendered.content).compactMap { node -> (Path, Paint)? in
        if case .fill(let path, let paint, _) = node.content { return (path, paint) }
        return nil
      }.first)
    XCTAssertEqual(fill.1, .color(RGBA(1, 1, 1, 0.2)))
    let size = try XCTUnwrap(Device.default.size(for: .accessoryCircular))
    XCTAssertEqual(fill.0.boundingRect.width, size.width, accuracy: 0.01)
    XCTAssertEqual(fill.0.boundingRect.height, size.height, accuracy: 0.01)
    var curves = 0
    // swift-format-ignore: ReplaceForEachWithForLoop
    // `Path` is not a sequence: `forEach` is its own method.
    fill.0.forEach { if case .curve = $0 { curves += 1 } }
    XCTAssertGreaterThan(curves, 0, "a circle, not a rectangle")
  }

  func testAccessoryWidgetBackgroundIsDrawnOnlyInTheFamiliesAppleNames() async throws {
    func fills(_ family: WidgetFamily) -> [Path] {
      var environment = EnvironmentValues()
      environment.widgetFamily = family
      let context = ResolveContext(environment: environment)
      let rendered = WidgetLayout.layout(
        content: context.resolveSingle(AccessoryWidgetBackground()), background: nil, family: family,
        device: .default, contentMarginsDisabled: true, widgetURL: nil, environment: environment)
      return all(rendered.content).compactMap { node in
        if case .fill(let path, _, _) = node.content { return path }
        return nil
      }
    }
    let rectangular = try XCTUnwrap(fills(.accessoryRectangular).first, "a rounded rectangle of the family")
    let size = try XCTUnwrap(Device.default.size(for: .accessoryRectangular))
    XCTAssertEqual(rectangular.boundingRect.width, size.width, accuracy: 0.01)
    XCTAssertEqual(rectangular.boundingRect.height, size.height, accuracy: 0.01)
    XCTAssertEqual(fills(.accessoryInline).count, 0, "empty in accessoryInline")
    XCTAssertEqual(fills(.systemSmall).count, 0, "empty on the Home Screen")
  }

  func testGradientAsAShapeStyleRunsTopToBottom() async {
    let paint = Gradient(colors: [.white, .black]).resolvePaint(in: EnvironmentValues())
    guard case .linearGradient(let stops, let start, let end) = paint else { return XCTFail("\(paint)") }
    XCTAssertEqual(stops.count, 2)
    XCTAssertEqual(start, .top)
    XCTAssertEqual(end, .bottom)
  }

  func testColorMixInterpolatesInOklabOrDeviceRGB() async {
    let environment = EnvironmentValues()
    // Oklab L = 0.5 between black and white is linear light 0.125, sRGB 0.3886.
    let perceptual = Color.black.mix(with: .white, by: 0.5).rgba(in: environment)
    XCTAssertEqual(perceptual.red, 0.3886, accuracy: 0.001)
    XCTAssertEqual(perceptual.green, perceptual.red, accuracy: 0.0001)
    let device = Color.black.mix(with: .white, by: 0.5, in: .device).rgba(in: environment)
    XCTAssertEqual(device, RGBA(0.5, 0.5, 0.5, 1))
    XCTAssertEqual(Color.red.mix(with: .blue, by: 2, in: .device).rgba(in: environment), Color.blue.rgba(in: environment))
    var dark = environment
    dark.colorScheme = .dark
    XCTAssertEqual(
      Color.red.mix(with: .white, by: 0, in: .device).rgba(in: dark), Color.red.rgba(in: dark), "mixes adapt to the scheme")
  }

  func testQuinaryIsTheFifthLabelLevel() async {
    XCTAssertEqual(HierarchicalShapeStyle.quinary.resolvePaint(in: EnvironmentValues()), .color(RGBA(bytes: 60, 60, 67, 0.07)))
  }

  func testLocalizedStringResourceShowsItsDefaultValue() async throws {
    let root = layOut(Text(LocalizedStringResource("weather.title", defaultValue: "Weather")))
    XCTAssertEqual(all(root).compactMap(string(of:)), ["Weather"])
  }

  func testStateObservableAndAppStorageHoldTheirInitialValues() async throws {
    let widget = GalleryWidget(configuration: WeatherWidget().body.galleryConfiguration)
    let entries = try ProviderRunner(timeout: 5).entries(for: widget, family: .systemSmall, displaySize: .zero)
    let view = WeatherWidgetEntryView(entry: try XCTUnwrap(entries.timeline.first?.entry as? SimpleEntry))
    let strings = all(layOut(view, width: 170, height: 170)).compactMap(string(of:))
    XCTAssertTrue(strings.contains("21°C · 2"), "\(strings)")
    XCTAssertTrue(strings.contains("Oslo"), "\(strings)")

    @State var count = 1
    $count.wrappedValue = 5
    XCTAssertEqual(count, 5)
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    XCTAssertEqual(binding.wrappedValue, 3)
  }
}

/// Resolves `view` in `environment` and lays it out alone under a proposal.
@MainActor func layOut<V: View>(
  _ view: V, width: CGFloat = 200, height: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues()
)
  -> RenderNode
{
  let node = ResolveContext(environment: environment).resolveSingle(view)
  return WidgetLayout.layout(node, proposal: ProposedViewSize(width: width, height: height))
}

/// A node and all its descendants, in drawing order.
func all(_ node: RenderNode) -> [RenderNode] { [node] + node.children.flatMap(all) }

/// The string a text node draws.
func string(of node: RenderNode) -> String? {
  if case .text(let text) = node.content { return text.string }
  return nil
}

enum SystemPaletteProbe {
  /// System red in the light scheme.
  static let red = Color.red.rgba(in: EnvironmentValues())
}
