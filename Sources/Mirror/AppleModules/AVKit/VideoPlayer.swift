import AVFoundation
import MirrorCore
import SwiftUICore

/// A player's video with its controls; in a widget, which cannot play video, a black area
/// that takes the space offered, with the overlay on top.
public struct VideoPlayer<VideoOverlay: View>: View {
  private let overlay: VideoOverlay

  public init(player: AVPlayer?) where VideoOverlay == EmptyView {
    overlay = EmptyView()
  }

  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    overlay = videoOverlay()
  }

  public var body: some View {
    ZStack {
      Color.black
      overlay
    }
  }
}
