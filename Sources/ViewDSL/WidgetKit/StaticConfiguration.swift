import Foundation

/// A widget configuration with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
    let erasedProvider = ErasedProvider(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        provider.getSnapshot(in: context) { entry in completion(UncheckedSendable(entry).value) }
      },
      timeline: { context, completion in
        provider.getTimeline(in: context) { timeline in
          let boxed = UncheckedSendable(timeline)
          completion(boxed.value.entries, boxed.value.policy)
        }
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
    let box = UncheckedSendable(provider)
    let erasedProvider = ErasedProvider(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { context, completion in
        Task { completion(await box.value.snapshot(for: await Intent().fillingDefaultParameters(), in: context)) }
      },
      timeline: { context, completion in
        Task {
          let timeline = await box.value.timeline(for: await Intent().fillingDefaultParameters(), in: context)
          completion(timeline.entries, timeline.policy)
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
        provider.getSnapshot(for: Intent(), in: context) { completion(UncheckedSendable($0).value) }
      },
      timeline: { context, completion in
        provider.getTimeline(for: Intent(), in: context) { timeline in
          let boxed = UncheckedSendable(timeline)
          completion(boxed.value.entries, boxed.value.policy)
        }
      })
    erased = ErasedWidgetConfiguration(kind: kind, provider: erasedProvider) { entry in
      AnyView(content(entry as! Provider.Entry))
    }
  }
}

extension TimelineEntry {
  fileprivate var boxed: UncheckedSendable<any TimelineEntry> { UncheckedSendable(self) }
}
