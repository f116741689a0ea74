// The gallery's types the render API takes, visible wherever the render API is imported.
@_exported import enum GalleryRunner.Appearance
@_exported import enum LayoutEngine.ControlCenterSize
@_exported import enum LayoutEngine.ControlPresentation
@_exported import struct LayoutEngine.Device
@_exported import enum LayoutEngine.DynamicIslandPresentation
@_exported import enum LayoutEngine.LiveActivityPresentation
