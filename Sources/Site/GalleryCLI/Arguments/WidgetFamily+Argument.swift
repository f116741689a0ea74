import ArgumentParser
import MirrorCore

/// `build --families` takes a family by its name (`systemSmall`); help lists every family and
/// shell completions offer them.
extension WidgetFamily: ExpressibleByArgument {}
