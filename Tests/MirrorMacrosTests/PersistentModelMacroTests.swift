import XCTest

@testable import MirrorMacros

/// `@Model` and its helpers, expanded from source text as the compiler sends it (the compiler's
/// own use of them is tested by the models of `DataFrameworksTests`, which compile and fetch).
final class PersistentModelMacroTests: XCTestCase {
  private let book = """
    @Model
    final class Book: Identifiable {
      enum Genre: String, Codable {
        case fiction, history
        var label: String { rawValue.capitalized }
      }

      @Attribute(.unique) var title: String
      var author: String?  // unknown for some
      var pages: Int
      var rating = 0.0
      /* a block comment */ var identifier: UUID = UUID()
      var genre: Genre = .fiction
      var tags: [String] = [
        "new",
        "unread",
      ]
      @Relationship(deleteRule: .cascade, inverse: \\Shelf.books)
      var shelf: Shelf?
      @Transient var isSelected = false
      static var count = 0
      lazy var cache: [Int] = []
      let created = Date()
      var isDone = false { didSet { print("done") } }
      var summary: String { "\\(title) (\\(pages) pages)" }
      var id: String {
        get { title }
      }
      var total = [1, 2]
        .reduce(0, +)

      init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
      }

      func isLong() -> Bool { pages > 500 }
    }
    """

  private func request(
    _ role: AttachedMacroRole, _ declaration: String, attribute: String = "@Model", parent: String? = nil,
    extendedType: String? = nil, conformances: [String] = []
  ) throws -> AttachedMacroRequest {
    AttachedMacroRequest(
      role: role, attribute: try .init(parsing: attribute), declaration: try DeclarationSource(parsing: declaration),
      parent: try parent.map { source throws(MacroSourceError) in try DeclarationSource(parsing: source) },
      extendedType: extendedType,
      conformances: conformances)
  }

