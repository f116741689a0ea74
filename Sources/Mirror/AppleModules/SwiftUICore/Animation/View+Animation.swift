import Foundation
import MirrorCore

extension View {
  /// Animates changes of `value`; a widget is drawn once, so nothing animates.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  nonisolated public func animation(_ animation: Animation?) -> some View { self }

  /// How the view enters and leaves; kept for code that declares it, never played.
  nonisolated public func transition(_ transition: AnyTransition) -> some View { self }

  /// How the view's content changes between entries; kept for code that declares it.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Runs when the view appears in an app. WidgetKit renders a widget's views into an archive
  /// and never calls it; nor does the gallery.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Starts work when the view appears in an app; a widget never runs it.
  nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> some View
  { self }

  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  { self }

  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  { self }
}
