import Foundation

/// The environment for one run of a built widget program in a test: this process's, with
/// the build record's cache in `folder/cache` and a private preferences folder no run used
/// before (`folder/preferences/<run>`, made here), as the program would make for itself.
package func programEnvironment(in folder: URL, run: Int) throws -> [String: String] {
  let preferences = folder.appendingPathComponent("preferences/\(run)").path
  try FileManager.default.createDirectory(atPath: preferences, withIntermediateDirectories: true)
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
  environment["XDG_CONFIG_HOME"] = preferences
  environment["WIDGETGALLERY_PRIVATE_PREFERENCES"] = preferences
  return environment
}
