import AppIntents
import Foundation
import Intents
import MirrorCore
import SwiftUI

/// A widget configuration with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    let erasedProvider = ErasedProvider(provider)
    var erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
    erased.entryViewType = rootViewType(of: Content.self)
    self.erased = erased
  }
}

/// A widget configuration driven by an App Intent the user edits.
public struct AppIntentConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    let erasedProvider = ErasedProvider(provider, intent: nil)
    var erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
    erased.entryViewType = rootViewType(of: Content.self)
    self.erased = erased
  }
}

/// A widget configuration driven by a SiriKit intent (the pre-iOS 17 form).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Intent.Type, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    let erasedProvider = ErasedProvider(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        provider.getSnapshot(for: Intent(), in: context, completion: assumeSendable { completion($0) })
      },
      timeline: { context, completion in
        provider.getTimeline(for: Intent(), in: context, completion: assumeSendable { completion($0.entries, $0.policy) })
      })
    var erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
    erased.entryViewType = rootViewType(of: Content.self)
    self.erased = erased
  }
}

extension ErasedProvider {
  /// A timeline provider's calls.
  package init<Provider: TimelineProvider>(_ provider: Provider) {
    self.init(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        provider.getSnapshot(in: context, completion: assumeSendable { completion($0) })
      },
      timeline: { context, completion in
        provider.getTimeline(in: context, completion: assumeSendable { completion($0.entries, $0.policy) })
      })
  }

  /// An App Intent provider's calls with `intent`, or with the intent's default value, run on
  /// the thread that calls them (see `CallingThreadExecutor`).
  package init<Provider: AppIntentTimelineProvider>(_ provider: Provider, intent: Provider.Intent?) {
    let calls = IntentProviderCalls(provider, intent: intent)
    self.init(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        CallingThreadExecutor.run { completion(await calls.snapshot(context)) }
      },
      timeline: { context, completion in
        CallingThreadExecutor.run {
          let (entries, policy) = await calls.timeline(context)
          completion(entries, policy)
        }
      })
  }
}

/// `handler` as the `@Sendable` completion handler a provider is given.
///
/// A `@Sendable` closure may not use the provider's entry type (its metatype is not known to
/// be sendable), so the gallery's handlers, which only hand the value on, are written as
/// plain closures and marked here. A provider calls its handler once, from any thread.
private func assumeSendable<Value>(_ handler: @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
  unsafeBitCast(handler, to: (@Sendable (Value) -> Void).self)
}

/// An App Intent provider's calls with a given intent or the intent's default value, erased
/// outside the tasks that run them, so the tasks use no metatype.
private struct IntentProviderCalls: @unchecked Sendable {
  // Sendable: two closures made once over the provider and its intent (`UncheckedIntent`), called one at a time
  // by the task that runs a provider call.
  let snapshot: (TimelineProviderContext) async -> any TimelineEntry
  let timeline: (TimelineProviderContext) async -> ([any TimelineEntry], TimelineReloadPolicy)

  init<Provider: AppIntentTimelineProvider>(_ provider: Provider, intent: Provider.Intent?) {
    let given = UncheckedIntent(intent)
    func configuration() async -> Provider.Intent {
      if let intent = given.value { return intent }
      return await Provider.Intent().fillingDefaultParameters()
    }
    snapshot = { await provider.snapshot(for: await configuration(), in: $0) }
    timeline = {
      let timeline = await provider.timeline(for: await configuration(), in: $0)
      return (timeline.entries, timeline.policy)
    }
  }
}

/// An intent handed to the tasks that call a provider; the provider is called once at a time.
private struct UncheckedIntent<Intent>: @unchecked Sendable {
  // Sendable: the intent is made before the call and handed to one task, which alone uses it.
  let value: Intent?
  init(_ value: Intent?) { self.value = value }
}
