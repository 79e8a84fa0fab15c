"""docs/frameworks.md: the eight framework recipes the README links to, each with the
``pip install`` line its test environment is made from (envs/<slug>.txt)."""

from __future__ import annotations

import re

import pytest

from tests.frameworks.isolated import ENVS, ROOT, requirements
from tests.frameworks.recipe_runner import FRAMEWORKS, sections

MINE = ["Pydantic AI", "smolagents", "LlamaIndex", "DSPy"]


@pytest.mark.xfail(
    strict=True, reason="Strands Agents, Agno, Google ADK, CrewAI: engineer B's, merged separately"
)
def test_the_doc_has_the_eight_recipes() -> None:
    assert list(sections()) == list(FRAMEWORKS)


def test_the_doc_begins_with_these_four_recipes() -> None:
    assert list(sections())[: len(MINE)] == MINE


def test_each_recipe_is_a_program_naming_its_run() -> None:
    for heading, section in sections().items():
        assert section.python, heading
        code = section.python[0]
        assert "import evalrouter.agents as evalagents" in code, heading
        assert "@evalagents.define_agent" in code, heading
        assert re.search(rf"^{FRAMEWORKS[heading]}_run = client\.runs\.create\(", code, re.M), (
            heading
        )
        assert "context.tools.call" in code, heading


def test_each_pip_line_names_its_environments_requirements() -> None:
    for heading, section in sections().items():
        wanted = requirements(FRAMEWORKS[heading]).read_text(encoding="utf-8").split()
        assert sorted(section.requirements) == sorted(wanted), heading


def test_every_environment_has_its_recipe() -> None:
    slugs = {path.stem for path in ENVS.glob("*.txt")}
    assert slugs <= set(FRAMEWORKS.values())
    assert {FRAMEWORKS[h] for h in sections()} == slugs


def test_the_readme_links_each_recipe() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for heading in FRAMEWORKS:
        anchor = re.sub(r"[^a-z0-9 -]", "", heading.lower()).replace(" ", "-")
        assert f"[{heading}](docs/frameworks.md#{anchor})" in readme, heading
