/// The values the compiler and a macro plugin exchange, as swift-syntax's
/// `SwiftCompilerPluginMessageHandling` defines them (protocol version 7): each message is a JSON
/// object, sent with an 8-byte little-endian length before it.
enum PluginMessage {
  /// The protocol version this plugin speaks.
  static let protocolVersion = 7

  struct HostCapability: Codable, Equatable {
    var protocolVersion: Int
  }

  struct PluginCapability: Codable, Equatable {
    var protocolVersion: Int
    var features: [String]?
  }

  /// The macro to expand: the `#externalMacro(module:type:)` of its declaration, and its name.
  struct MacroReference: Codable, Equatable {
    var moduleName: String
    var typeName: String
    var name: String
  }

  struct SourceLocation: Codable, Equatable {
    /// `Module/File.swift`, as `#fileID` gives it.
    var fileID: String
    /// The file's full path, as `#filePath` gives it.
    var fileName: String
    /// The UTF-8 offset in the file.
    var offset: Int
    var line: Int
    var column: Int
  }

  /// A piece of source: the macro expansion, or one declaration or closure around it.
  struct Syntax: Codable, Equatable {
    var kind: String
    var source: String
    var location: SourceLocation
  }

  struct Diagnostic: Codable, Equatable {
    struct Position: Codable, Equatable {
      var fileName: String
      /// The UTF-8 offset in the file.
      var offset: Int
    }

    struct PositionRange: Codable, Equatable {
      var fileName: String
      var startOffset: Int
      var endOffset: Int
    }

    struct Note: Codable, Equatable {
      var position: Position
      var message: String
    }

    /// Fix-its are never offered; the type is there for the field's shape.
    struct FixIt: Codable, Equatable {
      var message: String
    }

    var message: String
    /// `error`, `warning`, `note` or `remark`.
    var severity: String
    var position: Position
    var highlights: [PositionRange]
    var notes: [Note]
    var fixIts: [FixIt]
  }
}
