import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// A list of headlines, the text-heavy case (ZhiHu-Daily-like).
package struct HeadlineList: View {
  package init(stories: [String]) { self.stories = stories }
  let stories: [String]
  package var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Today").font(.headline)
      ForEach(0..<stories.count, id: \.self) { index in
        HStack(alignment: .firstTextBaseline) {
          Text("\(index + 1)").font(.caption).foregroundStyle(.secondary)
          Text(stories[index]).font(.subheadline).lineLimit(2)
          Spacer(minLength: 0)
        }
      }
      Spacer(minLength: 0)
    }
  }
}

/// A grid of labelled tiles (a game-status-like dashboard).
package struct TileGrid: View {
  package init(labels: [String]) { self.labels = labels }
  let labels: [String]
  package var body: some View {
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 6) {
      ForEach(0..<labels.count, id: \.self) { index in
        HStack(spacing: 4) {
          Image(systemName: "gamecontroller.fill").font(.caption)
          VStack(alignment: .leading, spacing: 0) {
            Text(labels[index]).font(.caption).bold().lineLimit(1)
            Text("\(index * 7) pts").font(.caption2).foregroundStyle(.secondary)
          }
          Spacer(minLength: 0)
        }
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 8).fill(.fill.tertiary))
      }
    }
  }
}

/// The podcast article's medium view (shared/seeds/000), as the article writes it.
package struct PodcastMedium: View {
  package init(title: String, image: UIImage, episodeCount: Int) {
    self.title = title
    self.image = image
    self.episodeCount = episodeCount
  }
  let title: String
  let image: UIImage
  let episodeCount: Int
  package var body: some View {
    VStack {
      ZStack {
        HStack {
          GeometryReader { geo in
            Image(uiImage: image)
              .resizable()
              .scaledToFill()
              .frame(width: geo.size.height, height: geo.size.height)
          }
          Text(title)
            .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        }
        if episodeCount > 1 {
          VStack {
            HStack {
              ZStack {
                Circle().fill(Color(red: 213 / 255, green: 70 / 255, blue: 63 / 255, opacity: 1))
                  .padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
                Text("+\((episodeCount - 1).description)")
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

/// A 1×1 PNG's bytes with the given pixel size in the header, enough for `UIImage(data:)`.
package func placeholderPNG(width: Int, height: Int) -> Data {
  func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8)
  return Data(header + be32(width) + be32(height) + [8, 2, 0, 0, 0] + be32(0))
}
