"""Bundled task sets, generated procedurally (no downloads), and their graders.

Every task set is a pure function of its name, so the same benchmark version always has the same
tasks, ids and answers. Each task also carries plausible wrong answers (the result of a typical
slip), which is what a simulated model says when it gets the task wrong.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache

from ._repo_tasks import grade_patch, repo_fixes

LETTERS = "ABCD"


@dataclass(frozen=True, slots=True)
class Task:
    id: str
    prompt: str
    target: str
    kind: str  # "numeric", "choice" or "patch" (a repository task)
    difficulty: float  # 0 (easy) .. 1 (hard)
    wrong_answers: tuple[str, ...]
    category: str
    # File tasks (agent runs): public files put in the agent's workspace, and the one file the
    # agent writes its answer to, which the grader reads.
    files: tuple[tuple[str, str], ...] = ()
    output_path: str | None = None
    # Repository tasks (kind "patch"): ``files`` are the project's, and this is the test the
    # grader runs after applying the submitted diff.
    test_path: str | None = None

    @property
    def input_tokens(self) -> int:
        # A rough tokenizer: about four characters per token, plus the instruction wrapper.
        return 40 + len(self.prompt) // 4


# ---------------------------------------------------------------------------------------------
# Graders


_NUMBER = re.compile(r"-?\$?\d[\d,]*(?:\.\d+)?")
_ANSWER_LETTER = re.compile(r"answer\s*(?:is)?\s*[:\-]?\s*\(?([A-D])\)?\b", re.IGNORECASE)
_LONE_LETTER = re.compile(r"\b([A-D])\b")


def _number(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace("$", "").replace(",", ""))
    except InvalidOperation:
        return None


def grade_numeric(response: str, target: str) -> bool:
    """Exact match of the last number in the response with the target, numerically."""
    found = _NUMBER.findall(response)
    if not found:
        return False
    value = _number(found[-1])
    expected = _number(target)
    return value is not None and expected is not None and value == expected


def grade_choice(response: str, target: str) -> bool:
    """The chosen letter (``Answer: C``, else the last lone capital A-D) equals the target."""
    explicit = _ANSWER_LETTER.findall(response)
    letters = explicit or _LONE_LETTER.findall(response)
    return bool(letters) and letters[-1].upper() == target.upper()


def grader_id(task: Task) -> str:
    """The grader that judges ``task``'s answers, as samples and reports name it."""
    if task.kind == "patch":
        return "grader:repository_test"
    return "grader:choice_letter" if task.kind == "choice" else "grader:numeric_exact"


def grade(task: Task, response: str) -> bool:
    if task.kind == "patch":
        assert task.test_path is not None
        return grade_patch(task.files, task.test_path, response)
    if task.kind == "choice":
        return grade_choice(response, task.target)
    return grade_numeric(response, task.target)


# ---------------------------------------------------------------------------------------------
# Arithmetic word problems


def _task_id(prefix: str, index: int) -> str:
    return f"{prefix}-{index + 1:04d}"


def _difficulty(base: float, rng: random.Random) -> float:
    """A template's base difficulty, varied a little per task (within 0..1)."""
    return round(min(1.0, max(0.0, base + rng.uniform(-0.15, 0.15))), 3)


def _choice_task(
    task_id: str,
    question: str,
    right: str,
    wrong: list[str],
    base: float,
    category: str,
    rng: random.Random,
) -> Task:
    """A multiple-choice task: the options shuffled and lettered, the right letter its target."""
    options = [right, *wrong]
    rng.shuffle(options)
    target = LETTERS[options.index(right)]
    lines = [question, *(f"{LETTERS[i]}. {option}" for i, option in enumerate(options))]
    return Task(
        id=task_id,
        prompt="\n".join(lines),
        target=target,
        kind="choice",
        difficulty=_difficulty(base, rng),
        wrong_answers=tuple(letter for letter in LETTERS if letter != target),
        category=category,
    )


def _sum_task(
    task_id: str,
    prompt: str,
    numbers: list[int],
    hardest_at: int,
    category: str,
    files: tuple[tuple[str, str], ...] = (),
    output_path: str | None = None,
) -> Task:
    """A task whose answer is the sum of ``numbers``, harder the more numbers there are (up to
    ``hardest_at``). Its wrong answers are the totals a model typically gives: one number left
    out or counted twice, or a carry lost."""
    total = sum(numbers)
    return Task(
        id=task_id,
        prompt=prompt,
        target=str(total),
        kind="numeric",
        difficulty=round(min(1.0, len(numbers) / hardest_at), 3),
        wrong_answers=(str(total - numbers[-1]), str(total + numbers[0]), str(total - 10)),
        category=category,
        files=files,
        output_path=output_path,
    )


