import DeveloperToolsSupport
import MirrorCore

extension Color {
  public init(_ resource: ColorResource) {
    self.init(resource.name)
  }
}

extension Image {
  public init(_ resource: ImageResource) {
    self.init(resource.name)
  }
}
