import Foundation
import MirrorCore
import SwiftUI

/// A group of chart content, so that modifiers apply to every mark inside
/// (`Plot { LineMark(…); AreaMark(…) }.interpolationMethod(.catmullRom)`).
public struct Plot<Content: ChartContent>: ChartContent {
  let content: Content

  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  public var body: some ChartContent { content }
}