_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas")
_THINGS = ("apples", "stickers", "marbles", "books", "pencils", "cookies", "stamps", "shells")

WordProblem = tuple[str, int, tuple[int, ...], float]


def _shopping(rng: random.Random) -> WordProblem:
    name, thing = rng.choice(_NAMES), rng.choice(_THINGS)
    have, bags, per_bag = rng.randint(3, 40), rng.randint(2, 9), rng.randint(3, 12)
    text = (
        f"{name} has {have} {thing}. {name} buys {bags} bags with {per_bag} {thing} in each bag. "
        f"How many {thing} does {name} have now?"
    )
    return text, have + bags * per_bag, (have + bags + per_bag, bags * per_bag), 0.2


def _trip(rng: random.Random) -> WordProblem:
    s1, h1, s2, h2 = rng.randint(30, 90), rng.randint(2, 5), rng.randint(20, 70), rng.randint(1, 4)
    text = (
        f"A train travels at {s1} km per hour for {h1} hours, then at {s2} km per hour for "
        f"{h2} hours. How many kilometres does it travel in total?"
    )
    return text, s1 * h1 + s2 * h2, (s1 * h1 + s2, (s1 + s2) * (h1 + h2)), 0.4


def _wages(rng: random.Random) -> WordProblem:
    name = rng.choice(_NAMES)
    wage, hours, weeks = rng.randint(9, 25), rng.randint(5, 20), rng.randint(2, 6)
    spent = rng.randint(10, wage * hours * weeks - 1)
    earned = wage * hours * weeks
    text = (
        f"{name} earns ${wage} per hour and works {hours} hours each week. After {weeks} weeks, "
        f"{name} spends ${spent} on a bicycle. How many dollars does {name} have left?"
    )
    return text, earned - spent, (wage * hours - spent, earned), 0.55


def _bakery(rng: random.Random) -> WordProblem:
    morning, price = rng.randint(10, 60), rng.randint(2, 6)
    text = (
        f"A bakery sells {morning} muffins in the morning and twice as many in the afternoon. "
        f"Each muffin costs ${price}. How many dollars does the bakery make that day?"
    )
    return text, 3 * morning * price, (2 * morning * price, morning * price + 2), 0.45


def _classroom(rng: random.Random) -> WordProblem:
    students = rng.choice((20, 25, 40, 50, 60, 80, 100, 120))
    percent = rng.choice((10, 20, 25, 40, 50, 60, 75))
    girls = students * percent // 100
    text = (
        f"A school club has {students} members and {percent}% of them are girls. "
        f"How many members are boys?"
    )
    return text, students - girls, (girls, students - percent), 0.5


def _reading(rng: random.Random) -> WordProblem:
    per_day, days = rng.randint(8, 30), rng.randint(3, 9)
    total = per_day * days + rng.randint(5, 200)
    name = rng.choice(_NAMES)
    text = (
        f"{name}'s book has {total} pages. {name} reads {per_day} pages every day for {days} "
        f"days. How many pages are left to read?"
    )
    return text, total - per_day * days, (per_day * days, total - per_day), 0.3


def _garden(rng: random.Random) -> WordProblem:
    rows, per_row, eaten = rng.randint(4, 12), rng.randint(5, 15), rng.randint(2, 9)
    harvest = rng.randint(2, 4)
    text = (
        f"A garden has {rows} rows of {per_row} tomato plants. Each plant gives {harvest} "
        f"tomatoes, and birds eat {eaten} tomatoes. How many tomatoes are left?"
    )
    plants = rows * per_row
    return text, plants * harvest - eaten, (plants - eaten, plants * harvest), 0.6


def _savings(rng: random.Random) -> WordProblem:
    name = rng.choice(_NAMES)
    start, weekly, weeks, gift = (
        rng.randint(5, 50),
        rng.randint(3, 15),
        rng.randint(4, 12),
        rng.randint(10, 40),
    )
    text = (
        f"{name} has ${start} saved, adds ${weekly} every week for {weeks} weeks, and then gets "
        f"${gift} as a birthday gift. How many dollars has {name} saved in total?"
    )
    return text, start + weekly * weeks + gift, (start + weekly * weeks, weekly * weeks + gift), 0.5


