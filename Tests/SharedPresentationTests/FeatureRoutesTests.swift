import SharedPresentation
import Testing

@Suite("List and detail routes")
struct FeatureRoutesTests {
    private let routes = FeatureRoutes(list: "items", detail: RouteName("item"))

    @Test func aListRouteCarriesItsPageFiltersAndImages() {
        let route = AppRoute("items", options: ["page": "2", "name": "rick"], flags: ["images"])

        #expect(routes.destination(of: route) == .list(page: 2, filters: ["name": "rick"], showsImages: true))
        #expect(routes.destination(of: AppRoute("items")) == .list(page: 1, filters: [:], showsImages: false))
    }

    @Test func aDetailRouteCarriesItsID() {
        #expect(routes.destination(of: AppRoute("item", id: 3)) == .detail(id: 3, showsEveryRow: false))
        #expect(
            routes.destination(of: AppRoute("item", id: 3, flags: [FeatureRoutes.everyRowFlag]))
                == .detail(id: 3, showsEveryRow: true))
        #expect(routes.destination(of: AppRoute("item")) == nil)
    }

    @Test func aPageThatIsNotAPositiveNumberOrAnotherNameIsNotARoute() {
        #expect(routes.destination(of: AppRoute("items", options: ["page": "0"])) == nil)
        #expect(routes.destination(of: AppRoute("items", options: ["page": "two"])) == nil)
        #expect(routes.destination(of: AppRoute("places")) == nil)
    }

    @Test func routesAreWrittenAsTheCommandsThatShowThem() {
        #expect(routes.list(page: 2, filters: ["name": "rick"]).description == "items --name rick --page 2")
        #expect(routes.list().description == "items")
        #expect(routes.detail(id: 3)?.description == "item 3")
        #expect(routes.names == ["items", "item"])
    }

    @Test func aListOnlyFeatureHasItsListRouteAlone() {
        let listOnly = FeatureRoutes(list: "favorites")

        #expect(listOnly.names == ["favorites"])
        #expect(listOnly.detail(id: 3) == nil)
        #expect(
            listOnly.destination(of: AppRoute("favorites", options: ["page": "2"]))
                == .list(page: 2, filters: [:], showsImages: false))
        #expect(listOnly.destination(of: AppRoute("favorite", id: 3)) == nil)
    }
}
