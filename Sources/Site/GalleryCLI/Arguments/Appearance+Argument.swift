import ArgumentParser
import GalleryRunner

/// `build --appearances` takes an appearance by its name (`light`, `dark`…); help lists every
/// appearance and shell completions offer them.
extension Appearance: ExpressibleByArgument {}
