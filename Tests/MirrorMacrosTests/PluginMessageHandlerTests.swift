import Foundation
import GalleryTestSupport
import XCTest

@testable import MirrorMacros

/// The compiler's side of the conversation, as JSON, and the built plugin run as the compiler
/// runs it.
final class PluginMessageHandlerTests: XCTestCase {
  private func request(_ source: String, type: String = "ViewPreviewMacro", lexicalContext: String? = "[]", line: Int = 7)
    throws -> String
  {
    let syntax =
      #"{"kind":"declaration","source":\#(try jsonString(source)),"location":{"fileID":"App/Previews.swift","fileName":"/src/App/Previews.swift","offset":120,"line":\#(line),"column":1}}"#
    let context = lexicalContext.map { #","lexicalContext":\#($0)"# } ?? ""
    return
      #"{"expandFreestandingMacro":{"macro":{"moduleName":"MirrorMacros","typeName":"\#(type)","name":"Preview"},"macroRole":"declaration","discriminator":"$s3App0015Previews_fMf_","syntax":\#(syntax)\#(context)}}"#
  }

  private func jsonString(_ text: String) throws -> String {
    String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
  }

  private func decode(_ json: String) throws -> HostToPluginMessage {
    try JSONDecoder().decode(HostToPluginMessage.self, from: Data(json.utf8))
  }

  private func encode(_ reply: PluginToHostMessage) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: JSONEncoder().encode(reply)) as! [String: Any]
  }

  func testTheHandshakeAnswersWithTheProtocolVersion() throws {
    var handler = PluginMessageHandler()
    let reply = handler.handle(try decode(#"{"getCapability":{"capability":{"protocolVersion":8}}}"#))
    XCTAssertEqual(reply, .getCapabilityResult(capability: .init(protocolVersion: 7, features: [])))
    XCTAssertEqual(handler.hostProtocolVersion, 8)
    let json = try encode(reply)
    XCTAssertEqual(
      (json["getCapabilityResult"] as? [String: Any]).flatMap { $0["capability"] as? [String: Any] }?["protocolVersion"] as? Int,
      7)
  }

  func testAnExpansionRequestGetsTheExpandedSourceAtTheRequestsLine() throws {
    var handler = PluginMessageHandler()
    _ = handler.handle(try decode(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#))
    let reply = handler.handle(try decode(try request("\n#Preview(\"Card\") { Text(\"hi\") }")))
    guard case .expandMacroResult(let source?, let diagnostics) = reply else { return XCTFail("\(reply)") }
    XCTAssertEqual(diagnostics, [])
    XCTAssertTrue(source.hasPrefix("enum $s3App0015Previews_fMf_7PreviewfMu_ {"), source)
    XCTAssertTrue(source.contains(#"_ViewPreview(name: "Card", body: { Text("hi") })"#), source)
    XCTAssertTrue(source.contains(#"fileID: "App/Previews.swift", line: 8)"#), source)
    XCTAssertTrue(source.contains("private let $s3App0015Previews_fMf_6recordfMu_: _PreviewRecord"), source)
  }

  func testTheLexicalContextDecidesTheRecordAndOldCompilersGetTheOldReply() throws {
    var handler = PluginMessageHandler()
    let nested =
      #"[{"kind":"declaration","source":"enum Snippets {}","location":{"fileID":"App/Previews.swift","fileName":"/src/App/Previews.swift","offset":0,"line":1,"column":1}}]"#
    guard
      case .expandFreestandingMacroResult(let source?, _) = handler.handle(
        try decode(try request("#Preview { V() }", lexicalContext: nested)))
    else { return XCTFail("a compiler that sent no capability gets expandFreestandingMacroResult") }
    XCTAssertFalse(source.contains("_PreviewRecord"), source)
    guard
      case .expandFreestandingMacroResult(let fileScope?, _) = handler.handle(
        try decode(try request("#Preview { V() }", lexicalContext: nil)))
    else { return XCTFail() }
    XCTAssertTrue(fileScope.contains("_PreviewRecord"), "no lexical context (before protocol 6) is file scope")
  }

  func testSourceThatCannotBeReadIsAnErrorAtItsPlaceInTheFile() throws {
    var handler = PluginMessageHandler()
    _ = handler.handle(.getCapability(capability: .init(protocolVersion: 7)))
    let reply = handler.handle(try decode(try request(#"#Preview { Text("hi) }"#)))
    XCTAssertEqual(
      reply,
      .expandMacroResult(
        expandedSource: nil,
        diagnostics: [
          .init(
            message: "#Preview could not be read: unterminated string literal", severity: "error",
            position: .init(fileName: "/src/App/Previews.swift", offset: 136), highlights: [], notes: [], fixIts: [])
        ]))
    let json = try encode(reply)
    let result = try XCTUnwrap(json["expandMacroResult"] as? [String: Any])
    XCTAssertNil(result["expandedSource"])
    XCTAssertEqual((result["diagnostics"] as? [[String: Any]])?.first?["severity"] as? String, "error")
  }

  func testUnknownMacrosAndMessagesAreErrorsNotCrashes() throws {
    var handler = PluginMessageHandler()
    guard
      case .expandFreestandingMacroResult(nil, let diagnostics) = handler.handle(
        try decode(try request("#Other()", type: "OtherMacro")))
    else {
      return XCTFail()
    }
    XCTAssertEqual(diagnostics.map(\.message), ["the MirrorMacros plugin has no macro 'OtherMacro'"])
    XCTAssertEqual(try decode(#"{"expandSomethingNew":{"macroRole":"member"}}"#), .unsupported("expandSomethingNew"))
    guard
      case .loadPluginLibraryResult(false, _) = handler.handle(
        try decode(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#))
    else { return XCTFail() }
  }

  /// The plugin executable SwiftPM built for the compiler, spoken to over pipes with framed messages.
  func testTheBuiltPluginAnswersFramedMessagesUntilItsInputCloses() throws {
    let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("MirrorMacros-tool")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw XCTSkip("no built plugin at \(tool.path)") }
    func frame(_ json: String) -> Data {
      let payload = Data(json.utf8)
      return Data((0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * $0)) }) + payload
    }
    let finished = try ChildProcess(
      tool, [],
      standardInput: frame(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        + frame(try request("#Preview { Text(\"é\") }"))
    ).run(waitingFor: "the macro plugin to answer two messages and end", seconds: 60)
    let replies = finished.outputData
    XCTAssertEqual(finished.status, 0, finished.errors)
    var messages: [[String: Any]] = []
    var rest = replies[...]
    while rest.count >= 8 {
      let count = rest.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
      messages.append(try JSONSerialization.jsonObject(with: rest.dropFirst(8).prefix(count)) as! [String: Any])
      rest = rest.dropFirst(8 + count)
    }
    XCTAssertEqual(rest.count, 0)
    XCTAssertEqual(messages.map { $0.keys.sorted() }, [["getCapabilityResult"], ["expandMacroResult"]])
    let source = (messages.last?["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
    XCTAssertTrue(source?.contains(#"_ViewPreview(name: nil, body: { Text("é") })"#) == true, source ?? "no source")
  }
}
