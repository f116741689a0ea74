"""scripts/module-map.py: the generated module map and the layering rules it checks.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import pathlib
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "module-map.py"
spec = importlib.util.spec_from_file_location("module_map", SCRIPT)
module_map = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module_map)


def target(name, path, *dependencies, kind="regular"):
    return {"name": name, "path": path, "type": kind, "dependencies": [{"byName": [d, None]} for d in dependencies]}


def manifest(*targets):
    return {"targets": list(targets)}


# A layering that keeps every rule: the core on the additions, layout on the core and the text engine.
CLEAN = [
    target("FoundationAdditions", "Sources/Mirror/FoundationAdditions"),
    target("MirrorCore", "Sources/Mirror/Core", "FoundationAdditions"),
    target("GalleryFixtures", "Sources/Runtime/GalleryFixtures"),
    target("TextEngine", "Sources/Render/TextEngine"),
    target("LayoutEngine", "Sources/Render/LayoutEngine", "MirrorCore", "TextEngine"),
    target("SVGWriter", "Sources/Render/SVGWriter", "LayoutEngine"),
    target("GalleryDiff", "Sources/Site/GalleryDiff"),
    target("GalleryCLI", "Sources/Site/GalleryCLI", "ArgumentParser"),
]


class LayeringTests(unittest.TestCase):
    def test_a_clean_graph_has_no_errors(self):
        self.assertEqual(module_map.layering_errors(manifest(*CLEAN)), [])

    def test_the_core_reaching_the_fixtures_is_named_with_its_path(self):
        leaky = [t for t in CLEAN if t["name"] != "FoundationAdditions"] + [
            target("FoundationAdditions", "Sources/Mirror/FoundationAdditions", "GalleryFixtures")]
        errors = module_map.layering_errors(manifest(*leaky))
        self.assertIn("MirrorCore reaches GalleryFixtures (MirrorCore -> FoundationAdditions -> GalleryFixtures): "
                      "the IR core must not reach the runtime (fixtures, runner)", errors)
        # Layout and SVG reach it through the core, and say so too.
        self.assertTrue(any(e.startswith("LayoutEngine reaches GalleryFixtures") for e in errors), errors)

    def test_the_core_reaching_a_system_library_fails(self):
        graph = [t for t in CLEAN if t["name"] != "MirrorCore"] + [
            target("CHarfBuzz", "Sources/Native/CHarfBuzz", kind="system"),
            target("MirrorCore", "Sources/Mirror/Core", "FoundationAdditions", "CHarfBuzz")]
        errors = module_map.layering_errors(manifest(*graph))
        self.assertEqual(errors, ["MirrorCore reaches CHarfBuzz (MirrorCore -> CHarfBuzz): the IR core must not reach a C target"])

    def test_layout_reaching_the_svg_writer_fails(self):
        graph = [t for t in CLEAN if t["name"] != "LayoutEngine"] + [
            target("LayoutEngine", "Sources/Render/LayoutEngine", "MirrorCore", "TextEngine", "SVGWriter")]
        self.assertTrue(any(e.startswith("LayoutEngine reaches SVGWriter") for e in module_map.layering_errors(manifest(*graph))))

    def test_argument_parsing_outside_the_command_line_fails(self):
        graph = [*CLEAN, target("GallerySite", "Sources/Site/GallerySite", "ArgumentParser")]
        self.assertEqual(module_map.layering_errors(manifest(*graph)),
                         ["GallerySite depends on ArgumentParser: only GalleryCLI and WidgetFuzz parse arguments"])


class TableTests(unittest.TestCase):
    def test_rows_are_grouped_by_stage_in_pipeline_order_with_their_dependencies(self):
        table = module_map.render_table(manifest(*CLEAN), {"MirrorCore": "The core"})
        mirror, render = table.index("**`Sources/Mirror/`**"), table.index("**`Sources/Render/`**")
        self.assertLess(mirror, render)
        self.assertIn("| `MirrorCore` | `Core` | library | The core | FoundationAdditions |", table)
        self.assertIn("| `TextEngine` | `TextEngine` | library |  | nothing |", table)

    def test_descriptions_are_the_first_sentence_of_the_comment_right_above(self):
        about = module_map.descriptions(
            "  // A group's comment, not a target's.\n\n"
            "    // Shapes text. With HarfBuzz.\n    .target(name: \"TextEngine\"),\n"
            "    .target(\n      name: \"Bare\"),\n")
        self.assertEqual(about, {"TextEngine": "Shapes text"})

    def test_a_module_without_a_comment_above_it_is_named(self):
        graph = manifest(*CLEAN, target("CoreTests", "Tests/CoreTests", "MirrorCore", kind="test"))
        about = {t["name"]: "described" for t in CLEAN if t["name"] != "TextEngine"}
        self.assertEqual(module_map.missing_descriptions(graph, about), ["TextEngine"])


if __name__ == "__main__":
    unittest.main()
