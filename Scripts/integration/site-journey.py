#!/usr/bin/env python3
"""A reader's journey through the built HTML site in headless Chromium (selenium).

Opens the site's root, picks English, switches to Czech with the language switcher (which must
keep the page), searches "poloha", follows the Core Location result and checks that page.
Saves a screenshot of each step into the folder given. Exits 1 on the first failed step.
Usage: site-journey.py BASE_URL SCREENSHOT_DIR
"""
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as conditions
from selenium.webdriver.support.ui import WebDriverWait


def main(base, shots):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    errors = []
    try:
        wait = WebDriverWait(driver, 10)

        def shot(name):
            driver.save_screenshot(os.path.join(shots, name + ".png"))

        driver.get(base)
        shot("1-root")
        driver.find_element(By.CSS_SELECTOR, 'a[hreflang="en"]').click()
        wait.until(conditions.url_contains("/en/"))
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en", "home is not English"
        shot("2-home-en")

        driver.find_element(By.CSS_SELECTOR, '.language-switcher a[hreflang="cs"]').click()
        wait.until(conditions.url_contains("/cs/"))
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "cs", "switch to Czech failed"
        shot("3-home-cs")

        box = driver.find_element(By.ID, "search-query")
        box.send_keys("poloha")
        box.submit()
        wait.until(conditions.url_contains("/cs/search/"))
        first = wait.until(conditions.presence_of_element_located((By.CSS_SELECTOR, "#search-results li a")))
        titles = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#search-results li a")]
        shot("4-search-poloha")
        # CoreLocationUI can rank above it now: its short summary says
        # "poloha" as often; the journey needs Core Location among the first three results.
        links = driver.find_elements(By.CSS_SELECTOR, "#search-results li a")[:3]
        target = next((a for a in links if a.text == "Core Location"), None)
        assert target is not None, f"Core Location is not among the first three results for 'poloha': {titles[:5]}"

        target.click()
        wait.until(conditions.url_contains("/cs/frameworks/core-location/"))
        heading = driver.find_element(By.TAG_NAME, "h1").text
        assert heading == "Core Location", f"page heading is {heading!r}"
        assert "Vrstva" in driver.find_element(By.ID, "main").text, "the framework page is not in Czech"
        shot("5-core-location-cs")

        logs = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
        assert not logs, f"browser console errors (CSP or script): {logs}"
    except AssertionError as failure:
        errors.append(str(failure))
    finally:
        driver.quit()
    if errors:
        print("site journey: FAILED: " + "; ".join(errors), file=sys.stderr)
        return 1
    print("site journey: passed (home → Czech → search 'poloha' → Core Location); screenshots in " + shots, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
