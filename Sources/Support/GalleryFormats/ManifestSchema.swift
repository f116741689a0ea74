/// The versions of `manifest.json`'s format, which `diff`, `merge` and the next build read.
///
/// Version 1 has no `schemaVersion` field; version 2 adds it and types its values (the same
/// JSON otherwise). A reader takes every version up to `current` and refuses a newer one, whose
/// fields it could misread.
package enum ManifestSchema {
  /// The version this build writes.
  package static let current = 2
  /// The version of a manifest without a `schemaVersion` field.
  package static let unversioned = 1

  /// The version a manifest declares (nil: it has no `schemaVersion`), when this build reads it.
  ///
  /// - Throws: `ManifestSchemaError` for a version newer than `current` or below 1; `file` is
  ///   how the error names the manifest (nil when the caller adds it later).
  package static func version(_ declared: Int?, in file: String?) throws(ManifestSchemaError) -> Int {
    let version = declared ?? unversioned
    guard (unversioned...current).contains(version) else { throw ManifestSchemaError(file: file, version: version) }
    return version
  }
}

/// A manifest of a schema version this build cannot read.
package struct ManifestSchemaError: Error, CustomStringConvertible {
  /// The manifest's path (nil until the reader that knows it fills it in).
  package var file: String?
  package var version: Int

  package init(file: String?, version: Int) {
    self.file = file
    self.version = version
  }

  package var description: String {
    let range = "schema \(ManifestSchema.unversioned) to \(ManifestSchema.current)"
    let name = file ?? "the manifest"
    return version > ManifestSchema.current
      ? "\(name) has manifest schema \(version), newer than this widget-gallery reads (\(range)): use a newer widget-gallery"
      : "\(name) has manifest schema \(version), which is not a version (this widget-gallery reads \(range))"
  }
}
