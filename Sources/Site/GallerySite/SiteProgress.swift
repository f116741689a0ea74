/// Where a site build is: sent when a widget starts and when it is done.
package struct SiteProgress: Sendable {
  package var widget: String
  /// The widget's number in this build, from 1, and how many widgets it renders.
  package var number: Int
  package var count: Int
  /// Previews rendered so far, this widget's included when `finished`.
  package var previews: Int
  package var finished: Bool

  package init(widget: String, number: Int, count: Int, previews: Int, finished: Bool) {
    self.widget = widget
    self.number = number
    self.count = count
    self.previews = previews
    self.finished = finished
  }
}
