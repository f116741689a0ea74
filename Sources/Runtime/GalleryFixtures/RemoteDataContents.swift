#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  @_spi(SwiftCorelibsFoundation) import FoundationEssentials

  // `Data(contentsOf:)` and `String(contentsOf:)` of a non-file URL go through this dynamic
  // initializer, which FoundationNetworking replaces with a download through a private
  // `URLSession(configuration: .default)` that no registered URLProtocol can intercept.
  // Replacing it again (this module loads after FoundationNetworking) answers remote URLs
  // from the installed fixtures and never touches the network. It is in force for the whole
  // process as soon as this module is linked: a URL with no fixture fails at once.
  extension Data {
    @_dynamicReplacement(for:init(_contentsOfRemote:options:))
    private init(_contentsOfRemote_galleryFixtures url: URL, options: Data.ReadingOptions = []) throws {
      switch FixtureURLs.fixture(for: url) {
      case .success(let fixture): self = fixture.data
      case .failure(let error): throw FixtureURLs.urlError(for: url, error)
      }
    }
  }
#endif
