import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

/// The parts of a test feature's list, loading through `loads`.
func listParts(
    _ loads: TestLoads, style: ListScreenParts<TestItem>.Style = .pages, images: Bool = false
) -> ListScreenParts<TestItem> {
    ListScreenParts(
        noun: TestCatalog.noun,
        style: style,
        filters: TestCatalog.rules,
        row: { ScreenSnapshot.Row(id: $0.id, title: $0.name, detail: "kind \($0.id % 2)") },
        load: { try await loads.pages.call(.page($0, $1)) },
        open: { AppRoute("item", id: $0) },
        images: images ? imageAddition(loads) : nil
    )
}

/// The parts of a test feature's detail: one related section and one link.
func detailParts(_ loads: TestLoads, image: Bool = false) -> DetailScreenParts<TestItem> {
    DetailScreenParts(
        noun: TestCatalog.noun,
        load: { try await loads.items.call(.item($0, $1)) },
        title: \.name,
        fields: {
            [
                ScreenSnapshot.Field(label: "Number", value: String($0.id)),
                ScreenSnapshot.Field(label: "Home", value: "Place \($0.id)"),
            ]
        },
        values: { ["name": .text($0.name)] },
        related: [
            RelatedItems(title: "Friends", opens: RouteName("friend"), count: { _ in 1 }) { item, mode, _ in
                try await loads.related.call(.related(item.id, mode))
            }
        ],
        links: [DetailLink("home", opens: RouteName("place")) { $0.id.isMultiple(of: 2) ? $0.id : nil }],
        image: image ? imageAddition(loads) : nil
    )
}

func imageAddition(_ loads: TestLoads) -> ImageAddition {
    ImageAddition(load: { try await loads.images.call(.image($0, $1)) })
}

/// A list screen over `loads`, tracked for leaks.
@MainActor
func makeListSUT(
    _ tracker: LeakTracker?,
    style: ListScreenParts<TestItem>.Style = .pages,
    page: Int = 1,
    filters: [String: String] = [:],
    images: Bool = false,
    showsImages: Bool = false,
    catalog: TestCatalog? = TestCatalog()
) -> (sut: ListScreen<TestItem>, loads: TestLoads, clock: TestClock) {
    let loads = TestLoads()
    if let catalog {
        loads.serve(catalog)
    }
    let clock = TestClock()
    let sut = ListScreen(
        parts: listParts(loads, style: style, images: images), page: page, filters: filters, showsImages: showsImages,
        clock: clock)
    tracker?.track(sut)
    return (sut, loads, clock)
}

/// A detail screen of item `id` over `loads`, tracked for leaks.
@MainActor
func makeDetailSUT(
    _ tracker: LeakTracker?, id: Int = 2, image: Bool = false, catalog: TestCatalog? = TestCatalog()
) -> (sut: DetailScreen<TestItem>, loads: TestLoads) {
    let loads = TestLoads()
    if let catalog {
        loads.serve(catalog)
    }
    let sut = DetailScreen(id: id, parts: detailParts(loads, image: image))
    tracker?.track(sut)
    return (sut, loads)
}

extension ScreenSnapshot {
    var rowTitles: [String] { sections.flatMap(\.rows).map(\.title) }

    var actionNames: [String] {
        actions.map { $0.isEnabled ? $0.name : "\($0.name) (disabled)" }
    }
}

/// Searches for `text` on `sut` and lets the search delay pass on `clock`.
@MainActor
func search(_ text: String, on sut: ListScreen<TestItem>, clock: TestClock) async throws {
    _ = try sut.perform(.search(text))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(500))
    await sut.settle()
}
