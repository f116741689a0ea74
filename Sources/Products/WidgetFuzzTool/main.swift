// `widget-fuzz`: random hostile view trees drawn through the render API (see `FuzzCommand`).
import WidgetFuzz

FuzzCommand.runFromCommandLine()
