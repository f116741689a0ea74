import Foundation
import PackagePlugin

/// Writes `galleryBuildCommit`, the commit of the WidgetGallery checkout the program is built
/// from (nil when it is not a git checkout of its own or git is missing), for `--version`.
///
/// A build command, part of SwiftPM's build plan: it runs again when a file git rewrites as the
/// checkout's HEAD moves changes (HEAD, its log, the branch's ref), and rewrites the source file
/// only when the commit changed, so an unchanged checkout compiles nothing again. Being in the
/// plan, it also runs in `serve`'s planned build, which a prebuild command (run only by
/// `swift build` itself) would send back to `swift build` at every edit.
@main
struct GalleryBuildInfo: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.resolvingSymlinksInPath()
    let file = context.pluginWorkDirectoryURL.appendingPathComponent("Generated/GalleryBuildCommit.swift")
    let script = """
      set -u
      folder=$1 file=$2
      commit=nil
      if [ "$(git -C "$folder" rev-parse --show-toplevel 2>/dev/null)" = "$folder" ]; then
        hash=$(git -C "$folder" rev-parse --short=12 HEAD 2>/dev/null) || hash=
        case $hash in "" | *[!0-9a-f]*) ;; *) commit="\\"$hash\\"" ;; esac
      fi
      text="/// The commit of the WidgetGallery checkout this program was built from, if known.
      let galleryBuildCommit: String? = $commit"
      mkdir -p "$(dirname "$file")"
      [ "$(cat "$file" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$file"
      """
    return [
      .buildCommand(
        displayName: "Recording the commit of WidgetGallery",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", folder.path, file.path],
        inputFiles: Self.headFiles(of: folder),
        outputFiles: [file])
    ]
  }

  /// The files git rewrites when the checkout at `folder` moves to another commit, those that
  /// exist: `HEAD` and its log in the checkout's git folder (`.git`, or the folder a worktree's
  /// `.git` file names), and the loose ref of the branch HEAD names. None outside a checkout.
  static func headFiles(of folder: URL) -> [URL] {
    let dotGit = folder.appendingPathComponent(".git")
    var gitFolder = dotGit
    if let link = try? String(contentsOf: dotGit, encoding: .utf8), link.hasPrefix("gitdir: ") {
      let path = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
      gitFolder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }
    var common = gitFolder
    if let path = try? String(contentsOf: gitFolder.appendingPathComponent("commondir"), encoding: .utf8) {
      let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
      common = trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : gitFolder.appendingPathComponent(trimmed)
    }
    var files = [gitFolder.appendingPathComponent("HEAD"), gitFolder.appendingPathComponent("logs/HEAD")]
    if let head = try? String(contentsOf: files[0], encoding: .utf8), head.hasPrefix("ref: ") {
      files.append(common.appendingPathComponent(head.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return files.filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}
