// `widget-gallery` for the built-in gallery.
import BuiltInGallery
import GalleryCLI

GalleryCommand.main(widgets: builtInWidgets)
