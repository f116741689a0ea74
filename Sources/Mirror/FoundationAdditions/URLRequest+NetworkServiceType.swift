import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking

  extension NSURLRequest.NetworkServiceType {
    /// Traffic a person waits on. Corelibs' type has no case for it, and its `URLSession` sends
    /// every request alike, so it is the default service type here.
    public static var responsiveData: NSURLRequest.NetworkServiceType { .default }
  }

#endif
