// `import ActivityKit`: the mirror's Live Activity types (`ActivityAttributes`…), so a bundle that
// holds a Live Activity compiles.
@_exported import Foundation
@_exported import ViewDSL

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
