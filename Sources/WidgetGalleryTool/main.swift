print("widget-gallery")
