#!/usr/bin/env python3
"""Every kind of page of the built HTML site in headless Chromium (selenium), as readers meet it.

- Layout: no page kind scrolls sideways at 390 px (a phone) or 1280 px (a laptop):
  `document.documentElement.scrollWidth` is at most the viewport's width, in English and Russian.
- Accessibility: axe-core (PyPI axe-core-python, pinned; its axe.min.js is injected) on each page
  kind in light and in dark mode, WCAG 2 A and AA rules: no serious or critical violation.
- The availability matrix: its filter appears (the table works without it), keeps only the rows
  whose name matches and only the chosen layer; its first column stays in view when the table
  scrolls sideways on a phone; its marks' colours read at 4.5:1. The media formats' matrix
  filters by name and kind the same way.
- Opened from disk: in a site built with `--link-style files`, every link of the main navigation
  leads from page to page (an `index.html`, never a folder listing).
- Screenshots of every page kind at both widths in light mode and at 1280 px in dark mode, and
  of the matrix, in SCREENSHOT_DIR/pages/.

Usage: site-audit.py BASE_URL SCREENSHOT_DIR [FILES_SITE_DIR]
Exits 1 when any check fails, after running them all.
"""
import os
import sys

import axe_core_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

# One page of each kind, below a language's root.
PAGE_KINDS = {
    "home": "",
    "versions": "versions/",
    "version": "versions/ios-17/",
    "architecture": "architecture/",
    "layer": "layers/core-services/",
    "frameworks": "frameworks/",
    "framework": "frameworks/core-location/",
    "deprecated-framework": "frameworks/newsstand-kit/",
    "availability": "availability/",
    "codecs": "codecs/",
    "programs": "programs/",
    "tools": "tools/",
    "toolchain": "toolchain/",
    "requirements": "requirements/",
    "sources": "sources/",
    "search": "search/?q=location",
}
WIDTHS = (390, 1280)
AXE = open(os.path.join(os.path.dirname(axe_core_python.__file__), "axe.min.js"), encoding="utf-8").read()


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def viewport(driver, width, dark=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


# The WCAG contrast ratio of the text of the first matrix cell of each state against its background.
CONTRAST = """
const luminance = (color) => {
  const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map(Number).map((c) => {
    c /= 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratios = {};
for (const state of ["intro", "available", "deprecated", "removed"]) {
  const cell = document.querySelector(".matrix td." + state);
  if (!cell) continue;
  const style = getComputedStyle(cell);
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
  ratios[state] = (a + 0.05) / (b + 0.05);
}
return ratios;
"""


def axe(driver):
    """The WCAG 2.0/2.1 A and AA violations axe-core finds on the page: id, impact, help, nodes."""
    driver.execute_script(AXE)
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations'],"
        " runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})"
        ".then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))),"
        " e => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));")


