/// A message from the compiler: the capability handshake, a freestanding or attached macro to
/// expand, or one this plugin does not handle (kept by its name, to answer with an error).
enum HostToPluginMessage: Decodable, Equatable {
  case getCapability(capability: PluginMessage.HostCapability?)
  case expandFreestandingMacro(ExpandFreestandingMacro)
  case expandAttachedMacro(ExpandAttachedMacro)
  case unsupported(String)

  /// The fields of `expandFreestandingMacro`. `lexicalContext` is nil from compilers before
  /// protocol version 6; otherwise it lists the declarations and closures around the
  /// expansion, innermost first, and is empty at file scope.
  struct ExpandFreestandingMacro: Decodable, Equatable {
    var macro: PluginMessage.MacroReference
    var macroRole: String?
    var discriminator: String
    var syntax: PluginMessage.Syntax
    var lexicalContext: [PluginMessage.Syntax]?
  }

  /// The fields of `expandAttachedMacro`: the attribute, the declaration it is attached to
  /// (for `memberAttribute`, the member; `parentDeclSyntax` is then the type), and for the
  /// `extension` role the extended type and the protocols it does not yet conform to (as the
  /// inheritance clause of a placeholder `struct`).
  struct ExpandAttachedMacro: Decodable, Equatable {
    var macro: PluginMessage.MacroReference
    var macroRole: String
    var discriminator: String
    var attributeSyntax: PluginMessage.Syntax
    var declSyntax: PluginMessage.Syntax
    var parentDeclSyntax: PluginMessage.Syntax?
    var extendedTypeSyntax: PluginMessage.Syntax?
    var conformanceListSyntax: PluginMessage.Syntax?
    var lexicalContext: [PluginMessage.Syntax]?
  }

  private struct GetCapability: Decodable {
    var capability: PluginMessage.HostCapability?
  }

  private struct CaseName: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CaseName.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a message is an object with one key"))
    }
    switch key.stringValue {
    case "getCapability": self = .getCapability(capability: try container.decode(GetCapability.self, forKey: key).capability)
    case "expandFreestandingMacro":
      self = .expandFreestandingMacro(try container.decode(ExpandFreestandingMacro.self, forKey: key))
    case "expandAttachedMacro":
      self = .expandAttachedMacro(try container.decode(ExpandAttachedMacro.self, forKey: key))
    default: self = .unsupported(key.stringValue)
    }
  }
}
