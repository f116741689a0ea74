"""The release's version is one fact in four places: CHANGELOG.md's newest version,
`GalleryVersion.release` (what `widget-gallery --version` prints; GalleryCLITests'
VersionAndCompletionTests runs the command), and the version the README and the Getting started
article tell users to depend on. The changelog keeps Keep a Changelog's shape. A release is the
commit tagged `v<release>`: the changelog's links name those tags, and the CI templates name the
release's major version tag (`v0`), which the release moves to it.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
VERSION_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})$", re.MULTILINE)
DEPENDENCY = re.compile(r'\.package\(url: "(?P<url>[^"]+/WidgetGallery(?:\.git)?)", (?P<requirement>[^)]*)\)')


def changelog_versions(text):
    """The versions of the changelog's release headings, newest first, with their dates."""
    return [(match["version"], match["date"]) for match in VERSION_HEADING.finditer(text)]


def gallery_release():
    source = (ROOT / "Sources" / "Site" / "GalleryCLI" / "GalleryVersion.swift").read_text()
    match = re.search(r'static let release = "([^"]+)"', source)
    if match is None:
        raise AssertionError("GalleryVersion.swift declares no `static let release`")
    return match[1]


class ReleaseTests(unittest.TestCase):
    def setUp(self):
        self.changelog = (ROOT / "CHANGELOG.md").read_text()

    def test_the_newest_changelog_version_is_the_release(self):
        versions = changelog_versions(self.changelog)
        self.assertTrue(versions, "CHANGELOG.md has no `## [x.y.z] - YYYY-MM-DD` heading")
        self.assertEqual(versions[0][0], gallery_release(), "bump GalleryVersion.release with the changelog")

    def test_the_changelog_keeps_its_format(self):
        headings = re.findall(r"^## .*$", self.changelog, re.MULTILINE)
        self.assertEqual(headings[0], "## [Unreleased]", "the Unreleased section comes first")
        versions = changelog_versions(self.changelog)
        self.assertEqual(len(headings), len(versions) + 1, f"every other heading is a version with its date: {headings}")
        keys = [tuple(int(part) for part in version.split(".")) for version, _ in versions]
        self.assertEqual(keys, sorted(keys, reverse=True), "newest first")
        dates = [date for _, date in versions]
        self.assertEqual(dates, sorted(dates, reverse=True), "dates newest first")
        for name in ["Unreleased"] + [version for version, _ in versions]:
            self.assertRegex(self.changelog, rf"(?m)^\[{re.escape(name)}\]: https://", f"a link for [{name}]")
        sections = re.findall(r"^### (.*)$", self.changelog, re.MULTILINE)
        self.assertLessEqual(set(sections), {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"})

    def test_the_changelog_links_name_the_release_tags(self):
        versions = [version for version, _ in changelog_versions(self.changelog)]
        links = dict(re.findall(r"(?m)^\[([^\]]+)\]: (\S+)$", self.changelog))
        self.assertTrue(links["Unreleased"].endswith(f"/compare/v{versions[0]}...HEAD"), links["Unreleased"])
        for newer, older in zip(versions, [*versions[1:], None], strict=True):
            expected = f"/compare/v{older}...v{newer}" if older else f"/releases/tag/v{newer}"
            self.assertTrue(links[newer].endswith(expected), f"[{newer}] links to {expected}: {links[newer]}")

    def test_the_ci_templates_name_the_releases_major_tag(self):
        major = f"v{gallery_release().split('.')[0]}"
        references = []
        for path in ["Templates/ci/github-workflow.yml", "Templates/ci/gitlab-ci.yml", "README.md",
                     "Sources/Products/WidgetGallery/WidgetGallery.docc/ContinuousIntegration.md"]:
            text = (ROOT / path).read_text()
            references += [(path, tag) for tag in re.findall(r"/WidgetGallery@(v[0-9][^\s`'\"]*)", text)]
            references += [(path, tag) for tag in re.findall(r"githubusercontent\.com/[^/]+/WidgetGallery/(v[^/]+)/", text)]
        self.assertTrue(any(path.startswith("Templates/ci/github") for path, _ in references), "the workflow uses the action")
        self.assertTrue(any(path.endswith("gitlab-ci.yml") for path, _ in references), "the pipeline includes the jobs")
        for path, tag in references:
            self.assertEqual(tag, major, f"{path} names WidgetGallery at {tag}, not the release's major tag {major}")

    def test_the_documentation_depends_on_the_release(self):
        release = gallery_release()
        for path in [
            "README.md",
            "Sources/Products/WidgetGallery/WidgetGallery.docc/GettingStarted.md",
            "Sources/Products/WidgetGallery/WidgetGallery.docc/WidgetGallery.md",
            "Sources/Site/WidgetGallerySnapshotTesting/WidgetGallerySnapshotTesting.docc/SnapshotTests.md",
        ]:
            lines = DEPENDENCY.findall((ROOT / path).read_text())
            self.assertTrue(lines, f"{path} shows the dependency line")
            for url, requirement in lines:
                self.assertEqual(requirement, f'from: "{release}"', f"{path} depends on the release")
                self.assertTrue(url.endswith(".git"), f"{path}: the URL a user clones, {url}")


if __name__ == "__main__":
    unittest.main()
