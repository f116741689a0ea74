// `import AVKit`: AVFoundation re-exported, and `VideoPlayer` for SwiftUI. Widgets cannot play
// video; a video player draws as iOS draws one in a widget: an empty black area.
@_exported import AVFoundation