_V2_TEMPLATES: tuple[Callable[[random.Random], WordProblem], ...] = (
    _shopping,
    _trip,
    _wages,
    _bakery,
    _classroom,
    _reading,
)
_V3_TEMPLATES = (*_V2_TEMPLATES, _garden, _savings)


def _word_problems(
    prefix: str,
    count: int,
    seed: str,
    templates: tuple[Callable[[random.Random], WordProblem], ...],
) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        template = templates[index % len(templates)]
        text, answer, slips, base = template(rng)
        wrong = tuple(dict.fromkeys(str(s) for s in (*slips, answer + 1, answer - 10)))
        wrong = tuple(w for w in wrong if w != str(answer))
        tasks.append(
            Task(
                id=_task_id(prefix, index),
                prompt=text,
                target=str(answer),
                kind="numeric",
                difficulty=_difficulty(base, rng),
                wrong_answers=wrong,
                category=template.__name__.strip("_"),
            )
        )
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Multiple choice


# (question, right option, wrong options, base difficulty, category); options are shown as str().
ChoiceQuestion = tuple[str, object, Sequence[object], float, str]


def _product(rng: random.Random) -> ChoiceQuestion:
    a, b = rng.randint(6, 19), rng.randint(6, 19)
    right = a * b
    wrong = [right + a, right - b, (a + 1) * (b - 1) if (a + 1) * (b - 1) != right else right + 2]
    return f"What is {a} times {b}?", right, wrong, 0.3, "arithmetic"


def _prime(rng: random.Random) -> ChoiceQuestion:
    primes = [53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113]
    composites = [51, 57, 63, 69, 77, 81, 87, 91, 93, 99, 111, 117, 119, 121]
    right = rng.choice(primes)
    wrong = rng.sample(composites, 3)
    return "Which of these numbers is prime?", right, wrong, 0.6, "numbers"


def _remainder(rng: random.Random) -> ChoiceQuestion:
    b = rng.randint(3, 9)
    a = rng.randint(30, 200)
    right = a % b
    wrong = sorted({(right + k) % b for k in range(1, b)} - {right})[:3]
    while len(wrong) < 3:
        wrong.append(b + len(wrong))
    return f"What is the remainder when {a} is divided by {b}?", right, wrong, 0.45, "numbers"


def _fraction(rng: random.Random) -> ChoiceQuestion:
    pairs = [("0.25", "1/4"), ("0.5", "1/2"), ("0.75", "3/4"), ("0.2", "1/5"), ("0.125", "1/8")]
    decimal, right = rng.choice(pairs)
    pool = ["1/3", "2/5", "3/8", "1/6", "2/3", "4/5", "1/4", "1/2", "3/4", "1/5", "1/8"]
    wrong = rng.sample([p for p in pool if p != right], 3)
    return f"Which fraction is equal to {decimal}?", right, wrong, 0.35, "fractions"


def _area(rng: random.Random) -> ChoiceQuestion:
    w, h = rng.randint(3, 15), rng.randint(3, 15)
    right = w * h
    wrong = [2 * (w + h), w + h, right + w]
    if 2 * (w + h) == right:
        wrong[0] = right + h + 1
    question = (
        f"A rectangle is {w} cm wide and {h} cm tall. What is its area in square centimetres?"
    )
    return question, right, wrong, 0.4, "geometry"


def _minutes(rng: random.Random) -> ChoiceQuestion:
    hours, extra = rng.randint(2, 9), rng.choice((0, 15, 30, 45))
    right = hours * 60 + extra
    wrong = [hours * 100 + extra, hours * 60, right + 60]
    if extra == 0:
        wrong[1] = right - 30
    question = f"How many minutes are there in {hours} hours and {extra} minutes?"
    return question, right, wrong, 0.25, "units"


_CHOICE_TEMPLATES: tuple[Callable[[random.Random], ChoiceQuestion], ...] = (
    _product,
    _prime,
    _remainder,
    _fraction,
    _area,
    _minutes,
)


