"""Tests of the CI templates (Templates/ci/), of WidgetGallery's GitHub Action (action.yml) and
of `widget-gallery init-ci`, with the widget-gallery program built here (WIDGETGALLERY_PROGRAM):
actionlint (and shellcheck, through it) and zizmor on the GitHub workflow as shipped and as
init-ci writes it and on the action (its steps linted as a reusable workflow's, and the
workflow's inputs checked against it); the GitLab pipeline's job graph with its included jobs
(no GitLab linter runs offline, so it is parsed and checked here); and the dry run of both
(scripts/ci-dry-run.py): the program compiled once for each commit, 4 shards, merge, diff and
report, whose site must be byte for byte the one a single build writes.

Run: WIDGETGALLERY_PROGRAM=.build/debug/widget-gallery python3 -m unittest discover -s scripts/citests
(or `make test-ci`)."""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import yaml

SCRIPTS = pathlib.Path(__file__).resolve().parent.parent
REPOSITORY = SCRIPTS.parent
sys.path.insert(0, str(SCRIPTS))

from cirun import gitlab  # noqa: E402
from cirun.machine import DryRunError, Machine, compilations  # noqa: E402

GITHUB = REPOSITORY / "Templates/ci/github-workflow.yml"
GITLAB = REPOSITORY / "Templates/ci/gitlab-ci.yml"
ACTION = REPOSITORY / "action.yml"
ZIZMOR_CONFIG = SCRIPTS / "citests/zizmor.yml"
# The newest major version of each action that actionlint 1.17.0 knows (scripts/install-deps.sh pins it).
CURRENT = {
    "actions/checkout": "v7", "actions/cache": "v6", "actions/github-script": "v9", "actions/upload-artifact": "v7",
    "actions/download-artifact": "v8", "actions/upload-pages-artifact": "v5", "actions/deploy-pages": "v5",
}


def widget_gallery():
    path = os.environ.get("WIDGETGALLERY_PROGRAM")
    if not path or not os.access(path, os.X_OK):
        raise unittest.SkipTest("WIDGETGALLERY_PROGRAM names no widget-gallery program (make test-ci builds one)")
    return path


def load_dry_run():
    import importlib.util

    spec = importlib.util.spec_from_file_location("ci_dry_run", SCRIPTS / "ci-dry-run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def actionlint(path):
    """actionlint's findings on `path`, one per line (empty when it is clean)."""
    if shutil.which("actionlint") is None:
        raise AssertionError("actionlint is not installed (scripts/install-deps.sh test installs it)")
    if shutil.which("shellcheck") is None:
        raise AssertionError("shellcheck is not installed (scripts/install-deps.sh test installs it)")
    result = subprocess.run(["actionlint", "-oneline", "-no-color", str(path)], capture_output=True, text=True, check=False,
                            cwd=pathlib.Path(path).parent)
    return (result.stdout + result.stderr).strip()


def zizmor(*paths):
    """zizmor's findings on `paths` (offline, with the templates' configuration); empty when clean."""
    if shutil.which("zizmor") is None:
        raise AssertionError("zizmor is not installed (scripts/install-deps.sh test installs it)")
    result = subprocess.run(["zizmor", "--offline", "--no-progress", "--config", str(ZIZMOR_CONFIG), "--format", "plain",
                             *map(str, paths)], capture_output=True, text=True, check=False)
    return "" if result.returncode == 0 else (result.stdout + result.stderr).strip()


def action_as_workflow(action):
    """The composite action's steps as a reusable workflow's job, with its inputs as the
    workflow's: what actionlint lints (expressions, shellcheck on every script)."""
    inputs = {name: {"type": "string", "required": False, "default": str(spec.get("default", ""))}
              for name, spec in action["inputs"].items()}
    steps = [dict(step) for step in action["runs"]["steps"]]
    return {"name": "action", "on": {"workflow_call": {"inputs": inputs}}, "permissions": {},
            "jobs": {"action": {"runs-on": "ubuntu-latest", "timeout-minutes": 10, "steps": steps}}}


def uses(steps):
    return [step["uses"] for step in steps if "uses" in step]


class Folder(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="ci-templates-"))
        self.addCleanup(shutil.rmtree, self.folder, ignore_errors=True)

    def init_ci(self, *arguments, expect=0):
        result = subprocess.run([widget_gallery(), "init-ci", *arguments], cwd=self.folder, capture_output=True, text=True,
                                check=False)
        self.assertEqual(result.returncode, expect, result.stdout + result.stderr)
        return result


