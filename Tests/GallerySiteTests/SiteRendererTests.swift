import AppIntents
import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// Two entries a minute apart titled with markup; never delivered unless `completes`.
private func greetings(completes: Bool) -> StubProvider {
  StubProvider { now in
    guard completes else { return nil }
    return [StubEntry(date: now, title: "<b>Hi & bye</b>"), StubEntry(date: now + 60, title: "<b>Hi & bye</b>")]
  }
}

/// A timeline of `count` entries 5 s apart, cycling through `words`.
private func repeating(_ words: [String], count: Int) -> StubProvider {
  StubProvider(
    snapshot: { StubEntry(date: $0, title: words[0]) },
    timeline: { now in (0..<count).map { StubEntry(date: now + Double($0) * 5, title: words[$0 % words.count]) } })
}

private func widget(_ kind: String, completes: Bool = true, name: String = "Greeting") -> GalleryWidget {
  let configuration = StaticConfiguration(kind: kind, provider: greetings(completes: completes)) { entry in
    Text(entry.title)
      .widgetURL(URL(string: "javascript:alert(1)"))
      .containerBackground(.fill.tertiary, for: .widget)
  }
  .configurationDisplayName(name)
  .supportedFamilies([.systemSmall])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

private struct MarkDoneIntent: AppIntent {
  static let title: LocalizedStringResource = "Mark done"
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor final class SiteRendererTests: PrivatePreferencesTestCase {
  private let options = SiteOptions(timeout: 0.3)

  func testEveryEntryAndAppearanceIsAPreviewWithAStableAnchor() async throws {
    let site = try RenderedSite.build([widget("Greeting")], options: options)
    let previews = site.manifest.previews
    XCTAssertEqual(previews.count, 4 * 4, "placeholder, snapshot and two entries × light, dark, tinted, privacy")
    XCTAssertEqual(Set(previews.map(\.anchor)).count, previews.count)
    XCTAssertTrue(previews.contains { $0.anchor == "Greeting--systemSmall--entry-1--dark" })
    XCTAssertEqual(previews.first { $0.entry == .timeline(index: 1) }?.date, "2024-06-10T09:42:00Z")
    let again = try RenderedSite.build([widget("Greeting")], options: options)
    XCTAssertEqual(site.files, again.files, "same inputs, same bytes")
    XCTAssertEqual(site.manifestData(), again.manifestData())
  }

  func testIdenticalRenderingsShareOneFile() async throws {
    let site = try RenderedSite.build([widget("Greeting")], options: options)
    let entry0 = site.manifest.previews.filter { $0.entry == .timeline(index: 0) }
    let entry1 = site.manifest.previews.filter { $0.entry == .timeline(index: 1) }
    XCTAssertEqual(entry0.map(\.file), entry1.map(\.file), "the two entries look the same")
    XCTAssertLessThan(Set(site.manifest.previews.map(\.file)).count, site.manifest.previews.count)
    for preview in site.manifest.previews { XCTAssertNotNil(site.files[preview.file], preview.file) }
  }

  func testDangerousWidgetURLIsListedAsBlocked() async throws {
    let site = try RenderedSite.build([widget("Greeting")], options: options)
    let target = try XCTUnwrap(site.manifest.previews.first?.tapTargets.first)
    XCTAssertEqual(target.kind, .widgetURL)
    XCTAssertTrue(target.blocked)
    let page = String(decoding: site.files["widgets/Greeting.html"]!, as: UTF8.self)
    XCTAssertFalse(page.contains("href=\"javascript"), "a blocked URL never becomes a link")
  }

  func testAFailingWidgetGetsAnErrorCardAndTheOthersAreBuilt() async throws {
    let site = try RenderedSite.build([widget("Broken", completes: false), widget("Greeting")], options: options)
    XCTAssertEqual(site.manifest.failures.map(\.widget), ["Broken"])
    XCTAssertTrue(site.manifest.failures[0].message.contains("did not call its completion handler"))
    XCTAssertFalse(site.manifest.previews.filter { $0.widget == "Greeting" }.isEmpty)
    let page = String(decoding: site.files["widgets/Broken.html"]!, as: UTF8.self)
    XCTAssertTrue(page.contains("error-card"))
    XCTAssertTrue(String(decoding: site.files["index.html"]!, as: UTF8.self).contains("Broken failed"))
  }

  func testAPreviewTooBigToDrawIsAnErrorCardAndTheWidgetsFailure() async throws {
    let long = String(repeating: "Lorem ipsum ", count: 250)
    let configuration = StaticConfiguration(kind: "Huge", provider: greetings(completes: true)) { entry in
      VStack { ForEach(0..<200) { _ in Text(entry.title + long) } }
    }
    .supportedFamilies([.systemSmall])
    let huge = GalleryWidget(configuration: configuration.galleryConfiguration)
    let site = try RenderedSite.build([huge, widget("Greeting")], options: options)
    XCTAssertEqual(site.manifest.failures.map(\.widget), ["Huge"], "one failure for the widget, however many previews")
    let message = site.manifest.failures[0].message
    XCTAssertTrue(
      message.hasPrefix("systemSmall, placeholder, light: too big to draw: text layout shaped more than 250,000 characters"),
      message)
    let previews = site.manifest.previews.filter { $0.widget == "Huge" }
    XCTAssertEqual(previews.count, 16, "every preview is still listed, its picture an error card")
    for preview in previews {
      let svg = String(decoding: site.files[preview.file] ?? Data(), as: UTF8.self)
      XCTAssertTrue(svg.contains("data-view=\"ErrorCard\""), preview.anchor)
      XCTAssertTrue(preview.accessibilityTitle.hasPrefix("Too big to draw: "), preview.accessibilityTitle)
    }
    XCTAssertTrue(String(decoding: site.files["widgets/Huge.html"]!, as: UTF8.self).contains("error-card"))
    XCTAssertTrue(site.manifest.failures.allSatisfy { $0.widget != "Greeting" })
  }

  func testUserTextIsEscapedInPages() async throws {
    let site = try RenderedSite.build([widget("Greeting", name: "<script>alert(1)</script>")], options: options)
    let index = String(decoding: site.files["index.html"]!, as: UTF8.self)
    XCTAssertFalse(index.contains("<script>alert"))
    XCTAssertTrue(index.contains("&lt;script&gt;"))
  }

  func testInteractiveControlsAreTapTargetsNamingTheirIntent() async throws {
    let configuration = StaticConfiguration(kind: "Tasks", provider: greetings(completes: true)) { _ in
      VStack {
        Button("Done", intent: MarkDoneIntent())
        Toggle("Lights", isOn: true, intent: MarkDoneIntent())
      }
      .containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemMedium])
    let site = try RenderedSite.build(
      [GalleryWidget(configuration: configuration.galleryConfiguration)],
      options: SiteOptions(appearances: [.light], timeout: 0.3))
    let preview = try XCTUnwrap(site.manifest.previews.first { $0.entry == .timeline(index: 0) })
    XCTAssertEqual(preview.tapTargets.map(\.kind), [.intent, .intent])
    XCTAssertEqual(preview.tapTargets.map(\.url), ["MarkDoneIntent", "MarkDoneIntent"])
    XCTAssertTrue(preview.tapTargets.allSatisfy { $0.rect.width > 0 && $0.rect.height > 0 })
    let svg = String(decoding: try XCTUnwrap(site.files[preview.file]), as: UTF8.self)
    XCTAssertTrue(svg.contains("data-intent=\"MarkDoneIntent\""))
  }

  func testALocaleTranslatesTheWidgetsLiteralsAndIsRecorded() async throws {
    let configuration = StaticConfiguration(kind: "Hello", provider: greetings(completes: true)) { entry in
      Text("Good morning").containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let german = LocalizationTable(locale: "de", tables: ["Localizable": ["Good morning": "Guten Morgen"]])
    let site = try RenderedSite.build(
      [GalleryWidget(configuration: configuration.galleryConfiguration)],
      options: SiteOptions(appearances: [.light], timeout: 0.3, localization: german))
    XCTAssertEqual(site.manifest.locale, "de")
    XCTAssertEqual(site.manifest.previews.first { $0.entry == .timeline(index: 0) }?.accessibilityTitle, "Guten Morgen")
  }

  // The chosen text size reaches the widget's environment and the manifest; without one the
  // manifest records none, as before.
  func testADynamicTypeSizeIsRenderedAndRecorded() async throws {
    let configuration = StaticConfiguration(kind: "Sized", provider: greetings(completes: true)) { entry in
      SizeName().containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let widgets = [GalleryWidget(configuration: configuration.galleryConfiguration)]
    let large = try RenderedSite.build(
      widgets, options: SiteOptions(appearances: [.light], timeout: 0.3, dynamicTypeSize: .accessibility3))
    XCTAssertEqual(large.manifest.dynamicTypeSize, "accessibility3")
    XCTAssertEqual(large.manifest.previews.first { $0.entry == .timeline(index: 0) }?.accessibilityTitle, "accessibility3")
    let small = try RenderedSite.build(
      widgets, options: SiteOptions(appearances: [.light], timeout: 0.3, dynamicTypeSize: .xSmall))
    XCTAssertEqual(small.manifest.previews.first { $0.entry == .timeline(index: 0) }?.accessibilityTitle, "large")
    let plain = try RenderedSite.build(widgets, options: SiteOptions(appearances: [.light], timeout: 0.3))
    XCTAssertNil(plain.manifest.dynamicTypeSize)
    XCTAssertEqual(plain.manifest.previews.first { $0.entry == .timeline(index: 0) }?.accessibilityTitle, "large")
  }

  func testALongTimelineThatRepeatsItselfIsDrawnOncePerDistinctView() async throws {
    let words = ["apple", "pear", "plum"]
    let configuration = StaticConfiguration(kind: "Words", provider: repeating(words, count: 720)) { entry in
      VStack(alignment: .leading) {
        Text(entry.title).font(.headline)
        Text(entry.date, style: .relative).opacity(0)
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let site = try RenderedSite.build([GalleryWidget(configuration: configuration.galleryConfiguration)], options: options)
    let appearances = 4
    XCTAssertEqual(site.manifest.previews.count, (720 + 2) * appearances)
    // Each entry's date, relative to that entry, reads the same.
    let timeline = site.manifest.previews.filter { $0.entry.slug.hasPrefix("entry-") }
    XCTAssertLessThan(site.drawnPreviews, site.manifest.previews.count / 10, "\(site.drawnPreviews) drawn")
    var files: Set<String> = []
    for word in words.indices {
      let alike = timeline.filter { Int($0.entry.slug.dropFirst(6))! % 3 == word && $0.appearance == .light }
      XCTAssertEqual(alike.count, 240)
      XCTAssertEqual(Set(alike.map(\.file)).count, 1, words[word])
      XCTAssertTrue(alike.allSatisfy { $0.accessibilityTitle.hasPrefix(words[word]) }, words[word])
      files.insert(alike[0].file)
    }
    XCTAssertEqual(files.count, 3)
    let again = try RenderedSite.build([GalleryWidget(configuration: configuration.galleryConfiguration)], options: options)
    XCTAssertEqual(site.files, again.files)
  }

  func testViewsThatCannotBeComparedAreEachDrawn() async throws {
    let configuration = StaticConfiguration(kind: "Measured", provider: repeating(["apple"], count: 5)) { entry in
      GeometryReader { proxy in Text(entry.title).frame(width: proxy.size.width / 2) }
        .containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let site = try RenderedSite.build([GalleryWidget(configuration: configuration.galleryConfiguration)], options: options)
    XCTAssertEqual(site.drawnPreviews, site.manifest.previews.count)
    let files = Set(site.manifest.previews.filter { $0.entry.slug.hasPrefix("entry-") && $0.appearance == .dark }.map(\.file))
    XCTAssertEqual(files.count, 1, "identical renderings still share one file")
  }

  func testFamilyAndAppearanceFilters() async throws {
    let filtered = SiteOptions(appearances: [.dark], timeout: 0.3)
    let site = try RenderedSite.build([widget("Greeting")], options: filtered)
    XCTAssertEqual(Set(site.manifest.previews.map(\.appearance)), [.dark])
  }
}

@MainActor final class CorruptFixtureTests: PrivatePreferencesTestCase {
  func testACorruptFixtureFailsItsWidgetNamingTheFileAndTheOthersStillRender() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("UserDefaults"), withIntermediateDirectories: true)
    try Data("{ \"episodes\": [1, 2,".utf8).write(to: folder.appendingPathComponent("UserDefaults/group.example.json"))
    defer { try? FileManager.default.removeItem(at: folder) }

    let good = widget("Greeting")
    let broken = GalleryWidget(configuration: good.configuration, app: "Broken", fixturesDirectory: folder, assetsDirectory: nil)
    let site = try RenderedSite.build([broken, good], options: SiteOptions(timeout: 0.3))

    let failure = try XCTUnwrap(site.manifest.failures.first)
    XCTAssertEqual(failure.widget, "Broken.Greeting")
    XCTAssertTrue(failure.message.contains("group.example.json"), failure.message)
    XCTAssertEqual(Set(site.manifest.previews.map(\.widget)), ["Greeting"])
  }
}

/// A view that shows the Dynamic Type size it is evaluated at.
private struct SizeName: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(verbatim: "\(size)") }
}
