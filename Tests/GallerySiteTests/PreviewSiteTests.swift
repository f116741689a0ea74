import BuiltInGallery
import Foundation
import GalleryCLI
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

private struct NoteWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "PreviewedNoteWidget",
      provider: StubProvider(policy: .never, snapshot: { StubEntry(date: $0, title: "Snapshot") }) {
        [StubEntry(date: $0, title: "Timeline")]
      }
    ) { entry in
      Text(entry.title).containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview("Two notes", as: .systemSmall) {
  NoteWidget()
} timeline: {
  StubEntry(title: "First preview note")
  StubEntry(title: "Second preview note")
}

#Preview(as: .systemMedium) {
  NoteWidget()
} timeline: {
  StubEntry(title: "Unnamed preview note")
}

#Preview("Card") {
  Text("A view preview")
}

private struct NotePreviews: PreviewProvider {
  static var previews: some View {
    Text("From a provider").previewContext(WidgetPreviewContext(family: .systemSmall))
    Text("Named in its provider").previewDisplayName("Named note")
  }
}

@MainActor final class PreviewSiteTests: PrivatePreferencesTestCase {
  func testPreviewMacrosLeaveRecordsTheCatalogFinds() async throws {
    let here = PreviewCatalog.declared.filter { $0.fileID == "GallerySiteTests/PreviewSiteTests.swift" }
    XCTAssertEqual(here.map(\.line), [27, 34, 40])
    guard case .view(let card) = try XCTUnwrap(here.last).content else { return XCTFail("the third is a view preview") }
    XCTAssertEqual(card.name, "Card")
    guard case .widget(let notes) = here[0].content else { return XCTFail("the first is a widget preview") }
    XCTAssertEqual(notes.name, "Two notes")
    XCTAssertEqual(notes.family, .systemSmall)
    XCTAssertEqual(notes.entries.count, 2)
    XCTAssertTrue(PreviewCatalog.declared.contains { $0.fileID == "SeedPodcast/Article.swift" }, "the podcast article's #Preview")
  }

  func testPreviewProvidersAreFoundInTheConformanceRecords() async {
    let names = PreviewCatalog.providers.map { String(reflecting: $0) }
    XCTAssertTrue(names.contains { $0.hasSuffix("NotePreviews") }, "\(names)")
    XCTAssertTrue(names.contains("SeedVocabulary.MyVocabularyWidget_Previews"), "\(names)")
    XCTAssertTrue(names.contains("SeedInAppStory.StoryWidget_Previews"), "\(names)")
  }

  func testViewPreviewsAreNamedAsXcodeNamesThem() async {
    let names = PreviewCatalog.viewPreviews.map { "\($0.name) \($0.family.map(\.rawValue) ?? "-")" }
    XCTAssertTrue(names.contains("Card -"), "\(names)")
    XCTAssertTrue(names.contains("NotePreviews 1 systemSmall"), "previewContext sets the family: \(names)")
    XCTAssertTrue(names.contains("Named note -"), "previewDisplayName names it: \(names)")
    XCTAssertTrue(names.contains("MyVocabularyWidget_Previews 2 systemLarge"), "\(names)")
  }

  func testViewPreviewsHaveAPageOfTheirOwn() async throws {
    let page = try XCTUnwrap(PreviewCatalog.previewsWidget(among: []))
    let site = try RenderedSite.build([page], options: SiteOptions(appearances: [.light, .dark], timeout: 0.3))
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    let card = try XCTUnwrap(
      site.manifest.previews.first { $0.entry == .preview(slug: "preview-card") && $0.appearance == .dark })
    XCTAssertEqual(card.anchor, "widgetgallery.previews--systemMedium--preview-card--dark")
    XCTAssertTrue(String(decoding: try XCTUnwrap(site.files[card.file]), as: UTF8.self).contains("A view preview"))
    XCTAssertTrue(site.manifest.previews.contains { $0.entry == .preview(slug: "preview-named-note") })
    let html = String(decoding: try XCTUnwrap(site.files["widgets/widgetgallery.previews.html"]), as: UTF8.self)
    XCTAssertTrue(html.contains("id=\"widgetgallery.previews--systemSmall--preview-notepreviews-1--light\""))
  }

