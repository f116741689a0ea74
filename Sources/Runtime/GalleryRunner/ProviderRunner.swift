import CThreadSample
import Foundation
import GalleryFixtures
import MirrorCore
import SwiftUI
import WidgetKit

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
    // What the provider asks the fixtures for and does not get, for a call that then times out.
    let mark = MissingFixtures.mark
    let previewContext = TimelineProviderContext(family: family, isPreview: true, displaySize: displaySize)

    func call<Value>(
      _ name: String, returning: Bool = false, _ body: @escaping (@escaping @Sendable (Value) -> Void) -> Void
    ) throws -> Value {
      CrashLedger.step("\(name) for \(family.rawValue)")
      do {
        return try self.call(body)
      } catch let stall as ProviderStall {
        throw GalleryError.timedOut(
          widget: widget.id, call: name, family: family.rawValue, seconds: timeout, returning: returning, wait: stall.wait,
          missing: MissingFixtures.asked(since: mark))
      }
    }

    let placeholderEntry = try call("placeholder(in:)", returning: true) { done in done(provider.placeholder(context)) }
    let snapshotEntry = try call("getSnapshot") { done in provider.snapshot(previewContext) { done($0) } }
    let (entries, policy) = try call("getTimeline") { done in provider.timeline(context) { done(($0, $1)) } }
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
      return PreviewEntry(
        kind: .timeline(index: index), entry: entry, displayDate: shown, dateShift: shown.timeIntervalSince(entry.date))
    }
    var policyDate: Date?
    if case .after(let date) = policy.kind { policyDate = display(date) }
    return FamilyEntries(
      family: family,
      placeholder: PreviewEntry(standalone: placeholderEntry, kind: .placeholder),
      snapshot: PreviewEntry(standalone: snapshotEntry, kind: .snapshot),
      timeline: timeline,
      policy: policy,
      policyDisplayDate: policyDate)
  }

  /// Runs one provider call on a thread of its own, as WidgetKit calls providers off the main
  /// thread, and waits for what it delivers.
  ///
  /// A provider that blocks its thread (waiting on a semaphore for a download that never
  /// comes) or never calls its completion handler times out like any other: its thread is
  /// sampled to name what it waits for (``ProviderWait``), then left behind, blocked, and the
  /// gallery goes on. Deliveries on `DispatchQueue.main` work because the wait keeps the main
  /// run loop turning. A crash ends the process: a supervised build charges it to the widget
  /// (`CrashLedger`) and runs again without it. Calls are made one at a time.
  ///
  /// - Throws: `ProviderStall` when nothing came within `timeout`.
  private func call<Value>(_ body: @escaping (@escaping @Sendable (Value) -> Void) -> Void) throws -> Value {
    Self.oneCallAtATime.lock()
    defer { Self.oneCallAtATime.unlock() }
    let waiter = CompletionWaiter<Value>()
    let work = UncheckedSendable(body)
    let slot = SampledThread()
    let thread = Thread {
      threadsample_enter(slot.pointer)
      work.value { value in waiter.complete(value) }
      threadsample_leave(slot.pointer)
    }
    thread.name = "widget-gallery provider"
    thread.start()
    if let value = waiter.wait(timeout: timeout) { return value }
    throw ProviderStall(wait: ProviderWait.sample(slot.pointer))
  }

  /// Held for the length of a call: a provider call's thread is sampled alone.
  private static let oneCallAtATime = NSLock()
}

/// A provider thread's `threadsample_slot`, kept while the thread or its waiter holds it: the
/// thread writes it until it leaves, which may be after its value was delivered or long after
/// its waiter gave up (a blocked thread keeps it for good).
private final class SampledThread: Sendable {
  // Sendable: the slot's fields are C atomics that only CThreadSample's functions touch.
  nonisolated(unsafe) let pointer: OpaquePointer = threadsample_slot_new()

  deinit {
    threadsample_slot_free(pointer)
  }
}

/// A provider call that delivered nothing within its time limit, and what it waits for when
/// that could be told.
struct ProviderStall: Error {
  let wait: ProviderWait?
}