class GitHubWorkflowTests(Folder):
    def test_the_shipped_workflow_passes_actionlint(self):
        self.assertEqual(actionlint(GITHUB), "")

    def test_the_workflow_and_the_action_pass_zizmor(self):
        self.init_ci("--github", "--shards", "3", "--product", "MyWidgets")
        self.assertEqual(zizmor(GITHUB, ACTION, self.folder / ".github/workflows/widget-gallery.yml"), "")

    def test_zizmor_catches_a_template_injection(self):
        broken = self.folder / "action.yml"
        broken.write_text(ACTION.read_text().replace('git checkout --quiet "$SHA"', "git checkout --quiet ${{ github.head_ref }}"))
        self.assertIn("template-injection", zizmor(broken))

    def test_the_actions_steps_pass_actionlint(self):
        written = self.folder / "action-as-workflow.yml"
        written.write_text(yaml.safe_dump(action_as_workflow(yaml.safe_load(ACTION.read_text())), sort_keys=False))
        self.assertEqual(actionlint(written), "")
        broken = yaml.safe_load(ACTION.read_text())
        broken["runs"]["steps"][1]["run"] += 'echo $undefined_words\n'
        written.write_text(yaml.safe_dump(action_as_workflow(broken), sort_keys=False))
        self.assertIn("shellcheck reported issue", actionlint(written), "shellcheck runs on the action's scripts")

    def test_the_workflow_gives_the_action_inputs_it_has(self):
        # A repository whose workflow uses its own action, `./`: actionlint checks each `with:`.
        repository = self.folder / "repository"
        (repository / ".git").mkdir(parents=True)
        (repository / ".github/workflows").mkdir(parents=True)
        shutil.copy(ACTION, repository / "action.yml")
        workflow = GITHUB.read_text().replace("your-org/WidgetGallery@v0", "./")
        self.assertNotEqual(workflow, GITHUB.read_text())
        (repository / ".github/workflows/widget-gallery.yml").write_text(workflow)
        self.assertEqual(actionlint(repository / ".github/workflows/widget-gallery.yml"), "")
        unknown = workflow.replace("job: shard", "job: shard\n          shard-count: 4")
        (repository / ".github/workflows/widget-gallery.yml").write_text(unknown)
        self.assertIn("shard-count", actionlint(repository / ".github/workflows/widget-gallery.yml"))

    def test_one_job_compiles_and_caches(self):
        workflow = yaml.safe_load(GITHUB.read_text())
        action = yaml.safe_load(ACTION.read_text())
        for name, job in workflow["jobs"].items():
            self.assertFalse([use for use in uses(job["steps"]) if use.startswith("actions/cache")], f"{name} uses no cache")
        caching = [step for step in action["runs"]["steps"] if step.get("uses", "").startswith("actions/cache")]
        self.assertEqual([step["if"] for step in caching], ["inputs.job == 'program'"], "only the program job caches")
        compiling = [step for step in action["runs"]["steps"] if "swift build --product" in step.get("run", "")]
        self.assertEqual(len(compiling), 2)
        for step in compiling:
            self.assertTrue(step["if"].startswith("inputs.job == 'program'"), step["name"])

    def test_every_job_has_a_timeout_and_the_default_branch_is_read(self):
        workflow = yaml.safe_load(GITHUB.read_text())
        for name, job in workflow["jobs"].items():
            self.assertIsInstance(job.get("timeout-minutes"), int, name)
        triggers = workflow[True]  # YAML reads `on` as true
        self.assertIsNone(triggers["push"], "pushes are not filtered by a branch name the workflow would assume")
        self.assertIn("github.event.repository.default_branch", workflow["jobs"]["program"]["if"])
        self.assertIn("github.event.repository.default_branch", workflow["jobs"]["deploy"]["if"])
        self.assertNotIn("main", GITHUB.read_text().replace("@main", ""))

    def test_actions_are_at_their_current_major_versions(self):
        workflow = yaml.safe_load(GITHUB.read_text())
        action = yaml.safe_load(ACTION.read_text())
        used = [use for job in workflow["jobs"].values() for use in uses(job["steps"])] + uses(action["runs"]["steps"])
        for use in used:
            name, _, version = use.partition("@")
            if name.startswith("actions/"):
                self.assertEqual(version, CURRENT[name], use)
        self.assertEqual({use.partition("@")[0] for use in used if use.startswith("actions/")}, set(CURRENT))

    def test_the_workflow_init_ci_writes_passes_actionlint(self):
        self.init_ci("--github", "--shards", "3", "--product", "MyWidgets")
        written = self.folder / ".github/workflows/widget-gallery.yml"
        self.assertEqual(actionlint(written), "")
        workflow = yaml.safe_load(written.read_text())
        self.assertEqual(workflow["jobs"]["shard"]["strategy"]["matrix"]["shard"], [1, 2, 3])
        self.assertEqual(workflow["env"]["GALLERY_PRODUCT"], "MyWidgets")

    def test_actionlint_catches_a_broken_workflow(self):
        broken = self.folder / "broken.yml"
        broken.write_text(GITHUB.read_text().replace("fetch-depth: 2", "fetch-dept: 2"))
        self.assertIn("fetch-dept", actionlint(broken))

    def test_permissions_are_least_privilege(self):
        workflow = yaml.safe_load(GITHUB.read_text())
        self.assertEqual(workflow["permissions"], {})
        granted = {name: job.get("permissions") for name, job in workflow["jobs"].items()}
        self.assertEqual(granted, {
            "program": {"contents": "read"},
            "shard": {"contents": "read"},
            "gallery": {"contents": "read"},
            "comment": {"pull-requests": "write"},
            "deploy": {"pages": "write", "id-token": "write"},
        })

    def test_only_github_actions_pinned_to_a_version(self):
        workflow = yaml.safe_load(GITHUB.read_text())
        for job in workflow["jobs"].values():
            for step in job["steps"]:
                if "uses" in step:
                    action, _, version = step["uses"].partition("@")
                    self.assertTrue(action.startswith("actions/") or action == "your-org/WidgetGallery", step["uses"])
                    self.assertRegex(version, r"^v[0-9]+$", step["uses"])