  func testAWidgetsPreviewsAreRowsOfItsPageWithAnchors() async throws {
    let widget = GalleryWidget(configuration: NoteWidget().body.galleryConfiguration)
    let site = try RenderedSite.build([widget], options: SiteOptions(timeout: 0.3))
    let small = site.manifest.previews.filter { $0.family == .widget(.systemSmall) && $0.entry.isPreview }
    XCTAssertEqual(Set(small.map(\.entry.slug)), ["preview-two-notes", "preview-two-notes-2"])
    XCTAssertEqual(small.count, 2 * 4, "each entry in light, dark, tinted and privacy")
    let medium = site.manifest.previews.filter { $0.family == .widget(.systemMedium) && $0.entry.isPreview }
    XCTAssertEqual(
      Set(medium.map(\.entry.slug)), ["preview-gallerysitetests-previewsitetests-swift-34"], "unnamed: file and line")
    let page = String(decoding: try XCTUnwrap(site.files["widgets/PreviewedNoteWidget.html"]), as: UTF8.self)
    XCTAssertTrue(page.contains("id=\"PreviewedNoteWidget--systemSmall--preview-two-notes-2--dark\""))
    let svg = String(
      decoding: try XCTUnwrap(site.files[try XCTUnwrap(small.first { $0.entry == .preview(slug: "preview-two-notes-2") }).file]),
      as: UTF8.self)
    XCTAssertTrue(svg.contains("Second preview note"))
  }

  func testAViewPreviewBelongsToTheWidgetOfItsOwnModuleAndEntryView() async throws {
    // InAppStory and ZhiHu Daily both name their entry view StoryWidgetEntryView.
    let widgets = builtInWidgets
    let zhihu = widgets.filter { $0.id == "ZhiHuDaily.StoryWidget" }
    let inAppStory = widgets.filter { $0.id == "InAppStory.StoryWidget" }
    let story = PreviewCatalog.viewPreviews.filter { $0.module == "SeedInAppStory" }
    XCTAssertEqual(story.map(\.name), ["StoryWidget_Previews 1", "StoryWidget_Previews 2"])
    for preview in story {
      XCTAssertEqual(PreviewCatalog.ownerOrNil(of: preview, among: zhihu + inAppStory)?.id, "InAppStory.StoryWidget")
      XCTAssertNil(PreviewCatalog.ownerOrNil(of: preview, among: zhihu), "same name, other module")
    }
    let vocabulary = PreviewCatalog.viewPreviews.filter { $0.module == "SeedVocabulary" }
    XCTAssertEqual(
      vocabulary.map { PreviewCatalog.ownerOrNil(of: $0, among: widgets)?.id },
      ["RandomTranslationWidget", "MultipleTranslationsWidget"])
    let card = try XCTUnwrap(PreviewCatalog.viewPreviews.first { $0.name == "Card" })
    XCTAssertNil(PreviewCatalog.ownerOrNil(of: card, among: widgets), "a Text is no widget's entry view")
  }

  func testTheBuiltInGalleryShowsTheSeedsPreviewsOnceEach() async throws {
    let widgets = builtInWidgets
    let unowned = PreviewCatalog.viewPreviews.filter {
      $0.module.hasPrefix("Seed") && PreviewCatalog.ownerOrNil(of: $0, among: widgets) == nil
    }
    XCTAssertEqual(unowned.map(\.name), [], "every seed preview shows its widget's entry view")
    let site = try RenderedSite.build(widgets, options: SiteOptions(appearances: [.light], previewsOnly: true))
    XCTAssertEqual(site.manifest.failures, [])
    let rows = site.manifest.previews.map { "\($0.widget) \($0.family) \($0.preview ?? "-")" }
    XCTAssertEqual(
      rows,
      [
        "FavoriteEpisodeWidget systemSmall Article.swift:213",
        "RandomTranslationWidget systemSmall MyVocabularyWidget_Previews 1",
        "MultipleTranslationsWidget systemLarge MyVocabularyWidget_Previews 2",
        "InAppStory.StoryWidget systemSmall StoryWidget_Previews 1",
        "InAppStory.StoryWidget systemMedium StoryWidget_Previews 2",
      ], "the podcast's #Preview once (not on its no-favorites variant); the providers' views on their widgets")
  }
}
