import Foundation
import MirrorCore

/// A control that chooses one of its tagged options (`Text("Day").tag(Period.day)`). A widget
/// cannot choose, and the gallery does not draw pickers: it compiles, for app views that share
/// files with the widget, and takes no space.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, BuiltInComposite {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    EmptyView()
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}
