/// A reply to the compiler, encoded as swift-syntax's `PluginToHostMessage` is.
enum PluginToHostMessage: Encodable, Equatable {
  case getCapabilityResult(capability: PluginMessage.PluginCapability)
  /// The reply to an expansion for compilers of protocol version 5 and later.
  case expandMacroResult(expandedSource: String?, diagnostics: [PluginMessage.Diagnostic])
  /// The same reply for older compilers.
  case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [PluginMessage.Diagnostic])
  /// The reply to an attached macro's expansion for older compilers.
  case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [PluginMessage.Diagnostic])
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginMessage.Diagnostic])
}
