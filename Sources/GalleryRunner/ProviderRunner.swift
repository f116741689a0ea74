import Foundation
import GalleryFixtures
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

    guard let placeholderEntry = call({ done in done(provider.placeholder(context)) }) else {
      throw GalleryError.timedOut(widget: name, call: "placeholder(in:)", family: family.rawValue, seconds: timeout, returning: true)
    }
    guard let snapshotEntry = call({ done in provider.snapshot(previewContext) { done($0) } }) else {
      throw GalleryError.timedOut(widget: name, call: "getSnapshot", family: family.rawValue, seconds: timeout)
    }
    guard let (entries, policy) = call({ done in provider.timeline(context) { done(($0, $1)) } }) else {
      throw GalleryError.timedOut(widget: name, call: "getTimeline", family: family.rawValue, seconds: timeout)
    }
    guard let first = entries.first else {
      throw GalleryError.emptyTimeline(widget: name, family: family.rawValue)
    }

    // Under the fixed clock the provider's dates are shown as they are; elsewhere (a test
    // process) the timeline is moved so that its first entry falls at the reference time.
    let underClock = ReferenceClock.isInEffect
    func display(_ date: Date) -> Date {
      underClock ? date : ReferenceDate.display(offset: date.timeIntervalSince(first.date))
    }
    let timeline = entries.enumerated().map { index, entry in
      let shown = display(entry.date)
      return PreviewEntry(kind: .timeline(index: index), entry: entry, displayDate: shown, dateShift: shown.timeIntervalSince(entry.date))
    }
    var policyDate: Date?
    if case .after(let date) = policy.kind { policyDate = display(date) }
    return FamilyEntries(
      family: family,
      placeholder: standalone(.placeholder, placeholderEntry),
      snapshot: standalone(.snapshot, snapshotEntry),
      timeline: timeline,
      policy: policy,
      policyDisplayDate: policyDate)
  }

  /// Runs one provider call on a thread of its own, as WidgetKit calls providers off the main
  /// thread, and waits for what it delivers.
  ///
  /// A provider that blocks its thread (waiting on a semaphore for a download that never
  /// comes) or never calls its completion handler times out like any other; its thread is
  /// left behind, blocked, and the gallery goes on. Deliveries on `DispatchQueue.main` work
  /// because the wait keeps the main run loop turning.
  private func call<Value>(_ body: @escaping (@escaping @Sendable (Value) -> Void) -> Void) -> Value? {
    let waiter = CompletionWaiter<Value>()
    let work = UncheckedBox(body)
    let thread = Thread {
      work.value { value in waiter.complete(value) }
    }
    thread.name = "widget-gallery provider"
    thread.start()
    return waiter.wait(timeout: timeout)
  }

  private func standalone(_ kind: PreviewEntry.Kind, _ entry: any TimelineEntry) -> PreviewEntry {
    if ReferenceClock.isInEffect { return PreviewEntry(kind: kind, entry: entry, displayDate: entry.date, dateShift: 0) }
    return PreviewEntry(kind: kind, entry: entry, displayDate: ReferenceDate.date, dateShift: ReferenceDate.date.timeIntervalSince(entry.date))
  }
}
