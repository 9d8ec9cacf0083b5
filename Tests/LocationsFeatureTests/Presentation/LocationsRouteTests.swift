import SharedPresentation
import Testing

@testable import LocationsFeature

@Suite("LocationsRoute")
struct LocationsRouteTests {
    @Test func routesReadBackAsTheyAreWritten() throws {
        let list = LocationsRoute.list(page: 2, filter: try LocationFilter.none.setting("type", to: "Planet"))

        #expect(list.appRoute == AppRoute("locations", options: ["page": "2", "type": "Planet"]))
        #expect(LocationsRoute(list.appRoute) == list)
        #expect(LocationsRoute(AppRoute("location", id: 3)) == .detail(id: 3))
        #expect(LocationsRoute(AppRoute("locations")) == .list(page: 1, filter: .none))
    }

    @Test func otherFeaturesRoutesAndBadValuesAreNotThisFeatures() {
        #expect(LocationsRoute(AppRoute("character", id: 1)) == nil)
        #expect(LocationsRoute(AppRoute("location")) == nil)
        #expect(LocationsRoute(AppRoute("locations", options: ["status": "alive"])) == nil)
        #expect(LocationsRoute(AppRoute("locations", options: ["page": "x"])) == nil)
    }
}
