import Combine

// Apple's Foundation overlay declares these two aliases of Combine's types (its interface in
// the SDKs, and its source in the Swift repository's Darwin overlay), so a file that imports
// Foundation, or any module that re-exports Foundation (UIKit, WidgetKit…), declares an
// `ObservableObject` with `@Published` properties without importing Combine.

/// Combine's `Published`, as Foundation names it.
public typealias Published = Combine.Published

/// Combine's `ObservableObject`, as Foundation names it.
public typealias ObservableObject = Combine.ObservableObject
