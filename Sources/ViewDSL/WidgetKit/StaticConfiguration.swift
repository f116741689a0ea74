import Foundation

/// A widget configuration with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
    let erasedProvider = ErasedProvider(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        provider.getSnapshot(in: context, completion: assumeSendable { completion($0) })
      },
      timeline: { context, completion in
        provider.getTimeline(in: context, completion: assumeSendable { completion($0.entries, $0.policy) })
      })
    erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
  }
}

/// A widget configuration driven by an App Intent the user edits.
public struct AppIntentConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    let calls = IntentProviderCalls(provider)
    let erasedProvider = ErasedProvider(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        Task { completion(await calls.snapshot(context)) }
      },
      timeline: { context, completion in
        Task {
          let (entries, policy) = await calls.timeline(context)
          completion(entries, policy)
        }
      })
    erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
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
    erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
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

/// An App Intent provider's calls with the intent's default value, erased outside the tasks
/// that run them, so the tasks use no metatype.
private struct IntentProviderCalls: @unchecked Sendable {
  let snapshot: (TimelineProviderContext) async -> any TimelineEntry
  let timeline: (TimelineProviderContext) async -> ([any TimelineEntry], TimelineReloadPolicy)

  init<Provider: AppIntentTimelineProvider>(_ provider: Provider) {
    snapshot = { await provider.snapshot(for: await Provider.Intent().fillingDefaultParameters(), in: $0) }
    timeline = {
      let timeline = await provider.timeline(for: await Provider.Intent().fillingDefaultParameters(), in: $0)
      return (timeline.entries, timeline.policy)
    }
  }
}
