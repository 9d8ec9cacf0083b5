import BrowserHost
import FeatureKit
import SharedPresentation
import Testing

@Suite("HTML screen renderer: any screen's snapshot as a page")
struct HTMLScreenRendererTests {
    @Test func aListIsAGridOfCardsEachLinkingToItsRouteWithItsImageWhenItsRouteHasOne() {
        let html = HTMLScreenRenderer().page(listPage())

        #expect(html.contains(#"<ul class="cards">"#))
        #expect(html.contains(#"<a href="/character/1"><img src="/-/image/character/1" alt="" loading="lazy""#))
        #expect(html.contains(#"<a href="/episode/9"><span class="title">Pilot</span>"#), "no image for episodes")
        #expect(html.contains(#"<span class="detail">Alive · Human</span>"#))
    }

    @Test func aServersValueIsShownAsTextNeverAsMarkup() {
        var page = listPage()
        page.snapshot.sections[0].rows[0].title = "<img src=x onerror=alert(1)>"

        let html = HTMLScreenRenderer().page(page)

        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func thePagerLinksThePreviousAndNextPagesWithTheFiltersKept() {
        let html = HTMLScreenRenderer().page(listPage())

        #expect(html.contains(#"<a class="page-link" rel="prev" href="/characters?name=ri">"#))
        #expect(html.contains(#"<a class="page-link" rel="next" href="/characters?name=ri&amp;page=3">"#))
        #expect(html.contains("Page 2 of 3"))
    }

    @Test func theFiltersAreAGetFormWithTheSearchFieldMarkedForTyping() {
        let html = HTMLScreenRenderer().page(listPage())

        #expect(html.contains(#"<form class="filters" method="get" action="/characters" role="search">"#))
        #expect(html.contains(#"<input name="name" value="ri" type="search" autocomplete="off" data-search="">"#))
        #expect(html.contains(#"<input name="status" value="" type="text" autocomplete="off">"#))
    }

    @Test func anOfferedActionIsAFormPostingItWithTheItemsIdAndTheWayBack() {
        let html = HTMLScreenRenderer().page(listPage())

        #expect(html.contains(#"<form method="post" action="/-/action" class="action">"#))
        #expect(html.contains(#"<input type="hidden" name="name" value="favorite">"#))
        #expect(html.contains(#"<input type="hidden" name="return" value="/characters?name=ri&amp;page=2">"#))
        #expect(html.contains(#"aria-label="Favorite Rick Sanchez">☆</button>"#))
    }

    @Test func aFailureSaysWhyAndOffersRetryWhenItCanHelp() {
        var page = listPage()
        page.snapshot.status = .failed(message: "The server is down.", canRetry: true)
        page.snapshot.notices = ["Offline: showing data saved at 12:00."]

        let parts = HTMLScreenRenderer().partMarkup(page)

        #expect(parts["part-status"]?.contains(#"role="alert"><p>The server is down.</p>"#) == true)
        #expect(parts["part-status"]?.contains(#"<input type="hidden" name="command" value="retry">"#) == true)
        #expect(parts["part-status"]?.contains("Offline: showing data saved at 12:00.") == true)
    }

    @Test func aDetailShowsItsImageItsFieldsWithLinksAndNotItsImagesStateField() {
        let snapshot = ScreenSnapshot(
            title: "Rick Sanchez", status: .loaded,
            fields: [
                .init(label: "Origin", value: "Earth (C-137)", route: AppRoute("location", id: 1)),
                .init(label: "Image", value: "loaded 1.8 kB from disk"),
            ], itemID: 1)
        let page = ScreenPage(
            snapshot: snapshot, screenID: 4, route: AppRoute("character", id: 1), appName: "App",
            imageRoutes: ["character"], imageWord: "image")

        let html = HTMLScreenRenderer().page(page)

        #expect(html.contains(#"<img class="avatar" src="/-/image/character/1" alt="Rick Sanchez""#))
        #expect(html.contains(#"<dt>Origin</dt><dd><a href="/location/1">Earth (C-137)</a></dd>"#))
        #expect(!html.contains("1.8 kB"))
    }

    @Test func thePageLoadsOnlyTheHostsOwnScriptAndStyleAndNamesItsEventStream() {
        let html = HTMLScreenRenderer().page(listPage())

        #expect(html.contains(#"<script src="/-/app.js" defer="">"#))
        #expect(!html.contains("<script>"))
        #expect(html.contains(#"data-events="/-/events?screen=7""#))
    }

    private func listPage() -> ScreenPage {
        let rows = [
            ScreenSnapshot.Row(
                id: 1, title: "Rick Sanchez", detail: "Alive · Human", route: AppRoute("character", id: 1)),
            ScreenSnapshot.Row(id: 9, title: "Pilot", route: AppRoute("episode", id: 9)),
        ]
        let snapshot = ScreenSnapshot(
            title: "Characters", subtitle: "Page 2 of 3", status: .loaded, sections: [.init(title: nil, rows: rows)],
            page: .init(number: 2, pages: 3, items: 60),
            query: .init(page: 2, filters: ["name": "ri"], search: "ri", searchKey: "name"))
        return ScreenPage(
            snapshot: snapshot, screenID: 7, route: AppRoute("characters", options: ["page": "2", "name": "ri"]),
            appName: "App", navigation: [.init(title: "Characters", address: "/characters")],
            filters: [CommandOption(.name), CommandOption("status", placeholder: "X", value: .text(minimumLength: 1))],
            imageRoutes: ["character"],
            offers: [
                AppRoute("character", id: 1): [
                    FeatureAction("favorite", summary: "keep", takesID: true, subject: .character, symbol: "☆")
                ]
            ])
    }
}
