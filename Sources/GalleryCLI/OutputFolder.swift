import ArgumentParser
import Foundation
import GallerySite

/// The site folder a command writes, checked before any work starts.
enum OutputFolder {
  /// Refuses an output path the tool may not write: a file, a symbolic link, a device, a FIFO,
  /// or a folder of someone else's files. The refusal names the path and exits 2 (bad usage);
  /// nothing is touched.
  static func check(_ path: String) throws {
    do {
      try SiteWriter.checkOutput(URL(fileURLWithPath: path))
    } catch let error as SiteError {
      throw refusal(error)
    }
  }

  /// Writes `site` into the folder at `path`; a refusal found only now exits 2 as well.
  static func write(_ site: RenderedSite, to path: String) throws -> SiteWriter.Summary {
    do {
      return try SiteWriter().write(site, to: URL(fileURLWithPath: path))
    } catch let error as SiteError {
      switch error {
      case .notAFolder, .notAGalleryFolder: throw refusal(error)
      default: throw error
      }
    }
  }

  private static func refusal(_ error: SiteError) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return ExitCode(2)
  }
}
