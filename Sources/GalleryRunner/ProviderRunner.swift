import Foundation
import ViewDSL

/// Calls a widget's provider the way WidgetKit does and collects its entries.
package struct ProviderRunner {
  /// How long a provider may take to call a completion handler, in seconds.
  package var timeout: Double

  package init(timeout: Double = 10) {
    self.timeout = timeout
  }

  /// The placeholder, the snapshot (with `isPreview` set) and the timeline for one family.
  ///
  /// - Throws: `GalleryError` when the provider never completes or returns no entries.
  package func entries(for widget: GalleryWidget, family: WidgetFamily, displaySize: CGSize) throws -> FamilyEntries {
    let provider = widget.configuration.provider
    let name = widget.id
    let context = TimelineProviderContext(family: family, isPreview: false, displaySize: displaySize)
    let previewContext = TimelineProviderContext(family: family, isPreview: true, displaySize: displaySize)

    let placeholderEntry = provider.placeholder(context)

    let snapshotWaiter = CompletionWaiter<any TimelineEntry>()
    provider.snapshot(previewContext) { entry in snapshotWaiter.complete(entry) }
    guard let snapshotEntry = snapshotWaiter.wait(timeout: timeout) else {
      throw GalleryError.timedOut(widget: name, call: "getSnapshot", family: family.rawValue, seconds: timeout)
    }

    let timelineWaiter = CompletionWaiter<([any TimelineEntry], TimelineReloadPolicy)>()
    provider.timeline(context) { entries, policy in timelineWaiter.complete((entries, policy)) }
    guard let (entries, policy) = timelineWaiter.wait(timeout: timeout) else {
      throw GalleryError.timedOut(widget: name, call: "getTimeline", family: family.rawValue, seconds: timeout)
    }
    guard let first = entries.first else {
      throw GalleryError.emptyTimeline(widget: name, family: family.rawValue)
    }

    let timeline = entries.enumerated().map { index, entry in
      let display = ReferenceDate.display(offset: entry.date.timeIntervalSince(first.date))
      return PreviewEntry(kind: .timeline(index: index), entry: entry, displayDate: display, dateShift: display.timeIntervalSince(entry.date))
    }
    var policyDate: Date?
    if case .after(let date) = policy.kind { policyDate = ReferenceDate.display(offset: date.timeIntervalSince(first.date)) }
    return FamilyEntries(
      family: family,
      placeholder: standalone(.placeholder, placeholderEntry),
      snapshot: standalone(.snapshot, snapshotEntry),
      timeline: timeline,
      policy: policy,
      policyDisplayDate: policyDate)
  }

  private func standalone(_ kind: PreviewEntry.Kind, _ entry: any TimelineEntry) -> PreviewEntry {
    PreviewEntry(kind: kind, entry: entry, displayDate: ReferenceDate.date, dateShift: ReferenceDate.date.timeIntervalSince(entry.date))
  }
}
