"""Tests of scripts/api-coverage.py over a hand-made facts file (data/Tiny.tsv) and a hand-made
symbol graph (data/Tiny.symbols.json): the counts, the path and type normalisation, reading an
interface, the re-export graph and the cache, the usage ranking and the command itself.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import contextlib
import importlib.util
import io
import json
import os
import pathlib
import stat
import sys
import tempfile
import textwrap
import unittest

SCRIPTS = pathlib.Path(__file__).resolve().parent.parent
DATA = pathlib.Path(__file__).resolve().parent / "data"
sys.path.insert(0, str(SCRIPTS))

from apicoverage import compare  # noqa: E402
from apicoverage.interface import facts_from_interface, format_facts  # noqa: E402
from apicoverage.symbols import BuildError, Package, facts_from_symbol_graphs  # noqa: E402


def load_command():
    spec = importlib.util.spec_from_file_location("api_coverage", SCRIPTS / "api-coverage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tiny_graph():
    return json.loads((DATA / "Tiny.symbols.json").read_text())


def demangle(usrs):
    return {usr: {"s:Sd": "Swift.Double"}[usr] for usr in usrs if usr == "s:Sd"}


def tiny_coverage(demangler=demangle):
    facts = compare.read_facts(DATA / "Tiny.tsv")
    ours, conformances = facts_from_symbol_graphs([tiny_graph()], demangler)
    return compare.coverage("Tiny", facts, compare.Ours(ours, conformances), ["Tiny"], compare.alias_index(facts))


def status_of(result, path, kind=None):
    found = {status for status, fact in zip(result.statuses, result.facts, strict=False)
             if fact[2] == path and (kind is None or fact[1] == kind)}
    assert len(found) == 1, (path, found)
    return found.pop()


def compatible(kind, sdk, ours, path="View.f(_:)"):
    return compare.compatible(kind, path, sdk, kind, ours)


class CoverageTests(unittest.TestCase):
    def test_counts(self):
        result = tiny_coverage()
        self.assertEqual(result.total, 24)
        self.assertEqual(result.declared, 21)
        self.assertEqual(result.compatible, 16)
        self.assertEqual(sorted(fact[2] for status, fact in result.gaps() if status == "missing"),
                         ["Gauge.Value", "Gauge.init(value:)", "missingThing()"])
        self.assertEqual(sorted(fact[2] for status, fact in result.gaps() if status == "incompatible"),
                         ["Family.custom(name:size:)", "Store", "View.blur(radius:)", "View.label", "View.padding(_:)"])

    def test_each_status(self):
        result = tiny_coverage()
        expected = {
            "Gauge": "compatible",  # generic parameter constrained the same way
            "Gauge.init(value:label:)": "compatible",  # result builder kept on both sides
            "Gauge.set(_:)": "compatible",  # the SDK's `Gauge.Value` is `Double`, `-> Void` is no result
            "Family": "compatible",
            "Family.large": "compatible",  # a payload-less case reads as a static property
            "Family.subscript(_:)": "compatible",  # a subscript's parameter name is no label
            "Style": "compatible",  # struct and enum are both value types
            "Store": "incompatible",  # a class is not a struct
            "View.tint(_:)": "compatible",  # `Optional<Color>` is `Color?`
            "View.frame(_:alignment:)": "compatible",  # the generic parameter's name does not matter
            "View.blur(radius:)": "incompatible",  # `CGFloat` is not `Double`
            "View.label": "incompatible",  # read-only where the SDK's is settable
            "View.refresh(after:)": "compatible",  # `TimeInterval` is `Double`; fewer effects are fine
            "View.padding(_:)": "incompatible",  # the SDK's parameter has a default, ours none
            "Family.custom(name:size:)": "incompatible",
        }
        for path, status in expected.items():
            with self.subTest(path=path):
                self.assertEqual(status_of(result, path, None if path != "Family" else "enum"), status)

    def test_conformances(self):
        result = tiny_coverage()
        self.assertEqual(status_of(result, "Family", "conformance"), "compatible")
        self.assertEqual(status_of(result, "Gauge", "conformance"), "compatible")  # `Sendable` is inferred
        self.assertEqual(status_of(result, "Double", "conformance"), "compatible")  # named by swift-demangle
        # Without a name for `s:Sd` our conformance of `Double` is not seen.
        self.assertEqual(status_of(tiny_coverage(demangler=None), "Double", "conformance"), "missing")

    def test_symbol_graph_leaves_out_internal_and_underscored(self):
        facts, conformances = facts_from_symbol_graphs([tiny_graph()], demangle)
        paths = {path for _, path, _ in facts}
        self.assertNotIn("View.hidden()", paths)
        self.assertNotIn("View._secret()", paths)
        self.assertIn(("subscript", "Family.subscript(_:)", "(Int) -> String"), facts)
        self.assertIn(("case", "Family.custom(name:size:)", "(String, Double)"), facts)
        self.assertEqual(conformances, {"Family": {"CaseIterable"}, "Double": {"VectorArithmetic"}})


class NormalisationTests(unittest.TestCase):
    def test_opaque_and_generic_parameters_are_one(self):
        self.assertTrue(compatible("func", "<V>(V) -> some View where V : View", "(some View) -> some View"))
        self.assertTrue(compatible("func", "<V : View>(V) -> some View", "<Content>(Content) -> some View where Content : View"))
        self.assertFalse(compatible("func", "<V>(V) -> some View where V : View", "(Text) -> some View"))
        self.assertFalse(compatible("func", "<V>(V) -> some View where V : View", "<V>(V) -> some View where V : Shape"))

    def test_different_types_stay_different(self):
        self.assertFalse(compatible("func", "(CGFloat) -> some View", "(Double) -> some View"))
        self.assertFalse(compatible("func", "(Int) -> some View", "(Int?) -> some View"))
        self.assertFalse(compatible("func", "(Int) -> Text", "(Int) -> some View"))

    def test_spellings_of_one_type(self):
        self.assertTrue(compatible("func", "(Swift.Optional<SwiftUICore.Color>) -> some View", "(Color?) -> some View"))
        self.assertTrue(compatible("func", "(Array<Int>, Dictionary<String, Int>) -> ()", "([Int], [String : Int])"))
        self.assertTrue(compatible("func", "(Foundation.TimeInterval) -> some View", "(Double) -> some View"))
        self.assertTrue(compatible("func", "(@escaping @Sendable (_ value: Int) -> Void)", "(@escaping (Int) -> ())"))
        self.assertTrue(compatible("func", "(any ShapeStyle)", "(ShapeStyle)"))
        self.assertFalse(compatible("func", "(@ViewBuilder () -> Content)", "(() -> Content)"))

    def test_parameters_defaults_and_effects(self):
        self.assertFalse(compatible("func", "(Int, Int)", "(Int)"))
        self.assertTrue(compatible("func", "(Int = default)", "(Int = default)"))
        self.assertTrue(compatible("func", "(Int)", "(Int = default)"))
        self.assertFalse(compatible("func", "(Int = default)", "(Int)"))
        self.assertTrue(compatible("func", "() async throws -> Int", "() -> Int"))
        self.assertTrue(compatible("func", "() rethrows", "() throws"))
        self.assertFalse(compatible("func", "() -> Int", "() async -> Int"))

    def test_properties_and_cases(self):
        self.assertTrue(compatible("var", "CGFloat { get }", "CGFloat { get set }", "View.width"))
        self.assertFalse(compatible("var", "CGFloat { get set }", "CGFloat { get }", "View.width"))
        self.assertTrue(compatible("case", "(String, Int)", "(String, Int)", "Family.custom(_:_:)"))
        self.assertTrue(compare.compatible("static-var", "Font.Weight.bold", "Font.Weight { get }", "case", ""))
        self.assertFalse(compare.compatible("static-var", "Font.Weight.bold", "Font.Weight { get set }", "case", ""))

    def test_parentheses_around_a_function_type(self):
        self.assertTrue(compatible("func", "(@escaping ((Int) -> Void)) -> AnyCancellable",
                                   "(@escaping (Int) -> Void) -> AnyCancellable"))
        self.assertFalse(compatible("func", "(((Int) -> Void)?)", "((Int) -> Void)"))

    def test_generic_parameters_may_ask_for_less(self):
        index = compare.alias_index([("M", "protocol", "InsettableShape", ": Shape"), ("M", "protocol", "Shape", "")])
        wide, narrow = "<S>(S) -> some View where S : Shape", "<S>(S) -> some View where S : InsettableShape"
        self.assertTrue(compare.compatible("func", "View.f(_:)", narrow, "func", wide, index))
        self.assertFalse(compare.compatible("func", "View.f(_:)", wide, "func", narrow, index))
        # A result must give at least what the SDK's does.
        self.assertFalse(compare.compatible("func", "View.f()", "() -> some InsettableShape", "func",
                                            "() -> some Shape", index))

    def test_self_in_a_concrete_type(self):
        index = compare.alias_index([("M", "struct", "Meters", ""), ("M", "protocol", "Unit", "")])
        self.assertTrue(compare.compatible("init", "Meters.init(_:)", "(Meters)", "init", "(Self)", index))
        self.assertFalse(compare.compatible("func", "Unit.f(_:)", "(Unit) -> Self", "func", "(Self) -> Self", index))

    def test_our_type_parameters_and_typealiases(self):
        sdk = [("M", "struct", "Zip", "<A, B> : Publisher where A : Publisher, B : Sequence")]
        ours = [("struct", "Zip", "<UpstreamA, UpstreamB> where UpstreamA : Publisher, UpstreamB : Sequence"),
                ("typealias", "Zip.Output", "= (UpstreamA.Output, UpstreamB.Output)")]
        index = compare.alias_index(sdk, ours)
        self.assertTrue(compare.compatible("init", "Zip.init(_:_:)", "(A, B)", "init", "(UpstreamA, UpstreamB)", index))
        self.assertTrue(compare.compatible("func", "Zip.first()", "() -> Zip<A, B>.Output", "func",
                                           "() -> (UpstreamA.Output, UpstreamB.Output)", index))
        self.assertFalse(compare.compatible("init", "Zip.init(_:_:)", "(A, B)", "init", "(UpstreamB, UpstreamA)", index))
        self.assertEqual(compare.alias_index((), ours, base=compare.alias_index(sdk)), index)

    def test_enclosing_type_qualifiers(self):
        self.assertTrue(compatible("func", "(Font.Weight) -> Font", "(Weight) -> Font", "Font.weight(_:)"))
        self.assertTrue(compatible("func", "(Self.Value) -> Self", "(Value) -> Self", "Binding.f(_:)"))


class InterfaceTests(unittest.TestCase):
    INTERFACE = textwrap.dedent("""\
        // swift-interface-format-version: 1.0
        import SwiftUI
        @available(iOS 14.0, *)
        public struct Gauge<Label> : SwiftUI.View where Label : SwiftUI.View {
          public init(value: Swift.Double, @SwiftUI.ViewBuilder label: () -> Label)
          public var body: some SwiftUI.View { get }
          public typealias Body = some SwiftUI.View
          internal var hidden: Swift.Int
        }
        @available(iOS, unavailable)
        public struct MacOnly {
          public init()
        }
        public enum Family : Swift.Hashable {
          case small
          case custom(name: Swift.String, size: CoreFoundation.CGFloat)
          @available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use small")
          public static var old: Family { get }
          public subscript(index: Swift.Int) -> Swift.String { get set }
        }
        extension SwiftUI.View {
          public func tint(_ color: SwiftUI.Color?) -> some SwiftUI.View
          @_spi(Private) public func secret() -> some SwiftUI.View
          public func frame<V>(_ value: V, alignment: SwiftUI.Alignment = .center) async throws -> some SwiftUI.View where V : Swift.BinaryFloatingPoint
        }
        extension Swift.Double : SwiftUI.VectorArithmetic {}
        extension Gauge where Label == SwiftUI.Text {
          public init(value: Swift.Double)
        }
        #if compiler(>=5.3) && $Macros
        @freestanding(expression) public macro tiny(_ x: Swift.Int) -> Swift.Int = #externalMacro(module: "M", type: "T")
        #else
        public func tiny(_ x: Swift.Int) -> Swift.Int
        #endif
        """)

    def test_facts(self):
        facts = {(kind, path, signature) for _, kind, path, signature in facts_from_interface("Tiny", self.INTERFACE)}
        self.assertEqual(facts, {
            ("struct", "Gauge", "<Label> : View where Label : View"),
            ("init", "Gauge.init(value:label:)", "(Double, @ViewBuilder () -> Label)"),
            ("var", "Gauge.body", "some View { get }"),
            ("enum", "Family", ": Hashable"),
            ("case", "Family.small", ""),
            ("case", "Family.custom(name:size:)", "(String, CGFloat)"),
            ("static-var", "Family.old", "Family { get } [deprecated]"),
            ("subscript", "Family.subscript(_:)", "(Int) -> String"),
            ("func", "View.tint(_:)", "(Color?) -> some View"),
            ("func", "View.frame(_:alignment:)",
             "<V>(V, Alignment = default) async throws -> some View where V : BinaryFloatingPoint"),
            ("conformance", "Double", ": VectorArithmetic"),
            ("init", "Gauge.init(value:)", "(Double) [ext where Label == Text]"),
            ("macro", "tiny(_:)", "(Int) -> Int"),
        })

    def test_format_is_sorted_with_header(self):
        lines = format_facts(facts_from_interface("Tiny", self.INTERFACE)).splitlines()
        self.assertEqual(lines[0], "# module\tkind\tpath\tsignature")
        self.assertEqual(lines[1:], sorted(lines[1:], key=lambda line: line.encode()))


class FactsFileTests(unittest.TestCase):
    def test_bad_line_names_file_and_line(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "Bad.tsv"
            path.write_text("# module\tkind\tpath\tsignature\nBad\tfunc\tf()\t()\nBad\tmethod\tg()\t()\n")
            with self.assertRaisesRegex(compare.FactsError, r"Bad.tsv:3: unknown kind 'method'"):
                compare.read_facts(path)
            path.write_text("Bad\tfunc\tf()\n")
            with self.assertRaisesRegex(compare.FactsError, r"Bad.tsv:1: expected 4"):
                compare.read_facts(path)


class UsageTests(unittest.TestCase):
    SOURCE = textwrap.dedent("""\
        import SwiftUI
        struct Row: View {  // .padding in a comment does not count
            var body: some View {
                Text("a").padding().padding(.top, 4).font(.system(size: 12))
                Image(systemName: "star")
                Image("photo")
            }
        }
        #Preview { Row() }
        """)

    def test_counts(self):
        usage = compare.Usage()
        usage.add(self.SOURCE)
        self.assertEqual(usage.count(("M", "func", "View.padding(_:_:)", "")), 2)
        self.assertEqual(usage.count(("M", "init", "Image.init(systemName:)", "")), 1)
        self.assertEqual(usage.count(("M", "init", "Image.init(_:bundle:)", "")), 1)
        self.assertEqual(usage.count(("M", "init", "Image.init(decorative:bundle:)", "")), 0)
        self.assertEqual(usage.count(("M", "static-func", "Font.system(size:weight:design:)", "")), 0)  # no `Font`
        self.assertEqual(usage.count(("M", "struct", "Text", "")), 1)
        self.assertEqual(usage.count(("M", "macro", "Preview(_:body:)", "")), 1)
        self.assertEqual(usage.count(("M", "var", "UIButton.Configuration.title", "")), 0)

    def test_usage_counts_walks_folders(self):
        with tempfile.TemporaryDirectory() as folder:
            (pathlib.Path(folder) / "a").mkdir()
            (pathlib.Path(folder) / "a" / "Row.swift").write_text(self.SOURCE)
            (pathlib.Path(folder) / "notes.txt").write_text("Text Text Text")
            self.assertEqual(compare.usage_counts([folder]).words["Text"], 1)
            with self.assertRaises(FileNotFoundError):
                compare.usage_counts([os.path.join(folder, "none")])


class FakeBuild:
    """A build folder as SwiftPM lays it out, with four modules (Top re-exports Middle, Middle
    re-exports Base and Foundation, Lean re-exports only Base's Gauge) and a stand-in for
    swift-symbolgraph-extract that writes the tiny graph for each (an empty one for Lean) and
    counts its runs."""

    def __init__(self, folder):
        self.root = pathlib.Path(folder)
        self.build = self.root / ".build"
        debug = self.build / "x86_64-unknown-linux-gnu" / "debug"
        self.modules = debug / "Modules"
        self.modules.mkdir(parents=True)
        sources = {"Top": "@_exported import Middle\nimport Base\n",
                   "Middle": "@_exported public import Base\n@_exported import Foundation\n",
                   "Base": "public struct B {}\n",
                   "Lean": "@_exported import struct Base.Gauge\n@_exported import Middle.Sub\n"}
        commands = {}
        for name, text in sources.items():
            source = self.root / f"{name}.swift"
            source.write_text(text)
            (self.modules / f"{name}.swiftmodule").write_text(name)
            commands[f"C.{name}-x86_64-unknown-linux-gnu-debug.module"] = {
                "moduleName": name, "sources": [str(source)],
                "otherArguments": ["-target", "x86_64-unknown-linux-gnu", "-enable-testing", "-Xcc", "-fPIC",
                                   "-module-cache-path", str(debug / "ModuleCache")]}
        (debug / "description.json").write_text(json.dumps({"swiftCommands": commands}))
        self.runs = self.root / "runs"
        self.extractor = self.root / "swift-symbolgraph-extract"
        self.extractor.write_text(textwrap.dedent(f"""\
            #!{sys.executable}
            import shutil, sys
            args = sys.argv[1:]
            with open({str(self.runs)!r}, "a") as runs:
                runs.write(" ".join(args) + "\\n")
            name = args[args.index("-module-name") + 1]
            out = args[args.index("-output-dir") + 1]
            if name == "Lean":
                open(f"{{out}}/{{name}}.symbols.json", "w").write('{{"symbols": [], "relationships": []}}')
            else:
                shutil.copy({str(DATA / "Tiny.symbols.json")!r}, f"{{out}}/{{name}}.symbols.json")
            """))
        self.extractor.chmod(self.extractor.stat().st_mode | stat.S_IEXEC)

    def run_count(self):
        return len(self.runs.read_text().splitlines()) if self.runs.exists() else 0


class PackageTests(unittest.TestCase):
    def test_reexports_are_followed(self):
        with tempfile.TemporaryDirectory() as folder:
            build = FakeBuild(folder)
            package = Package(build.build, str(build.extractor))
            self.assertEqual(package.reexports("Middle"), [("Base", None), ("Foundation", None)])
            self.assertEqual(package.reexports("Lean"), [("Base", "Gauge"), ("Middle", None)])  # a submodule: all
            # Foundation is not the package's.
            self.assertEqual(package.visible_modules("Top"), [("Top", None), ("Middle", None), ("Base", None)])
            self.assertFalse(package.has_module("Foundation"))

    def test_scoped_import_shows_the_declaration_and_its_members(self):
        with tempfile.TemporaryDirectory() as folder:
            build = FakeBuild(folder)
            (build.root / "Lean.swift").write_text("@_exported import struct Base.Gauge\n")
            package = Package(build.build, str(build.extractor))
            self.assertEqual(package.visible_modules("Lean"), [("Lean", None), ("Base", {"Gauge"})])
            facts, conformances, modules = package.visible_facts("Lean")
            self.assertEqual(sorted(path for _, path, _ in facts),
                             ["Gauge", "Gauge.init(value:label:)", "Gauge.set(_:)"])
            self.assertEqual(conformances, {})
            self.assertEqual(modules, ["Lean", "Base.Gauge"])

    def test_symbol_graphs_are_cached_by_module_file(self):
        with tempfile.TemporaryDirectory() as folder:
            build = FakeBuild(folder)
            package = Package(build.build, str(build.extractor))
            facts, _, modules = package.visible_facts("Top")
            self.assertEqual(build.run_count(), 3)
            self.assertEqual(modules, ["Top", "Middle", "Base"])
            self.assertIn(("struct", "Gauge", "<Label> where Label : View"), facts)
            args = build.runs.read_text().splitlines()[0].split()
            self.assertIn("-target", args)
            self.assertIn("-fPIC", args)
            self.assertNotIn("-enable-testing", args)
            package.visible_facts("Top")
            self.assertEqual(build.run_count(), 3)
            module = build.modules / "Base.swiftmodule"
            module.write_text("Base, rebuilt")
            os.utime(module, ns=(module.stat().st_atime_ns, module.stat().st_mtime_ns + 10**9))
            Package(build.build, str(build.extractor)).visible_facts("Top")
            self.assertEqual(build.run_count(), 4)

    def test_no_build(self):
        with tempfile.TemporaryDirectory() as folder, self.assertRaisesRegex(BuildError, "swift build"):
            Package(pathlib.Path(folder) / ".build")


class CommandTests(unittest.TestCase):
    def run_command(self, *args):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = load_command().main(list(args))
        return status, out.getvalue(), err.getvalue()

    def test_table_markdown_and_gaps(self):
        with tempfile.TemporaryDirectory() as folder:
            build = FakeBuild(folder)
            facts = pathlib.Path(folder) / "sdk"
            facts.mkdir()
            (facts / "Top.tsv").write_text((DATA / "Tiny.tsv").read_text().replace("Tiny\t", "Top\t"))
            (facts / "Other.tsv").write_text("# module\tkind\tpath\tsignature\nOther\tstruct\tThing\t\n")
            common = ["--facts", str(facts), "--build-path", str(build.build), "--extractor", str(build.extractor)]
            status, out, _ = self.run_command(*common)
            self.assertEqual(status, 0)
            rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:]}
            # `Double : VectorArithmetic` needs swift-demangle, which the fake toolchain lacks.
            self.assertEqual(rows["Top"], ["24", "20", "15", "62.5%"])
            self.assertEqual(rows["Other"][:4], ["1", "0", "0", "0.0%"])
            self.assertEqual(rows["total"], ["25", "20", "15", "60.0%"])
            status, out, _ = self.run_command(*common, "--markdown")
            self.assertIn("| `Top` | 24 | 20 | 15 | 62.5% |", out)
            self.assertIn("| `Other` (no module) | 1 | 0 | 0 | 0.0% |", out)
            status, out, _ = self.run_command(*common, "--gaps", "Top")
            self.assertEqual(len(out.splitlines()), 9)
            self.assertIn("missing\tTop\tfunc\tmissingThing()\t() -> Void", out)
            status, _, err = self.run_command(*common, "--gaps", "Nothing")
            self.assertEqual(status, 1)
            self.assertIn("no facts file for module 'Nothing'", err)

    def test_no_build_is_an_error(self):
        with tempfile.TemporaryDirectory() as folder:
            status, _, err = self.run_command("--build-path", folder)
            self.assertEqual(status, 1)
            self.assertIn("run `swift build` first", err)


if __name__ == "__main__":
    unittest.main()
