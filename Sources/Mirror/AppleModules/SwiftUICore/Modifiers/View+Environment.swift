import Foundation
import MirrorCore

extension View {
  /// Sets an environment value for this view and its descendants.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentWriting { $0[keyPath: keyPath] = value }
  }

  /// Shows this view redacted for a reason (placeholder shapes instead of text and images).
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    environmentWriting { $0.redactionReasons.formUnion(reason) }
  }

  /// Exempts this view from redaction.
  nonisolated public func unredacted() -> some View {
    environmentWriting { $0.isUnredacted = true }
  }

  /// Marks this view as sensitive: hidden when privacy redaction is in effect.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      let nodes = resolveContent(context.updating { $0.isPrivacySensitive = sensitive })
      for node in nodes { node.traits.isPrivacySensitive = sensitive }
      return nodes
    }
  }

  /// Tags the view with a value a picker's selection (or a tab view's) matches it by; drawing
  /// is unchanged. (`includeOptional` also matches an optional selection, as on iOS.)
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    traitWriting { $0.tag = AnyHashable(tag) }
  }

  /// Gives the view an explicit identity.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    traitWriting { $0.identity.append(AnyHashable(id)) }
  }
}

extension Text {
  /// The text's characters with dates formatted in the default environment.
  package var plainString: String {
    runs(in: EnvironmentValues.current, inherited: []).map(\.string).joined()
  }
}