def main(base, shots, files_site):
    failures = []
    pages = os.path.join(shots, "pages")
    os.makedirs(pages, exist_ok=True)
    driver = browser()
    driver.set_script_timeout(300)
    checked = 0
    try:
        # First prove that axe runs and reports: an image without a text alternative is critical.
        driver.get(f"{base}en/")
        driver.execute_script("const img = document.createElement('img'); img.src = '../assets/icon.svg';"
                              "document.querySelector('main').appendChild(img);")
        if not any(v["id"] == "image-alt" for v in axe(driver)):
            failures.append("axe did not report an image without alt text: the audit cannot be trusted")
        # Layout at both widths, in a short-word and a long-word language; screenshots in English.
        for language in ("en", "ru"):
            for kind, path in PAGE_KINDS.items():
                for width in WIDTHS:
                    viewport(driver, width)
                    driver.get(f"{base}{language}/{path}")
                    scroll, client = driver.execute_script(
                        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
                    checked += 1
                    if scroll > client:
                        failures.append(f"{language}/{path} at {width} px: {scroll} px wide, wider than the {client} px viewport")
                    if language == "en":
                        driver.save_screenshot(os.path.join(pages, f"{kind}-{width}.png"))
        # Accessibility in light and dark mode.
        for kind, path in PAGE_KINDS.items():
            for dark in (False, True):
                viewport(driver, 1280, dark)
                driver.get(f"{base}en/{path}")
                if dark:
                    driver.save_screenshot(os.path.join(pages, f"{kind}-1280-dark.png"))
                result = axe(driver)
                mode = "dark" if dark else "light"
                for violation in result:
                    if violation["impact"] in ("serious", "critical"):
                        failures.append(f"en/{path} ({mode}): axe {violation['id']} ({violation['impact']}): "
                                        f"{violation['help']} at {violation['nodes']}")
        # The matrix's marks are hidden from assistive technology (each cell says its state in
        # words), so axe skips them; their colours must still read: WCAG AA 4.5:1 for each state.
        for dark in (False, True):
            viewport(driver, 1280, dark)
            driver.get(f"{base}en/availability/")
            for state, ratio in driver.execute_script(CONTRAST).items():
                if ratio < 4.5:
                    failures.append(f"availability ({'dark' if dark else 'light'}): '{state}' cells have a contrast of {ratio:.2f}:1")
        # The matrix: filter by name and by layer; the first column stays in view on a phone.
        viewport(driver, 390)
        driver.get(f"{base}en/availability/")
        tools = driver.find_element(By.CSS_SELECTOR, "[data-matrix-tools]")
        if not tools.is_displayed():
            failures.append("availability: the matrix filter does not show")
        scroller = driver.find_element(By.CSS_SELECTOR, ".matrix-scroll")
        driver.execute_script("arguments[0].scrollIntoView(); arguments[0].scrollLeft = 400;", scroller)
        header, box = driver.execute_script(
            "const th = document.querySelector('.matrix tbody th[scope=row]');"
            "return [th.getBoundingClientRect().left, arguments[0].getBoundingClientRect().left];", scroller)
        if abs(header - box) > 2:
            failures.append(f"availability: the first column left the view when the matrix scrolled ({header} vs {box})")
        driver.save_screenshot(os.path.join(pages, "availability-matrix-390.png"))
        name = driver.find_element(By.CSS_SELECTOR, "[data-matrix-name]")
        name.send_keys("locat")
        shown = [row.get_attribute("data-name") for row in driver.find_elements(By.CSS_SELECTOR, ".matrix tr[data-name]")
                 if row.is_displayed()]
        if len(shown) < 2 or any("locat" not in row.lower() for row in shown):
            failures.append(f"availability: filtering by 'locat' shows {shown}")
        driver.save_screenshot(os.path.join(pages, "availability-filtered-390.png"))
        name.clear()
        name.send_keys("\b")
        Select(driver.find_element(By.CSS_SELECTOR, "[data-matrix-group]")).select_by_value("media")
        groups = [group.get_attribute("data-group") for group in driver.find_elements(By.CSS_SELECTOR, ".matrix tbody")
                  if group.is_displayed()]
        if groups != ["media"]:
            failures.append(f"availability: choosing the media layer shows the groups {groups}")
        viewport(driver, 1280)
        driver.get(f"{base}en/availability/")
        driver.execute_script("document.querySelector('.matrix-scroll').scrollIntoView()")
        driver.save_screenshot(os.path.join(pages, "availability-matrix-1280.png"))
        # The media formats' matrix has the same filter, by name and by kind.
        driver.get(f"{base}en/codecs/")
        driver.find_element(By.CSS_SELECTOR, "[data-matrix-name]").send_keys("aac")
        Select(driver.find_element(By.CSS_SELECTOR, "[data-matrix-group]")).select_by_value("audio")
        shown = [row.get_attribute("data-name") for row in driver.find_elements(By.CSS_SELECTOR, ".matrix tr[data-name]")
                 if row.is_displayed()]
        if not shown or any("aac" not in row.lower() for row in shown):
            failures.append(f"codecs: filtering by 'aac' among audio formats shows {shown}")
        driver.execute_script("document.querySelector('.matrix-scroll').scrollIntoView()")
        driver.save_screenshot(os.path.join(pages, "codecs-matrix-1280.png"))
        # From disk: through every link of the main navigation, from page to page.
        if files_site:
            viewport(driver, 1280)
            root = "file://" + os.path.abspath(files_site) + "/"
            driver.get(root + "index.html")
            driver.find_element(By.CSS_SELECTOR, 'a[hreflang="en"]').click()
            count = len(driver.find_elements(By.CSS_SELECTOR, ".main-nav a"))
            for index in range(count):
                link = driver.find_elements(By.CSS_SELECTOR, ".main-nav a")[index]
                target = link.get_attribute("href")
                link.click()
                url = driver.current_url
                headings = driver.find_elements(By.TAG_NAME, "h1")
                if not url.endswith("/index.html") or not headings or not driver.find_elements(By.CSS_SELECTOR, ".main-nav"):
                    failures.append(f"file:// navigation: {target} opened {url} without a page")
            driver.save_screenshot(os.path.join(pages, "file-navigation.png"))
        logs = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
        if logs:
            failures.append(f"browser console errors (CSP or script): {logs[:3]}")
    finally:
        driver.quit()
    for failure in failures:
        print("site audit: " + failure, file=sys.stderr)
    print(f"site audit: {checked} page loads at {WIDTHS} px, {len(PAGE_KINDS)} page kinds under axe in light and dark mode, "
          f"matrix filter, {'file:// navigation, ' if files_site else ''}{len(failures)} failures; screenshots in {pages}",
          file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))