def _choice_questions(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        question, right, wrong, base, category = _CHOICE_TEMPLATES[index % len(_CHOICE_TEMPLATES)](
            rng
        )
        options = [str(w) for w in wrong[:3]]
        task_id = _task_id(prefix, index)
        tasks.append(_choice_task(task_id, question, str(right), options, base, category, rng))
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Science multiple choice (the local stand-in for gpqa-diamond)
#
# Each template computes the right value from drawn quantities and offers three wrong values that
# a typical slip gives (a wrong unit, a forgotten conversion, an inverted ratio). Values are shown
# rounded as the question says, so the right option is exactly one of the four.

ScienceQuestion = tuple[str, float, tuple[float, ...], str, float, str]


def _ideal_gas(rng: random.Random) -> ScienceQuestion:
    n, litres, celsius = (
        rng.choice((0.5, 1.0, 1.5, 2.0, 2.5)),
        rng.randint(5, 40),
        rng.randint(0, 90),
    )
    kelvin = celsius + 273.15
    right = n * 8.314 * kelvin / litres  # J / L = kPa
    text = (
        f"An ideal gas sample of {n} mol occupies {litres} L at {celsius} °C. What is its "
        f"pressure in kPa (R = 8.314 J/(mol·K))? Give the value to 3 significant figures."
    )
    slips = (n * 8.314 * max(celsius, 1) / litres, right / 10, right * 2)
    return text, right, slips, "sig3", 0.62, "physics"


def _photon(rng: random.Random) -> ScienceQuestion:
    nm = rng.choice((121.6, 250.0, 310.0, 405.0, 450.0, 532.0, 589.0, 632.8, 780.0, 1064.0))
    right = 1239.84 / nm
    text = (
        f"What is the energy, in eV, of a photon of wavelength {nm} nm (hc = 1239.84 eV·nm)? "
        f"Give the value to 3 significant figures."
    )
    return text, right, (nm / 1239.84 * 10, right / 2, right * 1.6), "sig3", 0.55, "physics"


def _strong_acid(rng: random.Random) -> ScienceQuestion:
    mantissa, exponent = rng.choice((1.0, 2.0, 2.5, 4.0, 5.0, 8.0)), rng.randint(2, 5)
    concentration = mantissa * 10**-exponent
    right = -math.log10(concentration)
    text = (
        f"What is the pH of a {mantissa}e-{exponent} M solution of HCl at 25 °C? Give the "
        f"value to 2 decimal places."
    )
    slips = (14 - right, -math.log(concentration), right + 1)
    return text, right, slips, "dp2", 0.5, "chemistry"


def _hardy_weinberg(rng: random.Random) -> ScienceQuestion:
    affected = rng.choice((1, 4, 9, 16, 25, 36, 49, 64, 81))  # per 10,000: q² is a square
    q = math.sqrt(affected / 10_000)
    right = 2 * (1 - q) * q
    text = (
        f"In a population at Hardy-Weinberg equilibrium, {affected} in 10,000 people show an "
        f"autosomal recessive trait. What fraction of the population are carriers? Give the "
        f"value to 3 significant figures."
    )
    return text, right, (q, (1 - q) ** 2, 2 * q), "sig3", 0.7, "biology"


def _decay(rng: random.Random) -> ScienceQuestion:
    half_life, count = rng.choice((5, 8, 12, 30, 138)), rng.randint(2, 6)
    right = 100 / 2**count
    text = (
        f"A radioisotope has a half-life of {half_life} days. What percentage of a sample "
        f"remains after {half_life * count} days? Give the value to 3 significant figures."
    )
    slips = (100 / count, 100 - right, 100 / 2 ** (count - 1))
    return text, right, slips, "sig3", 0.45, "physics"


def _time_dilation(rng: random.Random) -> ScienceQuestion:
    fraction = rng.choice((0.5, 0.6, 0.8, 0.9, 0.95, 0.99))
    gamma = 1 / math.sqrt(1 - fraction**2)
    proper = rng.choice((1, 2, 5, 10))
    right = proper * gamma
    text = (
        f"A clock moves at {fraction}c relative to an observer. {proper} s pass on the moving "
        f"clock. How many seconds pass for the observer? Give the value to 3 significant figures."
    )
    slips = (proper / gamma, proper * (1 + fraction), proper * gamma**2)
    return text, right, slips, "sig3", 0.65, "physics"


def _hydrogen(rng: random.Random) -> ScienceQuestion:
    low = rng.randint(1, 3)
    high = low + rng.randint(1, 3)
    right = 13.6 * (1 / low**2 - 1 / high**2)
    text = (
        f"A hydrogen atom's electron falls from n = {high} to n = {low}. What is the energy, in "
        f"eV, of the emitted photon (ground state -13.6 eV)? Give the value to 3 significant "
        f"figures."
    )
    slips = (13.6 / low**2, 13.6 * (1 / low - 1 / high), 13.6 / high**2)
    return text, right, slips, "sig3", 0.6, "physics"


def _dilution(rng: random.Random) -> ScienceQuestion:
    stock, volume = rng.choice((0.5, 1.0, 2.0, 6.0, 12.0)), rng.randint(10, 50)
    final = rng.choice((100, 250, 500, 1000))
    right = stock * volume / final
    text = (
        f"{volume} mL of a {stock} M stock solution is diluted with water to {final} mL. What "
        f"is the final concentration in M? Give the value to 3 significant figures."
    )
    slips = (stock * final / volume / 1000, stock * volume / (final + volume) * 2, right * 10)
    return text, right, slips, "sig3", 0.4, "chemistry"


_SCIENCE_TEMPLATES: tuple[Callable[[random.Random], ScienceQuestion], ...] = (
    _ideal_gas,
    _photon,
    _strong_acid,
    _hardy_weinberg,
    _decay,
    _time_dilation,
    _hydrogen,
    _dilution,
)


def _shown(value: float, style: str) -> str:
    """``value`` as the question asks: ``"sig3"`` (3 significant figures) or ``"dp2"``."""
    if style == "dp2":
        return f"{value:.2f}"
    rounded = float(f"{value:.3g}")
    return str(round(rounded)) if abs(rounded) >= 100 else f"{rounded:#.3g}"


def _science_questions(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        template = _SCIENCE_TEMPLATES[index % len(_SCIENCE_TEMPLATES)]
        question, value, slips, style, base, category = template(rng)
        right = _shown(value, style)
        wrong: list[str] = []
        for candidate in (*slips, value * 1.5, value * 0.5, value * 3):
            shown = _shown(candidate, style)
            if shown != right and shown not in wrong and len(wrong) < 3:
                wrong.append(shown)
        task_id = _task_id(prefix, index)
        tasks.append(_choice_task(task_id, question, right, wrong, base, category, rng))
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Long-context sums


def _long_sums(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        numbers = [rng.randint(1, 99) for _ in range(rng.randint(150, 260))]
        listing = ", ".join(str(n) for n in numbers)
        prompt = f"Add up all of the following numbers and give the total.\n{listing}"
        tasks.append(_sum_task(_task_id(prefix, index), prompt, numbers, 300, "long_sum"))
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# File sums: a file task (output kind ``files``) for agents that work in a workspace

FILE_SUMS_INPUT = "data/numbers.txt"
FILE_SUMS_OUTPUT = "answer.txt"


def _file_sums(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        numbers = [rng.randint(1, 60) for _ in range(rng.randint(4, 12))]
        content = "".join(f"{n}\n" for n in numbers)
        prompt = (
            f"The file {FILE_SUMS_INPUT} lists one whole number per line. Write their sum, and "
            f"nothing else, to {FILE_SUMS_OUTPUT}.\n\n{FILE_SUMS_INPUT}:\n{content}"
        )
        task_id = _task_id(prefix, index)
        files = ((FILE_SUMS_INPUT, content),)
        task = _sum_task(task_id, prompt, numbers, 14, "file_sum", files, FILE_SUMS_OUTPUT)
        tasks.append(task)
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Repository fixes: repository tasks (output kind ``patch``), see ``_repo_tasks``


def _repository_fixes(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    return tuple(
        Task(
            id=task_id,
            prompt=prompt,
            target=right,
            kind="patch",
            difficulty=0.4,
            wrong_answers=wrong,
            category="coding",
            files=spec.files,
            test_path=spec.test_path,
        )
        for task_id, prompt, spec, right, wrong in repo_fixes(prefix, count, seed)
    )


@cache
def task_set(name: str) -> tuple[Task, ...]:
    """The tasks of a bundled task set, by name (``gsm8k@2``, ``mcq-mini@1``, …)."""
    if name == "gsm8k@2":
        return _word_problems("gsm8k-v2", 40, "evalrouter-local:gsm8k:2", _V2_TEMPLATES)
    if name == "gsm8k@3":
        return _word_problems("gsm8k-v3", 48, "evalrouter-local:gsm8k:3", _V3_TEMPLATES)
    if name == "mcq-mini@1":
        return _choice_questions("mcq-mini-v1", 30, "evalrouter-local:mcq-mini:1")
    if name == "gpqa-diamond@1":
        return _science_questions("gpqa-diamond-v1", 48, "evalrouter-local:gpqa-diamond:1")
    if name == "longsum@1":
        return _long_sums("longsum-v1", 20, "evalrouter-local:longsum:1")
    if name == "file-sums@1":
        return _file_sums("file-sums-v1", 12, "evalrouter-local:file-sums:1")
    if name == "repo-fix@1":
        return _repository_fixes("repo-fix-v1", 6, "evalrouter-local:repo-fix:1")
    raise KeyError(name)
