// The gallery's types the render API takes, visible wherever the render API is imported.
@_exported import enum GalleryRunner.Appearance
@_exported import struct LayoutEngine.Device
