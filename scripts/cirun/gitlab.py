"""A GitLab CI pipeline's jobs, run on this machine (see machine.py): `workflow:rules`, stages in
order, each job's `rules`, `default:` merged into jobs, `parallel: N` as N jobs with
CI_NODE_INDEX and CI_NODE_TOTAL, `before_script` and `script` as one bash script with
`set -eo pipefail`, and artifacts as folders passed to the jobs that need them (or to every
later stage's jobs). The `pages` job's `public/` is the published site. An `include:` of
WidgetGallery's jobs (a `remote:` URL ending in their path in this repository, or a `local:`
file) is read from this repository and merged under the pipeline as GitLab merges it: the
including file's keys win, mappings merged key by key."""

import pathlib
import re

import yaml

from .machine import DryRunError

RESERVED = {"workflow", "stages", "variables", "default", "include", "image", "services", "cache", "before_script",
            "after_script"}
HEAD = "0123456789abcdef0123456789abcdef01234567"
BASE = "fedcba9876543210fedcba9876543210fedcba98"


class PipelineRun:
    def __init__(self, machine, pipeline, event, log):
        self.machine = machine
        self.pipeline = pipeline
        self.event = event
        self.log = log
        self.published = None
        self.variables = {
            "CI_PIPELINE_SOURCE": "merge_request_event" if event == "merge_request_event" else "push",
            "CI_DEFAULT_BRANCH": "main",
            "CI_COMMIT_SHA": HEAD,
            "CI_PROJECT_ID": "42",
            "CI_API_V4_URL": "https://gitlab.example/api/v4",
        }
        if event == "merge_request_event":
            self.variables.update({"CI_MERGE_REQUEST_IID": "1", "CI_MERGE_REQUEST_DIFF_BASE_SHA": BASE})
        else:
            self.variables["CI_COMMIT_BRANCH"] = "main"
        self.variables.update({key: str(value) for key, value in (pipeline.get("variables") or {}).items()})

    def jobs(self):
        return {name: job for name, job in self.pipeline.items() if name not in RESERVED and not name.startswith(".")}

    def run(self):
        if "workflow" in self.pipeline and not self.rules_allow(self.pipeline["workflow"].get("rules")):
            raise DryRunError(f"no workflow rule creates a pipeline for {self.event}")
        stages = self.pipeline.get("stages") or ["build", "test", "deploy"]
        results, instances = {}, {}
        for stage in stages:
            for name, job in self.jobs().items():
                if job.get("stage", "test") != stage:
                    continue
                if "rules" in job and not self.rules_allow(job["rules"]):
                    self.log(f"== job {name}: not in this pipeline (rules)")
                    continue
                needed = job.get("needs")
                sources = needed if needed is not None else [other for other in instances if self.stage(other) in
                                                            stages[:stages.index(stage)]]
                if any(results.get(source) != "success" for source in sources):
                    raise DryRunError(f"job {name} needs {sources}, which did not all succeed")
                count = int(job.get("parallel", 1))
                results[name] = "success"
                instances[name] = []
                for index in range(1, count + 1):
                    artifacts = [artifact for source in sources for artifact in instances[source]]
                    outcome, stored = self.run_job(name, job, index, count, artifacts)
                    instances[name].append(stored)
                    if not outcome:
                        results[name] = "failure"
                        return results
                if name == "pages":
                    self.published = instances[name][0] / "public" if instances[name][0] else None
        return results

    def stage(self, name):
        return self.jobs()[name].get("stage", "test")

    def rules_allow(self, rules):
        if rules is None:
            return True
        for rule in rules:
            if "if" not in rule or self.condition(rule["if"]):
                return rule.get("when", "on_success") != "never"
        return False

    def condition(self, text):
        """`$A == "x"`, `$A == $B`, `$A != …` and bare `$A`, joined by `&&` or `||`."""
        def value(term):
            term = term.strip()
            if term.startswith("$"):
                return self.variables.get(term[1:])
            if term[:1] in "\"'":
                return term[1:-1]
            raise DryRunError(f"the dry run cannot read {term!r} in rule {text!r}")

        def comparison(part):
            match = re.fullmatch(r"\s*(\S+)\s*(==|!=)\s*(\S+)\s*", part)
            if not match:
                return value(part) not in (None, "")
            equal = value(match.group(1)) == value(match.group(3))
            return equal if match.group(2) == "==" else not equal

        return any(all(comparison(part) for part in alternative.split("&&")) for alternative in text.split("||"))

    def run_job(self, name, job, index, count, artifacts):
        title = f"{name} {index}/{count}" if count > 1 else name
        self.log(f"== job {title}")
        workspace = self.machine.workspace(f"{name}-{index}")
        for artifact in artifacts:
            if artifact is not None:
                self.machine.download(artifact.name, workspace)
        default = self.pipeline.get("default") or {}
        before = job.get("before_script", default.get("before_script", []))
        variables = dict(self.variables)
        variables.update({key: str(value) for key, value in (job.get("variables") or {}).items()})
        job_id = str(1000 + self.machine.jobs)
        variables.update({
            "CI_JOB_ID": job_id,
            "CI_JOB_URL": f"https://gitlab.example/owner/app/-/jobs/{job_id}",
            "CI_PROJECT_DIR": str(workspace),
            "CI_NODE_INDEX": str(index),
            "CI_NODE_TOTAL": str(count),
        })
        script = "set -eo pipefail\n" + "\n".join(lines(before) + lines(job["script"])) + "\n"
        environment = self.machine.environment(workspace, [BASE])
        environment.update(variables)
        status = self.machine.run_shell(script, workspace, environment, self.log)
        paths = (job.get("artifacts") or {}).get("paths") or []
        stored = self.machine.upload(f"{name}-{index}", workspace, paths, keep_paths=True) if status == 0 and paths else None
        if status != 0:
            self.log(f"!! {title} failed (exit {status})")
        return status == 0, stored


def lines(value):
    return [value] if isinstance(value, str) else list(value)


REPOSITORY = pathlib.Path(__file__).resolve().parent.parent.parent
INCLUDED = "Templates/ci/gitlab/widget-gallery.yml"


def load(path):
    with open(path) as file:
        pipeline = yaml.safe_load(file)
    includes = pipeline.pop("include", None) or []
    merged = {}
    for include in [includes] if isinstance(includes, (str, dict)) else includes:
        location = include if isinstance(include, str) else include.get("remote") or include.get("local")
        if not location or not location.endswith(INCLUDED):
            raise DryRunError(f"the dry run includes WidgetGallery's jobs ({INCLUDED}) only, not {include}")
        merged = merge(merged, load(REPOSITORY / INCLUDED))
    return merge(merged, pipeline)


def merge(base, override):
    """GitLab's merge of an included file's keys (`base`) with the including file's."""
    result = dict(base)
    for key, value in override.items():
        result[key] = merge(result[key], value) if isinstance(value, dict) and isinstance(result.get(key), dict) else value
    return result