  func testMembersAreSplitAsTheCompilerSplitsThem() throws {
    let model = try DeclarationSource(parsing: book)
    XCTAssertEqual(model.keyword, "class")
    XCTAssertEqual(model.name, "Book")
    XCTAssertEqual(model.attributes, [.init(name: "Model", arguments: nil)])
    let members = try DeclarationSource.members(of: try XCTUnwrap(model.body))
    XCTAssertEqual(
      members.map { "\($0.keyword) \($0.name)" },
      [
        "enum Genre", "var title", "var author", "var pages", "var rating", "var identifier", "var genre", "var tags",
        "var shelf", "var isSelected", "var count", "var cache", "let created", "var isDone", "var summary", "var id",
        "var total", "init ", "func ",
      ])
    let byName = Dictionary(members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(byName["author"]?.type, "String?")
    XCTAssertEqual(byName["rating"]?.type, nil)
    XCTAssertEqual(byName["rating"]?.initializer, "0.0")
    XCTAssertEqual(byName["tags"]?.initializer, "[\n    \"new\",\n    \"unread\",\n  ]")
    XCTAssertEqual(byName["total"]?.initializer, "[1, 2]\n    .reduce(0, +)")
    XCTAssertEqual(byName["shelf"]?.attribute("Relationship")?.arguments, "deleteRule: .cascade, inverse: \\Shelf.books")
    XCTAssertEqual(byName["isDone"]?.accessorBlock, "{ didSet { print(\"done\") } }")
    XCTAssertEqual(
      members.filter(PersistentModelMacro.isPersisted).map(\.name),
      ["title", "author", "pages", "rating", "identifier", "genre", "tags", "shelf", "total"])
  }

  func testMemberAttributesMarkStoredPropertiesOnly() throws {
    for (member, expected) in [
      ("var title: String", "@_PersistedProperty"), ("@Transient var cache = 0", ""), ("static var shared = 0", ""),
      ("var summary: String { title }", ""), ("func go() {}", ""), ("let id = UUID()", ""),
      ("private var _$backingData: Int = 0", ""),
    ] {
      let expansion = try PersistentModelMacro.expansion(of: request(.memberAttribute, member, parent: book))
      XCTAssertEqual(expansion.joined(), expected, member)
    }
  }

  func testTheMemberExpansionDescribesEachPersistedProperty() throws {
    let source = """
      @Model final class Item {
        var name: String
        var count = 0
        @Attribute(.unique) var code: String = ""
        var style: Style = .plain
        #if DEBUG
        var debugNote: String?
        #endif
        var parent: Item?
        @Relationship(inverse: \\Item.parent) var children: [Item] = []
      }
      """
    let expansion = try PersistentModelMacro.expansion(of: request(.member, source))
    let text = expansion.joined(separator: "\n\n")
    XCTAssertTrue(text.contains("private var _$backingData: any SwiftData.BackingData<Item> = Item.createBackingData()"), text)
    XCTAssertTrue(
      text.contains(
        """
          metadata.append(SwiftData.Schema.PropertyMetadata(name: "name", keypath: \\Item.name, defaultValue: nil, metadata: nil))
          metadata.append(SwiftData.Schema.PropertyMetadata(name: "count", keypath: \\Item.count, defaultValue: 0, metadata: nil))
          metadata.append(SwiftData.Schema.PropertyMetadata(name: "code", keypath: \\Item.code, defaultValue: ("") as String, metadata: SwiftData.Schema.Attribute(.unique)))
          metadata.append(SwiftData.Schema.PropertyMetadata(name: "style", keypath: \\Item.style, defaultValue: (.plain) as Style, metadata: nil))
          #if DEBUG
          metadata.append(SwiftData.Schema.PropertyMetadata(name: "debugNote", keypath: \\Item.debugNote, defaultValue: nil, metadata: nil))
          #endif
        """), text)
    XCTAssertTrue(
      text.contains(
        "metadata: SwiftData.Schema.Relationship(inverse: \\Item.parent)))"), text)
    XCTAssertTrue(
      text.contains(
        """
        public required init(backingData: any SwiftData.BackingData<Item>) {
          _name = _SwiftDataNoType()
          _count = _SwiftDataNoType()
          _code = _SwiftDataNoType()
          _style = _SwiftDataNoType()
          #if DEBUG
          _debugNote = _SwiftDataNoType()
          #endif
          _parent = _SwiftDataNoType()
          _children = _SwiftDataNoType()
          self.persistentBackingData = backingData
        }
        """), text)
    XCTAssertEqual(
      try PersistentModelMacro.expansion(
        of: request(
          .extension, source, extendedType: "Item", conformances: ["Observation.Observable", "SwiftData.PersistentModel"])),
      ["extension Item: Observation.Observable {\n}", "extension Item: SwiftData.PersistentModel {\n}"])
  }

  func testPersistedPropertiesReadAndWriteTheBackingData() throws {
    let property = "@_PersistedProperty var `default`: Int = 0"
    let accessors = try PersistedPropertyMacro.expansion(of: request(.accessor, property, attribute: "@_PersistedProperty"))
    XCTAssertEqual(
      try request(.accessor, property, attribute: "@_PersistedProperty").collapse(accessors),
      """
      {
      @storageRestrictions(accesses: _$backingData, initializes: _default)
      init(initialValue) {
        _$backingData.setValue(forKey: \\.`default`, to: initialValue)
        _default = _SwiftDataNoType()
      }
      get {
        _$observationRegistrar.access(self, keyPath: \\.`default`)
        return self.getValue(forKey: \\.`default`)
      }
      set {
        _$observationRegistrar.withMutation(of: self, keyPath: \\.`default`) {
          self.setValue(forKey: \\.`default`, to: newValue)
        }
      }
      }
      """)
    XCTAssertEqual(
      try PersistedPropertyMacro.expansion(of: request(.peer, property, attribute: "@_PersistedProperty")),
      ["@Transient\nprivate var _default: _SwiftDataNoType"])
    let transformable = try PersistedPropertyMacro.expansion(
      of: request(
        .accessor, "@Attribute(.transformable(by: ColorTransformer.self)) var color: UIColor", attribute: "@_PersistedProperty"))
    XCTAssertTrue(transformable.joined().contains("self.getTransformableValue(forKey: \\.color)"), transformable.joined())
  }

  func testAQueryReadsItsResultsFromAPeer() throws {
    let property = "@Query(sort: \\Item.date, order: .reverse) private var items: [Item]"
    let attribute = "@Query(sort: \\Item.date, order: .reverse)"
    XCTAssertEqual(
      try QueryMacro.expansion(of: request(.peer, property, attribute: attribute)),
      [
        "var _items: _SwiftData_SwiftUI.Query<Item, [Item]> = _SwiftData_SwiftUI.Query<Item, [Item]>(sort: \\Item.date, order: .reverse)"
      ])
    XCTAssertEqual(
      try QueryMacro.expansion(of: request(.accessor, property, attribute: attribute)), ["get {\n  _items.wrappedValue\n}"])
    XCTAssertThrowsError(try QueryMacro.expansion(of: request(.peer, "@Query var items", attribute: "@Query")))
  }

  func testTheHandlerAnswersAttachedExpansions() throws {
    var handler = PluginMessageHandler()
    _ = handler.handle(.getCapability(capability: .init(protocolVersion: 7)))
    func syntax(_ source: String) throws -> String {
      let literal = String(decoding: try JSONEncoder().encode(source), as: UTF8.self)
      return
        #"{"kind":"declaration","source":\#(literal),"location":{"fileID":"App/Model.swift","fileName":"/src/App/Model.swift","offset":40,"line":3,"column":1}}"#
    }
    let json = try
      #"{"expandAttachedMacro":{"macro":{"moduleName":"MirrorMacros","typeName":"PersistentModelMacro","name":"Model"},"macroRole":"memberAttribute","discriminator":"$s3App","attributeSyntax":\#(syntax("@Model")),"declSyntax":\#(syntax("var name: String")),"parentDeclSyntax":\#(syntax("@Model class A { var name: String }")),"extendedTypeSyntax":null,"conformanceListSyntax":null}}"#
    let message = try JSONDecoder().decode(HostToPluginMessage.self, from: Data(json.utf8))
    XCTAssertEqual(handler.handle(message), .expandMacroResult(expandedSource: "@_PersistedProperty", diagnostics: []))
    XCTAssertEqual(
      PluginMessageHandler.conformances(in: "struct __MacroExpansionDummy: Observation.Observable, SwiftData.PersistentModel {}"),
      ["Observation.Observable", "SwiftData.PersistentModel"])
  }
}
