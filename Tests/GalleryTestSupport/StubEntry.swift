import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// The entry of the tests' stub widgets: a date, a title to show and a number to count with.
package struct StubEntry: TimelineEntry {
  package var date: Date
  package var title: String
  package var count: Int

  package init(date: Date = Date(), title: String = "", count: Int = 0) {
    self.date = date
    self.title = title
    self.count = count
  }
}