class GitLabPipelineTests(Folder):
    def check_graph(self, pipeline, shards):
        stages = pipeline["stages"]
        jobs = {name: job for name, job in pipeline.items()
                if name not in ("workflow", "stages", "variables", "default") and not name.startswith(".")}
        self.assertEqual(set(jobs), {"widget-gallery-program", "gallery-shard", "gallery", "pages"})
        for name, job in jobs.items():
            self.assertIn(job["stage"], stages, name)
            for need in job.get("needs", []):
                self.assertLess(stages.index(jobs[need]["stage"]), stages.index(job["stage"]), f"{name} needs {need}")
        self.assertEqual(jobs["gallery-shard"]["parallel"], shards)
        self.assertEqual(jobs["gallery-shard"]["needs"], ["widget-gallery-program"])
        self.assertEqual(jobs["gallery"]["needs"], ["widget-gallery-program", "gallery-shard"])
        # One job compiles, and only it has the cache.
        self.assertEqual([name for name, job in jobs.items() if "swift build --product" in str(job["script"])],
                         ["widget-gallery-program"])
        self.assertEqual([name for name, job in jobs.items() if job.get("cache")], ["widget-gallery-program"])
        self.assertNotIn("cache", pipeline["default"])
        for name, job in jobs.items():
            self.assertRegex(job.get("timeout", pipeline["default"].get("timeout", "")), r"^\d+ minutes$", f"{name} has a timeout")
        self.assertNotIn("WIDGETGALLERY_CHECKOUT", str(pipeline))
        self.assertIn("public", jobs["pages"]["artifacts"]["paths"])
        self.assertEqual(jobs["pages"]["rules"], [{"if": "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"}])
        self.assertIn("widget-gallery-diff.html", jobs["gallery"]["artifacts"]["paths"])
        self.assertEqual(jobs["gallery"]["artifacts"]["reports"], {"junit": "widget-gallery-diff.xml"})

    def test_the_shipped_pipeline_has_its_job_graph(self):
        self.check_graph(gitlab.load(GITLAB), 4)
        self.assertEqual(list(yaml.safe_load(GITLAB.read_text())), ["include", "variables", "gallery-shard"],
                         "the pipeline a team keeps is the include and its settings")

    def test_the_pipeline_init_ci_writes_has_its_job_graph(self):
        self.init_ci("--gitlab", "--shards", "6", "--product", "MyWidgets")
        pipeline = gitlab.load(self.folder / ".gitlab-ci.yml")
        self.check_graph(pipeline, 6)
        self.assertEqual(pipeline["variables"]["GALLERY_PRODUCT"], "MyWidgets")


