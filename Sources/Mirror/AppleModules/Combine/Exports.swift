// `import Combine`: Apple's Combine, written here in Swift alone: publishers, subscribers and
// subjects, the operators, schedulers, `ObservableObject` and `@Published`, and the Foundation
// and Dispatch spellings Apple's SDK adds (`Timer.publish`, `NotificationCenter.publisher(for:)`,
// `URLSession.dataTaskPublisher(for:)`, `DispatchQueue`, `RunLoop` and `OperationQueue` as
// schedulers).
//
// Why our own and in Swift only: the Apple-named modules share SwiftPM's one module folder with
// every package in a build, and packages such as swift-snapshot-testing, swift-custom-dump and
// swift-argument-parser test `#if canImport(SwiftUI)` (or `UIKit`, `os`). Whichever of them
// compiles after our modules exist takes its Apple branch and loads our module, which works
// only if the module's whole import closure is Swift: those compiles are given no module maps,
// so a C module in the closure (OpenCombine's `COpenCombineHelpers`) fails them ("missing
// required module"). SwiftUICore re-exports Combine (`ObservableObject`, `@Published`), so a C
// module here would break every package that imports SwiftUI.
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
