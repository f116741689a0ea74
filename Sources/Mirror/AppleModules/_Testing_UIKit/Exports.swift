// `_Testing_UIKit`: Swift Testing's cross-import overlay for UIKit. The toolchain's
// `Testing.swiftcrossimport/UIKit.swiftoverlay` names it, so a file that imports Testing and
// sees UIKit (`import SwiftUI` re-exports it, as on iOS) makes the compiler import this module
// too, and fails with "no such module '_Testing_UIKit'" where it cannot be found. On Apple's
// platforms the overlay makes `UIImage` attachable as an image; on Linux, Swift Testing declares
// image attachments unavailable (`AttachableAsImage`), so the overlay has nothing to add and
// imports nothing: UIKit depends on it, so it is built wherever UIKit is, and a widget program
// that never imports Testing does not link it.
