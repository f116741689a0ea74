// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C names.)

import Glibc

// Darwin's dyld image list, which packages under `#if canImport(os)` walk (swift-issue-reporting
// looks for SwiftUI's image there), from glibc's `dl_iterate_phdr`. The main program's name is
// empty, as glibc gives it. Emitted into the calling code, as the unfair lock's functions are.

/// The number of images (the program and its shared libraries) loaded in the process.
@_alwaysEmitIntoClient
public func _dyld_image_count() -> UInt32 {
  UInt32(LoadedImages.current().count)
}

/// The path of image `index`, or nil past the last one.
@_alwaysEmitIntoClient
public func _dyld_get_image_name(_ index: UInt32) -> UnsafePointer<CChar>? {
  let images = LoadedImages.current()
  return Int(index) < images.count ? images[Int(index)].name : nil
}

/// The address image `index` is loaded at, or nil past the last one.
@_alwaysEmitIntoClient
public func _dyld_get_image_header(_ index: UInt32) -> UnsafeRawPointer? {
  let images = LoadedImages.current()
  return Int(index) < images.count ? images[Int(index)].address : nil
}

/// The loaded images as `dl_iterate_phdr` lists them, found through `dlsym` (Glibc's Swift
/// module does not declare it).
@usableFromInline
enum LoadedImages {
  @usableFromInline typealias Image = (name: UnsafePointer<CChar>?, address: UnsafeRawPointer?)
  @usableFromInline typealias Visit = @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
  @usableFromInline typealias Iterate = @convention(c) (Visit, UnsafeMutableRawPointer?) -> Int32

  @_alwaysEmitIntoClient
  static func current() -> [Image] {
    guard let symbol = dlsym(nil, "dl_iterate_phdr") else { return [] }
    var images: [Image] = []
    // `struct dl_phdr_info` starts with the load address and the name (64-bit Linux).
    let visit: Visit = { info, _, context in
      guard let info, let context else { return 1 }
      let address = info.load(as: UInt.self)
      let name = info.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafePointer<CChar>?.self)
      context.assumingMemoryBound(to: [Image].self).pointee.append((name, UnsafeRawPointer(bitPattern: address)))
      return 0
    }
    _ = withUnsafeMutablePointer(to: &images) { unsafeBitCast(symbol, to: Iterate.self)(visit, $0) }
    return images
  }
}
