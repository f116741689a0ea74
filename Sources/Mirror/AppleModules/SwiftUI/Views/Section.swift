import Foundation
import MirrorCore

/// A part of a container's content with an optional header and footer. Outside a `List` or
/// `Form` (which widgets do not draw), as on iOS, its header, content and footer take their
/// places in the parent one after another.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, BuiltInComposite {
  let parent: Parent
  let content: Content
  let footer: Footer

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    self.parent = header()
    self.footer = footer()
  }

  @available(*, deprecated, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  @ViewBuilder public var body: some View {
    parent
    content
    footer
  }
}

extension Section where Footer == EmptyView {
  @available(*, deprecated, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header })
  }
}

extension Section where Parent == EmptyView {
  @available(*, deprecated, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, footer: { footer })
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}
