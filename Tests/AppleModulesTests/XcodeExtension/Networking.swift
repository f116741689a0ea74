// A file that imports only SwiftUI and uses URLSession, as widget code does on iOS.
import SwiftUI

func sessionSeenThroughSwiftUI() -> URLSession { URLSession.shared }
