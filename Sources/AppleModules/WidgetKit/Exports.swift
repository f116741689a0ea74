// `import WidgetKit`: the mirror with SwiftUI re-exported, and the `@main` entry points of
// `Widget` and `WidgetBundle` that make the program the `widget-gallery` command.
@_exported import SwiftUI
