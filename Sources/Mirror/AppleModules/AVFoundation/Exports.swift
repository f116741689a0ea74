@_exported import CoreMedia
@_exported import Foundation
// `import AVFoundation`: the players, assets and audio session widget code references. A
// widget cannot play media, so nothing plays: players stay paused at the start and audio
// sessions activate without sound. Like Apple's, the module re-exports CoreMedia and
// Foundation.
@_exported import FoundationFixtures
