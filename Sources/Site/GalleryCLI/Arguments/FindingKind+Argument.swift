import ArgumentParser
import GallerySite
import LayoutEngine

/// `build --fail-on` takes a finding's kind by its name (`contrast`, `smallText`…); help lists
/// every kind and shell completions offer them.
extension PreviewRecord.Finding.Kind: ExpressibleByArgument {}
