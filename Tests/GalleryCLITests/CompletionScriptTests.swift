import ArgumentParser
import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import XCTest

@testable import GalleryCLI

/// The shell completion scripts offer the values of `build --families`, `--appearances`,
/// `--device` and `--dynamic-type`, the locales of `--locale`, and complete folder options with
/// folders: bash's by running its completion function, zsh's and fish's (no shell here) by the
/// specs they give each option.
final class CompletionScriptTests: CommandLineTestCase {
  private static let families = WidgetFamily.allCases.map(\.rawValue)
  private static let appearances = ["light", "dark", "tinted", "clear-light", "clear-dark", "privacy", "vibrant", "stale"]
  private static let devices = Device.all.map(\.name)
  private static let findingKinds = [
    "contrast", "truncated", "clipped", "overflow", "smallText", "smallTapTarget", "unlabelled", "duplicate",
  ]
  private static let sizes = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
    "accessibility3", "accessibility4", "accessibility5",
  ]

  /// The completion script for `shell`, as `--generate-completion-script` prints it.
  private func script(_ shell: String) throws -> String {
    do {
      var command = try GalleryCommand.parseAsRoot(["--generate-completion-script", shell])
      try command.run()
    } catch {
      XCTAssertEqual(GalleryCommand.exitStatus(for: error), 0, shell)
      return try XCTUnwrap(GalleryCommand.output(for: error)).text
    }
    throw XCTSkip("the command printed no script")
  }

  /// What bash's completion offers for the last of `words` (the word being completed), run in
  /// `folder` with the script sourced, one completion a line.
  private func bashCompletions(_ words: [String], in folder: URL) throws -> [String] {
    let file = self.folder.appendingPathComponent("widget-gallery.bash")
    try script("bash").write(to: file, atomically: true, encoding: .utf8)
    let line = words.joined(separator: " ")
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(file.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
      _widget-gallery widget-gallery '\(words.last!)' '\(words[words.count - 2])'
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", program]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, line)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  }

  func testBashOffersTheValuesAndFolders() throws {
    XCTAssertEqual(try bashCompletions(["widget-gallery", "build", "--families", ""], in: folder), Self.families)
    XCTAssertEqual(try bashCompletions(["widget-gallery", "build", "--appearances", ""], in: folder), Self.appearances)
    XCTAssertEqual(try bashCompletions(["widget-gallery", "build", "--device", ""], in: folder), Self.devices)
    XCTAssertEqual(try bashCompletions(["widget-gallery", "build", "--fail-on", ""], in: folder), Self.findingKinds)
    XCTAssertEqual(
      try bashCompletions(["widget-gallery", "build", "--device", "ipad-8"], in: folder), ["ipad-834x1194", "ipad-820x1180"])
    XCTAssertEqual(try bashCompletions(["widget-gallery", "build", "--dynamic-type", ""], in: folder), Self.sizes)
    XCTAssertEqual(
      try bashCompletions(["widget-gallery", "build", "--dynamic-type", "access"], in: folder),
      Array(Self.sizes.suffix(5)))

    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: work.appendingPathComponent("Site"), withIntermediateDirectories: true)
    try Data().write(to: work.appendingPathComponent("Package.swift"))
    for words in [
      ["widget-gallery", "build", "--output", ""], ["widget-gallery", "build", "--fixtures", ""],
      ["widget-gallery", "merge", "--templates", ""], ["widget-gallery", "serve", "--package-path", ""],
    ] {
      XCTAssertEqual(try bashCompletions(words, in: work).sorted(), ["Fixtures", "Site"], "\(words): folders only")
    }
  }

  func testZshOffersTheValuesAndFolders() throws {
    let script = try script("zsh")
    for (option, values) in [
      ("families", Self.families), ("appearances", Self.appearances), ("device", Self.devices), ("dynamic-type", Self.sizes),
    ] {
      // zsh names the list after the option, `-` as `_`.
      let name = option.replacingOccurrences(of: "-", with: "_")
      let list = "local -ar ___\(name)=(" + values.map { "'\($0)'" }.joined(separator: " ") + ")"
      XCTAssertTrue(script.contains(list), "zsh lists every \(option): \(list)")
      XCTAssertTrue(script.contains(":{__widget-gallery_complete \"${___\(name)[@]}\"}'"), "zsh offers --\(option)")
    }
    let kinds = "local -ar ___fail_on=(" + Self.findingKinds.map { "'\($0)'" }.joined(separator: " ") + ")"
    XCTAssertTrue(script.contains(kinds), "zsh lists every finding kind: \(kinds)")
    XCTAssertTrue(script.contains(":KIND:{__widget-gallery_complete \"${___fail_on[@]}\"}'"), "zsh offers --fail-on")
    for option in ["output", "fixtures", "assets", "templates", "fonts", "localizations", "package-path"] {
      // init-ci's --output is a file.
      let specs = script.split(separator: "\n").filter { $0.contains("'--\(option)[") && !$0.contains("Where to write it") }
      XCTAssertFalse(specs.isEmpty, option)
      for spec in specs { XCTAssertTrue(spec.hasSuffix("_files -/'"), "zsh completes --\(option) with folders: \(spec)") }
    }
  }

  func testFishOffersTheValuesAndFolders() throws {
    let lines = try script("fish").split(separator: "\n")
    for (option, values) in [
      ("families", Self.families), ("appearances", Self.appearances), ("device", Self.devices), ("fail-on", Self.findingKinds),
      ("dynamic-type", Self.sizes),
    ] {
      let spec = lines.first { $0.contains("\"widget-gallery build\"") && $0.contains("-l '\(option)'") }
      XCTAssertEqual(spec.map { $0.hasSuffix("-rfka '\(values.joined(separator: " "))'") }, true, "fish offers --\(option)")
    }
    for option in ["output", "fixtures", "assets", "templates", "fonts", "localizations", "package-path"] {
      let specs = lines.filter { $0.contains("-l '\(option)'") && !$0.contains("\"widget-gallery init-ci\"") }
      XCTAssertFalse(specs.isEmpty, option)
      for spec in specs {
        XCTAssertTrue(spec.hasSuffix("-rfa '(__widget-gallery_complete_directories)'"), "fish completes --\(option) with folders")
      }
    }
  }

  /// What the program answers a shell's request for `build --locale`'s completions of `word`
  /// (ArgumentParser's `---completion` protocol, which every script's locale completion runs).
  private func localeCompletions(_ word: String) throws -> [String] {
    let request = ["---completion", "build", "--", "--locale", "0", "\(word.count)", word]
    do {
      _ = try GalleryCommand.parseAsRoot(request)
    } catch {
      XCTAssertEqual(GalleryCommand.exitStatus(for: error), 0, word)
      let text = try XCTUnwrap(GalleryCommand.output(for: error)).text
      return text.split(separator: "\n").map(String.init)
    }
    XCTFail("the request for \(word)'s completions parsed as a command")
    return []
  }

  func testLocalesCompleteWithTheIdentifiersFoundationKnows() throws {
    let portuguese = try localeCompletions("pt")
    XCTAssertTrue(portuguese.contains("pt-BR") && portuguese.contains("pt-PT") && portuguese.contains("pt"), "\(portuguese)")
    XCTAssertTrue(portuguese.allSatisfy { $0.hasPrefix("pt") }, "\(portuguese)")
    XCTAssertEqual(portuguese, portuguese.sorted())
    XCTAssertEqual(try localeCompletions("PT-b"), ["pt-BR"], "case aside, in BCP 47 form as --locale is written")
    let all = try localeCompletions("")
    for identifier in ["de", "ar", "he", "ja", "zh-Hans", "zh-Hant-TW", "en-GB"] {
      XCTAssertTrue(all.contains(identifier), "offers \(identifier)")
    }
    XCTAssertFalse(all.contains { $0.contains("_") || $0.contains("-u-") || $0.contains(" ") }, "no ICU spellings or extensions")
    XCTAssertEqual(Set(all).count, all.count, "each once")

    XCTAssertTrue(
      try script("bash").contains("__widget-gallery_custom_complete ---completion build -- --locale"),
      "bash asks the program for --locale's completions")
    XCTAssertTrue(
      try script("zsh").contains("{__widget-gallery_custom_complete ---completion build -- --locale"),
      "zsh asks the program for --locale's completions")
    XCTAssertTrue(
      try script("fish").split(separator: "\n").contains {
        $0.contains("-l 'locale'") && $0.contains("-rfka '(__widget-gallery_custom_completion ---completion build -- --locale")
      }, "fish asks the program for --locale's completions")
  }

  /// The values are the types' own, so a family, appearance or device added later is offered.
  func testTheValuesAreTheTypesOwn() {
    XCTAssertEqual(WidgetFamily.allValueStrings, Self.families)
    XCTAssertEqual(Appearance.allValueStrings, Appearance.allCases.map(\.rawValue))
    XCTAssertEqual(Appearance.allValueStrings, Self.appearances)
    XCTAssertEqual(Device.allValueStrings, Self.devices)
    XCTAssertEqual(Device(argument: "IPAD-820×1180")?.name, "ipad-820x1180", "Device.named's spellings")
    XCTAssertNil(Device(argument: "ipad"))
    XCTAssertEqual(DynamicTypeSize.allValueStrings, Self.sizes)
    XCTAssertEqual(DynamicTypeSize(argument: "accessibility3"), .accessibility3)
    XCTAssertNil(DynamicTypeSize(argument: "Large"), "Apple's case names, as written")
  }
}
