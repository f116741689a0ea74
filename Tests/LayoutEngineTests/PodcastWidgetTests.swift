import Foundation
import LayoutEngine
import TextEngine
import ViewDSL
import XCTest

// The podcast widget from shared/seeds/000 (the Infinite Red "React Native widgets"
// article), copied as the article writes it: `WidgetSmallView` and `WidgetMediumView`.

private struct SimpleEntry {
  let date: Date
  let title: String
  var imageData: UIImage?
  let episodeCount: Int
  let guid: String?
}

private struct WidgetSmallView: View {
  var entry: SimpleEntry

  var body: some View {
    VStack {
      if (entry.episodeCount == 0) {
        Text("No favorite episodes yet!")
      } else {
        ZStack {
          HStack {
            if (entry.imageData !== nil) {
              Image(uiImage: entry.imageData!)
                .resizable()
                .scaledToFill()
                .cornerRadius(10)
            }
          }
          if (entry.episodeCount > 1) {
            VStack {
              HStack {
                Spacer()
                ZStack {
                  Circle().fill(Color.red)
                    .padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
                  Text("+\((entry.episodeCount - 1).description)")
                }.frame(width: 60, height: 60)
              }
              Spacer()
            }
          }
        }
      }
    }
  }
}

private struct WidgetMediumView: View {
  var entry: SimpleEntry

  var body: some View {
    VStack {
      if (entry.episodeCount == 0) {
        Text("No favorite episodes yet!")
      } else {
        ZStack {
          HStack {
            if (entry.imageData !== nil) {
              GeometryReader { geo in
                Image(uiImage: entry.imageData!)
                  .resizable()
                  .scaledToFill()
                  .frame(width: geo.size.height, height: geo.size.height)
              }
            }
            Text(entry.title)
              .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
          }
          if (entry.episodeCount > 1) {
            VStack {
              HStack {
                ZStack {
                  Circle().fill(Color(red: 213 / 255, green: 70 / 255, blue: 63 / 255, opacity: 1))
                    .padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
                  Text("+\((entry.episodeCount - 1).description)")
                }.frame(width: 60, height: 60)
                Spacer()
              }
              Spacer()
            }
          }
        }
      }
    }
  }
}

final class PodcastWidgetTests: XCTestCase {
  private let entry = SimpleEntry(
    date: Date(timeIntervalSinceReferenceDate: 0), title: "The React Native Radio Episode",
    imageData: UIImage(data: makePNG(width: 64, height: 64)), episodeCount: 3, guid: "abc")

  /// Medium, margins disabled: the image is a square as tall as the widget at its leading
  /// edge, the title to its right, and the "+N" badge 60×60 at the top left.
  func testMediumShowsSquareImageWithTitleToItsRight() {
    let widget = layOutWidget(WidgetMediumView(entry: entry), family: .systemMedium, marginsDisabled: true)
    let content = widget.content
    assertFrame(content, 0, 0, 338, 158)
    assertFrame(content.node("Image"), 0, 0, 158, 158)
    let title = content.nodes("Text").first { $0.text?.string == entry.title }!
    XCTAssertGreaterThan(title.frame.minX, 158)
    XCTAssertLessThanOrEqual(title.frame.maxX, 338)
    let badge = content.nodes("frame").first { $0.frame.width == 60 }!
    assertFrame(badge, 0, 0, 60, 60)
    assertFrame(badge.node("Circle"), 10, 10, 40, 40)
    XCTAssertEqual(content.nodes("Text").last?.text?.string, "+2")
  }

  func testSmallShowsBadgeTopRight() {
    let widget = layOutWidget(WidgetSmallView(entry: entry), family: .systemSmall, marginsDisabled: true)
    let content = widget.content
    assertFrame(content.node("Image"), 0, 0, 158, 158)
    XCTAssertNotNil(content.node("cornerRadius").effects.clip)
    let badge = content.nodes("frame").first { $0.frame.width == 60 }!
    assertFrame(badge, 98, 0, 60, 60)
  }

  func testNoEpisodesShowsCentredMessage() {
    let empty = SimpleEntry(date: Date(timeIntervalSinceReferenceDate: 0), title: "", imageData: nil, episodeCount: 0, guid: nil)
    let widget = layOutWidget(WidgetSmallView(entry: empty), family: .systemSmall, marginsDisabled: true)
    let text = widget.content.node("Text")
    assertClose(text.frame.midX, 79)
    assertClose(text.frame.midY, 79)
    XCTAssertLessThanOrEqual(text.frame.width, 158)
  }
}
