import Foundation
import PackagePlugin

/// Writes `galleryBuildCommit`, the commit of the WidgetGallery checkout the program is built
/// from (nil when it is not a git checkout of its own or git is missing), for `--version`.
///
/// A prebuild command, so it runs at every build; the file is rewritten only when the commit
/// changed, so an unchanged checkout compiles nothing again.
@main
struct GalleryBuildInfo: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated", isDirectory: true)
    let script = """
      set -u
      folder=$1 file=$2/GalleryBuildCommit.swift
      commit=nil
      if [ "$(git -C "$folder" rev-parse --show-toplevel 2>/dev/null)" = "$folder" ]; then
        hash=$(git -C "$folder" rev-parse --short=12 HEAD 2>/dev/null) || hash=
        case $hash in "" | *[!0-9a-f]*) ;; *) commit="\\"$hash\\"" ;; esac
      fi
      text="/// The commit of the WidgetGallery checkout this program was built from, if known.
      let galleryBuildCommit: String? = $commit"
      mkdir -p "$2"
      [ "$(cat "$file" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$file"
      """
    return [
      .prebuildCommand(
        displayName: "Recording the commit of WidgetGallery",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", context.package.directoryURL.resolvingSymlinksInPath().path, output.path],
        outputFilesDirectory: output)
    ]
  }
}
