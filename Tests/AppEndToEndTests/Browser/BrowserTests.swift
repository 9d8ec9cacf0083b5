import Foundation
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    /// `App web` in headless Chromium, driven through WebDriver as a person would use it.
    @Suite("App web in headless Chromium", .enabled(if: Chromium.shouldRun, Chromium.skipReason), .serialized)
    struct BrowserTests {
        @Test func theCharactersPageShowsTwentyAvatarsInTwoColumnsOnAPhoneAndFourOnAWideWindow() async throws {
            try await withBrowser(dataset: SnapshotLocation.directory()) { app, browser in
                try await browser.go(to: app.address("/characters"))

                try await eventually("20 avatars loaded") {
                    try await browser.run(
                        """
                        const images = [...document.querySelectorAll(".cards img")];
                        images.forEach((image) => image.scrollIntoView());
                        return images.length === 20 && images.every((image) => image.complete && image.naturalWidth > 0);
                        """, as: Bool.self)
                }
                let phoneColumns = try await browser.run(Self.columns, as: Int.self)
                try await browser.resize(width: 1280, height: 900)
                try await browser.run("window.scrollTo(0, 0); return true;", as: Bool.self)
                let wideColumns = try await browser.run(Self.columns, as: Int.self)
                try await Screenshots.save(browser, as: "characters-light")
                try await browser.emulateColorScheme("dark")
                try await Screenshots.save(browser, as: "characters-dark")

                #expect(phoneColumns >= 2, "\(phoneColumns) columns at 390 px")
                #expect(wideColumns >= 4, "\(wideColumns) columns at 1280 px")
            }
        }

        @Test func nextThenTheBrowsersBackReturnsToPageOne() async throws {
            try await withBrowser { app, browser in
                try await browser.go(to: app.address("/characters"))

                try await browser.click(try await browser.element("a[rel=next]"))
                try await eventually("page 2") { try await subtitle(browser).hasPrefix("Page 2 of") }
                let address = try await browser.run("return location.pathname + location.search;", as: String.self)
                try await browser.back()
                try await eventually("page 1 again") { try await subtitle(browser).hasPrefix("Page 1 of") }

                #expect(address == "/characters?page=2")
            }
        }

        @Test func aPastedCharacterAddressShowsRickSanchezWithHisAvatarAndEpisodes() async throws {
            try await withBrowser(dataset: SnapshotLocation.directory()) { app, browser in
                try await browser.resize(width: 1280, height: 900)
                try await browser.go(to: app.address("/character/1"))

                try await eventually("his avatar") {
                    try await browser.run(
                        "const image = document.querySelector('img.avatar'); return !!image && image.naturalWidth > 0;",
                        as: Bool.self)
                }
                let title = try await browser.run("return document.querySelector('h1').textContent;", as: String.self)
                let sections = try await browser.run(
                    "return [...document.querySelectorAll('h2')].map((heading) => heading.textContent);",
                    as: [String].self)
                let episodes = try await browser.elements("section .card a[href^='/episode/']")
                try await Screenshots.save(browser, as: "character-light")
                try await browser.emulateColorScheme("dark")
                try await Screenshots.save(browser, as: "character-dark")

                #expect(title == "Rick Sanchez")
                #expect(sections == ["Episodes"])
                #expect(!episodes.isEmpty)
            }
        }

        @Test func typingRickOneLetterAtATimeMakesOneListRequest() async throws {
            let log = try await withBrowser { app, browser in
                try await browser.go(to: app.address("/characters"))
                let search = try await browser.element("input[data-search]")

                for letter in ["r", "i", "c", "k"] {
                    try await browser.type(letter, into: search)
                }
                try await eventually("the search applied") { try await subtitle(browser).contains("name: rick") }
            }

            let searches = log.split(separator: "\n").filter { $0.contains("[http] GET") && $0.contains("name=") }
            #expect(searches.count == 1, "\(searches)")
            #expect(searches.first?.contains("name=rick") == true)
        }

        @Test func aCharactersOriginOpensItsLocationAndACastMemberOpensTheCharacter() async throws {
            try await withBrowser { app, browser in
                try await browser.go(to: app.address("/character/1"))
                try await browser.click(try await browser.element("dd a[href^='/location/']"))
                try await eventually("the origin") { try await path(browser) == "/location/1" }
                let place = try await browser.run("return document.querySelector('h1').textContent;", as: String.self)

                try await browser.go(to: app.address("/episode/1"))
                try await browser.click(try await browser.element(".card a[href^='/character/']"))
                try await eventually("a cast member") { try await path(browser).hasPrefix("/character/") }
                try await eventually("the character's detail") {
                    try await browser.elements("dd").count > 0
                }

                #expect(place == "Earth (C-137)")
            }
        }

        @Test func aFavouriteSetInOneWindowAppearsOnAnOpenFavouritesPageInAnotherWithoutAReload() async throws {
            try await withBrowser { app, browser in
                try await browser.go(to: app.address("/favorites"))
                let favourites = try await browser.windowHandle()
                try await browser.run("window.untouched = true; return true;", as: Bool.self)

                _ = try await browser.newWindow()
                try await switchToNewest(browser, leaving: favourites)
                try await browser.go(to: app.address("/characters"))
                try await browser.click(try await browser.element("button.action-favorite"))
                try await eventually("the star turned") {
                    try await browser.elements("button.action-unfavorite").count == 1
                }
                try await browser.switchToWindow(favourites)

                try await eventually("Rick on the open favourites page") {
                    try await browser.run(
                        "return document.querySelector('.card .title')?.textContent ?? '';", as: String.self)
                        == "Rick Sanchez"
                }
                #expect(try await browser.run("return window.untouched === true;", as: Bool.self), "no reload")
            }
        }

        @Test func withJavaScriptOffLinksAndFormsNavigateAndFavourite() async throws {
            try await withBrowser(javaScript: false) { app, browser in
                try await browser.go(to: app.address("/characters"))
                try await browser.click(try await browser.element("a[rel=next]"))
                try await eventually("page 2") {
                    try await browser.text(of: try await browser.element(".subtitle")).hasPrefix("Page 2 of")
                }
                try await browser.click(try await browser.element(".card a"))
                try await eventually("a character's detail") { try await !browser.elements("dd").isEmpty }
                let name = try await browser.text(of: try await browser.element("h1"))
                try await browser.click(try await browser.element("button.action-favorite"))
                try await eventually("the detail offering unfavorite, the post done") {
                    try await browser.elements("button.action-unfavorite").count == 1
                }
                try await browser.go(to: app.address("/favorites"))
                let kept = try await browser.text(of: try await browser.element(".card .title"))

                #expect(kept == name)
            }
        }

        @Test func prefersColorSchemeDarkGivesADarkBackground() async throws {
            try await withBrowser { app, browser in
                try await browser.go(to: app.address("/characters"))
                let light = try await browser.run(Self.backgroundBrightness, as: Int.self)
                try await browser.emulateColorScheme("dark")
                let dark = try await browser.run(Self.backgroundBrightness, as: Int.self)

                #expect(light > 600, "a light background: \(light) of 765")
                #expect(dark < 150, "a dark background: \(dark) of 765")
            }
        }

        @Test func characterNamesThatAreHTMLShowAsTextAndOpenNoDialog() async throws {
            let dataset = try HostileDataset.make(name: "<img src=x onerror=alert(1)>")
            defer { try? FileManager.default.removeItem(at: dataset) }
            try await withBrowser(dataset: dataset) { app, browser in
                try await browser.go(to: app.address("/characters"))
                let name = try await browser.run(
                    "return document.querySelector('.card .title').textContent;", as: String.self)
                try await browser.go(to: app.address("/character/1"))
                let heading = try await browser.run("return document.querySelector('h1').textContent;", as: String.self)

                #expect(name == "<img src=x onerror=alert(1)>")
                #expect(heading == name)
                #expect(try await browser.alertText() == nil)
            }
        }

        @Test func aFeaturesPreviewServesItAloneOnItsFixtures() async throws {
            let app = try await WebApp(arguments: ["--fixtures"], executable: "LocationsPreview")
            let chromium = try await Chromium.open()
            do {
                try await chromium.driver.go(to: app.address("/locations"))
                let links = try await chromium.driver.run(
                    "return [...document.querySelectorAll('.bar nav a')].map((link) => link.textContent);",
                    as: [String].self)
                let cards = try await chromium.driver.elements(".card")

                #expect(links == ["Locations"])
                #expect(!cards.isEmpty)
            }
            await chromium.close()
            await app.stop()
        }

        private static let columns =
            "return getComputedStyle(document.querySelector('.cards')).gridTemplateColumns.split(' ').length;"

        private static let backgroundBrightness = """
            const [red, green, blue] = getComputedStyle(document.body).backgroundColor.match(/\\d+/g).map(Number);
            return red + green + blue;
            """

        /// Runs `body` with `App web` (on `dataset`, or the bundled sample) and a browser; returns the App's log.
        @discardableResult
        private func withBrowser(
            dataset: URL? = nil, javaScript: Bool = true,
            _ body: (WebApp, WebDriver) async throws -> Void
        ) async throws -> String {
            let app = try await WebApp(dataset: dataset)
            let chromium: Chromium
            do {
                chromium = try await Chromium.open(javaScript: javaScript)
            } catch {
                await app.stop()
                throw error
            }
            do {
                try await body(app, chromium.driver)
            } catch {
                await chromium.close()
                await app.stop()
                throw error
            }
            await chromium.close()
            return await app.stop()
        }

        private func subtitle(_ browser: WebDriver) async throws -> String {
            try await browser.run("return document.querySelector('.subtitle')?.textContent ?? '';", as: String.self)
        }

        private func path(_ browser: WebDriver) async throws -> String {
            try await browser.run("return location.pathname;", as: String.self)
        }

        private func switchToNewest(_ browser: WebDriver, leaving handle: String) async throws {
            let handles: [String] = try await browser.windowHandles()
            guard let newest = handles.last(where: { $0 != handle }) else { return }
            try await browser.switchToWindow(newest)
        }

        /// Waits until `check` holds, asking again every 100 ms, for at most `limit` (a browser takes its time).
        private func eventually(
            _ what: String, limit: Duration = .seconds(30), _ check: () async throws -> Bool
        ) async throws {
            let deadline = ContinuousClock.now + limit
            while ContinuousClock.now < deadline {
                if (try? await check()) == true { return }
                try await Task.sleep(for: .milliseconds(100))
            }
            throw Chromium.Unavailable(reason: "timed out waiting for \(what)")
        }
    }
}
