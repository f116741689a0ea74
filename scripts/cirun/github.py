"""A GitHub Actions workflow's jobs, run on this machine (see machine.py): jobs in the order of
`needs`, each matrix combination on a fresh workspace, `run:` steps with bash as GitHub runs
them (GITHUB_ENV, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, `if:`, `continue-on-error`), and GitHub's
own actions stood in for: artifacts as folders, checkout and cache as nothing (the program is
built), Pages as the published folder. `actions/github-script` is not run (it is JavaScript
against GitHub's API); the dry run says what it would have posted. WidgetGallery's own action
(`<owner>/WidgetGallery@<ref>` or `./`) is this repository's action.yml, run as GitHub runs a
composite action: its steps with the `inputs` context, their outputs mapped to the action's."""

import fnmatch
import itertools

import yaml

from .expressions import Evaluator, format_string, interpolate, truthy
from .machine import DryRunError

HEAD = "0123456789abcdef0123456789abcdef01234567"


class WorkflowRun:
    def __init__(self, machine, workflow, event, log):
        self.machine = machine
        self.workflow = workflow
        self.event = event
        self.log = log
        self.published = None
        self.comments = []
        self.summary = ""
        self.github = {
            "event_name": event,
            "ref": "refs/pull/1/merge" if event == "pull_request" else "refs/heads/main",
            "sha": HEAD,
            "repository": "owner/app",
            "workspace": "",
            "event": {
                "repository": {"default_branch": "main"},
                "pull_request": {"head": {"repo": {"full_name": "owner/app"}}, "number": 1} if event == "pull_request" else None,
            },
        }

    def order(self):
        jobs = self.workflow["jobs"]
        done, order = set(), []
        while len(order) < len(jobs):
            ready = [name for name, job in jobs.items() if name not in done and set(needs(job)) <= done]
            if not ready:
                raise DryRunError("the jobs' needs form a cycle")
            for name in ready:
                done.add(name)
                order.append(name)
        return order

    def run(self):
        results = {}
        for name in self.order():
            job = self.workflow["jobs"][name]
            if any(results[need] != "success" for need in needs(job)):
                results[name] = "skipped"
                self.log(f"== job {name}: skipped (a job it needs did not succeed)")
                continue
            context = self.context({}, {"job-total": 1, "job-index": 0}, {})
            if "if" in job and not truthy(self.evaluator(context).evaluate(text(job["if"]))):
                results[name] = "skipped"
                self.log(f"== job {name}: skipped (if: {job['if']})")
                continue
            results[name] = "success"
            for index, matrix in enumerate(matrices(job)):
                strategy = {"job-total": len(matrices(job)), "job-index": index}
                if not self.run_job(name, job, matrix, strategy):
                    results[name] = "failure"
        return results

    def context(self, matrix, strategy, steps):
        return {"github": self.github, "matrix": matrix, "strategy": strategy, "steps": steps, "env": {}, "runner": {"os": "Linux"}}

    def evaluator(self, context):
        return Evaluator(context, {
            "format": format_string,
            "success": lambda: True,
            "always": lambda: True,
            "hashFiles": lambda *patterns: "dry-run-hash",
        })

    def run_job(self, name, job, matrix, strategy):
        title = f"{name} {matrix}" if matrix else name
        self.log(f"== job {title}")
        workspace = self.machine.workspace(name + "".join(f"-{value}" for value in matrix.values()))
        steps = {}
        context = self.context(matrix, strategy, steps)
        evaluator = self.evaluator(context)
        environment = {key: interpolate(text(value), evaluator) for key, value in (self.workflow.get("env") or {}).items()}
        environment.update({key: interpolate(text(value), evaluator) for key, value in (job.get("env") or {}).items()})
        context["env"] = environment
        return self.run_steps(job.get("steps") or [], steps, evaluator, workspace, environment, title, context)

    def run_steps(self, step_list, steps, evaluator, workspace, environment, title, context):
        """Runs a job's steps (or a composite action's), recording each in `steps`; returns
        whether none failed."""
        failed = False
        for number, step in enumerate(step_list):
            step_id = step.get("id", f"step-{number}")
            condition = step.get("if")
            if failed or (condition is not None and not truthy(evaluator.evaluate(text(condition)))):
                steps[step_id] = {"outcome": "skipped", "conclusion": "skipped", "outputs": {}}
                continue
            step_environment = dict(environment)
            step_environment.update({key: interpolate(text(value), evaluator) for key, value in (step.get("env") or {}).items()})
            if "run" in step:
                outcome, outputs = self.run_step(step, workspace, step_environment, environment)
            else:
                outcome, outputs = self.use(step, workspace, evaluator, environment, title, context)
            conclusion = "success" if outcome == "success" or step.get("continue-on-error") else "failure"
            steps[step_id] = {"outcome": outcome, "conclusion": conclusion, "outputs": outputs}
            if conclusion == "failure":
                self.log(f"!! {title}: step {step.get('name', step_id)} failed")
                failed = True
        return not failed

    def run_composite(self, action, inputs, workspace, environment, title, job_context):
        """Runs a composite action's steps with `inputs` (its defaults for the others); returns
        its outcome and its outputs."""
        runs = action.get("runs") or {}
        if runs.get("using") != "composite":
            raise DryRunError(f"the dry run runs composite actions only, not {runs.get('using')}")
        given = dict(inputs)
        unknown = set(given) - set(action.get("inputs") or {})
        if unknown:
            raise DryRunError(f"the action has no inputs {sorted(unknown)}")
        for name, spec in (action.get("inputs") or {}).items():
            if name not in given:
                if spec.get("required") and "default" not in spec:
                    raise DryRunError(f"the action's required input {name} was not given")
                given[name] = text(spec.get("default", ""))
        steps = {}
        context = dict(job_context, inputs=given, steps=steps, env=environment)
        evaluator = self.evaluator(context)
        for step in runs.get("steps") or []:
            if "run" in step and step.get("shell") is None:
                raise DryRunError(f"a composite action's run step needs a shell: {step.get('name', step['run'][:40])}")
        ok = self.run_steps(runs.get("steps") or [], steps, evaluator, workspace, environment, title, context)
        outputs = {name: interpolate(text(spec.get("value", "")), evaluator) for name, spec in (action.get("outputs") or {}).items()}
        return ("success" if ok else "failure"), outputs

    def run_step(self, step, workspace, step_environment, job_environment):
        files = {name: workspace / f".dry-run-{name.lower()}" for name in ("GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY")}
        for path in files.values():
            path.write_text("")
        shell = self.machine.environment(workspace, ["HEAD^1"])
        shell.update(step_environment)
        shell.update({name: str(path) for name, path in files.items()})
        shell.update({"GITHUB_WORKSPACE": str(workspace), "GITHUB_SHA": HEAD, "GITHUB_EVENT_NAME": self.event})
        status = self.machine.run_shell(step["run"], workspace, shell, self.log)
        for line in files["GITHUB_ENV"].read_text().splitlines():
            key, _, value = line.partition("=")
            job_environment[key] = value
        self.summary += files["GITHUB_STEP_SUMMARY"].read_text()
        outputs = {}
        for line in files["GITHUB_OUTPUT"].read_text().splitlines():
            key, _, value = line.partition("=")
            outputs[key] = value
        return ("success" if status == 0 else "failure"), outputs

    def use(self, step, workspace, evaluator, environment, title, context):
        action, _, version = step["uses"].partition("@")
        inputs = {key: interpolate(text(value), evaluator) for key, value in (step.get("with") or {}).items()}
        if action == "./" or action.endswith("/WidgetGallery"):
            self.log(f"- uses {step['uses']} (this repository's action.yml) {inputs}")
            return self.run_composite(load(self.machine.repository / "action.yml"), inputs, workspace, environment, title, context)
        if not version:
            raise DryRunError(f"{step['uses']} names no version")
        self.log(f"- uses {step['uses']} {inputs}")
        if action in ("actions/checkout", "actions/cache", "actions/cache/restore"):
            return "success", {}
        if action == "actions/upload-artifact":
            paths = [line.strip() for line in inputs["path"].splitlines() if line.strip()]
            archive = inputs.get("archive", "true") != "false"
            name = inputs.get("name", "artifact") if archive else paths[0].rsplit("/", 1)[-1]
            stored = self.machine.upload(name, workspace, paths, archive=archive)
            if stored is None:
                if inputs.get("if-no-files-found", "warn") == "error":
                    return "failure", {}
                return "success", {}
            return "success", {"artifact-url": stored.as_uri()}
        if action == "actions/download-artifact":
            destination = workspace / inputs.get("path", ".")
            if "name" in inputs:
                self.machine.download(inputs["name"], destination)
            else:
                pattern = inputs.get("pattern", "*")
                for name in self.machine.artifact_names():
                    if fnmatch.fnmatchcase(name, pattern):
                        self.machine.download(name, destination / name)
            return "success", {}
        if action == "actions/upload-pages-artifact":
            self.published = self.machine.upload("github-pages", workspace, [inputs["path"]])
            return "success", {}
        if action == "actions/deploy-pages":
            if self.published is None:
                raise DryRunError("deploy-pages ran without a Pages artifact")
            return "success", {"page_url": "https://owner.github.io/app/"}
        if action == "actions/github-script":
            report = workspace / "report.md"
            self.comments.append(report.read_text() if report.exists() else None)
            self.log("  (the script is not run: it would comment report.md on the pull request)")
            return "success", {}
        raise DryRunError(f"the dry run does not stand in for {action}")


def text(value):
    """A YAML value as the string an action's input gets (`true`, not `True`)."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def needs(job):
    value = job.get("needs") or []
    return [value] if isinstance(value, str) else list(value)


def matrices(job):
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    keys = [key for key in matrix if key not in ("include", "exclude")]
    if set(matrix) - set(keys):
        raise DryRunError("the dry run knows matrices of lists only")
    return [dict(zip(keys, values, strict=True)) for values in itertools.product(*(matrix[key] for key in keys))] or [{}]


def load(path):
    with open(path) as file:
        return yaml.safe_load(file)
