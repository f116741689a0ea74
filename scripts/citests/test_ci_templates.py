"""Tests of the CI templates (Templates/ci/) and of `widget-gallery init-ci`, with the
widget-gallery program built here (WIDGET_GALLERY): actionlint (and shellcheck, through it) on
the GitHub workflow as shipped and as init-ci writes it; the GitLab pipeline's job graph (no
GitLab linter runs offline, so it is parsed and checked here); and the dry run of both
(scripts/ci-dry-run.py): 4 shards, merge, diff and report, whose site must be byte for byte
the one a single build writes.

Run: WIDGET_GALLERY=.build/debug/widget-gallery python3 -m unittest discover -s scripts/citests
(or `make test-ci`)."""

import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

import yaml

SCRIPTS = pathlib.Path(__file__).resolve().parent.parent
REPOSITORY = SCRIPTS.parent
sys.path.insert(0, str(SCRIPTS))

from cirun.machine import DryRunError  # noqa: E402

GITHUB = REPOSITORY / "Templates/ci/github-workflow.yml"
GITLAB = REPOSITORY / "Templates/ci/gitlab-ci.yml"


def widget_gallery():
    path = os.environ.get("WIDGET_GALLERY")
    if not path or not os.access(path, os.X_OK):
        raise unittest.SkipTest("WIDGET_GALLERY names no widget-gallery program (make test-ci builds one)")
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
    result = subprocess.run(["actionlint", "-oneline", "-no-color", str(path)], capture_output=True, text=True, check=False)
    return (result.stdout + result.stderr).strip()


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
                    self.assertTrue(action.startswith("actions/"), step["uses"])
                    self.assertRegex(version, r"^v[0-9]+$", step["uses"])


class GitLabPipelineTests(Folder):
    def check_graph(self, pipeline, shards):
        stages = pipeline["stages"]
        jobs = {name: job for name, job in pipeline.items()
                if name not in ("workflow", "stages", "variables", "default") and not name.startswith(".")}
        self.assertEqual(set(jobs), {"gallery-shard", "gallery", "pages"})
        for name, job in jobs.items():
            self.assertIn(job["stage"], stages, name)
            for need in job.get("needs", []):
                self.assertLess(stages.index(jobs[need]["stage"]), stages.index(job["stage"]), f"{name} needs {need}")
        self.assertEqual(jobs["gallery-shard"]["parallel"], shards)
        self.assertEqual(jobs["gallery"]["needs"], ["gallery-shard"])
        self.assertIn("public", jobs["pages"]["artifacts"]["paths"])
        self.assertEqual(jobs["pages"]["rules"], [{"if": "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"}])
        self.assertIn("widget-gallery-diff.html", jobs["gallery"]["artifacts"]["paths"])
        self.assertEqual(jobs["gallery"]["artifacts"]["reports"], {"junit": "widget-gallery-diff.xml"})

    def test_the_shipped_pipeline_has_its_job_graph(self):
        self.check_graph(yaml.safe_load(GITLAB.read_text()), 4)

    def test_the_pipeline_init_ci_writes_has_its_job_graph(self):
        self.init_ci("--gitlab", "--shards", "6", "--product", "MyWidgets")
        pipeline = yaml.safe_load((self.folder / ".gitlab-ci.yml").read_text())
        self.check_graph(pipeline, 6)
        self.assertEqual(pipeline["variables"]["GALLERY_PRODUCT"], "MyWidgets")


class DryRunTests(unittest.TestCase):
    """The pipelines run on this machine: the published or compared site is the one a single
    build writes, and a pull request's report is written and handed to the comment."""

    def dry_run(self, system, event, template=None):
        module = load_dry_run()
        lines = []
        with tempfile.TemporaryDirectory(prefix="ci-dry-run-") as folder:
            template = template or (GITHUB if system == "github" else GITLAB)
            try:
                ok, summary, report = module.dry_run(widget_gallery(), system, event, template,
                                                     ["--appearances", "light", "dark"], pathlib.Path(folder), log=lines.append)
            except DryRunError as error:
                self.fail(f"{error}\n" + "\n".join(lines[-20:]))
        self.assertTrue(ok, summary + "\n" + "\n".join(lines[-20:]))
        print(f"\n  dry run ({system}, {event}): {summary}", file=sys.stderr)
        return lines, report

    def check_report(self, report, link):
        self.assertIn("added", report.splitlines()[2])
        self.assertIn(link, report)

    def test_github_pull_request(self):
        lines, report = self.dry_run("github", "pull_request")
        self.assertEqual(sum(line.startswith("== job shard ") for line in lines), 4)
        self.check_report(report, "widget-gallery-diff.html#p0)")

    def test_github_push_publishes_the_site(self):
        lines, _ = self.dry_run("github", "push")
        self.assertIn("- uses actions/deploy-pages@v5 {}", lines)

    def test_gitlab_merge_request(self):
        lines, report = self.dry_run("gitlab", "pull_request")
        self.assertEqual(sum(line.startswith("== job gallery-shard ") for line in lines), 4)
        self.check_report(report, "/artifacts/file/site/widgets/")

    def test_gitlab_push_publishes_the_site(self):
        self.dry_run("gitlab", "push")

    def test_a_pipeline_whose_site_is_not_one_builds_fails(self):
        module = load_dry_run()
        with tempfile.TemporaryDirectory(prefix="ci-dry-run-") as folder:
            folder = pathlib.Path(folder)
            template = folder / "workflow.yml"
            render = '--shard "$SHARD" --output "shard-$SHARD_INDEX"'
            self.assertIn(render, GITHUB.read_text())
            template.write_text(GITHUB.read_text().replace(render, render + " --appearances light"))
            ok, summary, _ = module.dry_run(widget_gallery(), "github", "push", template, [], folder / "run", log=lambda _: None)
        self.assertFalse(ok)
        self.assertIn("differs from one build", summary)


if __name__ == "__main__":
    unittest.main()
