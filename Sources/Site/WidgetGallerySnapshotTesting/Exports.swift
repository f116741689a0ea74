// The render API's types the strategies take (`RenderLayout`, `Appearance`, `Device`, `WidgetRenderer`).
@_exported import WidgetGalleryRender