class MachineTests(unittest.TestCase):
    def test_a_jobs_cpu_time_is_counted(self):
        with tempfile.TemporaryDirectory(prefix="ci-machine-") as folder:
            folder = pathlib.Path(folder)
            machine = Machine(folder / "run", "/bin/true", "widget-gallery", [], REPOSITORY)
            workspace = machine.workspace("busy")
            script = "python3 -c 'import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass'"
            status = machine.run_shell(script, workspace, machine.environment(workspace, []), lambda _: None)
        self.assertEqual(status, 0)
        self.assertGreaterEqual(machine.cpu_seconds, 0.29)
        self.assertLess(machine.cpu_seconds, 5)


class DryRunTests(unittest.TestCase):
    """The pipelines run on this machine: the published or compared site is the one a single
    build writes, and a pull request's report is written and handed to the comment."""

    def dry_run(self, system, event, template=None, compile_cpu=None):
        module = load_dry_run()
        lines = []
        with tempfile.TemporaryDirectory(prefix="ci-dry-run-") as folder:
            template = template or (GITHUB if system == "github" else GITLAB)
            try:
                ok, summary, report = module.dry_run(widget_gallery(), system, event, template,
                                                     ["--appearances", "light", "dark"], pathlib.Path(folder), log=lines.append,
                                                     compile_cpu=compile_cpu)
            except DryRunError as error:
                self.fail(f"{error}\n" + "\n".join(lines[-20:]))
        self.assertTrue(ok, summary + "\n" + "\n".join(lines[-20:]))
        print(f"\n  dry run ({system}, {event}): {summary}", file=sys.stderr)
        self.summary = summary
        return lines, report

    def check_report(self, report, link):
        self.assertIn("added", report.splitlines()[2])
        self.assertIn(link, report)

    def test_github_pull_request(self):
        lines, report = self.dry_run("github", "pull_request", compile_cpu=60)
        self.assertEqual(sum(line.startswith("== job shard ") for line in lines), 4)
        self.assertEqual(compilations(lines), 2, "the head's program and the base's, once each")
        self.check_report(report, "widget-gallery-diff.html#p0)")
        # The jobs rendered and compared two galleries: their CPU time is counted, and the
        # total adds the two compilations' 120 s to it.
        jobs = float(re.search(r"the jobs' CPU time ([0-9.]+) s", self.summary)[1])
        self.assertGreater(jobs, 0.5, self.summary)
        total = float(re.search(r"([0-9.]+) CPU minutes with 2 compilations of 60 s", self.summary)[1])
        self.assertAlmostEqual(total, (120 + jobs) / 60, delta=0.06)

    def test_github_push_publishes_the_site(self):
        lines, _ = self.dry_run("github", "push")
        self.assertIn("- uses actions/deploy-pages@v5 {}", lines)
        self.assertEqual(compilations(lines), 1)

    def test_gitlab_merge_request(self):
        lines, report = self.dry_run("gitlab", "pull_request")
        self.assertEqual(sum(line.startswith("== job gallery-shard ") for line in lines), 4)
        self.assertEqual(compilations(lines), 2, "the head's program and the base's, once each")
        self.check_report(report, "/artifacts/file/site/widgets/")

    def test_gitlab_push_publishes_the_site(self):
        lines, _ = self.dry_run("gitlab", "push")
        self.assertEqual(compilations(lines), 1)

    def test_a_pipeline_whose_site_is_not_one_builds_fails(self):
        module = load_dry_run()
        with tempfile.TemporaryDirectory(prefix="ci-dry-run-") as folder:
            folder = pathlib.Path(folder)
            template = folder / "workflow.yml"
            template.write_text(GITHUB.read_text().replace("build-options: ${{ env.GALLERY_BUILD_OPTIONS }}",
                                                           "build-options: --appearances light"))
            self.assertNotEqual(template.read_text(), GITHUB.read_text())
            ok, summary, _ = module.dry_run(widget_gallery(), "github", "push", template, [], folder / "run", log=lambda _: None)
        self.assertFalse(ok)
        self.assertIn("differs from one build", summary)


if __name__ == "__main__":
    unittest.main()
