// `import Combine`: Apple's Combine on Linux, from OpenCombine: publishers, subjects, operators,
// `ObservableObject` and `@Published`, and the Foundation and Dispatch spellings Apple's module
// adds (`Timer.publish`, `NotificationCenter.publisher(for:)`, `URLSession.dataTaskPublisher`,
// `DispatchQueue` and `RunLoop` as schedulers).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
