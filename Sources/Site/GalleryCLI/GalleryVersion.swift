/// What `widget-gallery --version` prints: the release and, when the program was built from a
/// git checkout of WidgetGallery, its commit (`0.2.0 (1a2b3c4d5e6f)`).
///
/// The release process bumps `release` (the documentation's CommandLine.md, "Releasing"); the commit is recorded at
/// build time by the `GalleryBuildInfo` plugin, so the same build always prints the same line.
enum GalleryVersion {
  static let release = "0.2.0"

  static var description: String {
    galleryBuildCommit.map { "\(release) (\($0))" } ?? release
  }
}
