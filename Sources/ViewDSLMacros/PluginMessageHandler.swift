/// Answers the compiler's messages: the capability handshake and the expansion of the macros
/// this plugin provides, by `#externalMacro` type name.
struct PluginMessageHandler {
  /// The macro of the type name its declaration gives in `#externalMacro(module:type:)`.
  static func macro(named typeName: String) -> (any DeclarationMacro.Type)? {
    switch typeName {
    case "WidgetPreviewMacro": WidgetPreviewMacro.self
    case "ViewPreviewMacro": ViewPreviewMacro.self
    case "ActivityPreviewMacro": ActivityPreviewMacro.self
    default: nil
    }
  }

  /// The compiler's protocol version, from its `getCapability` (0 until then).
  private(set) var hostProtocolVersion = 0

  mutating func handle(_ message: HostToPluginMessage) -> PluginToHostMessage {
    switch message {
    case .getCapability(let capability):
      hostProtocolVersion = capability?.protocolVersion ?? hostProtocolVersion
      return .getCapabilityResult(capability: .init(protocolVersion: PluginMessage.protocolVersion, features: []))
    case .expandFreestandingMacro(let request):
      let (source, diagnostics) = expand(request)
      return hostProtocolVersion >= 5
        ? .expandMacroResult(expandedSource: source, diagnostics: diagnostics)
        : .expandFreestandingMacroResult(expandedSource: source, diagnostics: diagnostics)
    case .unsupported("loadPluginLibrary"):
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [Self.error("the ViewDSLMacros plugin cannot load plugin libraries", at: .init(fileName: "", offset: 0))])
    case .unsupported(let name):
      return .expandMacroResult(
        expandedSource: nil,
        diagnostics: [Self.error("the ViewDSLMacros plugin does not handle '\(name)'", at: .init(fileName: "", offset: 0))])
    }
  }

  /// The expanded source of `request`, or nil and the error that stopped it.
  func expand(_ request: HostToPluginMessage.ExpandFreestandingMacro) -> (String?, [PluginMessage.Diagnostic]) {
    let location = request.syntax.location
    guard let macro = Self.macro(named: request.macro.typeName) else {
      let message = "the ViewDSLMacros plugin has no macro '\(request.macro.typeName)'"
      return (nil, [Self.error(message, at: .init(fileName: location.fileName, offset: location.offset))])
    }
    let node: FreestandingMacroSource
    do {
      node = try FreestandingMacroSource(parsing: request.syntax.source)
    } catch {
      let message = "#\(request.macro.name) could not be read: \(error.reason)"
      return (nil, [Self.error(message, at: .init(fileName: location.fileName, offset: location.offset + error.offset))])
    }
    let skipped = Array(request.syntax.source.utf8.prefix(node.startOffset))
    let newlines = skipped.filter { $0 == 0x0A }.count
    let column = newlines == 0 ? location.column + skipped.count : skipped.count - (skipped.lastIndex(of: 0x0A) ?? 0)
    var site = MacroExpansionSite(
      discriminator: request.discriminator, fileID: location.fileID, line: location.line + newlines, column: column,
      isAtFileScope: request.lexicalContext?.isEmpty ?? true)
    return (macro.expandedSource(of: node, in: &site), [])
  }

  static func error(_ message: String, at position: PluginMessage.Diagnostic.Position) -> PluginMessage.Diagnostic {
    .init(message: message, severity: "error", position: position, highlights: [], notes: [], fixIts: [])
  }
}
