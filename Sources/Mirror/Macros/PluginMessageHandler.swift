/// Answers the compiler's messages: the capability handshake and the expansion of the macros
/// this plugin provides, by `#externalMacro` type name.
struct PluginMessageHandler {
  /// The macro of the type name its declaration gives in `#externalMacro(module:type:)`.
  static func macro(named typeName: String) -> (any DeclarationMacro.Type)? {
    switch typeName {
    case "WidgetPreviewMacro": WidgetPreviewMacro.self
    case "ViewPreviewMacro": ViewPreviewMacro.self
    case "ActivityPreviewMacro": ActivityPreviewMacro.self
    case "SchemaConstraintMacro": SchemaConstraintMacro.self
    default: nil
    }
  }

  /// The attached macro of the type name its declaration gives in `#externalMacro(module:type:)`.
  static func attachedMacro(named typeName: String) -> (any AttachedMacro.Type)? {
    switch typeName {
    case "PersistentModelMacro": PersistentModelMacro.self
    case "PersistedPropertyMacro": PersistedPropertyMacro.self
    case "MarkerMacro": MarkerMacro.self
    case "QueryMacro": QueryMacro.self
    case "ModelActorMacro": ModelActorMacro.self
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
    case .expandAttachedMacro(let request):
      let (source, diagnostics) = expand(request)
      return hostProtocolVersion >= 5
        ? .expandMacroResult(expandedSource: source, diagnostics: diagnostics)
        : .expandAttachedMacroResult(expandedSources: source.map { [$0] }, diagnostics: diagnostics)
    case .unsupported("loadPluginLibrary"):
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [Self.error("the MirrorMacros plugin cannot load plugin libraries", at: .init(fileName: "", offset: 0))])
    case .unsupported(let name):
      return .expandMacroResult(
        expandedSource: nil,
        diagnostics: [Self.error("the MirrorMacros plugin does not handle '\(name)'", at: .init(fileName: "", offset: 0))])
    }
  }

  /// The expanded source of `request`, or nil and the error that stopped it.
  func expand(_ request: HostToPluginMessage.ExpandFreestandingMacro) -> (String?, [PluginMessage.Diagnostic]) {
    let location = request.syntax.location
    guard let macro = Self.macro(named: request.macro.typeName) else {
      let message = "the MirrorMacros plugin has no macro '\(request.macro.typeName)'"
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

  /// The expanded source of an attached macro's `request` (the role's expansions collapsed into
  /// one text), or nil and the error that stopped it.
  func expand(_ request: HostToPluginMessage.ExpandAttachedMacro) -> (String?, [PluginMessage.Diagnostic]) {
    let location = request.declSyntax.location
    let position = PluginMessage.Diagnostic.Position(fileName: location.fileName, offset: location.offset)
    guard let macro = Self.attachedMacro(named: request.macro.typeName) else {
      return (nil, [Self.error("the MirrorMacros plugin has no macro '\(request.macro.typeName)'", at: position)])
    }
    guard let role = AttachedMacroRole(rawValue: request.macroRole) else {
      return (nil, [Self.error("@\(request.macro.name) cannot be expanded as \(request.macroRole)", at: position)])
    }
    do throws(MacroSourceError) {
      let attached = AttachedMacroRequest(
        role: role, attribute: try .init(parsing: request.attributeSyntax.source),
        declaration: try DeclarationSource(parsing: request.declSyntax.source),
        parent: try request.parentDeclSyntax.map { syntax throws(MacroSourceError) in
          try DeclarationSource(parsing: syntax.source)
        },
        extendedType: request.extendedTypeSyntax?.source.trimmingSpaces,
        conformances: Self.conformances(in: request.conformanceListSyntax?.source))
      return (attached.collapse(try macro.expansion(of: attached)), [])
    } catch {
      return (nil, [Self.error("@\(request.macro.name) could not be expanded: \(error.reason)", at: position)])
    }
  }

  /// The protocols of the placeholder `struct _: P, Q {}` the compiler sends for the extension
  /// role.
  static func conformances(in source: String?) -> [String] {
    guard let source, let colon = source.firstIndex(of: ":") else { return [] }
    let list = source[source.index(after: colon)...].prefix { $0 != "{" }
    return list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
  }

  static func error(_ message: String, at position: PluginMessage.Diagnostic.Position) -> PluginMessage.Diagnostic {
    .init(message: message, severity: "error", position: position, highlights: [], notes: [], fixIts: [])
  }
}
